/**
 * Encoding and bookkeeping for all the sample pictures: SVG → JPEG, WebP or palette PNG inside a
 * byte budget (quality steps down until the file fits), the "sample" EXIF tags every picture
 * carries, and the list of written files for the final report. Each writer below keeps the exact
 * pipeline (raster size, alpha handling, quality steps) its pictures were made with, so the
 * committed files come out byte for byte the same.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { SAMPLES_DIR } from '../staging.ts';
import { createRng } from './svg.ts';

/**
 * libvips treats a trailing " (…)" on an EXIF string as its own annotation and drops it, so the
 * texts below never end with a parenthesis; this guard keeps future edits honest.
 */
function exifText(value: string): string {
  if (value.trimEnd().endsWith(')')) throw new Error(`EXIF text must not end with ")": ${value}`);
  return value;
}

export function sampleExif(description: string): { IFD0: Record<string, string> } {
  return {
    IFD0: {
      ImageDescription: exifText(description),
      Artist: exifText('Sample media script'),
      Copyright: exifText('Sample media, free to replace'),
    },
  };
}

export interface WrittenFile {
  file: string;
  bytes: number;
  details: string;
}

const written: WrittenFile[] = [];

const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(2)} MB`
    : `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the written files folder by folder (relative to samples/), with sizes and totals. */
export function printReport(files: readonly WrittenFile[] = written): void {
  const byFolder = new Map<string, WrittenFile[]>();
  for (const file of files) {
    const folder = nodePath.relative(SAMPLES_DIR, nodePath.dirname(file.file));
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  for (const [folder, entries] of byFolder) {
    console.log(`\n${folder}/`);
    for (const { file, bytes, details } of entries)
      console.log(
        `  ${nodePath.basename(file).padEnd(44)} ${formatBytes(bytes).padStart(10)}  ${details}`,
      );
    const sum = entries.reduce((acc, entry) => acc + entry.bytes, 0);
    console.log(`  ${`${entries.length} file(s)`.padEnd(44)} ${formatBytes(sum).padStart(10)}`);
  }
  const total = files.reduce((acc, entry) => acc + entry.bytes, 0);
  console.log(`\nTotal: ${files.length} file(s), ${formatBytes(total)}`);
}

/** Records a file (also one written by another tool, e.g. a PDF) in the final report. */
async function recordFile(file: string, details: string): Promise<WrittenFile> {
  const { size } = await stat(file);
  const entry = { file, bytes: size, details };
  written.push(entry);
  return entry;
}

/** Writes `content` to `file`, creating its folder, and records it. */
export async function saveFile(
  file: string,
  content: Buffer | string,
  details: string,
): Promise<WrittenFile> {
  await mkdir(nodePath.dirname(file), { recursive: true });
  await writeFile(file, content);
  return recordFile(file, details);
}

/** Writes a small text file (used for .gitkeep placeholders). */
export const writeText = (file: string, content: string): Promise<WrittenFile> =>
  saveFile(file, content, 'placeholder');

/**
 * Encodes `image` as a progressive mozjpeg (4:2:0), a WebP or a palette PNG (`dither` only
 * applies to the PNG), tagged as sample media.
 */
export function encodeImage(
  format: 'jpg' | 'webp' | 'png',
  image: Sharp,
  quality: number,
  description: string,
  dither = 1,
): Promise<Buffer> {
  const encoded =
    format === 'jpg'
      ? image.jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' })
      : format === 'webp'
        ? image.webp({ quality, effort: 6 })
        : image.png({ palette: true, quality, compressionLevel: 9, effort: 10, dither });
  return encoded.withExif(sampleExif(description)).toBuffer();
}

interface Fitted {
  buffer: Buffer;
  quality: number;
  /** False when even the lowest quality is over the budget (`buffer` is then that last try). */
  fits: boolean;
}

/**
 * Encodes at each quality in turn, best first, and keeps the first result within `maxBytes`.
 * When none fits, that is an error naming `file`, or without a file the last try is returned.
 */
async function fit(
  qualities: readonly number[],
  maxBytes: number,
  file: string | undefined,
  encode: (quality: number) => Promise<Buffer>,
): Promise<Fitted> {
  for (const [i, quality] of qualities.entries()) {
    const buffer = await encode(quality);
    const fits = buffer.length <= maxBytes;
    if (!fits && i < qualities.length - 1) continue;
    if (!fits && file !== undefined) throw new Error(`${file}: cannot fit under ${maxBytes} bytes`);
    return { buffer, quality, fits };
  }
  throw new Error('no quality to try');
}

/** The SVG as a sharp image, optionally at a higher density than the default 72 dpi. */
const fromSvg = (svg: string, density?: number): Sharp =>
  sharp(Buffer.from(svg), density === undefined ? undefined : { density });

export interface JpegTarget {
  width: number;
  height: number;
  minBytes: number;
  maxBytes: number;
  /** Seed for the film grain. */
  seed: number;
  description: string;
}

/** Adds monochrome film grain (amplitude in 8-bit levels) to raw RGB pixels, in place. */
function addGrain(pixels: Buffer, seed: number, amplitude: number): void {
  const rng = createRng(seed);
  for (let i = 0; i < pixels.length; i += 3) {
    // Sum of two uniforms: a soft triangular distribution looks more like film than white noise.
    const delta = Math.round((rng.next() + rng.next() - 1) * amplitude);
    for (let c = 0; c < 3; c += 1) {
      const v = (pixels[i + c] ?? 0) + delta;
      pixels[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
}

/**
 * Rasterises an SVG and writes a progressive mozjpeg with film grain whose size falls inside
 * [minBytes, maxBytes]: quality steps down while the file is too big, and the grain gets a
 * little stronger while it is too small (flat artwork compresses far below photo sizes).
 */
export async function writeJpeg(file: string, svg: string, t: JpegTarget): Promise<WrittenFile> {
  const { data, info } = await fromSvg(svg)
    .resize(t.width, t.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 3 as const };
  let best: (Fitted & { grain: number }) | undefined;
  for (const grain of [7, 10, 13, 16]) {
    const fitted = await fit([84, 80, 76, 72, 68, 64, 60], t.maxBytes, undefined, (quality) => {
      const pixels = Buffer.from(data);
      addGrain(pixels, t.seed, grain);
      return encodeImage('jpg', sharp(pixels, { raw }), quality, t.description);
    });
    if (!fitted.fits) continue;
    best = { ...fitted, grain };
    // Too small even at the best quality that fits: try a stronger grain.
    if (fitted.buffer.length >= t.minBytes) break;
  }
  if (!best) throw new Error(`${file}: cannot fit under ${t.maxBytes} bytes`);
  const details = `${t.width}x${t.height} JPEG q${best.quality} grain ${best.grain}`;
  return saveFile(file, best.buffer, details);
}

export type WebJpegTarget = Omit<JpegTarget, 'minBytes' | 'seed'>;

/** Rasterises an SVG on white to a progressive mozjpeg (no grain) no bigger than `maxBytes`. */
export async function writeWebJpeg(
  file: string,
  svg: string,
  t: WebJpegTarget,
): Promise<WrittenFile> {
  const raster = await fromSvg(svg)
    .resize(t.width, t.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  const { buffer, quality } = await fit([86, 82, 78, 74, 70, 66, 62, 58], t.maxBytes, file, (q) =>
    encodeImage('jpg', sharp(raster), q, t.description),
  );
  return saveFile(file, buffer, `${t.width}x${t.height} JPEG q${quality}`);
}

export interface PngTarget {
  maxBytes: number;
  description: string;
}

/**
 * Rasterises an SVG at its own size to an opaque palette PNG, lowering quality until it fits the
 * budget; the lowest quality is kept (and flagged in the report) when nothing fits.
 */
export async function writePalettePng(
  file: string,
  svg: string,
  t: PngTarget,
): Promise<WrittenFile> {
  const { data, info } = await fromSvg(svg)
    .removeAlpha()
    .png()
    .toBuffer({ resolveWithObject: true });
  const { buffer, quality, fits } = await fit([80, 70, 60, 50, 40], t.maxBytes, undefined, (q) =>
    encodeImage('png', sharp(data), q, t.description, 0.6),
  );
  const over = fits ? '' : ' OVER BUDGET';
  return saveFile(file, buffer, `${info.width}x${info.height} palette PNG q${quality}${over}`);
}

/** Quality steps of the Our School photos and artwork. */
const PHOTO_QUALITIES = [82, 78, 74, 70, 66, 62, 58, 54, 50];

export interface PhotoTarget {
  /** Output path without the width and extension, e.g. …/our-buildings/main-building. */
  base: string;
  /** Widths to write; the height follows the SVG's aspect ratio. */
  widths: readonly number[];
  /** Byte budget for the widest file; narrower ones scale it by area (with a floor). */
  maxBytes: number;
  description: string;
  /** Write `<base>.jpg` (no width suffix) for the single width, e.g. portraits referenced by data. */
  plainName?: boolean;
  /** Also write WebP next to each JPEG. */
  webp?: boolean;
}

/** Rasterises an SVG at 144 dpi and writes JPEG (and WebP) files at each width within the budget. */
export async function writePhoto(svg: string, t: PhotoTarget): Promise<void> {
  const widest = Math.max(...t.widths);
  const master = await fromSvg(svg, 144).resize({ width: widest }).removeAlpha().png().toBuffer();
  for (const width of t.widths) {
    const budget = Math.max(24 * 1024, Math.round(t.maxBytes * (width / widest) ** 2 * 1.4));
    const cap = Math.min(t.maxBytes, budget);
    const resized = await sharp(master).resize({ width }).toBuffer();
    const { height = 0 } = await sharp(resized).metadata();
    const stem = t.plainName === true ? t.base : `${t.base}-${width}`;
    for (const format of t.webp === true ? (['jpg', 'webp'] as const) : (['jpg'] as const)) {
      const file = `${stem}.${format}`;
      const { buffer, quality } = await fit(PHOTO_QUALITIES, cap, file, (q) =>
        encodeImage(format, sharp(resized), q, t.description),
      );
      const kind = format === 'jpg' ? 'JPEG' : 'WebP';
      await saveFile(file, buffer, `${width}x${height} ${kind} q${quality}`);
    }
  }
}

/** Rasterises flat artwork at 144 dpi, keeping transparency, to a palette PNG within the budget. */
export async function writeArtworkPng(
  file: string,
  svg: string,
  width: number,
  maxBytes: number,
  description: string,
): Promise<void> {
  const rendered = await fromSvg(svg, 144).resize({ width }).png().toBuffer();
  const { buffer, quality } = await fit(PHOTO_QUALITIES, maxBytes, file, (q) =>
    encodeImage('png', sharp(rendered), q, description),
  );
  const { height = 0 } = await sharp(buffer).metadata();
  await saveFile(file, buffer, `${width}x${height} palette PNG q${quality}`);
}
