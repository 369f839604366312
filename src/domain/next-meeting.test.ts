import { describe, expect, it } from 'vitest';
import {
  nextMeetingDay,
  PARENT_MEETINGS,
  weekdayOfMonth,
  type MeetingRule,
} from './next-meeting.ts';

const rule = (id: string): MeetingRule => {
  const meeting = PARENT_MEETINGS.find((item) => item.id === id);
  if (meeting === undefined) throw new Error(id);
  return meeting.rule;
};
const PA = rule('parentAssociation');
const COFFEE = rule('coffee');
const ORIENTATION = rule('orientation');

describe('weekdayOfMonth', () => {
  it('finds the 3rd Wednesday when the month starts on a Wednesday and on a Thursday', () => {
    expect(weekdayOfMonth(2026, 4, 3, 3)).toBe('2026-04-15'); // April 1, 2026 is a Wednesday
    expect(weekdayOfMonth(2026, 10, 3, 3)).toBe('2026-10-21'); // October 1, 2026 is a Thursday
  });

  it('finds the last Wednesday on the last day of the month and a week before it', () => {
    expect(weekdayOfMonth(2026, 9, 3, 'last')).toBe('2026-09-30'); // a Wednesday
    expect(weekdayOfMonth(2026, 12, 3, 'last')).toBe('2026-12-30');
    expect(weekdayOfMonth(2027, 3, 3, 'last')).toBe('2027-03-31');
    expect(weekdayOfMonth(2026, 10, 3, 'last')).toBe('2026-10-28'); // October 31 is a Saturday
  });

  it('handles February in common and leap years', () => {
    expect(weekdayOfMonth(2027, 2, 3, 'last')).toBe('2027-02-24');
    expect(weekdayOfMonth(2024, 2, 3, 'last')).toBe('2024-02-28');
    expect(weekdayOfMonth(2028, 2, 2, 'last')).toBe('2028-02-29'); // a Tuesday in a leap year
  });
});

describe('nextMeetingDay from the rules alone', () => {
  it('counts a meeting on the day itself, then moves on to the next month', () => {
    expect(nextMeetingDay(PA, '2026-10-21')).toBe('2026-10-21');
    expect(nextMeetingDay(PA, '2026-10-22')).toBe('2026-11-18');
  });

  it('rolls from the end of a month into the next one', () => {
    expect(nextMeetingDay(COFFEE, '2026-09-30')).toBe('2026-09-30');
    expect(nextMeetingDay(COFFEE, '2026-10-01')).toBe('2026-10-28');
    expect(nextMeetingDay(COFFEE, '2026-10-29')).toBe('2026-11-25');
    expect(nextMeetingDay(COFFEE, '2026-10-31')).toBe('2026-11-25');
  });

  it('crosses the year boundary', () => {
    expect(nextMeetingDay(COFFEE, '2026-12-31')).toBe('2027-01-27');
    expect(nextMeetingDay(PA, '2026-12-17')).toBe('2027-01-20');
    expect(nextMeetingDay(ORIENTATION, '2026-12-09')).toBe('2027-01-12');
  });

  it('keeps New Families Orientation inside October to April', () => {
    expect(nextMeetingDay(ORIENTATION, '2027-04-13')).toBe('2027-04-13');
    expect(nextMeetingDay(ORIENTATION, '2027-04-14')).toBe('2027-10-12');
    expect(nextMeetingDay(ORIENTATION, '2027-07-04')).toBe('2027-10-12');
    expect(nextMeetingDay(ORIENTATION, '2027-09-30')).toBe('2027-10-12');
  });

  it('skips July and August for the school-year meetings', () => {
    expect(nextMeetingDay(PA, '2027-06-17')).toBe('2027-09-15');
    expect(nextMeetingDay(COFFEE, '2027-07-01')).toBe('2027-09-29');
  });

  it('gives null for a rule with no months', () => {
    expect(nextMeetingDay({ weekday: 3, week: 1, months: [] }, '2026-01-01')).toBeNull();
  });
});

describe('nextMeetingDay with the school calendar', () => {
  it('takes a rescheduled date from the calendar instead of the rule', () => {
    // Winter recess: the calendar moves December's coffee from the 30th to the 23rd.
    expect(nextMeetingDay(COFFEE, '2026-12-01', ['2026-12-23'])).toBe('2026-12-23');
    // The rescheduled one is over: the rule's December date does not come back.
    expect(nextMeetingDay(COFFEE, '2026-12-24', ['2026-12-23'])).toBe('2027-01-27');
  });

  it('uses the calendar day of a month the rule skips', () => {
    expect(nextMeetingDay(ORIENTATION, '2027-05-01', ['2027-05-11'])).toBe('2027-05-11');
  });

  it('follows the rule again once the calendar has no entry for the month', () => {
    expect(nextMeetingDay(PA, '2027-02-11', ['2027-02-10'])).toBe('2027-03-17');
  });

  it('looks two years ahead, up to the month before the same month two years on', () => {
    const none = { weekday: 3, week: 1, months: [] } as const;
    expect(nextMeetingDay(none, '2026-11-22', ['2028-10-31'])).toBe('2028-10-31');
    expect(nextMeetingDay(none, '2026-11-22', ['2028-11-01'])).toBeNull();
  });

  it('picks the earliest remaining calendar day of the month', () => {
    expect(nextMeetingDay(PA, '2026-11-05', ['2026-11-25', '2026-11-04', '2026-11-18'])).toBe(
      '2026-11-18',
    );
  });
});
