// Builds the iCalendar (RFC 5545) text of the calendar feeds and of each event's own file with
// ical-generator. Pure: no file access; scripts/feeds.ts writes the results.
//
// Time zones: no calendar time zone is given to ical-generator on purpose. With one, it formats
// dates with the build machine's local time. Without one, it writes Date values with their UTC
// fields: timed events become UTC instants (…Z) and all-day days are passed as UTC midnight.
import ical, { escape, ICalCalendarMethod, type ICalEventData } from 'ical-generator';
import type { EventCategory, SchoolEvent } from '../../src/content/event-schema.ts';
import type { Language } from '../../src/content/languages.ts';
import type { Building, Site } from '../../src/content/site-schema.ts';
import { detailsWithLink, eventLinkUrl } from '../../src/features/calendar/add-to-calendar.ts';
import { eventInstants } from '../../src/features/calendar/event-time.ts';
import {
  compareEvents,
  eventDescription,
  eventTitle,
} from '../../src/features/events/event-rules.ts';
import { SCHOOL_TIME_ZONE } from '../../src/i18n/dates.ts';

/** How often calendar apps should fetch a feed again, in seconds (12 hours). */
export const FEED_REFRESH_SECONDS = 12 * 60 * 60;

/** The texts of locales/<lng>/calendar.json the feeds use. */
export interface CalendarLabels {
  /** Category names, e.g. testing → "Testing" / "Exámenes". */
  categories: Record<EventCategory, string>;
  /** Calendar names: `all`, and `category` with a {{category}} placeholder. */
  feeds: { all: string; category: string };
}

/** The school facts the feeds use. */
export type FeedSite = Pick<Site, 'name' | 'shortName' | 'buildings'>;

/** What every calendar file of one language needs besides its events. */
export interface CalendarContext {
  /** The feed's language: titles, descriptions, labels and links. */
  lng: Language;
  /** The site's public address without a trailing slash. */
  siteUrl: string;
  /** The school's name and buildings. */
  site: FeedSite;
  /** The calendar texts in `lng`. */
  labels: CalendarLabels;
  /** DTSTAMP of every event (the build time). */
  stamp: Date;
}

/** Options of {@link buildFeed}. */
export interface FeedOptions extends CalendarContext {
  /** Every event; the feed keeps those of `category`. */
  events: readonly SchoolEvent[];
  /** One category, or null / absent for every event. */
  category?: EventCategory | null;
}

/** Options of {@link buildEventFile}. */
export interface EventFileOptions extends CalendarContext {
  /** The one event of the file. */
  event: SchoolEvent;
}

/** The display name of a feed, e.g. "Highbridge School · School Calendar: Testing". */
export function feedName(
  shortName: string,
  labels: CalendarLabels,
  category: EventCategory | null,
): string {
  const name =
    category === null
      ? labels.feeds.all
      : labels.feeds.category.replace('{{category}}', labels.categories[category]);
  return `${shortName} · ${name}`;
}

/** The UID of an event: stable across builds and languages, e.g. event-212@www.example.org. */
export function eventUid(id: number, siteUrl: string): string {
  return `event-${id}@${new URL(siteUrl).hostname}`;
}

/** A postal address on one line: "1200 Nelson Avenue, Bronx, NY 10452". */
export function formatAddress(address: Building['address']): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
}

/** The building a location names first (by English name); the main building when it names none. */
export function buildingFor(
  location: string | undefined,
  buildings: readonly Building[],
): Building {
  const [main] = buildings;
  if (main === undefined) throw new Error('data/site.json lists no buildings');
  const named = buildings
    .map((building) => ({ building, at: location?.indexOf(building.name.en) ?? -1 }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  return named[0]?.building ?? main;
}

/** The event's LOCATION: its place plus that building's address, or the school and main address. */
export function eventLocation(event: Pick<SchoolEvent, 'location'>, site: FeedSite): string {
  const address = formatAddress(buildingFor(event.location, site.buildings).address);
  return `${event.location ?? site.name}, ${address}`;
}

/** A YYYY-MM-DD day as a Date at UTC midnight (ical-generator writes its UTC date). */
function utcMidnight(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00Z`);
}

/** The ical-generator data of one VEVENT: the single code path for feeds and event files. */
export function veventData(event: SchoolEvent, context: CalendarContext): ICalEventData {
  const when = eventInstants(event);
  const url = eventLinkUrl(event, context.lng, context.siteUrl);
  return {
    id: eventUid(event.id, context.siteUrl),
    stamp: context.stamp,
    ...(when.allDay
      ? { allDay: true, start: utcMidnight(when.startDay), end: utcMidnight(when.endDayExclusive) }
      : { start: when.start, end: when.end }),
    summary: eventTitle(event, context.lng),
    description: detailsWithLink(eventDescription(event, context.lng), url),
    location: eventLocation(event, context.site),
    categories: [{ name: context.labels.categories[event.category] }],
    url,
  };
}

/**
 * Serializes a calendar: every line ends in CRLF, and X-WR-TIMEZONE goes among the calendar
 * properties before the first component (ical-generator would append custom properties after
 * the events, and its own timezone option would switch to the machine's local time).
 */
function serialize(calendarText: string): string {
  const firstComponent = calendarText.search(/^(?:BEGIN:VEVENT|END:VCALENDAR)/m);
  const head = calendarText.slice(0, firstComponent);
  const rest = calendarText.slice(firstComponent);
  return `${head}X-WR-TIMEZONE:${SCHOOL_TIME_ZONE}\r\n${rest}\r\n`;
}

/** The iCalendar text of a calendar with a name and events; feeds also get refresh hints. */
function calendarText(
  name: string,
  events: readonly SchoolEvent[],
  context: CalendarContext,
  refresh: boolean,
): string {
  const calendar = ical({
    // ical-generator writes NAME and X-WR-CALNAME without TEXT escaping.
    name: escape(name, false),
    prodId: {
      company: context.site.shortName,
      product: 'School Calendar',
      language: context.lng.toUpperCase(),
    },
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    ttl: refresh ? FEED_REFRESH_SECONDS : null,
  });
  for (const event of events) calendar.createEvent(veventData(event, context));
  return serialize(calendar.toString());
}

/** A subscription feed: every event, or those of one category, in one language. */
export function buildFeed(options: FeedOptions): string {
  const { events, category = null, ...context } = options;
  const chosen = events
    .filter((event) => category === null || event.category === category)
    .sort(compareEvents);
  return calendarText(
    feedName(context.site.shortName, context.labels, category),
    chosen,
    context,
    true,
  );
}

/** The file of one event for "Add to my calendar", named after the event's title. */
export function buildEventFile(options: EventFileOptions): string {
  const { event, ...context } = options;
  return calendarText(eventTitle(event, context.lng), [event], context, false);
}
