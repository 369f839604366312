import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { measureImages, shownSize } from './image-sizes.ts';

let publicDir: string;

async function picture(file: string, width: number, height: number, orientation?: number) {
  const target = path.join(publicDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background: '#7a1f2b' } }).jpeg();
  if (orientation !== undefined) image.withMetadata({ orientation });
  await image.toFile(target);
}

beforeEach(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), 'image-sizes-'));
});
afterEach(() => rm(publicDir, { recursive: true, force: true }));

describe('measureImages', () => {
  it('measures each picture as it is shown, whatever size the sample had', async () => {
    // A school's own photo in place of a 1500×1000 sample: portrait, another size.
    await picture('assets/images/community-events/walk-run-start-line.jpg', 300, 500);
    // A phone photo stored sideways, turned upright by its EXIF orientation (6: a quarter turn).
    await picture('assets/images/our-buildings/main-building-1600.jpg', 400, 300, 6);
    // The gallery, the staff portraits and the class documents have their own manifests.
    await picture('assets/images/gallery/event-fair.jpg', 40, 30);
    await picture('assets/documents/staff/Enrichment/Ms. Ana López.jpg', 40, 50);
    await writeFile(path.join(publicDir, 'assets/images/notes.txt'), 'not a picture');
    await writeFile(path.join(publicDir, 'assets/images/broken.jpg'), 'not a JPEG');

    const result = await measureImages(publicDir, []);
    expect(result.sizes).toEqual({
      '/assets/images/community-events/walk-run-start-line.jpg': { width: 300, height: 500 },
      '/assets/images/our-buildings/main-building-1600.jpg': { width: 300, height: 400 },
    });
    expect(result.warnings).toEqual([
      'public/assets/images/broken.jpg is not a picture sharp can read: its size is unknown',
    ]);
  });

  it('reports a picture address in the data with no file behind it, by file, entry and field', async () => {
    await picture('assets/images/history/timeline-1889.jpg', 96, 64);
    const result = await measureImages(publicDir, [
      {
        file: 'data/timeline.json',
        data: {
          milestones: [
            { year: 1889, image: { src: '/assets/images/history/timeline-1889.jpg' } },
            { year: 1905, image: { src: '/assets/images/history/timeline-1905.jpg' } },
          ],
        },
      },
    ]);
    expect(result.problems).toEqual([
      {
        file: 'data/timeline.json',
        entry: 'milestones entry 2',
        field: 'image.src',
        message:
          'there is no file at public/assets/images/history/timeline-1905.jpg (add the file or correct the address)',
      },
    ]);
  });
});

describe('shownSize', () => {
  it('swaps width and height for the orientations that turn a picture a quarter', () => {
    expect(shownSize({ width: 400, height: 300 })).toEqual({ width: 400, height: 300 });
    expect(shownSize({ width: 400, height: 300, orientation: 3 })).toEqual({
      width: 400,
      height: 300,
    });
    for (const orientation of [5, 6, 7, 8])
      expect(shownSize({ width: 400, height: 300, orientation })).toEqual({
        width: 300,
        height: 400,
      });
    expect(() => shownSize({})).toThrow();
  });
});
