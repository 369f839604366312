/**
 * Encoding for the enrichment and arts sample images: SVG → progressive JPEG (quality stepping
 * down until the file fits its byte budget) or palette PNG, both tagged as sample media in EXIF.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import sharp from 'sharp';
import { sampleExif, written, writePalettePng, type WrittenFile } from '../library/output.ts';
import { statSync } from 'node:fs';

export { writePalettePng };

export interface WebJpegTarget {
  width: number;
  height: number;
  maxBytes: number;
  description: string;
}

/** Rasterises an SVG to a progressive mozjpeg no bigger than `maxBytes`. */
export async function writeWebJpeg(
  file: string,
  svg: string,
  t: WebJpegTarget,
): Promise<WrittenFile> {
  const raster = await sharp(Buffer.from(svg))
    .resize(t.width, t.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  for (const quality of [86, 82, 78, 74, 70, 66, 62, 58]) {
    const buffer = await sharp(raster)
      .jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' })
      .withExif(sampleExif(t.description))
      .toBuffer();
    if (buffer.length > t.maxBytes) continue;
    await mkdir(nodePath.dirname(file), { recursive: true });
    await writeFile(file, buffer);
    const entry = {
      file,
      bytes: statSync(file).size,
      details: `${t.width}x${t.height} JPEG q${quality}`,
    };
    written.push(entry);
    return entry;
  }
  throw new Error(`${file}: cannot fit under ${t.maxBytes} bytes`);
}
