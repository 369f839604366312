// What the calendar page starts with: written by `npm run content` from data/events/ into
// src/generated/calendar-start.json (the build day's month and which months have a file). The other
// months are files the page fetches (src/domain/calendar-months.ts), so the page's script does not
// grow with the school's past years.
import startJson from '../generated/calendar-start.json';
import type { CalendarStart } from '../domain/calendar-months.ts';

/** The build day's month of events, and the range of month files. */
export const calendarStart = startJson as unknown as CalendarStart;
