// Events' pictures travel with their events (src/domain/calendar-months.ts), not in the table of the
// site's pictures that every page showing a picture loads (src/content/image-sizes.ts), which would
// otherwise grow with every school year's flyers. Checked on the fixture site's build, whose Fall
// Book Fair (event 227) has a flyer in /assets/images/events/ (tests/fixtures/public/).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { EVENT_PICTURES_FOLDER } from '../../src/content/event-schema.ts';
import { pictureCopies } from '../../src/content/derivatives.ts';
import type { MeasuredPicture } from '../../src/content/measured-picture.ts';
import type { CalendarEvent, CalendarStart } from '../../src/domain/calendar-months.ts';
import { FIXTURE_SITE_DIR } from '../sites.ts';

const site = (...parts: string[]) => path.join(FIXTURE_SITE_DIR, ...parts);
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const FLYER = `${EVENT_PICTURES_FOLDER}/fall-book-fair-flyer.jpg`;

it("the table of the site's pictures leaves events' pictures out", () => {
  const table = Object.keys(
    readJson<Record<string, MeasuredPicture>>(site('src/generated/image-sizes.json')),
  );
  expect(existsSync(site('public', FLYER))).toBe(true);
  expect(table).toContain('/assets/images/community-events/walk-run-start-line.jpg');
  expect(table.filter((address) => address.startsWith(`${EVENT_PICTURES_FOLDER}/`))).toEqual([]);
});

it('an event with a picture carries its measurements and copies, in its month file and in the calendar page', () => {
  const start = readJson<CalendarStart>(site('src/generated/calendar-start.json'));
  const month = readJson<CalendarEvent[]>(site('public/generated/calendar/2026-11.json'));
  const fromPage = start.events.find((event) => event.id === 227);
  const fromFile = month.find((event) => event.id === 227);
  expect(fromPage?.image).toBe(FLYER);
  expect(fromPage?.imageCopies).toEqual({
    width: 900,
    height: 1200,
    base: expect.stringMatching(/^images-events-fall-book-fair-flyer-[0-9a-f]{12}$/) as string,
    formats: expect.arrayContaining(['webp', 'jpeg']) as string[],
  });
  expect(fromFile).toEqual(fromPage);
  // Every copy it names was made and published.
  const copies = pictureCopies(fromPage?.imageCopies ?? { width: 0 });
  expect(copies.length).toBeGreaterThan(0);
  for (const copy of copies)
    expect(existsSync(site('dist', decodeURIComponent(copy.src)))).toBe(true);
});
