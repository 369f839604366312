/**
 * Sample-media generator for the Art, PBIS and Meet the Mascot pages (the "enrichment-arts" area).
 *
 * Draws everything as SVG (flat illustrations, fictional people only) and rasterises it with
 * sharp, writing:
 *   - out/assets/images/art/*.jpg                 six pieces of sample student artwork, 1200×900
 *   - out/assets/images/pbis/store-hours-*.png    Scholar Store hours flyers (English, Spanish)
 *   - out/assets/images/meet-the-mascot/archie-the-hawk.jpg   the mascot, 1200×1200
 * Every image carries EXIF tags saying it is sample media. Only the flyers (one per language) show
 * a small "sample" badge, in their own language; the artwork and the mascot are shown on both
 * languages' pages, so nothing is drawn over them (their alt texts say they are samples).
 *
 * Written into samples/out/ (see samples/README.md); the site build never runs this script. On
 * its own: `npx tsx generators/generate-enrichment-arts-media.ts`;
 * `--only=<text>` renders just the files whose name contains <text>. Deterministic: the only
 * "randomness" comes from fixed-seed generators.
 */
import path from 'node:path';
import { printReport } from './library/output.ts';
import type { Canvas } from './library/scenery.ts';
import { ARTWORK_SIZE, ARTWORKS } from './enrichment-arts/artwork.ts';
import { writePalettePng, writeWebJpeg } from './library/output.ts';
import { FLYER_SIZE, FLYERS } from './enrichment-arts/flyers.ts';
import { MASCOT_SIZE, drawMascot } from './enrichment-arts/mascot.ts';
import { renderSvg } from './library/render.ts';
import { STAGING_DIR } from './staging.ts';

const IMAGES = path.join(STAGING_DIR, 'assets', 'images');

interface Picture {
  /** Folder under assets/images/ and file name. */
  folder: string;
  file: string;
  /** Seeds the drawing's PRNG (the file name unless given). */
  key?: string;
  size: readonly [number, number];
  draw: (c: Canvas) => string[];
  /** The flyers' "sample" badge; a picture with one is a palette PNG, the others are JPEGs. */
  mark?: string;
  maxKB: number;
  description: string;
}

const PICTURES: readonly Picture[] = [
  ...ARTWORKS.map(({ file, subject, draw }) => ({
    folder: 'art',
    file,
    size: ARTWORK_SIZE,
    draw,
    maxKB: 140,
    description: `Sample artwork for the Highbridge School website Art page: ${subject}. Generated illustration, not a real student's work`,
  })),
  ...FLYERS.map(({ file, subject, draw, mark }) => ({
    folder: 'pbis',
    file,
    size: FLYER_SIZE,
    draw,
    mark,
    maxKB: 140,
    description: `Sample flyer for the Highbridge School website PBIS page: ${subject}`,
  })),
  {
    folder: 'meet-the-mascot',
    file: 'archie-the-hawk.jpg',
    key: 'archie-the-hawk',
    size: MASCOT_SIZE,
    draw: drawMascot,
    maxKB: 120,
    description:
      'Sample illustration of the Highbridge School mascot, Archie the Hawk, for the Meet the Mascot page. Generated artwork',
  },
];

async function main(): Promise<void> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  for (const p of PICTURES) {
    if (only !== undefined && !p.file.includes(only)) continue;
    const svg = await renderSvg(p.key ?? p.file, p.size, p.draw, p.mark);
    const [width, height] = p.size;
    const target = { maxBytes: p.maxKB * 1024, description: p.description };
    const file = path.join(IMAGES, p.folder, p.file);
    if (p.mark === undefined) await writeWebJpeg(file, svg, { width, height, ...target });
    else await writePalettePng(file, svg, target);
  }
  printReport();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
