/**
 * Gallery sample photos: 31 flat editorial illustrations of school life, written as
 * photo-sized progressive JPEGs to public/assets/images/gallery/. The file names carry the
 * category words the site derives categories from (event, classroom, art, sport, graduation).
 * The same pictures serve both languages, so no caption or badge is drawn in: the EXIF
 * ImageDescription says they are sample media, and their alt text says so in each language.
 */
import nodePath from 'node:path';
import { writeJpeg } from './output.ts';
import { createCanvas, DESIGN_SIZE, type GalleryScene } from './scenery.ts';
import { ACADEMIC_SCENES } from './scenes/academics.ts';
import { ARTS_SCENES } from './scenes/arts.ts';
import { CELEBRATION_SCENES } from './scenes/celebrations.ts';
import { EVENT_SCENES } from './scenes/events.ts';
import { GENERAL_SCENES } from './scenes/general.ts';
import { SPORTS_SCENES } from './scenes/sports.ts';
import { createRng, seedFrom, svgDocument } from './svg.ts';

export const GALLERY_SCENES: readonly GalleryScene[] = [
  ...EVENT_SCENES,
  ...ACADEMIC_SCENES,
  ...ARTS_SCENES,
  ...SPORTS_SCENES,
  ...CELEBRATION_SCENES,
  ...GENERAL_SCENES,
];

const MIN_BYTES = 150 * 1024;
const MAX_BYTES = 450 * 1024;

/** The complete SVG of one scene (no words of its own drawn over it). */
export function gallerySvg(scene: GalleryScene): string {
  const [vw, vh] = DESIGN_SIZE[scene.aspect];
  const [width, height] = outputSize(scene);
  const c = createCanvas(vw, vh, createRng(seedFrom(scene.file)));
  const body = scene.draw(c);
  return svgDocument({ width, height, viewWidth: vw, viewHeight: vh, defs: c.defs, body });
}

function outputSize(scene: GalleryScene): readonly [number, number] {
  const [vw, vh] = DESIGN_SIZE[scene.aspect];
  return vw >= vh
    ? [scene.longSide, Math.round((scene.longSide * vh) / vw)]
    : [Math.round((scene.longSide * vw) / vh), scene.longSide];
}

export async function generateGallery(
  staging: string,
  only?: (file: string) => boolean,
): Promise<void> {
  const dir = nodePath.join(staging, 'assets', 'images', 'gallery');
  for (const scene of GALLERY_SCENES) {
    if (only && !only(scene.file)) continue;
    const [width, height] = outputSize(scene);
    const svg = gallerySvg(scene);
    await writeJpeg(nodePath.join(dir, scene.file), svg, {
      width,
      height,
      minBytes: MIN_BYTES,
      maxBytes: MAX_BYTES,
      seed: seedFrom(scene.file),
      description: `Sample illustration for the Highbridge School website gallery: ${scene.subject}. Generated artwork with fictional people, not a photograph`,
    });
  }
}
