/**
 * Sample-media generator for the History page (area "academics"): the four timeline pictures
 * (1864, 1889, 1905, 1973), flat illustrations drawn as SVG with the media library and written as
 * 960x640 progressive JPEGs to out/assets/images/history/timeline-<year>.jpg. They serve both
 * languages' pages, so no badge is drawn in: EXIF tags say they are sample media, and
 * data/timeline/ points at them with their size and an alt text in both languages that says
 * so ("Sample illustration: …" / "Ilustración de muestra: …").
 *
 * The site build never runs this script; it writes into samples/out/ (see samples/README.md).
 * Run it on its own with `npx tsx generators/generate-academics-media.ts`. Deterministic.
 */
import path from 'node:path';
import { HISTORY_SCENES } from './academics/history-scenes.ts';
import { printReport, writeJpeg } from './library/output.ts';
import { createCanvas } from './library/scenery.ts';
import { createRng, svgDocument } from './library/svg.ts';
import { STAGING_DIR } from './staging.ts';

const OUT_DIR = path.join(STAGING_DIR, 'assets', 'images', 'history');
/** Drawn on a 1200×800 design canvas, written at 960×640. */
const OUTPUT = { width: 960, height: 640 } as const;

async function main(): Promise<void> {
  for (const { year, subject, draw } of HISTORY_SCENES) {
    const c = createCanvas(1200, 800, createRng(year));
    const body = draw(c);
    const svg = svgDocument({ ...OUTPUT, viewWidth: 1200, viewHeight: 800, defs: c.defs, body });
    await writeJpeg(path.join(OUT_DIR, `timeline-${year}.jpg`), svg, {
      ...OUTPUT,
      minBytes: 45 * 1024,
      maxBytes: 110 * 1024,
      seed: year,
      description: `Sample illustration for the Highbridge School History page, ${year}: ${subject}. Generated artwork with fictional people, not a photograph`,
    });
  }
  printReport();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
