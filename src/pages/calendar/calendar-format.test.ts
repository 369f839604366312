import { describe, expect, it } from 'vitest';
import { dayHeading, monthTitle, weekTitle, weekdayNames } from './calendar-format.ts';

describe('calendar labels', () => {
  it('names the month in each language', () => {
    expect(monthTitle(2026, 11, 'en')).toBe('November 2026');
    expect(monthTitle(2027, 1, 'es')).toBe('Enero de 2027');
  });
  it('names the weekdays from Sunday', () => {
    expect(weekdayNames('en').map((day) => day.long)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(weekdayNames('es')[0]).toEqual({ long: 'Domingo', short: 'Dom' });
  });
  it('titles a week and a day', () => {
    expect(weekTitle('2026-12-27', 'en')).toBe('Dec 27 – Jan 2, 2027');
    expect(dayHeading('2026-09-10', 'es')).toBe('Jueves, 10 de septiembre');
  });
});
