/**
 * Sample-media generator for the Highbridge School (P.S. 418) gallery, staff directory and
 * grade-document pages.
 *
 * Draws everything as SVG (flat editorial illustrations, fictional people only) and rasterises
 * it with sharp, writing:
 *   - out/assets/images/gallery/*.jpg                 31 photo-sized progressive JPEGs
 *   - out/assets/documents/staff/<Department>/<Name>.png   staff portraits without words (palette PNG)
 *   - out/assets/documents/classes/<gradeId>/*.png     welcome letters and supply lists
 * Every image carries EXIF tags saying it is sample media. The grade documents also show a
 * small "sample" mark in their own language; the gallery pictures and the staff portraits, shown on
 * both languages' pages, have no words drawn over them (their alt texts say they are samples).
 *
 * Written into samples/out/ (see samples/README.md); the site build never runs this script. On
 * its own: `npx tsx generators/generate-media-library.ts`.
 * Options: `--only=<text>` renders just the files whose path contains <text> (handy while
 * tweaking one drawing); `gallery`, `staff` or `classes` limit the run to those sections.
 * Everything is deterministic: the only "randomness" comes from fixed-seed generators.
 */
import { generateClassDocuments } from './library/class-documents.ts';
import { generateGallery } from './library/gallery.ts';
import { printReport } from './library/output.ts';
import { generateStaff } from './library/staff.ts';
import { TextMeasurer } from './library/text.ts';
import { STAGING_DIR } from './staging.ts';

const SECTIONS = ['gallery', 'staff', 'classes'] as const;
type Section = (typeof SECTIONS)[number];

function parseArgs(argv: readonly string[]): { sections: Set<Section>; only?: string } {
  const sections = new Set<Section>();
  let only: string | undefined;
  for (const arg of argv) {
    if (arg.startsWith('--only=')) only = arg.slice('--only='.length);
    else if ((SECTIONS as readonly string[]).includes(arg)) sections.add(arg as Section);
    else
      throw new Error(`Unknown argument "${arg}". Use gallery, staff, classes or --only=<text>.`);
  }
  return { sections: sections.size > 0 ? sections : new Set(SECTIONS), only };
}

async function main(): Promise<void> {
  const started = Date.now();
  const { sections, only } = parseArgs(process.argv.slice(2));
  const filter = only === undefined ? undefined : (file: string): boolean => file.includes(only);
  const measure = new TextMeasurer();
  console.log('Generating sample media (illustrations and documents with fictional people)...');
  if (sections.has('gallery')) await generateGallery(STAGING_DIR, filter);
  if (sections.has('staff')) await generateStaff(STAGING_DIR, filter);
  if (sections.has('classes')) await generateClassDocuments(STAGING_DIR, measure, filter);
  printReport();
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
