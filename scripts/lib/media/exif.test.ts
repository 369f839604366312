import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifImageDescription, isSampleDescription } from './exif.ts';

const canvas = () =>
  sharp({ create: { width: 8, height: 10, channels: 3, background: '#7a1f2b' } });

describe('exifImageDescription', () => {
  it('reads the description the sample media carry, from a PNG and a JPEG', async () => {
    const description = 'Sample illustrated portrait of a fictional person, Ms. Ana Lopez';
    // As samples/generators/library/output.ts writes it.
    const tags = { IFD0: { ImageDescription: description, Artist: 'Sample media script' } };
    for (const encoded of [
      await canvas().png().withExif(tags).toBuffer(),
      await canvas().jpeg().withExif(tags).toBuffer(),
    ]) {
      const { exif } = await sharp(encoded).metadata();
      expect(exifImageDescription(exif)).toBe(description);
    }
  });

  it('finds nothing in a file without one, or in a broken block', async () => {
    const { exif } = await sharp(await canvas().png().toBuffer()).metadata();
    expect(exifImageDescription(exif)).toBeUndefined();
    expect(exifImageDescription(Buffer.from('II*\0\x08\0\0\0\x05\0'))).toBeUndefined();
    expect(exifImageDescription(Buffer.from('not exif at all'))).toBeUndefined();
  });
});

describe('isSampleDescription', () => {
  it('is true only for descriptions that begin with "Sample"', () => {
    expect(isSampleDescription('Sample illustrated portrait of a fictional person')).toBe(true);
    expect(isSampleDescription('Portrait of Ms. López by the school photographer')).toBe(false);
    expect(isSampleDescription('Samples of student work')).toBe(false);
    expect(isSampleDescription(undefined)).toBe(false);
  });
});
