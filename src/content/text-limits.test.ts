import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EventSchema } from './event-schema.ts';
import { formatProblem } from './format-issues.ts';
import { LeadershipFileSchema } from './leadership-schema.ts';
import { checkLocales } from './locale-check.ts';
import { directionControlProblem, TEXT_LIMITS, textIssues } from './text-limits.ts';
import { validateDataFile } from './validate-data.ts';

const EVENT = {
  id: 900,
  title: { en: 'Family Night', es: 'Noche familiar' },
  description: {
    en: 'Games and dinner for the whole family.',
    es: 'Juegos y cena para toda la familia.',
  },
  date: '2026-12-03',
  category: 'pta',
  location: { en: 'Main Building Gym', es: 'Gimnasio del Edificio principal' },
};

const problemsOf = (file: string, data: unknown, schema: z.ZodType = EventSchema) =>
  validateDataFile(file, JSON.stringify(data), schema).problems.map(formatProblem);

describe('text limits and direction characters in data files', () => {
  it('accepts an ordinary event', () => {
    expect(problemsOf('data/events/900.json', EVENT)).toEqual([]);
  });

  it('refuses a 100 KB title, naming file and field', () => {
    const problems = problemsOf('data/events/900.json', {
      ...EVENT,
      title: { ...EVENT.title, en: 'Hugetitle '.repeat(10_000) },
    });
    expect(problems).toEqual([
      'data/events/900.json, field "title.en": this text is 100,000 characters long, more than the 200 allowed for a title or name; shorten it',
    ]);
  });

  it('gives each kind of field its own limit, in every language', () => {
    const inSpanish = (field: 'title' | 'location' | 'description', length: number) =>
      problemsOf('data/events/900.json', {
        ...EVENT,
        [field]: { ...EVENT[field], es: 'x'.repeat(length) },
      });
    expect(inSpanish('title', TEXT_LIMITS.title)).toEqual([]);
    expect(inSpanish('title', TEXT_LIMITS.title + 1)).toHaveLength(1);
    expect(inSpanish('location', TEXT_LIMITS.place + 1)[0]).toContain('allowed for a place');
    expect(inSpanish('description', TEXT_LIMITS.description)).toEqual([]);
    expect(inSpanish('description', TEXT_LIMITS.description + 1)[0]).toContain(
      '3,000 allowed for a description',
    );
    expect(
      problemsOf('data/events/900.json', {
        ...EVENT,
        image: '/assets/images/events/family-night.jpg',
        imageAlt: { en: 'The flyer', es: 'x'.repeat(TEXT_LIMITS.alt + 1) },
      }).filter((p) => p.includes('picture description')),
    ).toHaveLength(1);
  });

  it('refuses direction overrides, embeddings and isolates, saying which and where', () => {
    const problems = problemsOf('data/events/900.json', {
      ...EVENT,
      title: { ...EVENT.title, en: 'Family Night \u202Egnp.exe' },
    });
    expect(problems).toEqual([
      'data/events/900.json, field "title.en": contains an invisible character that changes the order letters are shown in (U+202E RIGHT-TO-LEFT OVERRIDE, at character 14), so the text can read differently from what it is; delete it (typing the text again removes it)',
    ]);
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ])
      expect(directionControlProblem(`a${control}b`), control).not.toBeNull();
    // The single direction marks are text that right-to-left languages need.
    expect(directionControlProblem('a\u200Eb\u200Fc')).toBeNull();
  });

  it('names the entry of a list and the language of a translated text', () => {
    const file = {
      leaders: [
        {
          id: 'elena-marquez',
          kind: 'principal',
          honorific: 'dr',
          gender: 'female',
          name: 'Elena Márquez',
          role: { en: 'Principal', es: 'Directora'.repeat(30) },
          bio: { en: 'Bio.', es: 'Bio\u2067.' },
        },
      ],
    };
    const issues = textIssues(file).map((issue) => issue.path.join('.'));
    expect(issues).toEqual(['leaders.0.role.es', 'leaders.0.bio.es']);
    const problems = problemsOf('data/leadership.json', file, LeadershipFileSchema);
    expect(problems.filter((problem) => problem.includes('role.es'))).toEqual([
      'data/leadership.json, leaders entry 1 ("Elena Márquez", id elena-marquez), field "role.es": this text is 270 characters long, more than the 200 allowed for a title or name; shorten it',
    ]);
    expect(problems.some((problem) => problem.includes('field "bio.es": contains'))).toBe(true);
  });
});

describe('direction characters in locale files', () => {
  it('are refused like in data files', () => {
    const problems = checkLocales({
      en: { 'c.json': { a: 'Home' } },
      es: { 'c.json': { a: 'Ini\u202Ecio' } },
    });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^locales\/es\/c\.json, field "a": contains an invisible character .*U\+202E/,
      ),
    ]);
  });
});
