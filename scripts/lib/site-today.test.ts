import { describe, expect, it } from 'vitest';
import { siteClock } from './site-today.ts';

const never = () => {
  throw new Error('the real clock must not be read when SITE_TODAY is set');
};

describe('siteClock', () => {
  it('takes the day from SITE_TODAY, at noon in New York, without reading the clock', () => {
    expect(siteClock({ SITE_TODAY: '2026-11-22' }, never)).toEqual({
      today: '2026-11-22',
      now: Date.parse('2026-11-22T17:00:00Z'), // noon EST
      fixed: true,
    });
    // Summer: noon EDT is 16:00 UTC.
    expect(siteClock({ SITE_TODAY: '2027-07-15' }, never).now).toBe(
      Date.parse('2027-07-15T16:00:00Z'),
    );
    // The spring daylight-saving day: clocks went forward at 2 a.m., noon is EDT.
    expect(siteClock({ SITE_TODAY: '2027-03-14' }, never).now).toBe(
      Date.parse('2027-03-14T16:00:00Z'),
    );
  });

  it("uses the real date in New York, not UTC's, when SITE_TODAY is not set", () => {
    // 02:30 UTC on December 1 is still November 30 in New York.
    const late = () => Date.parse('2026-12-01T02:30:00Z');
    expect(siteClock({}, late)).toEqual({ today: '2026-11-30', now: late(), fixed: false });
    expect(siteClock({ SITE_TODAY: ' ' }, late).today).toBe('2026-11-30');
  });

  it('refuses a value that is not a real day, and says how to write one', () => {
    for (const value of ['2026-11-31', '22/11/2026', '2026-2-3', 'tomorrow'])
      expect(() => siteClock({ SITE_TODAY: value }, never)).toThrow(
        `SITE_TODAY must be a day written YYYY-MM-DD, such as 2026-11-22 (found "${value}").`,
      );
  });
});
