// A language's house style is its strings alone (grammar.ts): a language whose strings carry one
// is written by it, whatever its code; a language without one is written in Intl's forms
// (intl-grammar.ts), never in English or Spanish; a language whose strings were never loaded is
// an error, not a silent fallback. The test setup loads English and Spanish (tests/vitest-setup.ts);
// the languages here are known to the tests only.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '../content/languages.ts';
import {
  dateBadge,
  dayRange,
  formatClock,
  formatFigure,
  formatTimeRange,
  longDate,
  longDayRange,
  shortDayRange,
  weekTitle,
} from './format.ts';
import { fill, grammarOf, setGrammar, type Grammar } from './grammar.ts';
import { intlGrammar } from './intl-grammar.ts';
import { honorificText, personInSentence, personName } from './person-name.ts';

const spanish = (
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../locales/es/common.json'), 'utf8'),
  ) as { grammar: Grammar }
).grammar;

const ana = { honorific: 'ms', name: 'Ana López' } as const;
const pena = { honorific: 'mr', name: 'Rafael Peña' } as const;
const marquez = { honorific: 'dr', gender: 'female', name: 'Elena Márquez' } as const;

/** Intl's own clock times and ranges, as the fallback is to write them. */
const intlClock = (locale: string, hours: number, minutes: number) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    .format(new Date(Date.UTC(2000, 0, 1, hours, minutes)))
    .replace(/ /g, '\u00a0');
const intlDays = (
  locale: string,
  first: string,
  last: string,
  options: Intl.DateTimeFormatOptions,
) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'America/New_York', ...options }).formatRange(
    new Date(`${first}T17:00:00Z`),
    new Date(`${last}T17:00:00Z`),
  );

describe('a language whose strings carry a house style', () => {
  // Portuguese, as a folder of strings would bring it: Spanish's texts with its own clock and titles.
  const pt = 'pt' as Language;
  setGrammar(pt, {
    ...spanish,
    clock_am: '{{hours}}h{{minutes}}',
    honorific: { ...spanish.honorific, ms: 'Sra.ª' },
  });

  it('is written by its texts, with no code of its own', () => {
    expect(formatClock(pt, '8:15 AM')).toBe('8h15');
    expect(formatTimeRange(pt, '8:15 AM', '9:00 AM')).toBe('8h15 – 9h00');
    expect(personName(pt, ana)).toBe('Sra.ª\u00a0Ana López');
    expect(personInSentence(pt, ana, 'to')).toBe('a la Sra.ª\u00a0Ana López');
    // Long month and weekday names are Intl's, in its own locale.
    expect(dayRange(pt, '2027-01-15', '2027-01-29')).toBe('Del 15 al 29 de janeiro de 2027');
  });
});

describe('a language without a house style', () => {
  // French and Arabic have no `grammar` in their strings: Intl writes them.
  const fr = 'fr' as Language;
  const ar = 'ar' as Language;
  setGrammar(fr, intlGrammar(fr));
  setGrammar(ar, intlGrammar(ar));

  it('writes clock times and time ranges as Intl does, never "AM" or "a. m."', () => {
    for (const lng of [fr, ar]) {
      expect(formatClock(lng, '2:20 PM')).toBe(intlClock(lng, 14, 20));
      expect(formatClock(lng, '8:15 AM')).toBe(intlClock(lng, 8, 15));
      expect(formatTimeRange(lng, '8:15 AM', '9:00 AM')).toBe(
        new Intl.DateTimeFormat(lng, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
          .formatRange(new Date(Date.UTC(2000, 0, 1, 8, 15)), new Date(Date.UTC(2000, 0, 1, 9)))
          .replace(/ /g, '\u00a0'),
      );
      expect(formatTimeRange(lng, undefined, '9:00 AM')).toBe(intlClock(lng, 9, 0));
    }
    expect(formatClock(fr, '2:20 PM')).toBe('14:20');
    // Text that is not a clock time stays as it is, joined to the other end.
    expect(formatTimeRange(fr, 'After dismissal', '5:00 PM')).toBe('After dismissal – 17:00');
  });

  it('writes one time for a range that starts and ends together, and joins an end before its start', () => {
    expect(formatTimeRange(fr, '9:00 AM', '9:00 AM')).toBe(intlClock(fr, 9, 0));
    // Not Intl's range, which would read as running backwards over midnight.
    expect(formatTimeRange(fr, '5:00 PM', '8:15 AM')).toBe('17:00 – 8:15');
  });

  it('writes ranges of days with formatRange, and Intl’s short months', () => {
    const short = { month: 'short', day: 'numeric' } as const;
    const long = { month: 'long', day: 'numeric', year: 'numeric' } as const;
    const ranges = [
      [shortDayRange, '2026-11-09', '2026-11-20', short],
      [shortDayRange, '2026-12-31', '2027-01-01', { ...short, year: 'numeric' }],
      [weekTitle, '2026-11-22', '2026-11-28', { ...short, year: 'numeric' }],
      [dayRange, '2026-11-30', '2026-12-03', long],
      [longDayRange, '2026-11-09', '2026-11-20', { ...long, weekday: 'long' }],
    ] as const;
    for (const lng of [fr, ar]) {
      for (const [write, first, last, options] of ranges)
        expect(write(lng, first, last)).toBe(intlDays(lng, first, last, options));
      expect(longDayRange(lng, '2026-11-09', '2026-11-09')).toBe(longDate(lng, '2026-11-09'));
    }
    expect(shortDayRange(fr, '2026-11-09', '2026-11-20')).toBe('9–20 nov.');
    expect(shortDayRange(fr, '2026-11-09', '2026-11-09')).toBe('9 nov.');
    expect(dateBadge(fr, '2026-09-10')).toEqual({ month: 'SEPT', day: '10' });
    expect(longDayRange(fr, '2026-11-09', '2026-11-20')).not.toMatch(/^Del |Monday/);
  });

  it('writes "450+" as the data do and a percentage with Intl’s sign', () => {
    expect(formatFigure(fr, '450+')).toBe('450+');
    const percent = new Intl.NumberFormat('fr', { style: 'percent' }).format(0.95);
    expect(formatFigure(fr, '95%')).toBe(percent);
  });

  it('names people plainly, borrowing no language’s title', () => {
    expect(honorificText(fr, ana)).toBeUndefined();
    expect(personName(fr, marquez)).toBe('Elena Márquez');
    for (const role of ['the', 'to', 'of'] as const) {
      expect(personInSentence(fr, pena, role)).toBe('Rafael Peña');
      expect(personInSentence(ar, ana, role)).toBe('Ana López');
    }
  });
});

describe('loading a house style', () => {
  it('makes a language written by the texts last loaded for it', () => {
    // A code of its own each run, so that no earlier run has loaded it.
    const lng = `x-${randomUUID()}` as Language;
    const first = { ...spanish, clock_am: '{{hours}}h{{minutes}}' };
    setGrammar(lng, first);
    expect(grammarOf(lng)).toBe(first);
    expect(formatClock(lng, '8:15 AM')).toBe('8h15');
    const second = { ...spanish, clock_am: '{{hours}}.{{minutes}}' };
    setGrammar(lng, second);
    expect(grammarOf(lng)).toBe(second);
    expect(formatClock(lng, '8:15 AM')).toBe('8.15');
  });

  it('leaves empty a variable that a text names but is not given', () => {
    expect(fill('{{startDay}}–{{ endDay }} {{month}}', { startDay: 9, endDay: 20 })).toBe('9–20 ');
  });
});

describe('a language whose strings were never loaded', () => {
  it('is an error, not a fallback to another language', () => {
    const xx = 'xx' as Language;
    expect(() => grammarOf(xx)).toThrow('The house style of "xx" is not loaded');
    expect(() => formatClock(xx, '8:15 AM')).toThrow(/not loaded/);
    expect(() => shortDayRange(xx, '2026-11-09', '2026-11-20')).toThrow(/not loaded/);
    expect(() => personName(xx, ana)).toThrow(/not loaded/);
    // What needs no house style still works: a plain name, text that is not a time.
    expect(personName(xx, { name: 'Marisol Vega' })).toBe('Marisol Vega');
    expect(formatClock(xx, 'After dismissal')).toBe('After dismissal');
  });
});
