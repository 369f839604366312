import type { SchoolEvent } from '../content/event-schema.ts';
import type { Language } from '../content/languages.ts';
import { formatTimeRange } from '../i18n/format.ts';
import { minutesOfClock } from './time-core.ts';

/** The fields of an event that lists of upcoming events show (no descriptions). */
export type EventSummary = Pick<
  SchoolEvent,
  | 'id'
  | 'date'
  | 'endDate'
  | 'title'
  | 'category'
  | 'allDay'
  | 'startTime'
  | 'endTime'
  | 'time'
  | 'location'
  | 'meeting'
>;

/** An event reduced to what a list of upcoming events shows. */
export function summarizeEvent(event: SchoolEvent): EventSummary {
  const { description: _d, link: _l, image: _i, imageAlt: _a, ...summary } = event;
  return summary;
}

/** The last day an event covers (its endDate, or its date for a one-day event). */
export function lastDay(event: Pick<SchoolEvent, 'date' | 'endDate'>): string {
  return event.endDate ?? event.date;
}

/**
 * The next events from `today` (YYYY-MM-DD, New York): those not yet over, earliest first
 * (same day: earliest start time first, then by id), at most `limit`.
 */
export function upcomingEvents<T extends EventSummary>(
  all: readonly T[],
  today: string,
  limit: number,
): T[] {
  return all
    .filter((event) => lastDay(event) >= today)
    .sort(compareEvents)
    .slice(0, limit);
}

/** Orders events by day, then start time (all-day first), then id. */
export function compareEvents(a: EventSummary, b: EventSummary): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const minutes = startMinutes(a) - startMinutes(b);
  if (minutes !== 0) return minutes;
  return a.id - b.id;
}

/** Minutes after midnight of an event's start; -1 (before any time) for an all-day event. */
function startMinutes(event: EventSummary): number {
  return event.startTime === undefined ? -1 : (minutesOfClock(event.startTime) ?? -1);
}

/**
 * The time label (docs/product-rules.md, Calendar), in a language: `allDayText` ("All Day") when allDay; "start -
 * end" when both exist ("8:15 AM - 9:00 AM" / "8:15 a. m. – 9:00 a. m."); otherwise whichever
 * exists (start, end, then the free-form time); otherwise empty.
 */
export function timeLabel(event: EventSummary, lng: Language, allDayText: string): string {
  if (event.allDay === true) return allDayText;
  if (event.startTime !== undefined || event.endTime !== undefined) {
    return formatTimeRange(lng, event.startTime, event.endTime);
  }
  return event.time?.[lng] ?? '';
}

/** Where the event happens, in a language ("Main Building Library" / "Biblioteca del Edificio principal"). */
export function eventPlace(
  event: Pick<SchoolEvent, 'location'>,
  lng: Language,
): string | undefined {
  return event.location?.[lng];
}

/** The event's title in a language. */
export function eventTitle(event: Pick<SchoolEvent, 'title'>, lng: Language): string {
  return event.title[lng];
}

/** The event's description in a language. */
export function eventDescription(event: Pick<SchoolEvent, 'description'>, lng: Language): string {
  return event.description[lng];
}
