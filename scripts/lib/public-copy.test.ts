import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { copyPublished } from './public-copy.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'public-copy-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function put(file: string) {
  await mkdir(path.dirname(path.join(dir, 'public', file)), { recursive: true });
  await writeFile(path.join(dir, 'public', file), file);
}

it('publishes everything but the original pictures and the derivative indexes', async () => {
  for (const file of [
    'favicon.svg',
    'assets/images/gallery/Field Day.JPG',
    'assets/images/art/piece.png',
    'assets/images/history/1889.webp',
    'assets/images/events/phone.heic',
    'assets/documents/library/calendar.pdf',
    'assets/documents/after-school/form.docx',
    'assets/video/hero.mp4',
    'generated/media/pictures/images-art-piece-0123456789ab-320.avif',
    'generated/media/pictures/index.json',
    'generated/announcements.json',
  ])
    await put(file);
  const count = await copyPublished(path.join(dir, 'public'), path.join(dir, 'dist'));
  const copied = (await readdir(path.join(dir, 'dist'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(dir, 'dist'), path.join(entry.parentPath, entry.name)))
    .sort();
  expect(copied).toEqual([
    'assets/documents/after-school/form.docx',
    'assets/documents/library/calendar.pdf',
    'assets/video/hero.mp4',
    'favicon.svg',
    'generated/announcements.json',
    'generated/media/pictures/images-art-piece-0123456789ab-320.avif',
  ]);
  expect(count).toBe(6);
});
