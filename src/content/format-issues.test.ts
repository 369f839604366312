import { describe, expect, it } from 'vitest';
import { describeEntry, parseJson } from './format-issues.ts';

const problem = (text: string) => {
  const result = parseJson('data/events/237.json', text);
  return 'problem' in result ? result.problem.message : null;
};

describe('a broken JSON file', () => {
  it('gets the line and column of every kind of mistake, and what to do there', () => {
    expect(problem('{\n  "title": "Concert",\n}')).toBe(
      'this is not valid JSON at line 2, column 21: an extra comma before }: remove it',
    );
    expect(problem('{ "days": [1, 2,] }')).toBe(
      'this is not valid JSON at line 1, column 16: an extra comma before ]: remove it',
    );
    expect(problem('{\n  "title": "Concert"\n  "date": "2026-12-17"\n}')).toBe(
      'this is not valid JSON at line 3, column 3: expected a comma (,) or a closing brace (}). Look for a missing comma or quote just before it, or an extra comma before } or ].',
    );
    expect(problem('{ "title": "Concert",, "date": "2026-12-17" }')).toBe(
      'this is not valid JSON at line 1, column 22: two commas in a row: remove one',
    );
    expect(problem('{ "title" "Concert" }')).toMatch(
      /^this is not valid JSON at line 1, column 11: expected a colon/,
    );
    expect(problem('{ "title": "Concert }')).toMatch(
      /line 1, column 22: expected the closing double quote/,
    );
    expect(problem('{ "allDay": yes }')).toMatch(/line 1, column 13: expected a value/);
    expect(problem('{ "a": 1 } }')).toMatch(/line 1, column 12: expected the end of the file/);
  });

  it('points at a curly quote, which JSON.parse gives no position for', () => {
    expect(problem('{\n  "title": “Winter Concert”\n}')).toBe(
      'this is not valid JSON at line 2, column 12: a curly quote (“) stands where a straight double quote (") belongs. Phones and word processors type curly quotes: retype it as "',
    );
    expect(problem('{ “title”: "x" }')).toMatch(
      /^this is not valid JSON at line 1, column 3: a curly quote \(“\)/,
    );
    // Inside text, curly quotes are just text.
    expect(problem('{ "title": "The “Big” Night" }')).toBeNull();
  });

  it('ignores a byte-order mark, with a warning that says how to drop it', () => {
    expect(parseJson('data/site.json', '\uFEFF{"a": 1}')).toEqual({
      data: { a: 1 },
      warning:
        'data/site.json starts with an invisible byte-order mark (saved as "UTF-8 with BOM"): it was ignored; save the file as plain UTF-8 to remove it',
    });
  });
});

describe('how a list item is named', () => {
  it('by its 1-based position, its English name and its id', () => {
    expect(
      describeEntry('core', 2, { id: 'science', name: { en: 'Science', es: 'Ciencias' } }),
    ).toBe('core entry 3 ("Science", id science)');
    expect(describeEntry('leaders', 0, { name: 'Elena Márquez' })).toBe(
      'leaders entry 1 ("Elena Márquez")',
    );
    expect(describeEntry('windows', 1, { id: 'spring' })).toBe('windows entry 2 (id spring)');
    expect(describeEntry('items', 0, 'text')).toBe('items entry 1');
  });
});
