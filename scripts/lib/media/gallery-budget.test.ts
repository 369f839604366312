// Byte budget of the gallery grid (tests/budgets.ts: thumbnails average at most 40 KB, none over
// 80 KB).
// Reads the manifest and thumbnails that `npm run content` wrote.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GalleryPhoto } from '../../../src/content/media-manifest.ts';
import { GALLERY_THUMB_AVG_KB, GALLERY_THUMB_MAX_KB, KB } from '../../../tests/budgets.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const manifestFile = path.join(root, 'src/generated/gallery.json');

describe('gallery thumbnails budget', () => {
  it(`averages at most ${GALLERY_THUMB_AVG_KB} KB and none exceeds ${GALLERY_THUMB_MAX_KB} KB`, async () => {
    if (!existsSync(manifestFile))
      throw new Error('Run `npm run content` first: src/generated/gallery.json is missing.');
    const photos = (await import(manifestFile, { with: { type: 'json' } }))
      .default as GalleryPhoto[];
    expect(photos.length).toBeGreaterThan(0);
    const sizes = photos.flatMap((photo) =>
      photo.thumbnails.map((thumbnail) => ({
        src: thumbnail.src,
        bytes: statSync(path.join(root, 'public', decodeURIComponent(thumbnail.src))).size,
      })),
    );
    const average = sizes.reduce((sum, item) => sum + item.bytes, 0) / sizes.length;
    const largest = sizes.reduce((max, item) => (item.bytes > max.bytes ? item : max));
    console.log(
      `gallery thumbnails: ${sizes.length}, average ${(average / KB).toFixed(1)} KB, largest ${(largest.bytes / KB).toFixed(1)} KB (${largest.src})`,
    );
    expect(average).toBeLessThanOrEqual(GALLERY_THUMB_AVG_KB * KB);
    expect(largest.bytes, largest.src).toBeLessThanOrEqual(GALLERY_THUMB_MAX_KB * KB);
  });
});
