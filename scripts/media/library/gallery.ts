/**
 * Gallery sample photos: 31 flat editorial illustrations of school life, written as
 * photo-sized progressive JPEGs to public/assets/images/gallery/. The file names carry the
 * category words the site derives categories from (event, classroom, art, sport, graduation).
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
import { createRng, sampleMark, seedFrom, svgDocument } from './svg.ts';
import type { TextMeasurer } from './text.ts';

export const GALLERY_SCENES: readonly GalleryScene[] = [
  ...EVENT_SCENES,
  ...ACADEMIC_SCENES,
  ...ARTS_SCENES,
  ...SPORTS_SCENES,
  ...CELEBRATION_SCENES,
  ...GENERAL_SCENES,
];

const MARK_LABEL = 'Sample illustration';
const MIN_BYTES = 150 * 1024;
const MAX_BYTES = 450 * 1024;

/** The complete SVG of one scene, with the sample mark in the bottom-right corner. */
export async function gallerySvg(scene: GalleryScene, measure: TextMeasurer): Promise<string> {
  const [vw, vh] = DESIGN_SIZE[scene.aspect];
  const [width, height] = outputSize(scene);
  const c = createCanvas(vw, vh, createRng(seedFrom(scene.file)));
  const body = scene.draw(c);
  const markSize = Math.min(vw, vh) * 0.016;
  body.push(
    sampleMark({
      label: MARK_LABEL,
      size: markSize,
      corner: 'bottom-right',
      margin: markSize * 1.1,
      canvasWidth: vw,
      canvasHeight: vh,
      tone: 'dark',
      labelWidth: await measure.width(MARK_LABEL, { family: 'sans' }, markSize),
    }),
  );
  return svgDocument({ width, height, viewWidth: vw, viewHeight: vh, defs: c.defs, body });
}

export function outputSize(scene: GalleryScene): readonly [number, number] {
  const [vw, vh] = DESIGN_SIZE[scene.aspect];
  return vw >= vh
    ? [scene.longSide, Math.round((scene.longSide * vh) / vw)]
    : [Math.round((scene.longSide * vw) / vh), scene.longSide];
}

export async function generateGallery(
  root: string,
  measure: TextMeasurer,
  only?: (file: string) => boolean,
): Promise<void> {
  const dir = nodePath.join(root, 'public', 'assets', 'images', 'gallery');
  for (const scene of GALLERY_SCENES) {
    if (only && !only(scene.file)) continue;
    const [width, height] = outputSize(scene);
    const svg = await gallerySvg(scene, measure);
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
