// Reads the text tags the sample media carry in their EXIF (sampleExif in
// samples/generators/library/output.ts): ImageDescription, Artist and Copyright of IFD0, from the
// EXIF block sharp's metadata() returns. The sample-media scripts write descriptions that begin
// with "Sample"; the media pipeline reads that to say "sample" in a picture's alt text, and the
// sample-media test reads the tags back.

const TAGS = { 0x010e: 'ImageDescription', 0x013b: 'Artist', 0x8298: 'Copyright' } as const;
type TagName = (typeof TAGS)[keyof typeof TAGS];

/**
 * The ASCII text tags of IFD0 in an EXIF block ("Exif\0\0" and a TIFF header), by name. The
 * samples package's test (samples/generators/sample-media.test.ts) reads its pictures' tags with it.
 */
export function exifTextTags(exif: Buffer): Partial<Record<TagName, string>> {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') throw new Error('not a TIFF header');
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const found: Partial<Record<TagName, string>> = {};
  for (let i = 0; i < u16(ifd); i += 1) {
    const entry = ifd + 2 + i * 12;
    const name = TAGS[u16(entry) as keyof typeof TAGS] as TagName | undefined;
    // Type 2 is ASCII; up to 4 bytes sit in the entry itself, longer values at an offset.
    if (name === undefined || u16(entry + 2) !== 2) continue;
    const count = u32(entry + 4);
    const start = count <= 4 ? entry + 8 : u32(entry + 8);
    found[name] = tiff
      .subarray(start, start + count)
      .toString('utf8')
      .replace(/\0+$/, '');
  }
  return found;
}

/**
 * The ImageDescription of an EXIF block as sharp's `metadata().exif` gives it, or undefined when
 * there is none or the block cannot be read.
 */
export function exifImageDescription(exif: Buffer | undefined): string | undefined {
  if (exif === undefined) return undefined;
  try {
    return exifTextTags(exif).ImageDescription;
  } catch {
    // Not a TIFF structure, or a truncated one: no description.
    return undefined;
  }
}

/** Whether a description marks the image as sample media ("Sample illustrated portrait of …"). */
export function isSampleDescription(description: string | undefined): boolean {
  return description !== undefined && /^Sample\b/i.test(description.trim());
}
