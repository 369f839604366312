import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  clockParts,
  dateFromIsoDay,
  dayParts,
  daysBetween,
  daysInMonth,
  instantOfSchoolTime,
  isIsoDay,
  isoDay,
  isoDayInSchoolTimeZone,
  minutesOfClock,
  schoolInstant,
  schoolOffsetMinutes,
  schoolTimeOf,
  weekday,
} from './time-core.ts';
import type * as TimeCore from './time-core.ts';

/** The instant of New York's wall clock on a day at a clock time ("1:30 AM"), as ISO text in UTC. */
function utc(day: string, clock: string): string {
  const minutes = minutesOfClock(clock);
  if (minutes === null) throw new Error(`not a clock time: ${clock}`);
  return new Date(schoolInstant(day, minutes)).toISOString();
}

const at = (text: string) => Date.parse(text);

describe('days', () => {
  it('splits and writes YYYY-MM-DD days', () => {
    expect(dayParts('2026-09-10')).toEqual({ year: 2026, month: 9, day: 10 });
    expect(isoDay(2026, 9, 10)).toBe('2026-09-10');
    expect(isoDay(2027, 1, 32)).toBe('2027-02-01');
    expect(() => dayParts('2026-9-10')).toThrow(/2026-09-10/);
  });

  it('knows which days exist', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-09-10T08:00')).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-09-10', 1)).toBe('2026-09-11');
    expect(addDays('2026-09-30', 1)).toBe('2026-10-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    // A day of a clock change still has one next day.
    expect(addDays('2027-03-14', 1)).toBe('2027-03-15');
    expect(addDays('2027-11-07', 1)).toBe('2027-11-08');
  });

  it('gives weekdays and month lengths', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2027-03-14')).toBe(0);
    expect(weekday('2026-11-28')).toBe(6);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('gives the New York day of an instant, not the machine’s', () => {
    // 02:30 UTC on Nov 23 is still Nov 22 in New York (EST, UTC-5)
    expect(isoDayInSchoolTimeZone(new Date('2026-11-23T02:30:00Z'))).toBe('2026-11-22');
    expect(isoDayInSchoolTimeZone(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-23');
    // summer time (EDT, UTC-4)
    expect(isoDayInSchoolTimeZone(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    // the same day as the wall time, on both sides of the clock changes
    for (const instant of [
      '2027-03-14T04:59:00Z',
      '2027-03-14T07:30:00Z',
      '2027-11-08T04:30:00Z',
    ]) {
      const time = Date.parse(instant);
      expect(isoDayInSchoolTimeZone(new Date(time))).toBe(schoolTimeOf(time).slice(0, 10));
    }
  });

  it('round-trips a calendar day through noon in New York', () => {
    for (const day of ['2026-01-01', '2027-03-14', '2027-11-07', '2028-02-29', '2026-12-31']) {
      expect(isoDayInSchoolTimeZone(dateFromIsoDay(day))).toBe(day);
    }
  });
});

describe('clock times', () => {
  it('reads the 12-hour clock of the data', () => {
    expect(clockParts('8:15 AM')).toEqual({ hours: '8', minutes: '15', half: 'AM' });
    expect(minutesOfClock('12:00 AM')).toBe(0);
    expect(minutesOfClock('12:15 AM')).toBe(15);
    expect(minutesOfClock('12:00 PM')).toBe(720);
    expect(minutesOfClock('12:15 PM')).toBe(12 * 60 + 15);
    expect(minutesOfClock('6:30 PM')).toBe(1110);
    expect(minutesOfClock('11:59 PM')).toBe(24 * 60 - 1);
  });

  it('refuses anything else', () => {
    for (const text of ['6:30', '18:30', '13:00 PM', '0:30 AM', '09:00 AM', '9:60 AM', '9am']) {
      expect(clockParts(text)).toBeUndefined();
      expect(minutesOfClock(text)).toBeNull();
    }
  });
});

describe('New York wall time and instants', () => {
  it('reads winter times as UTC−5 and summer times as UTC−4', () => {
    expect(schoolOffsetMinutes(at('2027-01-15T12:00:00Z'))).toBe(-300);
    expect(schoolOffsetMinutes(at('2027-07-01T12:00:00Z'))).toBe(-240);
    expect(utc('2026-12-10', '9:00 AM')).toBe('2026-12-10T14:00:00.000Z');
    expect(utc('2026-09-10', '6:30 PM')).toBe('2026-09-10T22:30:00.000Z');
    expect(utc('2026-12-10', '12:00 AM')).toBe('2026-12-10T05:00:00.000Z');
  });

  it('changes offset at 2:00 AM EST on 2027-03-14 and 2:00 AM EDT on 2027-11-07', () => {
    expect(schoolOffsetMinutes(at('2027-03-14T06:59:59Z'))).toBe(-300);
    expect(schoolOffsetMinutes(at('2027-03-14T07:00:00Z'))).toBe(-240);
    expect(schoolOffsetMinutes(at('2027-11-07T05:59:59Z'))).toBe(-240);
    expect(schoolOffsetMinutes(at('2027-11-07T06:00:00Z'))).toBe(-300);
  });

  // 2027-03-14: at 2:00 AM EST clocks jump to 3:00 AM EDT, so 2:00–2:59 AM never happens; it
  // moves forward by the gap. 2027-11-07: at 2:00 AM EDT clocks go back to 1:00 AM EST, so
  // 1:00–1:59 AM happens twice; it is the first time (EDT).
  it.each([
    ['2027-03-13', '9:00 AM', '2027-03-13T14:00:00.000Z', 'the day before: EST'],
    ['2027-03-14', '1:30 AM', '2027-03-14T06:30:00.000Z', 'before the gap: EST'],
    ['2027-03-14', '1:59 AM', '2027-03-14T06:59:00.000Z', 'before the gap: EST'],
    ['2027-03-14', '2:00 AM', '2027-03-14T07:00:00.000Z', 'in the gap: 3:00 AM EDT'],
    ['2027-03-14', '2:30 AM', '2027-03-14T07:30:00.000Z', 'in the gap: 3:30 AM EDT'],
    ['2027-03-14', '3:00 AM', '2027-03-14T07:00:00.000Z', 'after the gap: EDT'],
    ['2027-03-14', '3:30 AM', '2027-03-14T07:30:00.000Z', 'after the gap: EDT'],
    ['2027-03-14', '9:00 AM', '2027-03-14T13:00:00.000Z', 'after the gap: EDT'],
    ['2027-11-06', '9:00 AM', '2027-11-06T13:00:00.000Z', 'the day before: EDT'],
    ['2027-11-07', '12:30 AM', '2027-11-07T04:30:00.000Z', 'before the overlap: EDT'],
    ['2027-11-07', '1:00 AM', '2027-11-07T05:00:00.000Z', 'in the overlap: the first, EDT'],
    ['2027-11-07', '1:30 AM', '2027-11-07T05:30:00.000Z', 'in the overlap: the first, EDT'],
    ['2027-11-07', '1:59 AM', '2027-11-07T05:59:00.000Z', 'in the overlap: the first, EDT'],
    ['2027-11-07', '2:00 AM', '2027-11-07T07:00:00.000Z', 'after the overlap: EST'],
    ['2027-11-07', '2:30 AM', '2027-11-07T07:30:00.000Z', 'after the overlap: EST'],
    ['2027-11-07', '9:00 AM', '2027-11-07T14:00:00.000Z', 'after the overlap: EST'],
  ])('%s %s in New York is %s (%s)', (day, clock, instant) => {
    expect(utc(day, clock)).toBe(instant);
  });

  it('reads back the wall time of the instants around both changes', () => {
    // The moved gap time reads as what clocks show then; the second 1:30 AM as 1:30 AM.
    expect(schoolTimeOf(at('2027-03-14T07:30:00Z'))).toBe('2027-03-14T03:30');
    expect(schoolTimeOf(at('2027-11-07T05:30:00Z'))).toBe('2027-11-07T01:30');
    expect(schoolTimeOf(at('2027-11-07T06:30:00Z'))).toBe('2027-11-07T01:30');
  });

  it('reads YYYY-MM-DDTHH:mm wall times the same way', () => {
    expect(instantOfSchoolTime('2027-03-14T01:59')).toBe(at('2027-03-14T06:59:00Z'));
    expect(instantOfSchoolTime('2027-03-14T02:30')).toBe(at('2027-03-14T07:30:00Z'));
    expect(instantOfSchoolTime('2027-03-14T03:00')).toBe(at('2027-03-14T07:00:00Z'));
    expect(instantOfSchoolTime('2027-11-07T00:30')).toBe(at('2027-11-07T04:30:00Z'));
    expect(instantOfSchoolTime('2027-11-07T01:30')).toBe(at('2027-11-07T05:30:00Z'));
    expect(instantOfSchoolTime('2027-11-07T02:30')).toBe(at('2027-11-07T07:30:00Z'));
  });

  it('rejects malformed or impossible wall times', () => {
    expect(instantOfSchoolTime('2026-11-01 08:00')).toBeNull();
    expect(instantOfSchoolTime('2026-11-01T24:00')).toBeNull();
    expect(instantOfSchoolTime('2026-11-01T08:60')).toBeNull();
    expect(instantOfSchoolTime('2026-02-30T08:00')).toBeNull();
  });

  it('round-trips every time that happens once', () => {
    for (const time of [
      '2026-12-24T17:45',
      '2027-07-04T00:00',
      '2027-03-14T03:15',
      '2027-11-07T02:00',
    ]) {
      const instant = instantOfSchoolTime(time);
      expect(instant === null ? null : schoolTimeOf(instant)).toBe(time);
    }
  });
});

describe('daysBetween and the last hour of a day', () => {
  it('counts the days across months of different lengths, and years', () => {
    expect(daysBetween('2026-02-01', '2026-03-01')).toBe(28);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });

  it('takes 23:59 as a time of the day', () => {
    expect(instantOfSchoolTime('2026-11-22T23:59')).toBe(Date.parse('2026-11-23T04:59:00Z'));
    expect(instantOfSchoolTime('2026-11-22T24:00')).toBeNull();
  });
});

describe('reading the offset Intl writes', () => {
  /**
   * A copy of this module loaded anew, with none of its formats made yet: a new address each time,
   * as a test runner that keeps its modules between runs would otherwise give back the old copy.
   */
  async function freshTimeCore(): Promise<typeof TimeCore> {
    const path = `./time-core.ts?copy=${randomUUID()}`;
    return (await import(/* @vite-ignore */ path)) as typeof TimeCore;
  }

  /** Intl, but with a time zone formatter that writes the offsets given (none for other instants). */
  function stubOffsets(offsets: Map<number, string>): void {
    class OffsetFormat {
      formatToParts(instant: number): Intl.DateTimeFormatPart[] {
        const value = offsets.get(instant);
        return value === undefined ? [] : [{ type: 'timeZoneName', value }];
      }
    }
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as object, { DateTimeFormat: OffsetFormat }),
    );
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives the offset from the very first call of a freshly loaded page', async () => {
    const { schoolOffsetMinutes: firstOffset } = await freshTimeCore();
    expect(firstOffset(at('2027-01-15T12:00:00Z'))).toBe(-300);
    expect(firstOffset(at('2027-07-01T12:00:00Z'))).toBe(-240);
  });

  it('stops on an offset it cannot read, naming it, rather than guess', () => {
    // Before 1883 New York kept its own mean time, UTC−4:56:02: a year typed as 1826 for 2026.
    expect(() => schoolOffsetMinutes(at('1850-01-01T12:00:00Z'))).toThrow(
      'unexpected time zone offset "GMT-04:56:02"',
    );
  });

  it('reads zero, either sign and the minutes of an offset', async () => {
    stubOffsets(
      new Map([
        [1, 'GMT'],
        [2, 'GMT+05:30'],
        [3, 'GMT-03:30'],
        [4, 'GMT-05:00'],
      ]),
    );
    const { schoolOffsetMinutes: offsetOf } = await freshTimeCore();
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(2)).toBe(330);
    expect(offsetOf(3)).toBe(-210);
    expect(offsetOf(4)).toBe(-300);
  });

  it('refuses any other text, and a format without an offset', async () => {
    const others = ['EST', 'GMT-5', ' GMT-05:00', 'GMT-05:00 EST', 'UTC'];
    stubOffsets(new Map(others.map((text, index) => [index, text])));
    const { schoolOffsetMinutes: offsetOf } = await freshTimeCore();
    others.forEach((text, index) => {
      expect(() => offsetOf(index)).toThrow(`unexpected time zone offset "${text}"`);
    });
    expect(() => offsetOf(99)).toThrow('unexpected time zone offset ""');
  });
});
