// When an event happens, as instants and calendar days. Pure and browser-safe: every conversion
// goes through Intl with the school's time zone, never through the machine's local time.
import type { SchoolEvent } from '../content/event-schema.ts';
import { SCHOOL_TIME_ZONE } from '../i18n/dates.ts';

/** The fields of an event that say when it happens. */
export type EventTiming = Pick<
  SchoolEvent,
  'date' | 'endDate' | 'allDay' | 'startTime' | 'endTime'
>;

/** An all-day event as calendar days (end exclusive), or a timed event as two instants. */
export type EventInstants =
  | { allDay: true; startDay: string; endDayExclusive: string }
  | { allDay: false; start: Date; end: Date };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

let offsetFormat: Intl.DateTimeFormat | undefined;

/** New York's offset from UTC in minutes at an instant (-240 under EDT, -300 under EST). */
export function schoolZoneOffsetMinutes(instant: Date): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SCHOOL_TIME_ZONE,
    timeZoneName: 'longOffset',
  });
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName');
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name?.value ?? '');
  if (match === null) throw new Error(`unexpected time zone offset "${name?.value ?? ''}"`);
  if (match[1] === undefined) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Year, month (1-12) and day of a YYYY-MM-DD day. */
function parseIsoDay(isoDay: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (match === null) throw new Error(`expected a day like 2026-09-10, got "${isoDay}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Minutes after midnight of a clock time like "9:00 AM" or "6:30 PM". */
function parseClock(clock: string): number {
  const match = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/.exec(clock);
  if (match === null) throw new Error(`expected a time like 9:00 AM, got "${clock}"`);
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

/** The YYYY-MM-DD form of the UTC calendar day of an instant. */
function utcIsoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The day after a YYYY-MM-DD day ("2026-12-31" → "2027-01-01"). */
export function nextIsoDay(isoDay: string): string {
  const [y, m, d] = parseIsoDay(isoDay);
  return utcIsoDay(new Date(Date.UTC(y, m - 1, d + 1)));
}

/**
 * The instant at which New York clocks show `clock` on `isoDay`. An ambiguous time (the repeated
 * hour when daylight saving ends) is its first occurrence; a time skipped when daylight saving
 * starts moves forward by the gap (2:30 AM → 3:30 AM EDT).
 */
export function nyWallTimeToUtc(isoDay: string, clock: string): Date {
  const [y, m, d] = parseIsoDay(isoDay);
  const wallAsUtc = Date.UTC(y, m - 1, d) + parseClock(clock) * MINUTE_MS;
  // New York changes its offset at most once within a day either side of the wanted time.
  const offsetBefore = schoolZoneOffsetMinutes(new Date(wallAsUtc - DAY_MS));
  const offsetAfter = schoolZoneOffsetMinutes(new Date(wallAsUtc + DAY_MS));
  const matches = [offsetBefore, offsetAfter]
    .map((offset) => ({ offset, instant: wallAsUtc - offset * MINUTE_MS }))
    .filter(({ offset, instant }) => schoolZoneOffsetMinutes(new Date(instant)) === offset)
    .map(({ instant }) => instant);
  if (matches.length === 0) return new Date(wallAsUtc - offsetBefore * MINUTE_MS);
  return new Date(Math.min(...matches));
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
    endDayExclusive: nextIsoDay(lastDay),
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
