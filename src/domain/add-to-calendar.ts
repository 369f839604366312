// The "Add to my calendar" links of one event: Google Calendar's template URL and the event's own
// .ics file (written by scripts/feeds.ts). Pure and browser-safe.
import type { SchoolEvent } from '../content/event-schema.ts';
import type { Language } from '../content/languages.ts';
import { SITE_URL } from './site-url.ts';
import { SCHOOL_TIME_ZONE } from './time-core.ts';
import { localizePath } from '../i18n/paths.ts';
import { eventInstants, type EventInstants, type EventTiming } from './event-time.ts';

/** The texts of an event in the visitor's language, chosen by the caller. */
export interface EventTexts {
  /** The page language; picks the language of the event's link. */
  lng: Language;
  /** The event's title in that language. */
  title: string;
  /** The event's description in that language. */
  description: string;
  /** Where it happens; left out of the link when empty. */
  location?: string | undefined;
}

/** The absolute address of an event's page of this site in a language, or null without a link. */
export function eventLinkUrl(
  event: Pick<SchoolEvent, 'link'>,
  lng: Language,
  siteUrl: string = SITE_URL,
): string | null {
  if (event.link === undefined) return null;
  return `${siteUrl.replace(/\/+$/, '')}${localizePath(event.link, lng)}`;
}

/** The description followed, after a blank line, by the absolute link when there is one. */
export function detailsWithLink(description: string, url: string | null): string {
  return url === null ? description : `${description}\n\n${url}`;
}

/** An instant in iCalendar's UTC form, e.g. 20260910T130000Z. */
export function icsUtcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A YYYY-MM-DD day in iCalendar's DATE form, e.g. 20260910. */
function icsDay(isoDay: string): string {
  return isoDay.replace(/-/g, '');
}

/** Google's `dates` value: "20260910T130000Z/20260910T140000Z", or "20260910/20260911" all day. */
function googleDates(instants: EventInstants): string {
  if (instants.allDay) return `${icsDay(instants.startDay)}/${icsDay(instants.endDayExclusive)}`;
  return `${icsUtcStamp(instants.start)}/${icsUtcStamp(instants.end)}`;
}

/** Google Calendar's "create event" address, filled in with the event. */
export function googleCalendarEventUrl(
  event: EventTiming & Pick<SchoolEvent, 'link'>,
  texts: EventTexts,
): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: texts.title,
    dates: googleDates(eventInstants(event)),
    details: detailsWithLink(texts.description, eventLinkUrl(event, texts.lng)),
  });
  if (texts.location !== undefined && texts.location !== '') {
    params.set('location', texts.location);
  }
  params.set('ctz', SCHOOL_TIME_ZONE);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The site path of an event's own .ics file ("/calendar/events/212.ics", "/es/calendar/…"). */
export function eventIcsPath(id: number, lng: Language): string {
  return localizePath(`/calendar/events/${id}.ics`, lng);
}
