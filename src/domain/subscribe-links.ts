// Where the calendar feeds live and how each calendar app subscribes to them. Pure and browser-safe.
import type { EventCategory } from '../content/event-categories.ts';
import type { Language } from '../content/languages.ts';
import { localizePath } from '../i18n/paths.ts';

/** The ways to subscribe to (or download) one feed. */
export interface SubscribeLinks {
  /** The feed's absolute https address (copy-and-paste). */
  https: string;
  /** The same address with the webcal:// scheme (Apple Calendar and others subscribe on click). */
  webcal: string;
  /** Google Calendar's "add by URL" page for the feed. */
  google: string;
  /** Outlook.com's "subscribe from web" page for the feed. */
  outlook: string;
  /** The site path of the feed, for a plain download. */
  download: string;
}

/** The site path of a feed: every event, or one category ("/calendar.ics", "/es/calendar/testing.ics"). */
export function feedPath(lng: Language, category: EventCategory | null): string {
  return localizePath(category === null ? '/calendar.ics' : `/calendar/${category}.ics`, lng);
}

/** The subscription links of a feed, given the site's address and the calendar's display name. */
export function subscribeLinks(
  siteUrl: string,
  lng: Language,
  category: EventCategory | null,
  calendarName: string,
): SubscribeLinks {
  const download = feedPath(lng, category);
  const https = `${siteUrl.replace(/\/+$/, '')}${download}`;
  const webcal = https.replace(/^https?:\/\//, 'webcal://');
  return {
    https,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    outlook:
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(https)}` +
      `&name=${encodeURIComponent(calendarName)}`,
    download,
  };
}
