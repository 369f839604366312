import { describe, expect, it } from 'vitest';
import { dateFromIsoDay, isoDayInSchoolTimeZone } from './dates.ts';

describe('New York dates', () => {
  it('gives the New York day of an instant, not the machine’s', () => {
    // 02:30 UTC on Nov 23 is still Nov 22 in New York (EST, UTC-5)
    expect(isoDayInSchoolTimeZone(new Date('2026-11-23T02:30:00Z'))).toBe('2026-11-22');
    expect(isoDayInSchoolTimeZone(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-23');
    // summer time (EDT, UTC-4)
    expect(isoDayInSchoolTimeZone(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
  });

  it('round-trips a calendar day', () => {
    for (const day of ['2026-01-01', '2026-03-08', '2026-11-01', '2028-02-29', '2026-12-31']) {
      expect(isoDayInSchoolTimeZone(dateFromIsoDay(day))).toBe(day);
    }
  });
});
