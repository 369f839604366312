import { SCHOOL_TIME_ZONE } from './dates.ts';

/** A New York wall-clock time as the editors write it: YYYY-MM-DDTHH:mm (24-hour clock). */
export const SCHOOL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SCHOOL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** New York's offset from UTC, in milliseconds, at an instant (e.g. -4 h in summer, -5 h in winter). */
function schoolOffsetAt(instant: number): number {
  const parts = Object.fromEntries(
    offsetFormat.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const asUtc = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return asUtc - (instant - (instant % 1000));
}

/** The wall-clock time (YYYY-MM-DDTHH:mm) in New York of an instant. */
export function schoolTimeOf(instant: number): string {
  const local = new Date(instant + schoolOffsetAt(instant));
  return local.toISOString().slice(0, 16);
}

/**
 * The instant (milliseconds since 1970, UTC) of a New York wall-clock time written YYYY-MM-DDTHH:mm,
 * whatever the time zone of the computer that runs it. A time that happens twice when the clocks go
 * back (1:30 AM on the first Sunday of November) is the first one; a time that never happens when
 * they jump ahead (2:30 AM on the second Sunday of March) gives null, as does a malformed text.
 */
export function instantOfSchoolTime(wallClock: string): number | null {
  const match = SCHOOL_TIME_PATTERN.exec(wallClock);
  if (match === null) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Try the offsets in force just before and just after; keep the earliest that reads back right.
  const candidates = [
    asUtc - schoolOffsetAt(asUtc - 12 * 3_600_000),
    asUtc - schoolOffsetAt(asUtc + 12 * 3_600_000),
  ].sort((a, b) => a - b);
  return candidates.find((instant) => schoolTimeOf(instant) === wallClock) ?? null;
}
