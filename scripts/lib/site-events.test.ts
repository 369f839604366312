import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CALENDAR_MONTHS_DIR, type CalendarEvent } from '../../src/domain/calendar-months.ts';
import { eventsOfMonths, readSiteEvents, readSiteMonths } from './site-events.ts';

const event = (id: number, date: string) => ({ id, date }) as unknown as CalendarEvent;

let site: string | undefined;
afterEach(async () => {
  if (site !== undefined) await rm(site, { recursive: true, force: true });
  site = undefined;
});

describe('the events of a built site', () => {
  it('reads every month file in order, by its month, and nothing else of the folder', async () => {
    site = await mkdtemp(path.join(tmpdir(), 'site-events-'));
    const dir = path.join(site, CALENDAR_MONTHS_DIR);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, '2026-12.json'), JSON.stringify([event(7, '2026-11-30')]));
    await writeFile(
      path.join(dir, '2026-11.json'),
      JSON.stringify([event(7, '2026-11-30'), event(3, '2026-11-02')]),
    );
    await writeFile(path.join(dir, 'notes.txt'), 'not a month');
    expect(await readSiteMonths(site)).toEqual([
      { key: '2026-11', events: [event(7, '2026-11-30'), event(3, '2026-11-02')] },
      { key: '2026-12', events: [event(7, '2026-11-30')] },
    ]);
    expect(await readSiteEvents(site)).toEqual([event(3, '2026-11-02'), event(7, '2026-11-30')]);
  });

  it('lists an event of several months once, by id', () => {
    const months = [
      { events: [event(12, '2026-11-30'), event(2, '2026-11-02')] },
      { events: [event(12, '2026-11-30'), event(10, '2026-12-05')] },
    ];
    expect(eventsOfMonths(months).map((e) => e.id)).toEqual([2, 10, 12]);
    expect(eventsOfMonths([])).toEqual([]);
  });
});
