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
import { written } from './library/output.ts';
import { TextMeasurer } from './library/text.ts';
import { ARTWORK_SIZE, ARTWORKS } from './enrichment-arts/artwork.ts';
import { writePalettePng, writeWebJpeg } from './enrichment-arts/encode.ts';
import { FLYER_SIZE, FLYERS } from './enrichment-arts/flyers.ts';
import { MASCOT_SIZE, drawMascot } from './enrichment-arts/mascot.ts';
import { renderSvg } from './enrichment-arts/render.ts';
import { SAMPLES_DIR, STAGING_DIR } from './staging.ts';

const IMAGES = path.join(STAGING_DIR, 'assets', 'images');

async function main(): Promise<void> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const wanted = (file: string) => only === undefined || file.includes(only);
  const measure = new TextMeasurer();

  for (const artwork of ARTWORKS) {
    if (!wanted(artwork.file)) continue;
    const [width, height] = ARTWORK_SIZE;
    const svg = await renderSvg({
      key: artwork.file,
      width,
      height,
      draw: artwork.draw,
      tone: 'dark',
      measure,
    });
    await writeWebJpeg(path.join(IMAGES, 'art', artwork.file), svg, {
      width,
      height,
      maxBytes: 140 * 1024,
      description: `Sample artwork for the Highbridge School website Art page: ${artwork.subject}. Generated illustration, not a real student's work`,
    });
  }

  for (const flyer of FLYERS) {
    if (!wanted(flyer.file)) continue;
    const [width, height] = FLYER_SIZE;
    const svg = await renderSvg({
      key: flyer.file,
      width,
      height,
      draw: (c) => flyer.draw(c),
      mark: flyer.mark,
      tone: 'light',
      corner: 'top-right',
      measure,
    });
    await writePalettePng(path.join(IMAGES, 'pbis', flyer.file), svg, {
      maxBytes: 140 * 1024,
      description: `Sample flyer for the Highbridge School website PBIS page: ${flyer.subject}`,
    });
  }

  if (wanted('archie-the-hawk.jpg')) {
    const [width, height] = MASCOT_SIZE;
    const svg = await renderSvg({
      key: 'archie-the-hawk',
      width,
      height,
      draw: drawMascot,
      tone: 'dark',
      measure,
    });
    await writeWebJpeg(path.join(IMAGES, 'meet-the-mascot', 'archie-the-hawk.jpg'), svg, {
      width,
      height,
      maxBytes: 120 * 1024,
      description:
        'Sample illustration of the Highbridge School mascot, Archie the Hawk, for the Meet the Mascot page. Generated artwork',
    });
  }

  for (const file of written)
    console.log(
      `${path.relative(SAMPLES_DIR, file.file).padEnd(60)} ${(file.bytes / 1024).toFixed(1).padStart(7)} KB  ${file.details}`,
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
