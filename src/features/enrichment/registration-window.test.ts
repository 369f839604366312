import { describe, expect, it } from 'vitest';
import { datedWindow, highlightedWindow, windowsAround } from './registration-window.ts';

const WINDOWS = [
  { id: 'fall', opens: '09-01', closes: '09-15', programsStart: '09-18' },
  { id: 'spring', opens: '01-15', closes: '01-30', programsStart: '02-05' },
] as const;

const pick = (today: string) => {
  const window = highlightedWindow(WINDOWS, today);
  return window && `${window.id} ${window.status} ${window.opens}..${window.closes}`;
};

describe('highlightedWindow', () => {
  it.each([
    // Fall window: the day before, first day, middle, last day, the day after.
    ['2026-08-31', 'fall upcoming 2026-09-01..2026-09-15'],
    ['2026-09-01', 'fall open 2026-09-01..2026-09-15'],
    ['2026-09-08', 'fall open 2026-09-01..2026-09-15'],
    ['2026-09-15', 'fall open 2026-09-01..2026-09-15'],
    ['2026-09-16', 'spring upcoming 2027-01-15..2027-01-30'],
    // Year rollover: from autumn to the next January.
    ['2026-12-31', 'spring upcoming 2027-01-15..2027-01-30'],
    ['2027-01-01', 'spring upcoming 2027-01-15..2027-01-30'],
    // Spring window edges.
    ['2027-01-14', 'spring upcoming 2027-01-15..2027-01-30'],
    ['2027-01-15', 'spring open 2027-01-15..2027-01-30'],
    ['2027-01-30', 'spring open 2027-01-15..2027-01-30'],
    ['2027-01-31', 'fall upcoming 2027-09-01..2027-09-15'],
    ['2027-06-20', 'fall upcoming 2027-09-01..2027-09-15'],
  ])('on %s highlights %s', (today, expected) => {
    expect(pick(today)).toBe(expected);
  });

  it('gives the programs start day with the window', () => {
    expect(highlightedWindow(WINDOWS, '2026-11-22')).toEqual({
      id: 'spring',
      opens: '2027-01-15',
      closes: '2027-01-30',
      programsStart: '2027-02-05',
      status: 'upcoming',
    });
  });

  it('handles a window that runs across New Year', () => {
    const december = { id: 'winter', opens: '12-20', closes: '01-10', programsStart: '01-12' };
    const winter = [december];
    expect(datedWindow(december, 2026)).toEqual({
      id: 'winter',
      opens: '2026-12-20',
      closes: '2027-01-10',
      programsStart: '2027-01-12',
    });
    expect(highlightedWindow(winter, '2027-01-05')).toMatchObject({
      opens: '2026-12-20',
      status: 'open',
    });
    expect(highlightedWindow(winter, '2027-01-11')).toMatchObject({
      opens: '2027-12-20',
      status: 'upcoming',
    });
  });

  it('is undefined without windows', () => {
    expect(highlightedWindow([], '2026-01-01')).toBeUndefined();
  });
});

describe('windowsAround', () => {
  it('dates every window, soonest first, and marks only the highlighted one', () => {
    expect(windowsAround(WINDOWS, '2026-09-10')).toEqual([
      {
        id: 'fall',
        opens: '2026-09-01',
        closes: '2026-09-15',
        programsStart: '2026-09-18',
        status: 'open',
        highlighted: true,
      },
      {
        id: 'spring',
        opens: '2027-01-15',
        closes: '2027-01-30',
        programsStart: '2027-02-05',
        highlighted: false,
      },
    ]);
    const december = windowsAround(WINDOWS, '2026-12-01');
    expect(december.map((window) => [window.id, window.opens, window.highlighted])).toEqual([
      ['spring', '2027-01-15', true],
      ['fall', '2027-09-01', false],
    ]);
  });
});
