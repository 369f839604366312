import { describe, expect, it } from 'vitest';
import { instantOfSchoolTime as maybeInstant, schoolTimeOf } from './school-time.ts';

function instantOfSchoolTime(wallClock: string): number {
  const instant = maybeInstant(wallClock);
  if (instant === null) throw new Error(`${wallClock} has no instant`);
  return instant;
}

describe('instantOfSchoolTime', () => {
  it('reads winter times as UTC−5 and summer times as UTC−4', () => {
    expect(new Date(instantOfSchoolTime('2026-01-15T08:00')).toISOString()).toBe(
      '2026-01-15T13:00:00.000Z',
    );
    expect(new Date(instantOfSchoolTime('2026-06-15T08:00')).toISOString()).toBe(
      '2026-06-15T12:00:00.000Z',
    );
  });

  it('follows the March change (clocks jump from 2:00 to 3:00 AM)', () => {
    expect(new Date(instantOfSchoolTime('2026-03-08T01:59')).toISOString()).toBe(
      '2026-03-08T06:59:00.000Z',
    );
    expect(maybeInstant('2026-03-08T02:30')).toBeNull();
    expect(new Date(instantOfSchoolTime('2026-03-08T03:00')).toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
  });

  it('takes the first 1:30 AM when the clocks go back in November', () => {
    expect(new Date(instantOfSchoolTime('2026-11-01T01:30')).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(new Date(instantOfSchoolTime('2026-11-01T03:00')).toISOString()).toBe(
      '2026-11-01T08:00:00.000Z',
    );
  });

  it('rejects malformed or impossible times', () => {
    expect(maybeInstant('2026-11-01 08:00')).toBeNull();
    expect(maybeInstant('2026-11-01T24:00')).toBeNull();
    expect(maybeInstant('2026-02-30T08:00')).toBeNull();
  });

  it('round-trips with schoolTimeOf', () => {
    for (const time of ['2026-12-24T17:45', '2027-07-04T00:00', '2026-03-08T03:15']) {
      expect(schoolTimeOf(instantOfSchoolTime(time))).toBe(time);
    }
  });
});
