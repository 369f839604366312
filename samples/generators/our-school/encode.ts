/**
 * Encoders for the Our School sample media: SVG → progressive JPEG and WebP at several widths,
 * each under a byte budget, carrying the "sample" EXIF tags; palette PNG for flat artwork.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import sharp from 'sharp';
import { sampleExif, written, type WrittenFile } from '../library/output.ts';

async function save(file: string, buffer: Buffer, details: string): Promise<WrittenFile> {
  await mkdir(nodePath.dirname(file), { recursive: true });
  await writeFile(file, buffer);
  const entry = { file, bytes: (await stat(file)).size, details };
  written.push(entry);
  return entry;
}

/** Lowers the quality until `encode` fits `maxBytes`; fails loudly when even the lowest does not. */
async function fit(
  file: string,
  maxBytes: number,
  encode: (quality: number) => Promise<Buffer>,
): Promise<{ buffer: Buffer; quality: number }> {
  for (const quality of [82, 78, 74, 70, 66, 62, 58, 54, 50]) {
    const buffer = await encode(quality);
    if (buffer.length <= maxBytes) return { buffer, quality };
  }
  throw new Error(`${file}: cannot fit under ${Math.round(maxBytes / 1024)} KB`);
}

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

/** Rasterises an SVG and writes JPEG (and WebP) files at each width within the budget. */
export async function writePhoto(svg: string, t: PhotoTarget): Promise<void> {
  const widest = Math.max(...t.widths);
  const master = await sharp(Buffer.from(svg), { density: 144 })
    .resize({ width: widest })
    .removeAlpha()
    .png()
    .toBuffer();
  for (const width of t.widths) {
    const budget = Math.max(24 * 1024, Math.round(t.maxBytes * (width / widest) ** 2 * 1.4));
    const cap = Math.min(t.maxBytes, budget);
    const resized = await sharp(master).resize({ width }).toBuffer();
    const { height } = await sharp(resized).metadata();
    const stem = t.plainName === true ? t.base : `${t.base}-${width}`;
    const jpeg = await fit(`${stem}.jpg`, cap, (quality) =>
      sharp(resized)
        .jpeg({ quality, mozjpeg: true, progressive: true })
        .withExif(sampleExif(t.description))
        .toBuffer(),
    );
    await save(`${stem}.jpg`, jpeg.buffer, `${width}x${height ?? 0} JPEG q${jpeg.quality}`);
    if (t.webp === true) {
      const webp = await fit(`${stem}.webp`, cap, (quality) =>
        sharp(resized).webp({ quality, effort: 6 }).withExif(sampleExif(t.description)).toBuffer(),
      );
      await save(`${stem}.webp`, webp.buffer, `${width}x${height ?? 0} WebP q${webp.quality}`);
    }
  }
}

/** Rasterises flat artwork (with transparency) to a palette PNG within the budget. */
export async function writeArtworkPng(
  file: string,
  svg: string,
  width: number,
  maxBytes: number,
  description: string,
): Promise<void> {
  const rendered = await sharp(Buffer.from(svg), { density: 144 })
    .resize({ width })
    .png()
    .toBuffer();
  const { buffer, quality } = await fit(file, maxBytes, (q) =>
    sharp(rendered)
      .png({ palette: true, quality: q, compressionLevel: 9, effort: 10 })
      .withExif(sampleExif(description))
      .toBuffer(),
  );
  const { height } = await sharp(buffer).metadata();
  await save(file, buffer, `${width}x${height ?? 0} palette PNG q${quality}`);
}

/** Records a file written by another tool (the PDF) in the final report. */
export async function recordFile(file: string, details: string): Promise<void> {
  written.push({ file, bytes: (await stat(file)).size, details });
}
