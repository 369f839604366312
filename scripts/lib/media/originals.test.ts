import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exifImageDescription } from './exif.ts';
import {
  ORIGINAL_LIMITS,
  oversizedOriginals,
  oversizeReason,
  oversizeWarning,
  shrinkOriginal,
  shrunkSize,
} from './originals.ts';

let publicDir = '';
const picture = (name: string) => path.join(publicDir, 'assets/images/gallery', name);

/**
 * A photo as a phone takes it: detail that compresses like a photo's (blurred noise), so about
 * 3 MB at 4032×3024, with an EXIF orientation and a description when given.
 */
async function phonePhoto(
  width: number,
  height: number,
  orientation?: number,
  description?: string,
) {
  const detail = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  let image = sharp(detail).blur(1.2).jpeg({ quality: 92 });
  if (orientation !== undefined || description !== undefined)
    image = image.withMetadata({
      ...(orientation === undefined ? {} : { orientation }),
      ...(description === undefined ? {} : { exif: { IFD0: { ImageDescription: description } } }),
    });
  return image.toBuffer();
}

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), 'originals-'));
  await mkdir(path.dirname(picture('x')), { recursive: true });
  await writeFile(picture('IMG_2041.jpg'), await phonePhoto(4032, 3024, 6));
  await writeFile(
    picture('sample-picnic.jpg'),
    await phonePhoto(3000, 2000, undefined, 'Sample illustration: a picnic'),
  );
  await writeFile(picture('small.jpg'), await phonePhoto(800, 600));
}, 60_000);

afterAll(async () => {
  await rm(publicDir, { recursive: true, force: true });
});

describe('originals larger than the site shows', () => {
  it('are too large by pixels or by bytes, and shrink to 2560 pixels on the long side', () => {
    expect(oversizeReason({ width: 2560, height: 1440, bytes: 900_000 })).toBeNull();
    expect(oversizeReason({ width: 3024, height: 4032, bytes: 3_300_000 })).toBe(
      '3024×4032 pixels and 3.1 MB',
    );
    expect(oversizeReason({ width: 1200, height: 900, bytes: ORIGINAL_LIMITS.bytes + 1 })).toBe(
      '1.5 MB',
    );
    expect(shrunkSize({ width: 3024, height: 4032, bytes: 0 })).toEqual({
      width: 1920,
      height: 2560,
    });
    expect(shrunkSize({ width: 2000, height: 1000, bytes: 0 })).toBeNull();
    expect(oversizeWarning('public/assets/images/gallery/IMG_2041.jpg', '3024×4032 pixels')).toBe(
      'public/assets/images/gallery/IMG_2041.jpg is 3024×4032 pixels, more than the site ever shows (2560 pixels, 1.5 MB): the pages use small copies, but the file weighs on every deploy. Run npm run media:shrink to make it smaller (docs/editing-content.md, "Photos from a phone")',
    );
  });

  it('are found under public/assets/, each named with why', async () => {
    const found = await oversizedOriginals(publicDir);
    expect(found.map(({ file }) => file)).toEqual([
      'public/assets/images/gallery/IMG_2041.jpg',
      'public/assets/images/gallery/sample-picnic.jpg',
    ]);
    // The phone photo's size is as it is shown: upright (EXIF orientation 6 turns it).
    expect(found[0]?.reason).toMatch(/^3024×4032 pixels/);
  });

  it('are made smaller in place: upright, 2560 pixels at most, no camera data but a sample’s marker', async () => {
    const before = (await stat(picture('IMG_2041.jpg'))).size;
    const result = await shrinkOriginal(picture('IMG_2041.jpg'));
    expect(result?.before).toMatchObject({ width: 3024, height: 4032, bytes: before });
    expect(result?.after).toMatchObject({ width: 1920, height: 2560 });
    const meta = await sharp(await readFile(picture('IMG_2041.jpg'))).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([1920, 2560, undefined]);
    expect(result?.after.bytes).toBeLessThan(before);

    await shrinkOriginal(picture('sample-picnic.jpg'));
    const sample = await sharp(await readFile(picture('sample-picnic.jpg'))).metadata();
    expect(sample.width).toBe(2560);
    expect(exifImageDescription(sample.exif)).toBe('Sample illustration: a picnic');

    // Nothing is left to do, and a second run changes nothing.
    expect(await oversizedOriginals(publicDir)).toEqual([]);
    const small = await readFile(picture('small.jpg'));
    expect(await shrinkOriginal(picture('small.jpg'))).toBeNull();
    expect((await readFile(picture('small.jpg'))).equals(small)).toBe(true);
  }, 60_000);
});
