// Incremental image derivatives: every output is named after the source's content hash, so a second
// run with nothing changed encodes nothing, a changed file gets new outputs, and outputs nobody
// needs any more (a removed or changed file's) are deleted. Every derivative is turned upright
// (EXIF orientation applied) and carries no metadata but a sample's marker (its description).
//
// Formats, best first: AVIF when sharp makes it smaller than WebP for that picture (decided once per
// picture and remembered), WebP, and a fallback every browser shows: JPEG, or PNG for a picture
// with transparency.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { exifImageDescription, isSampleDescription } from './exif.ts';
import { shownSize } from './image-sizes.ts';
import {
  derivativeName,
  derivativeStem,
  widthsFor,
  widthsOfFormat,
  type DerivativeFormat,
} from '../../../src/content/derivatives.ts';

/** The derivatives to make of every image. */
export interface ThumbnailSpec {
  /** Widths of the thumbnails, cropped to `aspect` when it is given. */
  widths: number[];
  /** Width divided by height of the thumbnails' crop (e.g. 4 / 3); the whole image when absent. */
  aspect?: number;
  /** Widths of whole, uncropped copies for a full view (never the original). */
  full?: number[];
}

export type ThumbnailFormat = DerivativeFormat;

/** A made derivative. */
interface Thumbnail {
  format: ThumbnailFormat;
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
  /** The start of its derivatives' names (its slug and content hash). */
  base: string;
  /** The formats made, best first (the last is the fallback). */
  formats: ThumbnailFormat[];
  thumbnails: Thumbnail[];
  /** Whole copies for a full view (empty without `spec.full`). */
  full: Thumbnail[];
}

interface IndexEntry {
  width: number;
  height: number;
  placeholder: string;
  sample: boolean;
  /** The sample marker to keep in the derivatives. */
  description?: string;
  formats: ThumbnailFormat[];
}

/** Which file had which hash, so that an unchanged file is not read again. */
interface Seen {
  size: number;
  mtimeMs: number;
  hash: string;
}

/** Raised when what is made of a picture changes: an index of another version is read again. */
const INDEX_VERSION = 4;

interface Index {
  version: typeof INDEX_VERSION;
  images: Record<string, IndexEntry>;
  files: Record<string, Seen>;
}

/** The outcome of a run: each readable source's image, and what the run had to do. */
export interface ThumbnailRun {
  images: Map<string, ProcessedImage>;
  encoded: number;
  removed: number;
  skipped: string[];
}

const INDEX_FILE = 'index.json';

/** The start of the names of a picture's derivatives: its file name's slug and its hash. */
function derivativeBase(key: string, hash: string): string {
  return `${derivativeStem(key)}-${hash}`;
}

/** The output file name of one derivative (src/content/derivatives.ts names the pages' copies alike). */
function thumbnailName(
  key: string,
  hash: string,
  width: number,
  format: ThumbnailFormat,
  whole: boolean,
): string {
  return derivativeName(derivativeBase(key, hash), width, format, whole);
}

async function readIndex(dir: string): Promise<Index> {
  try {
    const index = JSON.parse(await readFile(path.join(dir, INDEX_FILE), 'utf8')) as Partial<Index>;
    if (index.version === INDEX_VERSION) return index as Index;
  } catch {
    // no index yet, or an unreadable one: everything is looked at again
  }
  return { version: INDEX_VERSION, images: {}, files: {} };
}

function encodeAs(pipeline: Sharp, format: ThumbnailFormat): Sharp {
  switch (format) {
    case 'avif':
      // Effort 0: about as fast as WebP, and for photos still the smallest of the three.
      return pipeline.avif({ quality: 50, effort: 0 });
    case 'webp':
      return pipeline.webp({ quality: 70, effort: 4 });
    case 'jpeg':
      return pipeline.jpeg({ quality: 72, mozjpeg: true, progressive: true });
    case 'png':
      // A palette of 256 colours: what a crest or a drawing with transparency needs, at a tenth of the bytes.
      return pipeline.png({ palette: true, effort: 4 });
  }
}

/** The decoded picture, upright, at the largest size any derivative needs: decoded once per run. */
interface Master {
  data: Buffer;
  info: OutputInfo;
}

async function masterOf(input: Buffer, width: number): Promise<Master> {
  return sharp(input)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

function fromMaster(master: Master): Sharp {
  const { width, height, channels } = master.info;
  return sharp(master.data, { raw: { width, height, channels } });
}

async function encode(
  master: Master,
  width: number,
  aspect: number | undefined,
  format: ThumbnailFormat,
  description: string | undefined,
): Promise<Buffer> {
  let pipeline = fromMaster(master);
  if (aspect === undefined) pipeline = pipeline.resize({ width, withoutEnlargement: true });
  else
    pipeline = pipeline.resize({
      width,
      height: Math.round(width / aspect),
      fit: 'cover',
      position: 'attention',
    });
  if (description !== undefined)
    pipeline = pipeline.withExif({ IFD0: { ImageDescription: description } });
  return encodeAs(pipeline, format).toBuffer();
}

/** `work` applied to every item, at most `limit` at a time; the results in the items' order. */
async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next;
      next += 1;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** Width 640 (or less): where AVIF and WebP are compared for a picture. */
const PROBE_WIDTH = 640;

/** Reads a new picture: its preview, sample marker and formats (AVIF only where smaller). */
async function describe(meta: Metadata, master: Master): Promise<IndexEntry> {
  const tiny = await fromMaster(master)
    .resize({ width: 16 })
    .blur(0.6)
    .webp({ quality: 40 })
    .toBuffer();
  const description = exifImageDescription(meta.exif);
  const sample = isSampleDescription(description);
  const [avif = 0, webp = 0] = await Promise.all(
    (['avif', 'webp'] as const).map(async (format) => {
      const probe = fromMaster(master).resize({ width: PROBE_WIDTH, withoutEnlargement: true });
      return (await encodeAs(probe, format).toBuffer()).length;
    }),
  );
  return {
    ...shownSize(meta),
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    sample,
    ...(sample && description !== undefined ? { description } : {}),
    formats: formatsFor({
      avifBytes: avif,
      webpBytes: webp,
      alpha: meta.hasAlpha,
    }),
  };
}

/**
 * The formats made of a picture, best first: AVIF only when it came out smaller than WebP at the
 * probe width, WebP, and JPEG, or PNG for a picture with transparency (a crest), which JPEG
 * cannot keep. The fallback is for the rare browser that takes neither AVIF nor WebP, and for links
 * to the whole picture.
 */
export function formatsFor(probe: {
  avifBytes: number;
  webpBytes: number;
  alpha: boolean;
}): ThumbnailFormat[] {
  return [
    ...(probe.avifBytes < probe.webpBytes ? (['avif'] as const) : []),
    'webp',
    probe.alpha ? 'png' : 'jpeg',
  ];
}

/**
 * The width to decode a picture at so that every derivative is made from it without enlarging:
 * a crop of another shape than the picture's needs it wider than the crop itself.
 */
function masterWidth(spec: ThumbnailSpec, size: { width: number; height: number }): number {
  const needs = [
    ...widthsFor(spec.widths, size.width).map((width) =>
      spec.aspect === undefined
        ? width
        : Math.max(width, (width / spec.aspect) * (size.width / size.height)),
    ),
    ...(spec.full === undefined ? [] : widthsFor(spec.full, size.width)),
    PROBE_WIDTH,
  ];
  return Math.min(size.width, Math.ceil(Math.max(...needs)));
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
  const next: Index = { version: INDEX_VERSION, images: {}, files: {} };
  const images = new Map<string, ProcessedImage>();
  const skipped: string[] = [];
  let encoded = 0;
  // Copies being written, by name: two files with the same content share their copies.
  const writing = new Map<string, Promise<void>>();

  /** One source: read (or known from the index), and its missing copies made. */
  async function processOne(source: { key: string; file: string }) {
    const info = await stat(source.file);
    const seen = index.files[source.key];
    let input: Buffer | undefined;
    let hash: string;
    if (seen !== undefined && seen.size === info.size && seen.mtimeMs === info.mtimeMs)
      hash = seen.hash;
    else {
      input = await readFile(source.file);
      hash = createHash('sha256').update(input).update(settings).digest('hex').slice(0, 12);
    }
    let entry: IndexEntry | undefined = index.images[hash];
    let master: Master | undefined;
    if (entry === undefined) {
      input ??= await readFile(source.file);
      try {
        const meta = await sharp(input).metadata();
        master = await masterOf(input, masterWidth(spec, shownSize(meta)));
        entry = await describe(meta, master);
      } catch {
        return null;
      }
    }

    const { width: sourceWidth, height: sourceHeight, formats, description } = entry;
    const thumbnails: Thumbnail[] = [];
    const full: Thumbnail[] = [];
    const thumbnailWidths = widthsFor(spec.widths, sourceWidth);
    const fullWidths = spec.full === undefined ? [] : widthsFor(spec.full, sourceWidth);
    const planned = [
      ...thumbnailWidths.map((width) => ({
        width,
        crop: spec.aspect,
        list: thumbnails,
      })),
      ...fullWidths.map((width) => ({
        width,
        crop: undefined,
        list: full,
      })),
    ];
    for (const { width, crop, list } of planned) {
      const height =
        crop === undefined
          ? Math.round((sourceHeight * width) / sourceWidth)
          : Math.round(width / crop);
      const sizes = list === thumbnails ? thumbnailWidths : fullWidths;
      for (const format of formats) {
        // The fallback only in the smallest and the largest size: few browsers need it.
        if (!widthsOfFormat(format, formats, sizes).includes(width)) continue;
        const name = thumbnailName(source.key, hash, width, format, list === full);
        wanted.add(name);
        if (!existing.has(name)) {
          let write = writing.get(name);
          if (write === undefined) {
            write = (async () => {
              input ??= await readFile(source.file);
              master ??= await masterOf(input, masterWidth(spec, entry));
              await writeFile(
                path.join(outDir, name),
                await encode(master, width, crop, format, description),
              );
              encoded += 1;
            })();
            writing.set(name, write);
          }
          await write;
          existing.add(name);
        }
        list.push({ format, width, height, src: `${urlBase}/${name}` });
      }
    }
    return {
      hash,
      entry,
      seen: { size: info.size, mtimeMs: info.mtimeMs, hash },
      image: {
        width: sourceWidth,
        height: sourceHeight,
        placeholder: entry.placeholder,
        sample: entry.sample,
        base: derivativeBase(source.key, hash),
        formats,
        thumbnails,
        full,
      } satisfies ProcessedImage,
    };
  }

  // As many pictures at once as the machine has cores: an encoder works on one core, and a
  // phone's photos take seconds each.
  const results = await mapWithLimit(sources, availableParallelism(), processOne);
  sources.forEach((source, at) => {
    const result = results[at];
    if (result === null || result === undefined) {
      skipped.push(source.key);
      return;
    }
    next.images[result.hash] = result.entry;
    next.files[source.key] = result.seen;
    images.set(source.key, result.image);
  });

  let removed = 0;
  for (const name of existing) {
    if (!wanted.has(name)) {
      await rm(path.join(outDir, name), { force: true });
      removed += 1;
    }
  }
  await writeFile(path.join(outDir, INDEX_FILE), `${JSON.stringify(next)}\n`);
  return { images, encoded, removed, skipped };
}
