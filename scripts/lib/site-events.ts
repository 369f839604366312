// The events of a built site, as its calendar month files hold them (src/domain/calendar-months.ts):
// the prerenderer writes a page per event from them, and the search-index check counts those pages.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CALENDAR_MONTHS_DIR, type CalendarEvent } from '../../src/domain/calendar-months.ts';

/** Every event of a built site, once each (an event that spans months is in several files), by id. */
export async function readSiteEvents(siteDir: string): Promise<CalendarEvent[]> {
  const dir = path.join(siteDir, CALENDAR_MONTHS_DIR);
  const events = new Map<number, CalendarEvent>();
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json')).sort())
    for (const event of JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CalendarEvent[])
      events.set(event.id, event);
  return [...events.values()].sort((a, b) => a.id - b.id);
}
