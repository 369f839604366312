// Incremental image derivatives: every output is named after the source's content hash, so a second
// run with nothing changed encodes nothing, a changed file gets new outputs, and outputs nobody
// needs any more (a removed or changed file's) are deleted.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { exifImageDescription, isSampleDescription } from './exif.ts';
import { shownSize } from './image-sizes.ts';

/** One derivative to make of every image: a width and a format, optionally cropped to an aspect ratio. */
export interface ThumbnailSpec {
  widths: number[];
  formats: Array<'webp' | 'jpeg'>;
  /** Width divided by height of the crop (e.g. 4 / 3); the whole image when absent. */
  aspect?: number;
}

/** A made derivative. */
interface Thumbnail {
  format: 'webp' | 'jpeg';
  width: number;
  height: number;
  src: string;
}

/** What the pages need to know of an image. */
export interface ProcessedImage {
  width: number;
  height: number;
  /** A tiny blurred preview as a data: URL, shown while the image loads. */
  placeholder: string;
  /** Whether the file says it is sample media (its EXIF description begins with "Sample"). */
  sample: boolean;
  thumbnails: Thumbnail[];
}

interface IndexEntry {
  width: number;
  height: number;
  placeholder: string;
  sample: boolean;
}

/** The outcome of a run: each readable source's image, and what the run had to do. */
export interface ThumbnailRun {
  images: Map<string, ProcessedImage>;
  encoded: number;
  removed: number;
  skipped: string[];
}

const INDEX_FILE = 'index.json';

function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'image'
  );
}

/** The widths to make for an image: the thumbnail settings' widths up to its own width, or its width alone. */
export function widthsFor(spec: ThumbnailSpec, sourceWidth: number): number[] {
  const smaller = spec.widths.filter((width) => width <= sourceWidth);
  return smaller.length > 0 ? smaller : [sourceWidth];
}

/** The output file name of one derivative. */
function thumbnailName(key: string, hash: string, width: number, format: string): string {
  return `${slug(key.replace(/\.[^./]+$/, ''))}-${hash}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
}

async function readIndex(dir: string): Promise<Record<string, IndexEntry>> {
  try {
    return JSON.parse(await readFile(path.join(dir, INDEX_FILE), 'utf8')) as Record<
      string,
      IndexEntry
    >;
  } catch {
    return {};
  }
}

async function placeholderOf(input: Buffer): Promise<string> {
  const tiny = await sharp(input)
    .rotate()
    .resize({ width: 16 })
    .blur(0.6)
    .webp({ quality: 40 })
    .toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

async function encode(
  input: Buffer,
  width: number,
  format: 'webp' | 'jpeg',
  aspect: number | undefined,
): Promise<Buffer> {
  const pipeline = sharp(input).rotate();
  if (aspect === undefined) pipeline.resize({ width, withoutEnlargement: true });
  else
    pipeline.resize({
      width,
      height: Math.round(width / aspect),
      fit: 'cover',
      position: 'attention',
    });
  return format === 'webp'
    ? pipeline.webp({ quality: 70, effort: 4 }).toBuffer()
    : pipeline.jpeg({ quality: 72, mozjpeg: true, progressive: true }).toBuffer();
}

/**
 * Makes the derivatives of `sources` (key → absolute file) in `outDir`, served at `urlBase`.
 * Unreadable or non-image files are skipped and reported in `skipped` (by key).
 */
export async function processImages(options: {
  sources: Array<{ key: string; file: string }>;
  outDir: string;
  urlBase: string;
  spec: ThumbnailSpec;
}): Promise<ThumbnailRun> {
  const { sources, outDir, urlBase, spec } = options;
  await mkdir(outDir, { recursive: true });
  const index = await readIndex(outDir);
  const existing = new Set((await readdir(outDir)).filter((name) => name !== INDEX_FILE));
  const settings = JSON.stringify(spec);
  const wanted = new Set<string>();
  const nextIndex: Record<string, IndexEntry> = {};
  const images = new Map<string, ProcessedImage>();
  const skipped: string[] = [];
  let encoded = 0;

  for (const source of sources) {
    const input = await readFile(source.file);
    const hash = createHash('sha256').update(input).update(settings).digest('hex').slice(0, 12);
    let entry: IndexEntry | undefined = index[hash];
    // An entry written before the sample flag existed is read again.
    if (entry?.sample === undefined) {
      try {
        const meta = await sharp(input).metadata();
        entry = {
          ...shownSize(meta),
          placeholder: await placeholderOf(input),
          sample: isSampleDescription(exifImageDescription(meta.exif)),
        };
      } catch {
        skipped.push(source.key);
        continue;
      }
    }
    nextIndex[hash] = entry;
    const thumbnails: Thumbnail[] = [];
    for (const width of widthsFor(spec, entry.width)) {
      const height =
        spec.aspect === undefined
          ? Math.round((entry.height * width) / entry.width)
          : Math.round(width / spec.aspect);
      for (const format of spec.formats) {
        const name = thumbnailName(source.key, hash, width, format);
        wanted.add(name);
        if (!existing.has(name)) {
          await writeFile(path.join(outDir, name), await encode(input, width, format, spec.aspect));
          encoded += 1;
        }
        thumbnails.push({ format, width, height, src: `${urlBase}/${name}` });
      }
    }
    images.set(source.key, {
      width: entry.width,
      height: entry.height,
      placeholder: entry.placeholder,
      sample: entry.sample,
      thumbnails,
    });
  }

  let removed = 0;
  for (const name of existing) {
    if (!wanted.has(name)) {
      await rm(path.join(outDir, name), { force: true });
      removed += 1;
    }
  }
  await writeFile(path.join(outDir, INDEX_FILE), `${JSON.stringify(nextIndex)}\n`);
  return { images, encoded, removed, skipped };
}
