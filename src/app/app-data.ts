import type { PublishedAnnouncement } from '../domain/announcement-rules.ts';
import type { ClassDocumentText } from '../domain/class-pages.ts';
import type { PageEvent } from '../hooks/page-event.ts';
import type { PageMonth } from '../hooks/page-month.ts';

/** The words of the notice a page shows when its scripts cannot load (common.json, loadError). */
export interface LoadErrorText {
  banner: string;
  reload: string;
}

/** Data the prerenderer hands to the browser in a non-executable <script type="application/json">. */
export interface AppData {
  /** The day (YYYY-MM-DD, New York) the HTML was rendered. */
  buildDay: string;
  /** The announcements active when the HTML was rendered (the first client render shows them). */
  announcements?: PublishedAnnouncement[];
  /**
   * The notice shown when the page's scripts cannot load (src/app/load-failure.ts), in the page's
   * language: it cannot come from a script that failed to load.
   */
  loadError?: LoadErrorText;
  /** On an event's page, the event it shows (every other page has no data of its own). */
  event?: PageEvent;
  /** On a month page of the calendar, the month and its events. */
  month?: PageMonth;
  /** On a Classes page whose letter or list has text, that text in the page's language. */
  classText?: ClassDocumentText;
  /** This page's own modules (its code and strings), which src/app/boot.ts fetches after paint. */
  scripts?: string[];
}

/** The id of the JSON script element that carries AppData. */
export const APP_DATA_ID = 'app-data';
