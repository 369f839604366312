// When an event happens, as instants and calendar days. Pure and browser-safe: every conversion
// goes through the time core (time-core.ts), never through the machine's local time.
import type { SchoolEvent } from '../content/event-schema.ts';
import { addDays, minutesOfClock, schoolInstant } from './time-core.ts';

/** The fields of an event that say when it happens. */
export type EventTiming = Pick<
  SchoolEvent,
  'date' | 'endDate' | 'allDay' | 'startTime' | 'endTime'
>;

/** An all-day event as calendar days (end exclusive), or a timed event as two instants. */
export type EventInstants =
  | { allDay: true; startDay: string; endDayExclusive: string }
  | { allDay: false; start: Date; end: Date };

const HOUR_MS = 3_600_000;

/**
 * The instant at which New York clocks show `clock` ("9:00 AM") on `isoDay`, with daylight saving
 * as the time core decides it: a skipped time moves forward by the gap (2:30 AM → 3:30 AM EDT), a
 * repeated time is its first occurrence.
 */
export function nyWallTimeToUtc(isoDay: string, clock: string): Date {
  const minutes = minutesOfClock(clock);
  if (minutes === null) throw new Error(`expected a time like 9:00 AM, got "${clock}"`);
  return new Date(schoolInstant(isoDay, minutes));
}

/** The instant `hours` hours after (or before, when negative) another. */
function addHours(instant: Date, hours: number): Date {
  return new Date(instant.getTime() + hours * HOUR_MS);
}

/**
 * When an event happens. All-day events (allDay, or neither start nor end time) cover their days
 * up to the day after the last one. A timed event without an end time lasts one hour; one with
 * only an end time starts an hour before it; an end not after the start also means one hour.
 */
export function eventInstants(event: EventTiming): EventInstants {
  const lastDay = event.endDate ?? event.date;
  const allDay = {
    allDay: true,
    startDay: event.date,
    endDayExclusive: addDays(lastDay, 1),
  } as const;
  if (event.allDay === true) return allDay;
  const start = event.startTime === undefined ? null : nyWallTimeToUtc(event.date, event.startTime);
  const end = event.endTime === undefined ? null : nyWallTimeToUtc(lastDay, event.endTime);
  if (start !== null) {
    return { allDay: false, start, end: end !== null && end > start ? end : addHours(start, 1) };
  }
  if (end !== null) return { allDay: false, start: addHours(end, -1), end };
  return allDay;
}
