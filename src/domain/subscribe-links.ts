// Where the calendar feeds live and how each calendar app subscribes to them. Pure and browser-safe.
import { FEED_PRESETS, isFeedPreset, type FeedChoice } from '../content/event-categories.ts';
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

/**
 * The site path of a feed: every event, one category or a preset ("/calendar.ics",
 * "/es/calendar/testing.ics", "/calendar/no-school.ics").
 */
export function feedPath(lng: Language, choice: FeedChoice): string {
  if (choice === null) return localizePath('/calendar.ics', lng);
  const name = isFeedPreset(choice) ? FEED_PRESETS[choice].slug : choice;
  return localizePath(`/calendar/${name}.ics`, lng);
}

/** The subscription links of a feed, given the site's address and the calendar's display name. */
export function subscribeLinks(
  siteUrl: string,
  lng: Language,
  category: FeedChoice,
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
