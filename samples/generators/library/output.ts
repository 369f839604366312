/**
 * Encoding and bookkeeping for the sample-media library: SVG → JPEG (with film grain, inside a
 * byte window) or palette PNG (inside a byte budget), the "sample" EXIF tags, and the list of
 * written files for the final report.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import sharp from 'sharp';
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

export const written: WrittenFile[] = [];

async function record(file: string, details: string): Promise<WrittenFile> {
  const { size } = await stat(file);
  const entry = { file, bytes: size, details };
  written.push(entry);
  return entry;
}

async function ensureDir(file: string): Promise<void> {
  await mkdir(nodePath.dirname(file), { recursive: true });
}

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
 * Rasterises an SVG and writes a progressive mozjpeg whose size falls inside
 * [minBytes, maxBytes]: quality steps down while the file is too big, and the grain gets a
 * little stronger while it is too small (flat artwork compresses far below photo sizes).
 */
export async function writeJpeg(file: string, svg: string, t: JpegTarget): Promise<WrittenFile> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(t.width, t.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 3 as const };
  const encode = async (grain: number, quality: number): Promise<Buffer> => {
    const pixels = Buffer.from(data);
    addGrain(pixels, t.seed, grain);
    return sharp(pixels, { raw })
      .jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' })
      .withExif(sampleExif(t.description))
      .toBuffer();
  };
  let best: { buffer: Buffer; grain: number; quality: number } | undefined;
  search: for (const grain of [7, 10, 13, 16]) {
    for (const quality of [84, 80, 76, 72, 68, 64, 60]) {
      const buffer = await encode(grain, quality);
      if (buffer.length > t.maxBytes) continue;
      best = { buffer, grain, quality };
      // Too small even at the best quality: try a stronger grain.
      if (buffer.length < t.minBytes) continue search;
      break search;
    }
  }
  if (!best) throw new Error(`${file}: cannot fit under ${t.maxBytes} bytes`);
  await ensureDir(file);
  await writeFile(file, best.buffer);
  return record(file, `${t.width}x${t.height} JPEG q${best.quality} grain ${best.grain}`);
}

export interface PngTarget {
  maxBytes: number;
  description: string;
}

/** Rasterises an SVG to a palette-quantised PNG, lowering quality until it fits the budget. */
export async function writePalettePng(
  file: string,
  svg: string,
  t: PngTarget,
): Promise<WrittenFile> {
  const rendered = await sharp(Buffer.from(svg))
    .removeAlpha()
    .png()
    .toBuffer({ resolveWithObject: true });
  let chosen: { buffer: Buffer; quality: number } | undefined;
  for (const quality of [80, 70, 60, 50, 40]) {
    const buffer = await sharp(rendered.data)
      .png({ palette: true, quality, compressionLevel: 9, effort: 10, dither: 0.6 })
      .withExif(sampleExif(t.description))
      .toBuffer();
    chosen = { buffer, quality };
    if (buffer.length <= t.maxBytes) break;
  }
  if (!chosen) throw new Error(`${file}: nothing encoded`);
  await ensureDir(file);
  await writeFile(file, chosen.buffer);
  const { width, height } = rendered.info;
  const over = chosen.buffer.length > t.maxBytes ? ' OVER BUDGET' : '';
  return record(file, `${width}x${height} palette PNG q${chosen.quality}${over}`);
}

/** Writes a small text file (used for .gitkeep placeholders). */
export async function writeText(file: string, content: string): Promise<WrittenFile> {
  await ensureDir(file);
  await writeFile(file, content);
  return record(file, 'placeholder');
}
