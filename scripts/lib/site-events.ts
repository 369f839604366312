// The events of a built site, as its calendar month files hold them (src/domain/calendar-months.ts):
// the prerenderer writes a page per event and per month from them, and the search-index check
// counts the event pages.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CALENDAR_MONTHS_DIR, type CalendarEvent } from '../../src/domain/calendar-months.ts';

/** Every month file of a built site ('YYYY-MM' and its events), in order. */
export async function readSiteMonths(
  siteDir: string,
): Promise<Array<{ key: string; events: CalendarEvent[] }>> {
  const dir = path.join(siteDir, CALENDAR_MONTHS_DIR);
  const months = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json')).sort())
    months.push({
      key: file.replace(/\.json$/, ''),
      events: JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CalendarEvent[],
    });
  return months;
}

/** Every event of a built site, once each (an event that spans months is in several files), by id. */
export async function readSiteEvents(siteDir: string): Promise<CalendarEvent[]> {
  return eventsOfMonths(await readSiteMonths(siteDir));
}

/** The events of month files, once each (an event that spans months is in several), by id. */
export function eventsOfMonths(
  months: ReadonlyArray<{ events: readonly CalendarEvent[] }>,
): CalendarEvent[] {
  const events = new Map<number, CalendarEvent>();
  for (const month of months) for (const event of month.events) events.set(event.id, event);
  return [...events.values()].sort((a, b) => a.id - b.id);
}
