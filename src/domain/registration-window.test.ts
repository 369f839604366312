import { describe, expect, it } from 'vitest';
import { EnrichmentFileSchema } from '../content/enrichment-programs-schema.ts';
import { enrichment } from '../content/enrichment-programs.ts';
import { weekendDay, windowsToShow } from './registration-window.ts';

const WINDOWS = [
  { id: 'fall', opens: '2026-09-01', closes: '2026-09-15', programsStart: '2026-09-22' },
  { id: 'spring', opens: '2027-01-15', closes: '2027-01-29', programsStart: '2027-02-05' },
  { id: 'fall', opens: '2027-09-01', closes: '2027-09-15', programsStart: '2027-09-20' },
] as const;

const shown = (today: string) =>
  windowsToShow(WINDOWS, today).map(
    (window) =>
      `${window.id} ${window.opens}${window.highlighted ? ` ${window.status ?? ''}` : ''}`,
  );

describe('windowsToShow', () => {
  it.each([
    // Fall window: the day before, first day, last day, the day after.
    ['2026-08-31', ['fall 2026-09-01 upcoming', 'spring 2027-01-15']],
    ['2026-09-01', ['fall 2026-09-01 open', 'spring 2027-01-15']],
    ['2026-09-15', ['fall 2026-09-01 open', 'spring 2027-01-15']],
    ['2026-09-16', ['spring 2027-01-15 upcoming', 'fall 2027-09-01']],
    // Spring window edges, then the next school year's fall.
    ['2027-01-15', ['spring 2027-01-15 open', 'fall 2027-09-01']],
    ['2027-01-29', ['spring 2027-01-15 open', 'fall 2027-09-01']],
    ['2027-01-30', ['fall 2027-09-01 upcoming']],
  ])('on %s shows %j', (today, expected) => {
    expect(shown(today)).toEqual(expected);
  });

  it('keeps the days of the window it shows', () => {
    expect(windowsToShow(WINDOWS, '2026-11-22')[0]).toEqual({
      id: 'spring',
      opens: '2027-01-15',
      closes: '2027-01-29',
      programsStart: '2027-02-05',
      highlighted: true,
      status: 'upcoming',
    });
  });

  it('does not depend on the order the windows are written in', () => {
    const newestFirst = [...WINDOWS].reverse();
    for (const today of ['2026-08-31', '2026-09-16', '2027-01-20']) {
      expect(windowsToShow(newestFirst, today)).toEqual(windowsToShow(WINDOWS, today));
    }
    expect(windowsToShow(newestFirst, '2026-08-31').map((window) => window.opens)).toEqual([
      '2026-09-01',
      '2027-01-15',
    ]);
  });

  it('shows nothing once every window is over, or without windows', () => {
    expect(windowsToShow(WINDOWS, '2027-09-16')).toEqual([]);
    expect(windowsToShow([], '2026-01-01')).toEqual([]);
  });
});

describe('registration days', () => {
  it('names a weekend day', () => {
    expect(weekendDay('2027-09-18')).toBe('Saturday');
    expect(weekendDay('2027-01-31')).toBe('Sunday');
    expect(weekendDay('2027-01-29')).toBeUndefined();
  });

  it('refuses a weekend day, a day that does not exist and days out of order', () => {
    const problems = (registration: unknown) => {
      const result = EnrichmentFileSchema.safeParse({ ...enrichment, registration });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(problems(WINDOWS)).toEqual([]);
    expect(
      problems([
        { id: 'fall', opens: '2027-09-01', closes: '2027-09-15', programsStart: '2027-09-18' },
      ]),
    ).toEqual(['2027-09-18 is a Saturday: pick a school day, Monday to Friday']);
    expect(
      problems([
        { id: 'spring', opens: '2027-02-30', closes: '2027-03-01', programsStart: '2027-03-08' },
      ]),
    ).toEqual(['this day does not exist in the calendar']);
    expect(
      problems([
        { id: 'spring', opens: '2027-01-15', closes: '2027-02-05', programsStart: '2027-02-05' },
      ]),
    ).toEqual(['programs start (2027-02-05) before registration closes (2027-02-05)']);
    expect(
      problems([{ id: 'spring', opens: '09-01', closes: '09-15', programsStart: '09-18' }]),
    ).toEqual(Array(3).fill('write the date as YYYY-MM-DD, e.g. 2026-09-10'));
  });
});
