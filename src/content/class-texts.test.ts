import { describe, expect, it } from 'vitest';
import { ClassTextSchema, type ClassText } from './class-text-schema.ts';
import { classDocumentText } from './class-texts.ts';

const second: ClassText = {
  grade: 'second',
  welcomeLetter: {
    title: { en: 'Welcome!', es: '¡Bienvenidos!' },
    paragraphs: [
      { en: 'Dear families,', es: 'Estimadas familias:' },
      { en: 'See you soon.', es: 'Hasta pronto.' },
    ],
  },
  supplyList: {
    title: { en: 'Supplies', es: 'Útiles' },
    items: [{ en: '2 glue sticks', es: '2 barras de pegamento' }],
  },
};

describe("a grade's class documents as text", () => {
  it('accept a letter, a list or both, each line in both languages', () => {
    expect(ClassTextSchema.safeParse(second).success).toBe(true);
    const { welcomeLetter: _letter, ...listOnly } = second;
    expect(ClassTextSchema.safeParse(listOnly).success).toBe(true);
  });

  it('refuse a file with neither document, a line in one language, an unknown grade', () => {
    const issues = (value: unknown) =>
      ClassTextSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ grade: 'third' })).toEqual(['write a welcomeLetter, a supplyList or both']);
    expect(
      issues({
        ...second,
        supplyList: { ...second.supplyList, items: [{ en: 'Pencils', es: ' ' }] },
      }),
    ).toEqual(['write the Spanish text here (it cannot be empty)']);
    expect(issues({ ...second, grade: 'sixth' })).toEqual([
      'write one of kindergarten, first, second, third, fourth, fifth',
    ]);
    expect(issues({ ...second, supplyList: { ...second.supplyList, items: [] } })).toEqual([
      'write at least one item',
    ]);
  });

  it("give a page its document's title and lines in the page's language, or null", () => {
    const all = { second };
    expect(classDocumentText({ grade: 'second', type: 'welcome' }, 'es', all)).toEqual({
      title: '¡Bienvenidos!',
      lines: ['Estimadas familias:', 'Hasta pronto.'],
    });
    expect(classDocumentText({ grade: 'second', type: 'supply' }, 'en', all)).toEqual({
      title: 'Supplies',
      lines: ['2 glue sticks'],
    });
    expect(classDocumentText({ grade: 'third', type: 'supply' }, 'en', all)).toBeNull();
    const { supplyList: _list, ...letterOnly } = second;
    expect(
      classDocumentText({ grade: 'second', type: 'supply' }, 'en', { second: letterOnly }),
    ).toBeNull();
  });
});
