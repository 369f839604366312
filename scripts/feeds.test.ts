import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { folderCollection } from '../src/content/collections.ts';
import type { SchoolEvent } from '../src/content/event-schema.ts';
import { readEntries } from './lib/content-files.ts';
import { EVENT_CATEGORIES, FEED_PRESETS } from '../src/content/event-categories.ts';
import { lastDay } from '../src/domain/event-rules.ts';
import { TEST_TODAY, TEST_TODAY_ENV } from '../tests/today.ts';
import { schoolYearStart } from './lib/ics.ts';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const dirs: string[] = [];

/**
 * Runs the CLI into a fresh directory with the given TZ, on the test day (the DTSTAMP falls back to
 * the build's time only when data/events/ has uncommitted changes); returns the directory and
 * its output.
 */
async function buildFeeds(timeZone: string): Promise<{ dir: string; stdout: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), `feeds-${timeZone.replace('/', '-')}-`));
  dirs.push(dir);
  const { stdout } = await run('npx', ['tsx', 'scripts/feeds.ts', '--out', dir], {
    cwd: root,
    env: { ...process.env, ...TEST_TODAY_ENV, TZ: timeZone },
  });
  return { dir, stdout };
}

/** Every file under a directory, as sorted paths relative to it with forward slashes. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('scripts/feeds.ts', () => {
  it('writes byte-identical files on two builds, under TZ=UTC and TZ=Asia/Tokyo', async () => {
    const [utc, tokyo] = await Promise.all([buildFeeds('UTC'), buildFeeds('Asia/Tokyo')]);
    const events = await readEntries<SchoolEvent>(root, folderCollection('events'));

    const expected = ['', 'es/'].flatMap((prefix) => [
      `${prefix}calendar.ics`,
      ...EVENT_CATEGORIES.map((category) => `${prefix}calendar/${category}.ics`),
      ...Object.values(FEED_PRESETS).map((preset) => `${prefix}calendar/${preset.slug}.ics`),
      ...events.map((event) => `${prefix}calendar/events/${event.id}.ics`),
    ]);
    const files = await listFiles(utc.dir);
    expect(files).toEqual([...expected].sort());
    expect(await listFiles(tokyo.dir)).toEqual(files);
    expect(utc.stdout.trim()).toBe(
      `✔ wrote 16 calendar feeds and ${events.length * 2} event files`,
    );

    // The feeds hold this school year's events and later ones (from July 1 before the test day).
    const since = schoolYearStart(TEST_TODAY);
    const current = events.filter((event) => lastDay(event) >= since).map((event) => event.id);
    for (const feed of ['calendar.ics', 'es/calendar.ics']) {
      const ids = [
        ...(await readFile(path.join(utc.dir, feed), 'utf8')).matchAll(/^UID:event-(\d+)@/gm),
      ];
      expect(
        ids.map((match) => Number(match[1])).sort((a, b) => a - b),
        feed,
      ).toEqual([...current].sort((a, b) => a - b));
    }

    for (const file of files) {
      const a = await readFile(path.join(utc.dir, file), 'utf8');
      const b = await readFile(path.join(tokyo.dir, file), 'utf8');
      expect(a, file).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r\n/m);
      expect(b, file).toBe(a);
    }
  }, 60_000);
});
