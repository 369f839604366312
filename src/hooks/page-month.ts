import { createContext, useContext } from 'react';
import type { CalendarEvent } from '../domain/calendar-months.ts';

/**
 * The month a month page of the calendar shows (/calendar/2026-12, src/domain/event-pages.ts) and
 * its events, as the prerenderer hands them over, so the page hydrates without fetching them.
 */
export interface PageMonth {
  /** 'YYYY-MM'. */
  key: string;
  events: CalendarEvent[];
}

/** The month of a month page; null on every other page (the calendar's own page included). */
export const PageMonthContext = createContext<PageMonth | null>(null);

/** The month the page shows, on a month page of the calendar. */
export function usePageMonth(): PageMonth | null {
  return useContext(PageMonthContext);
}
