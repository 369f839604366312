// The events still to come, as the pages that list them (home, calendar, parents) carry them. A
// page's own script holds only the first weeks of them, so that it does not grow with every event
// the school enters for the rest of the year; the whole list is a file the page fetches only when a
// visitor's day needs more than that (the build was long ago, or a filter leaves too few).
//
// `npm run content` writes both (scripts/lib/content-step.ts): src/generated/upcoming-events.json,
// the first weeks, and public/generated/upcoming-events.json, every event not over on the build day.
import { compareEvents, lastDay, upcomingEvents, type EventSummary } from './event-rules.ts';
import { nextMeetingDay, PARENT_MEETINGS } from './next-meeting.ts';
import { addDays, dayParts, daysInMonth, isoDay } from './time-core.ts';

/** Upcoming events as far as a page has them. */
export interface UpcomingEvents {
  /**
   * Every event not over on the build day whose first day is on or before this day (YYYY-MM-DD)
   * is in `events`; later ones may be missing. Null: `events` is every event not over on the
   * build day.
   */
  through: string | null;
  /** Earliest first (compareEvents). */
  events: EventSummary[];
}

/** Where the build publishes every event not over on the build day (an UpcomingEvents, through null). */
export const UPCOMING_EVENTS_PATH = '/generated/upcoming-events.json';

/** How far after the build day a page's own script carries the upcoming events, at least. */
export const UPCOMING_WEEKS_DAYS = 35;

/**
 * The longest list of upcoming events a page shows (the calendar's five; the home page shows
 * three): on the build day every page's lists are complete from the page's own script.
 */
export const LONGEST_UPCOMING_LIST = 5;

/**
 * The next `limit` events from `today` that `keep` accepts, and whether they are certainly the
 * right ones: with the whole list, or when the list is full, since every event missing from
 * `upcoming` starts after `through`, so after every event it has.
 */
export function nextEvents(
  upcoming: UpcomingEvents,
  today: string,
  limit: number,
  keep: (event: EventSummary) => boolean = () => true,
): { events: EventSummary[]; certain: boolean } {
  const events = upcomingEvents(upcoming.events.filter(keep), today, limit);
  return { events, certain: upcoming.through === null || events.length === limit };
}

/** The last day of a day's month (YYYY-MM-DD). */
function monthEnd(day: string): string {
  const { year, month } = dayParts(day);
  return isoDay(year, month, daysInMonth(year, month));
}

/**
 * The next day of each regular parent meeting from `today` (src/domain/next-meeting.ts), and
 * whether they are certain: the school calendar may move a meeting within its month, so every
 * event of that month must be known.
 */
export function nextMeetings(
  upcoming: UpcomingEvents,
  today: string,
): { days: Array<string | null>; certain: boolean } {
  const days = PARENT_MEETINGS.map((meeting) =>
    nextMeetingDay(
      meeting.rule,
      today,
      upcoming.events.filter((event) => event.meeting === meeting.id).map((event) => event.date),
    ),
  );
  const through = upcoming.through;
  const certain = through === null || days.every((day) => day !== null && monthEnd(day) <= through);
  return { days, certain };
}

/**
 * What a page's own script carries (`all`: every event not over on `buildDay`): the events of the
 * next UPCOMING_WEEKS_DAYS, and at least as far as the lists the pages show on the build day, before
 * a visitor chooses anything, need: the first LONGEST_UPCOMING_LIST events, and every event in the
 * month of each meeting's next day. A filter of the calendar that leaves too few fetches the rest.
 */
export function upcomingStart(all: readonly EventSummary[], buildDay: string): UpcomingEvents {
  const sorted = [...all].filter((event) => lastDay(event) >= buildDay).sort(compareEvents);
  const whole: UpcomingEvents = { through: null, events: sorted };
  const needed = [
    addDays(buildDay, UPCOMING_WEEKS_DAYS),
    sorted[Math.min(sorted.length, LONGEST_UPCOMING_LIST) - 1]?.date ?? buildDay,
    ...nextMeetings(whole, buildDay).days.flatMap((day) => (day === null ? [] : [monthEnd(day)])),
  ];
  const through = needed.reduce((latest, day) => (day > latest ? day : latest));
  const events = sorted.filter((event) => event.date <= through);
  return events.length === sorted.length ? whole : { through, events };
}
