/**
 * Writes the community-events sample photos: for each scene a 1500×1000 JPEG (the dialog's
 * full view) and a 600×400 WebP (the page's thumbnail), both tagged as sample media in EXIF.
 * The pictures serve both languages' pages, so no badge or caption is drawn over them.
 */
import nodePath from 'node:path';
import sharp from 'sharp';
import { encodeImage, saveFile } from '../library/output.ts';
import { createCanvas, DESIGN_SIZE } from '../library/scenery.ts';
import { createRng, seedFrom, svgDocument } from '../library/svg.ts';
import { COMMUNITY_SCENES, type CommunityScene } from './scenes.ts';

const FULL = { width: 1500, height: 1000 } as const;
const THUMB = { width: 600, height: 400 } as const;

function sceneSvg(scene: CommunityScene): string {
  const [vw, vh] = DESIGN_SIZE[scene.aspect];
  const c = createCanvas(vw, vh, createRng(seedFrom(scene.file)));
  const body = scene.draw(c);
  return svgDocument({ ...FULL, viewWidth: vw, viewHeight: vh, defs: c.defs, body });
}

/** Renders every scene (or those `only` keeps) into `dir`. */
export async function generatePhotos(dir: string, only?: (file: string) => boolean): Promise<void> {
  for (const scene of COMMUNITY_SCENES) {
    if (only !== undefined && !only(scene.file)) continue;
    const description = `Sample illustration for the Highbridge School community events page: ${scene.subject}. Generated artwork with fictional people, not a photograph`;
    const raster = await sharp(Buffer.from(sceneSvg(scene)))
      .resize(FULL.width, FULL.height, { fit: 'fill' })
      .removeAlpha()
      .png()
      .toBuffer();
    const full = await encodeImage('jpg', sharp(raster), 80, description);
    const resized = sharp(raster).resize(THUMB.width, THUMB.height);
    const thumb = await encodeImage('webp', resized, 78, description);
    const stem = nodePath.join(dir, scene.file.replace(/\.jpg$/, ''));
    await saveFile(`${stem}.jpg`, full, `${FULL.width}x${FULL.height} JPEG`);
    await saveFile(`${stem}-600.webp`, thumb, `${THUMB.width}x${THUMB.height} WebP`);
  }
}
