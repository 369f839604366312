import { describe, expect, it } from 'vitest';
import { tidy, type FieldOrder } from './tidy.ts';

const ORDER: FieldOrder = [
  ['id', null],
  ['title', null],
  [
    'text',
    [
      ['en', null],
      ['es', null],
    ],
  ],
  [
    'bio',
    [
      ['en', null],
      ['es', null],
    ],
  ],
];

describe('tidy', () => {
  it('puts keys in the form’s order, unknown ones last, nested objects too', () => {
    const tidied = tidy({ zzz: 1, text: { es: 'Hola', en: 'Hi' }, title: 'T', id: 3 }, ORDER);
    expect(JSON.stringify(tidied)).toBe(
      '{"id":3,"title":"T","text":{"en":"Hi","es":"Hola"},"zzz":1}',
    );
  });

  it('leaves out empty text and groups the form left empty, keeps false and 0', () => {
    expect(
      tidy(
        { id: 0, title: '', bio: { en: '', es: '' }, text: { en: 'Hi', es: '' }, flag: false },
        ORDER,
      ),
    ).toEqual({ id: 0, text: { en: 'Hi' }, flag: false });
  });

  it('leaves out a group whose list was emptied, and keeps an empty list beside other fields', () => {
    expect(
      tidy({
        grade: 'second',
        welcomeLetter: { title: { en: '', es: '' }, paragraphs: [] },
        supplyList: { title: { en: 'Supplies', es: 'Útiles' }, items: [] },
      }),
    ).toEqual({
      grade: 'second',
      supplyList: { title: { en: 'Supplies', es: 'Útiles' }, items: [] },
    });
  });

  it('keeps the items of lists, tidying each', () => {
    expect(tidy([{ title: 'a', id: 1, x: '' }], ORDER)).toEqual([{ id: 1, title: 'a' }]);
  });
});
