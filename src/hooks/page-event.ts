import { createContext, useContext } from 'react';
import type { CalendarEvent } from '../domain/calendar-months.ts';

/** The event an event page shows (src/domain/event-pages.ts), as the prerenderer hands it over. */
export interface PageEvent {
  event: CalendarEvent;
  /** Listed in the sitemap and the site search (the build day's school year or later). */
  listed: boolean;
}

/** The event of an event page; null on every other page. */
export const PageEventContext = createContext<PageEvent | null>(null);

/** The event the page shows, on an event page. */
export function usePageEvent(): PageEvent | null {
  return useContext(PageEventContext);
}
