// One page per event: /calendar/events/<id> and /es/calendar/events/<id>, prerendered from the
// calendar's month files, so that a family can pass one event around (a group chat shows its
// preview) and the site search finds it. Every event has a page, so that the calendar's dialog can
// link to any of them; the sitemap and the search list the current school year's and later ones.
import { dayParts } from './time-core.ts';

/** The path of an event's page (language-neutral: 12 → /calendar/events/12). */
export function eventPagePath(id: number): string {
  return `/calendar/events/${id}`;
}

/**
 * The address of one month of the calendar ("2026-12" → /calendar/2026-12): a prerendered page, so
 * that the calendar's previous and next months are links that work before and without the scripts.
 */
export function monthPagePath(key: string): string {
  return `/calendar/${key}`;
}

/** The month ('YYYY-MM') of a language-neutral month page path ("/calendar/2026-12"), or null. */
export function monthOfPagePath(path: string): string | null {
  return /^\/calendar\/(\d{4}-(?:0[1-9]|1[0-2]))\/?$/.exec(path)?.[1] ?? null;
}

/** The event id of a language-neutral event page path ("/calendar/events/12", "…/12/"), or null. */
export function eventIdOfPath(path: string): number | null {
  const match = /^\/calendar\/events\/([1-9]\d{0,8})\/?$/.exec(path);
  return match === null ? null : Number(match[1]);
}

/**
 * The first day (YYYY-MM-DD) of the school year a day belongs to: school years run from July 1
 * (summer programs and September's first day belong to the year that follows).
 */
export function schoolYearStart(day: string): string {
  const { year, month } = dayParts(day);
  return `${month >= 7 ? year : year - 1}-07-01`;
}

/**
 * True when an event's page is listed in the sitemap and the site search on `buildDay`: its last
 * day is in the build day's school year or later. Older events keep their pages, unlisted.
 */
export function isListedEvent(
  event: { date: string; endDate?: string },
  buildDay: string,
): boolean {
  return (event.endDate ?? event.date) >= schoolYearStart(buildDay);
}
