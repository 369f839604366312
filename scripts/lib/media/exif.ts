// Reads the one EXIF field the media pipeline needs: the image's description (ImageDescription,
// tag 0x010E in the first directory). The sample-media scripts write descriptions that begin with
// "Sample", and the pages say "sample" in such a picture's alt text.

const IMAGE_DESCRIPTION = 0x010e;
const ASCII = 2;

/**
 * The ImageDescription of an EXIF block as sharp's `metadata().exif` gives it (a TIFF structure,
 * with or without the "Exif\0\0" prefix of JPEG files), or undefined when there is none or the
 * block cannot be read.
 */
export function exifImageDescription(exif: Buffer | undefined): string | undefined {
  if (exif === undefined) return undefined;
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  if (tiff.length < 8) return undefined;
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  try {
    if (u16(2) !== 42) return undefined;
    const directory = u32(4);
    const count = u16(directory);
    for (let index = 0; index < count; index += 1) {
      const entry = directory + 2 + index * 12;
      if (u16(entry) !== IMAGE_DESCRIPTION || u16(entry + 2) !== ASCII) continue;
      const length = u32(entry + 4);
      const start = length <= 4 ? entry + 8 : u32(entry + 8);
      const text = tiff.subarray(start, start + length).toString('utf8');
      return text.replace(/\0+$/, '');
    }
  } catch {
    // A truncated or malformed block: no description.
  }
  return undefined;
}

/** Whether a description marks the image as sample media ("Sample illustrated portrait of …"). */
export function isSampleDescription(description: string | undefined): boolean {
  return description !== undefined && /^Sample\b/i.test(description.trim());
}
