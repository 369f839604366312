/**
 * Regular parent meetings and the date of the next one. A meeting follows a monthly rule (such as
 * "the 3rd Wednesday") in some months of the year; the school calendar (data/events/) has the
 * last word: when it lists the meeting in a month, that date replaces the rule's (meetings moved
 * for a holiday or a recess). Dates are calendar days written YYYY-MM-DD, in New York.
 */
import type { ParentMeetingId } from '../content/event-schema.ts';
import { dayParts, daysInMonth, isoDay, weekday as weekdayOf } from './time-core.ts';

/** Which weekday of the month: the 1st to 4th, or the last. */
export type WeekOfMonth = 1 | 2 | 3 | 4 | 'last';

/** A monthly meeting rule: `week` `weekday` (0 = Sunday … 6 = Saturday) of each of `months`. */
export interface MeetingRule {
  weekday: number;
  week: WeekOfMonth;
  /** Months (1 = January … 12 = December) in which the meeting takes place. */
  months: readonly number[];
}

/**
 * A regular parent meeting: its id (its key in the Parents page's texts and the `meeting` field of
 * its events in data/events/, so a renamed event keeps its place) and its monthly rule.
 */
export interface ParentMeeting {
  id: ParentMeetingId;
  rule: MeetingRule;
}

const WEDNESDAY = 3;
const TUESDAY = 2;
/** The school year, September to June (no meetings in July and August). */
const SCHOOL_YEAR = [9, 10, 11, 12, 1, 2, 3, 4, 5, 6];

/** The regular meetings the Parents page lists, in the order shown. */
export const PARENT_MEETINGS: readonly ParentMeeting[] = [
  {
    id: 'parentAssociation',
    rule: { weekday: WEDNESDAY, week: 3, months: SCHOOL_YEAR },
  },
  {
    id: 'coffee',
    rule: { weekday: WEDNESDAY, week: 'last', months: SCHOOL_YEAR },
  },
  {
    id: 'orientation',
    // Monthly from October to April; the calendar sets the day (usually the 2nd Tuesday).
    rule: { weekday: TUESDAY, week: 2, months: [10, 11, 12, 1, 2, 3, 4] },
  },
];

const pad = (value: number): string => String(value).padStart(2, '0');

/** The day (YYYY-MM-DD) of the `week`-th (or last) `weekday` of a month (month 1–12). */
export function weekdayOfMonth(
  year: number,
  month: number,
  weekday: number,
  week: WeekOfMonth,
): string {
  if (week === 'last') {
    const last = daysInMonth(year, month);
    const lastWeekday = weekdayOf(isoDay(year, month, last));
    return isoDay(year, month, last - ((lastWeekday - weekday + 7) % 7));
  }
  const firstWeekday = weekdayOf(isoDay(year, month, 1));
  return isoDay(year, month, 1 + ((weekday - firstWeekday + 7) % 7) + (week - 1) * 7);
}

/**
 * The next meeting day on or after `today`, or null if there is none in the next two years.
 * `calendarDays` are the days the school calendar lists for this meeting: in a month where it
 * lists any, those days are the meeting days; other months follow the rule.
 */
export function nextMeetingDay(
  rule: MeetingRule,
  today: string,
  calendarDays: readonly string[] = [],
): string | null {
  let { year, month } = dayParts(today);
  for (let step = 0; step < 24; step += 1) {
    const prefix = `${year}-${pad(month)}-`;
    const listed = calendarDays.filter((day) => day.startsWith(prefix)).sort();
    const days =
      listed.length > 0
        ? listed
        : rule.months.includes(month)
          ? [weekdayOfMonth(year, month, rule.weekday, rule.week)]
          : [];
    const next = days.find((day) => day >= today);
    if (next !== undefined) return next;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return null;
}
