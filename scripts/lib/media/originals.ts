// Originals that are larger than the site will ever show: a photo straight from a phone (4032×3024,
// 3 MB) is made into small copies for the pages anyway, but kept as it is it weighs on every clone
// of the repository and every deploy. `npm run content` warns about each, naming it, and
// `npm run media:shrink`, which staff run on purpose (never the build), makes them smaller in place.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import sharp from 'sharp';
import { exifImageDescription, isSampleDescription } from './exif.ts';
import { shownSize } from './image-sizes.ts';

/** The largest picture the site shows, and the most an original needs to weigh. */
export const ORIGINAL_LIMITS = { longEdge: 2560, bytes: 1.5 * 1024 * 1024 } as const;

/** The pictures of public/assets/ that a page can show. */
const PICTURES = 'assets/**/*.{jpg,jpeg,png,webp}';

/** What is known of an original: its shown size (EXIF orientation applied) and its bytes. */
export interface OriginalSize {
  width: number;
  height: number;
  bytes: number;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why an original is larger than it needs to be, or null when it is not. */
export function oversizeReason(original: OriginalSize): string | null {
  const reasons = [
    ...(Math.max(original.width, original.height) > ORIGINAL_LIMITS.longEdge
      ? [`${original.width}×${original.height} pixels`]
      : []),
    ...(original.bytes > ORIGINAL_LIMITS.bytes ? [megabytes(original.bytes)] : []),
  ];
  return reasons.length === 0 ? null : reasons.join(' and ');
}

/** The size an original is made (its long edge at most the limit), or null to keep its size. */
export function shrunkSize(original: OriginalSize): { width: number; height: number } | null {
  const longEdge = Math.max(original.width, original.height);
  if (longEdge <= ORIGINAL_LIMITS.longEdge) return null;
  const scale = ORIGINAL_LIMITS.longEdge / longEdge;
  return { width: Math.round(original.width * scale), height: Math.round(original.height * scale) };
}

/** The warning `npm run content` gives for an original larger than the site shows. */
export function oversizeWarning(file: string, reason: string): string {
  return `${file} is ${reason}, more than the site ever shows (${ORIGINAL_LIMITS.longEdge} pixels, ${megabytes(ORIGINAL_LIMITS.bytes)}): the pages use small copies, but the file weighs on every deploy. Run npm run media:shrink to make it smaller (docs/editing-content.md, "Photos from a phone")`;
}

async function measure(file: string): Promise<OriginalSize | null> {
  try {
    const [meta, info] = await Promise.all([sharp(file).metadata(), stat(file)]);
    return { ...shownSize(meta), bytes: info.size };
  } catch {
    return null; // not a picture sharp can read: reported where the picture is used
  }
}

/** The originals under `publicDir`/assets/ larger than the site shows, with why. */
export async function oversizedOriginals(
  publicDir: string,
): Promise<Array<{ file: string; reason: string }>> {
  const files = (
    await fg(PICTURES, { cwd: publicDir, onlyFiles: true, caseSensitiveMatch: false })
  ).sort();
  const found: Array<{ file: string; reason: string }> = [];
  for (const file of files) {
    const size = await measure(path.join(publicDir, file));
    const reason = size === null ? null : oversizeReason(size);
    if (reason !== null) found.push({ file: `public/${file}`, reason });
  }
  return found;
}

/**
 * Makes one original smaller in place: turned upright (EXIF orientation applied), its long edge at
 * most the limit, encoded again in its own format, and its metadata (camera, place) left out, but
 * a sample's marker. Returns the sizes before and after, or null when the file is not larger than
 * the site shows, or encoding it again would not make it smaller (it is then left as it was).
 */
export async function shrinkOriginal(
  file: string,
): Promise<{ before: OriginalSize; after: OriginalSize } | null> {
  const input = await readFile(file);
  const meta = await sharp(input).metadata();
  const before = { ...shownSize(meta), bytes: input.length };
  if (oversizeReason(before) === null) return null;
  const target = shrunkSize(before);
  let pipeline = sharp(input).rotate();
  if (target !== null) pipeline = pipeline.resize(target.width, target.height);
  const description = exifImageDescription(meta.exif);
  if (isSampleDescription(description))
    pipeline = pipeline.withExif({ IFD0: { ImageDescription: description ?? '' } });
  const format = meta.format;
  const output = await (
    format === 'png'
      ? pipeline.png({ compressionLevel: 9, effort: 10 })
      : format === 'webp'
        ? pipeline.webp({ quality: 82 })
        : pipeline.jpeg({ quality: 82, mozjpeg: true, progressive: true })
  ).toBuffer({ resolveWithObject: true });
  if (target === null && output.data.length >= input.length) return null;
  await writeFile(file, output.data);
  return {
    before,
    after: { width: output.info.width, height: output.info.height, bytes: output.data.length },
  };
}
