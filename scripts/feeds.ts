// `tsx scripts/feeds.ts [--out DIR]`: writes the calendar feeds (every event of this school year and
// later ones, and one feed per category) and one file per event (every event), in English and Spanish, into DIR (default dist/). Run by `npm run build`.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { folderCollection } from '../src/content/collections.ts';
import type { SchoolEvent } from '../src/content/event-schema.ts';
import { EVENT_CATEGORIES, FEED_PRESET_IDS } from '../src/content/event-categories.ts';
import { LANGUAGES } from '../src/content/languages.ts';
import { SiteSchema } from '../src/content/site-schema.ts';
import { eventIcsPath } from '../src/domain/add-to-calendar.ts';
import { feedPath } from '../src/domain/subscribe-links.ts';
import { CalendarLabelsSchema } from './lib/feed-labels.ts';
import { feedStamp, gitFileState } from './lib/feed-stamp.ts';
import { readEntries } from './lib/content-files.ts';
import { buildEventFile, buildFeed, schoolYearStart, type CalendarLabels } from './lib/ics.ts';
import { siteAddress } from './lib/site-address.ts';
import { siteClock } from './lib/site-today.ts';

const root = path.resolve(import.meta.dirname, '..');

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  const text = await readFile(path.join(root, file), 'utf8');
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

async function writeText(outDir: string, sitePath: string, text: string): Promise<void> {
  const file = path.join(outDir, ...sitePath.split('/').filter(Boolean));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const outDir = values.out === undefined ? path.join(root, 'dist') : path.resolve(values.out);
  const events = await readEntries<SchoolEvent>(root, folderCollection('events'));
  const site = await readJson('data/site.json', SiteSchema);
  const siteUrl = siteAddress(process.env, site.siteUrl);
  // DTSTAMP: when the events last changed (their last commit), else the build's now (fixed by
  // SITE_TODAY in tests), so that two builds of the same content give the same bytes.
  const clock = siteClock();
  const stamp = feedStamp(gitFileState(root, 'data/events'), clock.now);
  // The feeds cover this school year and later ones; every event keeps its own file.
  const since = schoolYearStart(clock.today);

  let feeds = 0;
  let eventFiles = 0;
  for (const lng of LANGUAGES) {
    const labels: CalendarLabels = await readJson(
      `locales/${lng}/calendar.json`,
      CalendarLabelsSchema,
    );
    const context = { lng, siteUrl, site, labels, stamp };
    for (const category of [null, ...FEED_PRESET_IDS, ...EVENT_CATEGORIES]) {
      await writeText(
        outDir,
        feedPath(lng, category),
        buildFeed({ events, category, since, ...context }),
      );
      feeds += 1;
    }
    for (const event of events) {
      await writeText(outDir, eventIcsPath(event.id, lng), buildEventFile({ event, ...context }));
      eventFiles += 1;
    }
  }
  console.log(`✔ wrote ${feeds} calendar feeds and ${eventFiles} event files`);
}

await main();
