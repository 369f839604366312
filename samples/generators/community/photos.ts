/**
 * Writes the community-events sample photos: for each scene a 1500×1000 JPEG (the dialog's
 * full view) and a 600×400 WebP (the page's thumbnail), both tagged as sample media in EXIF.
 * The pictures serve both languages' pages, so no badge or caption is drawn over them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import sharp from 'sharp';
import { sampleExif, type WrittenFile } from '../library/output.ts';
import { createCanvas, DESIGN_SIZE } from '../library/scenery.ts';
import { createRng, seedFrom, svgDocument } from '../library/svg.ts';
import { COMMUNITY_SCENES, type CommunityScene } from './scenes.ts';

export const FULL = { width: 1500, height: 1000 } as const;
export const THUMB = { width: 600, height: 400 } as const;

function sceneSvg(scene: CommunityScene): string {
  const [vw, vh] = DESIGN_SIZE[scene.aspect];
  const c = createCanvas(vw, vh, createRng(seedFrom(scene.file)));
  const body = scene.draw(c);
  return svgDocument({ ...FULL, viewWidth: vw, viewHeight: vh, defs: c.defs, body });
}

/** Renders every scene (or those `only` keeps) into `dir`; returns what it wrote. */
export async function generatePhotos(
  dir: string,
  only?: (file: string) => boolean,
): Promise<WrittenFile[]> {
  await mkdir(dir, { recursive: true });
  const written: WrittenFile[] = [];
  for (const scene of COMMUNITY_SCENES) {
    if (only !== undefined && !only(scene.file)) continue;
    const exif = sampleExif(
      `Sample illustration for the Highbridge School community events page: ${scene.subject}. Generated artwork with fictional people, not a photograph`,
    );
    const raster = await sharp(Buffer.from(sceneSvg(scene)))
      .resize(FULL.width, FULL.height, { fit: 'fill' })
      .removeAlpha()
      .png()
      .toBuffer();
    const full = await sharp(raster)
      .jpeg({ quality: 80, mozjpeg: true, progressive: true })
      .withExif(exif)
      .toBuffer();
    const thumb = await sharp(raster)
      .resize(THUMB.width, THUMB.height)
      .webp({ quality: 78, effort: 6 })
      .withExif(exif)
      .toBuffer();
    const stem = scene.file.replace(/\.jpg$/, '');
    const fullFile = nodePath.join(dir, `${stem}.jpg`);
    const thumbFile = nodePath.join(dir, `${stem}-600.webp`);
    await writeFile(fullFile, full);
    await writeFile(thumbFile, thumb);
    written.push(
      { file: fullFile, bytes: full.length, details: `${FULL.width}x${FULL.height} JPEG` },
      { file: thumbFile, bytes: thumb.length, details: `${THUMB.width}x${THUMB.height} WebP` },
    );
  }
  return written;
}
