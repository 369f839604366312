/**
 * Sample-media generator for the Our School pages (/our-school, /about-us, /mission-vision,
 * /principal-message, /our-buildings) of the Highbridge School (P.S. 418) website. Writes:
 *   - out/assets/images/our-school/leadership/<id>.jpg   portraits of the three (fictional) leaders
 *   - out/assets/images/our-buildings/*-{1600,800}.{jpg,webp}   the two buildings
 *   - out/assets/images/about-us/*.png                      the crest and the scales of justice
 *   - out/assets/documents/mission-vision/highbridge-preamble.pdf   tagged, accessible PDF
 *   - out/assets/images/mission-vision/preamble-preview.{jpg,webp}  its first page
 * Every file is marked as sample media: EXIF tags (and the alt texts) for the pictures, which show
 * no drawn badge because both languages' pages use them; the PDF's own text and properties.
 *
 * Written into samples/out/ (see samples/README.md); the site build never runs this script. On
 * its own: `npx tsx generators/generate-our-school-media.ts` (needs pdftoppm from poppler-utils and the
 * Liberation and DejaVu fonts). Sections: portraits, buildings, heritage, preamble (default: all).
 */
import { printReport } from './library/output.ts';
import { generateBuildings } from './our-school/buildings.ts';
import { generateHeritage } from './our-school/heritage.ts';
import { generatePortraits } from './our-school/portraits.ts';
import { generatePreamble } from './our-school/preamble.ts';
import { STAGING_DIR } from './staging.ts';

const SECTIONS = ['portraits', 'buildings', 'heritage', 'preamble'] as const;
type Section = (typeof SECTIONS)[number];

async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  for (const arg of asked) {
    if (!(SECTIONS as readonly string[]).includes(arg))
      throw new Error(`Unknown argument "${arg}". Use ${SECTIONS.join(', ')}.`);
  }
  const sections = new Set<Section>(asked.length > 0 ? (asked as Section[]) : SECTIONS);
  if (sections.has('portraits')) await generatePortraits(STAGING_DIR);
  if (sections.has('buildings')) await generateBuildings(STAGING_DIR);
  if (sections.has('heritage')) await generateHeritage(STAGING_DIR);
  if (sections.has('preamble')) await generatePreamble(STAGING_DIR);
  printReport();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
