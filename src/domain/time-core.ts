// The one time core: calendar days (YYYY-MM-DD), clock times as the data write them ("8:15 AM"),
// and New York wall-clock time ↔ instants. Every page, feed, build step and check reads days,
// clocks and the school's time zone through these functions, so that they cannot disagree.
//
// Everything is New York time (America/New_York), whatever the time zone of the computer that runs
// it: days are worked out in UTC, where every day has 24 hours, and the zone's offset comes from
// Intl (`schoolOffsetMinutes`, the only place that asks). No library: the whole file is under 1 KB
// gzip in a page, where @date-fns/tz's TZDate alone is 1.7 KB (measured with esbuild, minified)
// and would still need the clock parser and the day arithmetic.
//
// Daylight saving, decided once, as RFC 5545 (the calendar feeds) and Temporal's "compatible"
// disambiguation decide it, so a phone's calendar and the site show the same time:
// - a wall time that never happens, in the hour skipped when clocks jump ahead (2:30 AM on
//   2027-03-14), moves forward by the gap: it is read with the offset before the gap (EST), which
//   is 3:30 AM EDT. An event or announcement typed at that time still happens, an hour "late",
//   rather than vanishing or stopping the build;
// - a wall time that happens twice, in the hour repeated when clocks go back (1:30 AM on
//   2027-11-07), is the first one (EDT, UTC−4): the earlier instant, so nothing starts late.

/** Every date on the site is New York time, so the server and the browser agree. */
export const SCHOOL_TIME_ZONE = 'America/New_York';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

// ── days ─────────────────────────────────────────────────────────────────────────────────────
// A day is its YYYY-MM-DD text; two days compare as texts ("2026-09-10" < "2026-10-01").

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1–12) and day of a YYYY-MM-DD day. */
export interface DayParts {
  year: number;
  month: number;
  day: number;
}

/** The year, month (1–12) and day of a YYYY-MM-DD day; throws on any other text. */
export function dayParts(isoDay: string): DayParts {
  const match = ISO_DAY.exec(isoDay);
  if (match === null) throw new Error(`expected a day like 2026-09-10, got "${isoDay}"`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** A day as YYYY-MM-DD; a day past the month's end or before its start rolls over (Jan 32 → Feb 1). */
export function isoDay(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** True when a text is a day written YYYY-MM-DD that the calendar has (no 2027-02-30). */
export function isIsoDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const { year, month, day } = dayParts(text);
  return isoDay(year, month, day) === text;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day ("2026-12-31", 1 → "2027-01-01"). */
export function addDays(day: string, days: number): string {
  const parts = dayParts(day);
  return isoDay(parts.year, parts.month, parts.day + days);
}

/** Whole days from one YYYY-MM-DD day to another: negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  const utcDay = (day: string) => {
    const parts = dayParts(day);
    return Date.UTC(parts.year, parts.month - 1, parts.day);
  };
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** The weekday of a YYYY-MM-DD day: 0 for Sunday to 6 for Saturday. */
export function weekday(day: string): number {
  const { year, month, day: date } = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** Number of days in a month (1–12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Noon in New York on a YYYY-MM-DD day (safe to format in that time zone, whatever the season). */
export function dateFromIsoDay(day: string): Date {
  const { year, month, day: date } = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date, 17));
}

// ── clock times ──────────────────────────────────────────────────────────────────────────────

/** A clock time as staff write it in the data: "9:00 AM", "6:30 PM", on the 12-hour clock. */
export const CLOCK_PATTERN = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/** The parts of a clock time as the data write it ("8:15 AM"); undefined for any other text. */
export function clockParts(
  clock: string,
): { hours: string; minutes: string; half: 'AM' | 'PM' } | undefined {
  const match = CLOCK_PATTERN.exec(clock);
  if (match === null) return undefined;
  const [, hours = '', minutes = '', half] = match;
  return { hours, minutes, half: half === 'PM' ? 'PM' : 'AM' };
}

/** Minutes after midnight of a clock time ("12:15 AM" → 15, "6:30 PM" → 1110), or null for other text. */
export function minutesOfClock(clock: string): number | null {
  const time = clockParts(clock);
  if (time === undefined) return null;
  return ((Number(time.hours) % 12) + (time.half === 'PM' ? 12 : 0)) * 60 + Number(time.minutes);
}

// ── New York wall time ↔ instants ────────────────────────────────────────────────────────────

/** A New York wall-clock time as editors write it: YYYY-MM-DDTHH:mm (24-hour clock). */
export const SCHOOL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

let offsetFormat: Intl.DateTimeFormat | undefined;

/** New York's offset from UTC in minutes at an instant (ms): -240 under EDT, -300 under EST. */
export function schoolOffsetMinutes(instant: number): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SCHOOL_TIME_ZONE,
    timeZoneName: 'longOffset',
  });
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName');
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name?.value ?? '');
  if (match === null) throw new Error(`unexpected time zone offset "${name?.value ?? ''}"`);
  const minutes = Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant (ms) at which New York clocks show `minutes` after midnight on a YYYY-MM-DD day. A
 * time in the skipped hour moves forward by the gap; a repeated time is its first occurrence (see
 * the top of this file).
 */
export function schoolInstant(day: string, minutes: number): number {
  const { year, month, day: date } = dayParts(day);
  const wallAsUtc = Date.UTC(year, month - 1, date) + minutes * MINUTE_MS;
  // New York changes its offset at most once within a day either side of the wanted time.
  const before = schoolOffsetMinutes(wallAsUtc - DAY_MS);
  const after = schoolOffsetMinutes(wallAsUtc + DAY_MS);
  const readsBack = [before, after]
    .map((offset) => ({ offset, instant: wallAsUtc - offset * MINUTE_MS }))
    .filter(({ offset, instant }) => schoolOffsetMinutes(instant) === offset)
    .map(({ instant }) => instant);
  // None reads back: the time is in the gap, read with the offset before it.
  return readsBack.length === 0 ? wallAsUtc - before * MINUTE_MS : Math.min(...readsBack);
}

/** The New York wall-clock time of an instant (ms), YYYY-MM-DDTHH:mm. */
export function schoolTimeOf(instant: number): string {
  return new Date(instant + schoolOffsetMinutes(instant) * MINUTE_MS).toISOString().slice(0, 16);
}

let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * The New York calendar day (YYYY-MM-DD) of an instant: schoolTimeOf's day, read straight from Intl
 * (en-CA writes YYYY-MM-DD), so that the pages that need only today carry no offset arithmetic.
 */
export function isoDayInSchoolTimeZone(instant: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SCHOOL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat.format(instant);
}

/**
 * The instant (ms) of a New York wall-clock time written YYYY-MM-DDTHH:mm (as schoolInstant
 * decides daylight saving), or null when the text is not one or names a day or hour that no
 * calendar has (2026-02-30, 24:00).
 */
export function instantOfSchoolTime(wallClock: string): number | null {
  const match = SCHOOL_TIME_PATTERN.exec(wallClock);
  const day = wallClock.slice(0, 10);
  if (match === null || !isIsoDay(day)) return null;
  const hours = Number(match[4]);
  const minutes = Number(match[5]);
  if (hours > 23 || minutes > 59) return null;
  return schoolInstant(day, hours * 60 + minutes);
}
