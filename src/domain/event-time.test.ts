import { describe, expect, it } from 'vitest';
import { eventInstants, nyWallTimeToUtc, type EventTiming } from './event-time.ts';

function iso(date: Date): string {
  return date.toISOString();
}

describe('nyWallTimeToUtc', () => {
  it('converts a September time with the daylight-saving offset (EDT, UTC-4)', () => {
    expect(iso(nyWallTimeToUtc('2026-09-10', '9:00 AM'))).toBe('2026-09-10T13:00:00.000Z');
    expect(iso(nyWallTimeToUtc('2026-09-10', '6:30 PM'))).toBe('2026-09-10T22:30:00.000Z');
  });

  it('converts a December time with the standard offset (EST, UTC-5)', () => {
    expect(iso(nyWallTimeToUtc('2026-12-10', '9:00 AM'))).toBe('2026-12-10T14:00:00.000Z');
  });

  it('handles 12 AM and 12 PM', () => {
    expect(iso(nyWallTimeToUtc('2026-12-10', '12:00 AM'))).toBe('2026-12-10T05:00:00.000Z');
    expect(iso(nyWallTimeToUtc('2026-12-10', '12:15 PM'))).toBe('2026-12-10T17:15:00.000Z');
  });

  it('uses the right offset on both sides of the March change (2026-03-08)', () => {
    expect(iso(nyWallTimeToUtc('2026-03-08', '1:30 AM'))).toBe('2026-03-08T06:30:00.000Z');
    expect(iso(nyWallTimeToUtc('2026-03-08', '3:30 AM'))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(nyWallTimeToUtc('2026-03-08', '9:00 AM'))).toBe('2026-03-08T13:00:00.000Z');
    expect(iso(nyWallTimeToUtc('2026-03-07', '9:00 AM'))).toBe('2026-03-07T14:00:00.000Z');
  });

  it('moves a time that does not exist (2:30 AM on 2026-03-08) to 3:30 AM EDT', () => {
    expect(iso(nyWallTimeToUtc('2026-03-08', '2:30 AM'))).toBe('2026-03-08T07:30:00.000Z');
  });

  it('uses the right offset on both sides of the November change (2026-11-01)', () => {
    expect(iso(nyWallTimeToUtc('2026-10-31', '9:00 AM'))).toBe('2026-10-31T13:00:00.000Z');
    expect(iso(nyWallTimeToUtc('2026-11-01', '12:30 AM'))).toBe('2026-11-01T04:30:00.000Z');
    expect(iso(nyWallTimeToUtc('2026-11-01', '2:30 AM'))).toBe('2026-11-01T07:30:00.000Z');
    expect(iso(nyWallTimeToUtc('2026-11-01', '9:00 AM'))).toBe('2026-11-01T14:00:00.000Z');
  });

  it('picks the first occurrence of the repeated hour (1:30 AM EDT on 2026-11-01)', () => {
    expect(iso(nyWallTimeToUtc('2026-11-01', '1:30 AM'))).toBe('2026-11-01T05:30:00.000Z');
  });

  it('rejects malformed input', () => {
    expect(() => nyWallTimeToUtc('2026-9-10', '9:00 AM')).toThrow(/2026-09-10/);
    expect(() => nyWallTimeToUtc('2026-09-10', '9am')).toThrow(/9:00 AM/);
  });
});

describe('eventInstants', () => {
  const day = (partial: Partial<EventTiming>): EventTiming => ({ date: '2026-09-10', ...partial });

  it('gives a start and an end for a timed event', () => {
    const result = eventInstants(day({ startTime: '9:00 AM', endTime: '10:30 AM' }));
    expect(result).toEqual({
      allDay: false,
      start: new Date('2026-09-10T13:00:00Z'),
      end: new Date('2026-09-10T14:30:00Z'),
    });
  });

  it('lasts one hour when there is only a start time', () => {
    expect(eventInstants(day({ date: '2026-12-03', startTime: '6:00 PM' }))).toEqual({
      allDay: false,
      start: new Date('2026-12-03T23:00:00Z'),
      end: new Date('2026-12-04T00:00:00Z'),
    });
  });

  it('starts one hour before the end when there is only an end time', () => {
    expect(eventInstants(day({ endTime: '3:00 PM' }))).toEqual({
      allDay: false,
      start: new Date('2026-09-10T18:00:00Z'),
      end: new Date('2026-09-10T19:00:00Z'),
    });
  });

  it('lasts one hour when the end is not after the start', () => {
    expect(eventInstants(day({ startTime: '3:00 PM', endTime: '1:00 PM' }))).toEqual({
      allDay: false,
      start: new Date('2026-09-10T19:00:00Z'),
      end: new Date('2026-09-10T20:00:00Z'),
    });
  });

  it('lasts one hour when the end is the start itself', () => {
    expect(eventInstants(day({ startTime: '3:00 PM', endTime: '3:00 PM' }))).toEqual({
      allDay: false,
      start: new Date('2026-09-10T19:00:00Z'),
      end: new Date('2026-09-10T20:00:00Z'),
    });
  });

  it('is all day when marked so, even with clock times written in', () => {
    expect(eventInstants(day({ allDay: true, startTime: '9:00 AM', endTime: '3:00 PM' }))).toEqual({
      allDay: true,
      startDay: '2026-09-10',
      endDayExclusive: '2026-09-11',
    });
  });

  it('ends on the last day of a timed event that spans several days', () => {
    expect(
      eventInstants(day({ endDate: '2026-09-12', startTime: '9:00 AM', endTime: '3:00 PM' })),
    ).toEqual({
      allDay: false,
      start: new Date('2026-09-10T13:00:00Z'),
      end: new Date('2026-09-12T19:00:00Z'),
    });
  });

  it('treats allDay, or no times at all, as an all-day event ending the next day', () => {
    const expected = { allDay: true, startDay: '2026-09-10', endDayExclusive: '2026-09-11' };
    expect(eventInstants(day({ allDay: true }))).toEqual(expected);
    expect(eventInstants(day({}))).toEqual(expected);
    expect(eventInstants(day({ allDay: false }))).toEqual(expected);
  });

  it('ends a multi-day all-day event the day after its last day, across a year end', () => {
    expect(eventInstants(day({ date: '2026-12-24', endDate: '2026-12-31', allDay: true }))).toEqual(
      { allDay: true, startDay: '2026-12-24', endDayExclusive: '2027-01-01' },
    );
    expect(eventInstants(day({ date: '2026-11-23', endDate: '2026-11-30' }))).toEqual({
      allDay: true,
      startDay: '2026-11-23',
      endDayExclusive: '2026-12-01',
    });
  });
});
