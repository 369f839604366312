// Builds the iCalendar (RFC 5545) text of the calendar feeds and of each event's own file with
// ical-generator. Pure: no file access; scripts/feeds.ts writes the results.
//
// Time zones: no calendar time zone is given to ical-generator on purpose. With one, it formats
// dates with the build machine's local time. Without one, it writes Date values with their UTC
// fields: timed events become UTC instants (…Z) and all-day days are passed as UTC midnight.
import ical, {
  escape,
  ICalCalendarMethod,
  ICalEventTransparency,
  type ICalEventData,
} from 'ical-generator';
import type { SchoolEvent } from '../../src/content/event-schema.ts';
import { feedCategories, type FeedChoice } from '../../src/content/event-categories.ts';
import type { Language } from '../../src/content/languages.ts';
import type { Site } from '../../src/content/site-schema.ts';
import { detailsWithLink, eventLinkUrl } from '../../src/domain/add-to-calendar.ts';
import { eventFullLocation } from '../../src/domain/event-location.ts';
import { schoolYearStart } from '../../src/domain/event-pages.ts';
import { feedName, type CalendarLabels } from '../../src/domain/feed-names.ts';
import { eventInstants } from '../../src/domain/event-time.ts';
import {
  compareEvents,
  eventDescription,
  eventTitle,
  lastDay,
} from '../../src/domain/event-rules.ts';
import { SCHOOL_TIME_ZONE } from '../../src/domain/time-core.ts';

/** How often calendar apps should fetch a feed again, in seconds (12 hours). */
const FEED_REFRESH_SECONDS = 12 * 60 * 60;

export type { CalendarLabels };

export { feedName, schoolYearStart };

/** The school facts the feeds use. */
type FeedSite = Pick<Site, 'name' | 'shortName' | 'buildings'>;

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
  /** DTSTAMP of every event: when the events last changed (see scripts/lib/feed-stamp.ts). */
  stamp: Date;
}

/** Options of {@link buildFeed}. */
export interface FeedOptions extends CalendarContext {
  /** Every event; the feed keeps those of `category`. */
  events: readonly SchoolEvent[];
  /** One category or a preset of several, or null / absent for every event. */
  category?: FeedChoice;
  /**
   * The first day (YYYY-MM-DD) the feed covers: events over before it are left out, so a
   * family's calendar does not fill with past school years. Absent: every event.
   */
  since?: string;
}

/** Options of {@link buildEventFile}. */
export interface EventFileOptions extends CalendarContext {
  /** The one event of the file. */
  event: SchoolEvent;
}

/** The UID of an event: stable across builds and languages, e.g. event-212@www.example.org. */
function eventUid(id: number, siteUrl: string): string {
  return `event-${id}@${new URL(siteUrl).hostname}`;
}

/** A YYYY-MM-DD day as a Date at UTC midnight (ical-generator writes its UTC date). */
function utcMidnight(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00Z`);
}

/** The ical-generator data of one VEVENT: the single code path for feeds and event files. */
function veventData(event: SchoolEvent, context: CalendarContext): ICalEventData {
  const when = eventInstants(event);
  const url = eventLinkUrl(event, context.lng, context.siteUrl);
  return {
    id: eventUid(event.id, context.siteUrl),
    stamp: context.stamp,
    ...(when.allDay
      ? {
          allDay: true,
          start: utcMidnight(when.startDay),
          end: utcMidnight(when.endDayExclusive),
          // An all-day event (a month-long observance, a closure) must not show a parent as busy.
          transparency: ICalEventTransparency.TRANSPARENT,
        }
      : { start: when.start, end: when.end }),
    summary: eventTitle(event, context.lng),
    description: detailsWithLink(eventDescription(event, context.lng), url),
    location: eventFullLocation(event, context.lng, context.site),
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

/**
 * The iCalendar text of a calendar. A feed has a name and refresh hints; a single event's file has
 * neither (no NAME or X-WR-CALNAME: Outlook opens a named file as a new calendar instead of adding
 * the event to the parent's own).
 */
function calendarText(
  name: string | null,
  events: readonly SchoolEvent[],
  context: CalendarContext,
): string {
  const refresh = name !== null;
  const calendar = ical({
    // ical-generator writes NAME and X-WR-CALNAME without TEXT escaping.
    name: name === null ? null : escape(name, false),
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

/** A subscription feed: every event, or those of one category or preset, in one language. */
export function buildFeed(options: FeedOptions): string {
  const { events, category = null, since, ...context } = options;
  const kept = feedCategories(category);
  const chosen = events
    .filter((event) => kept === null || kept.includes(event.category))
    .filter((event) => since === undefined || lastDay(event) >= since)
    .sort(compareEvents);
  return calendarText(feedName(context.site.shortName, context.labels, category), chosen, context);
}

/** The file of one event for "Add to my calendar": the event alone, in no named calendar. */
export function buildEventFile(options: EventFileOptions): string {
  const { event, ...context } = options;
  return calendarText(null, [event], context);
}
