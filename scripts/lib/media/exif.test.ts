import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifImageDescription, exifTextTags, isSampleDescription } from './exif.ts';

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

/**
 * A TIFF block written by hand in either byte order: IFD0 at offset 8 with the entries given
 * (tag, type, text), each text longer than 4 bytes stored after the IFD, shorter ones in the entry.
 */
function tiffBlock(
  order: 'II' | 'MM',
  entries: Array<{ tag: number; type: number; text: string }>,
  prefix = '',
): Buffer {
  const little = order === 'II';
  const ifdSize = 2 + entries.length * 12 + 4;
  const values: Buffer[] = [];
  let valueAt = 8 + ifdSize;
  const ifd = Buffer.alloc(ifdSize);
  const u16 = (value: number, at: number) =>
    little ? ifd.writeUInt16LE(value, at) : ifd.writeUInt16BE(value, at);
  const u32 = (value: number, at: number) =>
    little ? ifd.writeUInt32LE(value, at) : ifd.writeUInt32BE(value, at);
  u16(entries.length, 0);
  entries.forEach(({ tag, type, text }, index) => {
    const at = 2 + index * 12;
    const bytes = Buffer.from(`${text}\0`, 'utf8');
    u16(tag, at);
    u16(type, at + 2);
    u32(bytes.length, at + 4);
    if (bytes.length <= 4) bytes.copy(ifd, at + 8);
    else {
      u32(valueAt, at + 8);
      values.push(bytes);
      valueAt += bytes.length;
    }
  });
  const header = Buffer.alloc(8);
  header.write(order, 0, 'latin1');
  if (little) {
    header.writeUInt16LE(42, 2);
    header.writeUInt32LE(8, 4);
  } else {
    header.writeUInt16BE(42, 2);
    header.writeUInt32BE(8, 4);
  }
  return Buffer.concat([Buffer.from(prefix, 'latin1'), header, ifd, ...values]);
}

describe('exifTextTags', () => {
  const entries = [
    { tag: 0x010e, type: 2, text: 'Sample photo of the school garden' },
    { tag: 0x013b, type: 2, text: 'Ana' },
    { tag: 0x8298, type: 2, text: '© 2026 Highbridge' },
    // A tag it does not read, and a known tag whose value is not text (type 3, SHORT).
    { tag: 0x0110, type: 2, text: 'Pixel 9' },
    { tag: 0x013b, type: 3, text: 'x' },
  ];
  const expected = {
    ImageDescription: 'Sample photo of the school garden',
    Artist: 'Ana',
    Copyright: '© 2026 Highbridge',
  };

  it('reads both byte orders, with or without the "Exif" prefix', () => {
    expect(exifTextTags(tiffBlock('II', entries))).toEqual(expected);
    expect(exifTextTags(tiffBlock('MM', entries))).toEqual(expected);
    expect(exifTextTags(tiffBlock('MM', entries, 'Exif\0\0'))).toEqual(expected);
  });

  it('reads a value of up to 4 bytes from the entry itself', () => {
    expect(exifTextTags(tiffBlock('MM', [{ tag: 0x013b, type: 2, text: 'Ann' }]))).toEqual({
      Artist: 'Ann',
    });
  });

  it('refuses a block that is not TIFF', () => {
    expect(() => exifTextTags(Buffer.from('XX*\0\x08\0\0\0'))).toThrow('not a TIFF header');
  });
});

describe('isSampleDescription', () => {
  it('reads past spaces around the description, in any case', () => {
    expect(isSampleDescription('  sample drawing of the Main Building ')).toBe(true);
    expect(isSampleDescription('A sample of the lunch menu')).toBe(false);
  });

  it('is true only for descriptions that begin with "Sample"', () => {
    expect(isSampleDescription('Sample illustrated portrait of a fictional person')).toBe(true);
    expect(isSampleDescription('Portrait of Ms. López by the school photographer')).toBe(false);
    expect(isSampleDescription('Samples of student work')).toBe(false);
    expect(isSampleDescription(undefined)).toBe(false);
  });
});
