// The scale benchmark's content: photo names, upright photos, events moved to earlier years, and
// one drawn photo (bench/scale-content.ts).
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EventSchema } from '../src/content/event-schema.ts';
import { categoryFromFileName, GALLERY_CATEGORIES } from '../src/domain/file-names.ts';
import { exifImageDescription, isSampleDescription } from '../scripts/lib/media/exif.ts';
import {
  drawPhoto,
  earlierYears,
  isUpright,
  PHONE_HEIGHT,
  PHONE_WIDTH,
  photoName,
  yearsBefore,
} from './scale-content.ts';

describe('photoName', () => {
  it('names photos apart, in every category of the gallery, before the sample pictures', () => {
    const names = Array.from({ length: 320 }, (_, index) => photoName(index));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names.map(categoryFromFileName))).toEqual(new Set(GALLERY_CATEGORIES));
    expect(photoName(0)).toBe('2023-09-01 Field Day sports 001.jpg');
    expect(photoName(1)).toBe('2023-09-03 Family Night event 002.jpg');
    const ordered = ['art-clay-pottery.jpg', ...names].sort((a, b) => a.localeCompare(b, 'en'));
    expect(ordered).toEqual([...names, 'art-clay-pottery.jpg']);
  });

  it('makes a quarter of the photos upright, the second among them', () => {
    const upright = Array.from({ length: 300 }, (_, index) => index).filter(isUpright);
    expect(upright).toHaveLength(75);
    expect(upright[0]).toBe(1);
  });
});

describe('yearsBefore', () => {
  it('moves a day back whole years, February 29 to the 28th in a common year', () => {
    expect(yearsBefore('2026-11-22', 3)).toBe('2023-11-22');
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-02-28');
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29');
    expect(yearsBefore('2100-03-01', 100)).toBe('2000-03-01');
  });
});

describe('earlierYears', () => {
  it('repeats each event in each earlier year with an id of its own', () => {
    const events = [
      { id: 7, date: '2026-09-10', title: 'First day' },
      { id: 295, date: '2027-02-29', endDate: '2027-03-02', title: 'Recess' },
    ];
    const copies = earlierYears(events, 2);
    expect(copies).toEqual([
      { id: 1007, date: '2025-09-10', title: 'First day' },
      { id: 1295, date: '2026-02-28', endDate: '2026-03-02', title: 'Recess' },
      { id: 2007, date: '2024-09-10', title: 'First day' },
      { id: 2295, date: '2025-02-28', endDate: '2025-03-02', title: 'Recess' },
    ]);
    expect(earlierYears(events, 0)).toEqual([]);
  });

  it('keeps the real events valid and their ids unused', async () => {
    const folder = path.join(import.meta.dirname, '../data/events');
    const events = await Promise.all(
      (await readdir(folder)).map(
        async (name) =>
          JSON.parse(await readFile(path.join(folder, name), 'utf8')) as {
            id: number;
            date: string;
          },
      ),
    );
    const copies = earlierYears(events, 5);
    expect(copies).toHaveLength(events.length * 5);
    const ids = [...events, ...copies].map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const event of copies) expect(EventSchema.safeParse(event).error).toBeUndefined();
  });
});

describe('drawPhoto', () => {
  it('draws a phone-sized JPEG of a phone’s weight, upright by EXIF, that says it is a sample', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'scale-photo-'));
    try {
      const file = path.join(dir, photoName(1));
      await drawPhoto(file, 1);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({
        format: 'jpeg',
        width: PHONE_WIDTH,
        height: PHONE_HEIGHT,
        orientation: 6,
      });
      expect(isSampleDescription(exifImageDescription(meta.exif))).toBe(true);
      const { size } = await stat(file);
      expect(size).toBeGreaterThan(2 * 1024 * 1024);
      expect(size).toBeLessThan(3.5 * 1024 * 1024);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
