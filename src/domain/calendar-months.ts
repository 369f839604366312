// The calendar's months, as the build splits the events into files and the calendar page loads
// them. A month's file holds every event that touches a day of its grid: from the Sunday on or
// before the 1st to the Saturday on or after the last day. So the month view (with the days of the
// months either side that its grid shows), the month's list and any week that starts in the month
// each need that one file, and an event that spans months is in the file of every month it
// touches. Days are the school's calendar days in New York (YYYY-MM-DD, as in data/events/): an
// event at 11 PM on November 30 is in November, whatever the visitor's or the build's time zone.
import type { SchoolEvent } from '../content/event-schema.ts';
import type { MeasuredPicture } from '../content/measured-picture.ts';
import { compareEvents, lastDay, type EventSummary } from './event-rules.ts';
import { addDays, daysInMonth, weekday } from './time-core.ts';

/**
 * An event as the calendar page shows it: everything but what only other pages read, and its
 * picture's measurements and copies (`imageCopies`, from the content step), so that the event's
 * page and dialog show the picture without the table of every picture of the site.
 */
export type CalendarEvent = Omit<SchoolEvent, '$schema' | 'meeting'> & {
  imageCopies?: MeasuredPicture;
};

/**
 * What the calendar page starts with (src/generated/calendar-start.json, written by
 * `npm run content`): the months that have a file, and the events of the build day's month.
 */
export interface CalendarStart {
  /** The first and last month with a file ('YYYY-MM'); every month between has one. Null: no events. */
  range: { first: string; last: string } | null;
  /** The build day's month, 'YYYY-MM'. */
  month: string;
  /** That month's events (its file's content). */
  events: CalendarEvent[];
}

/** Where the build writes the month files, under public/ (served from the site's root). */
export const CALENDAR_MONTHS_DIR = 'generated/calendar';

/** The address of a month's file ('2026-11' → /generated/calendar/2026-11.json). */
export function calendarMonthPath(key: string): string {
  return `/${CALENDAR_MONTHS_DIR}/${key}.json`;
}

/** The Sunday that starts the week of a day (weeks start on Sunday). */
export function startOfWeek(isoDay: string): string {
  return addDays(isoDay, -weekday(isoDay));
}

/** First day of a month as YYYY-MM-DD. */
export function monthStart(year: number, month: number): string {
  return `${monthKey(year, month)}-01`;
}

/** A month as 'YYYY-MM' (2026, 11 → '2026-11'). */
export function monthKey(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month of a YYYY-MM-DD day, as 'YYYY-MM'. */
export function monthKeyOfDay(isoDay: string): string {
  return isoDay.slice(0, 7);
}

/** Year and month (1–12) of a 'YYYY-MM' key. */
export function parseMonthKey(key: string): { year: number; month: number } {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return { year, month };
}

/** The month `delta` months after (or before) a 'YYYY-MM' month. */
export function stepMonthKey(key: string, delta: number): string {
  const { year, month } = parseMonthKey(key);
  const index = year * 12 + (month - 1) + delta;
  return monthKey(Math.floor(index / 12), (index % 12) + 1);
}

/** The first and last day of a month's grid: the Sunday on or before the 1st to the Saturday on or after the last day. */
export function monthGridRange(key: string): { first: string; last: string } {
  const { year, month } = parseMonthKey(key);
  const lastOfMonth = `${key}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
  return { first: startOfWeek(`${key}-01`), last: addDays(startOfWeek(lastOfMonth), 6) };
}

/** Every month whose grid shows a day from `from` to `to` (YYYY-MM-DD, inclusive), earliest first. */
export function monthsShowing(from: string, to: string): string[] {
  const months: string[] = [];
  const last = stepMonthKey(monthKeyOfDay(to), 1);
  for (let key = stepMonthKey(monthKeyOfDay(from), -1); key <= last; key = stepMonthKey(key, 1)) {
    const grid = monthGridRange(key);
    if (grid.first <= to && grid.last >= from) months.push(key);
  }
  return months;
}

/**
 * The events split into month files: each month from the first to the last whose grid shows an
 * event (a month between with none gets an empty list), each list in calendar order. An event is
 * in every month whose grid shows one of its days. Null when there are no events.
 */
export function eventsByMonth<T extends EventSummary>(
  events: readonly T[],
): { first: string; last: string; months: Map<string, T[]> } | null {
  const touched = new Map<string, T[]>();
  for (const event of [...events].sort(compareEvents)) {
    for (const key of monthsShowing(event.date, lastDay(event))) {
      const list = touched.get(key) ?? [];
      list.push(event);
      touched.set(key, list);
    }
  }
  const keys = [...touched.keys()].sort();
  const first = keys[0];
  const last = keys.at(-1);
  if (first === undefined || last === undefined) return null;
  const months = new Map<string, T[]>();
  for (let key = first; key <= last; key = stepMonthKey(key, 1)) {
    months.set(key, touched.get(key) ?? []);
  }
  return { first, last, months };
}

/**
 * An event reduced to what the calendar page shows, with its picture's measurements when
 * `measured` has them (an SVG or a file sharp cannot read has none: the page then shows the file).
 */
export function calendarEventOf(
  event: SchoolEvent,
  measured: (src: string) => MeasuredPicture | undefined = () => undefined,
): CalendarEvent {
  const { $schema: _schema, meeting: _meeting, ...shown } = event;
  const imageCopies = event.image === undefined ? undefined : measured(event.image);
  return imageCopies === undefined ? shown : { ...shown, imageCopies };
}

/** The calendar's start data for a build day: the range of month files and that day's month. */
export function calendarStart(events: readonly CalendarEvent[], today: string): CalendarStart {
  const split = eventsByMonth(events);
  const month = monthKeyOfDay(today);
  return {
    range: split === null ? null : { first: split.first, last: split.last },
    month,
    events: split?.months.get(month) ?? [],
  };
}

/** True when a month has no file because no event is shown in it (before the first or after the last). */
export function isOutsideMonths(range: CalendarStart['range'], key: string): boolean {
  return range === null || key < range.first || key > range.last;
}
