/**
 * Sample media for the community pages (/community-events, /after-school), all marked as sample:
 *   - out/assets/images/community-events/*.jpg, *-600.webp   event photos (illustrations)
 *   - out/assets/documents/community-events/family-wellness-day-flyer-{en,es}.pdf
 *     and out/assets/images/community-events/family-wellness-day-flyer-{en,es}.jpg (previews)
 *   - out/assets/documents/after-school/after-school-program-guide.pdf   (tagged, titled)
 *   - out/assets/documents/after-school/after-school-registration-form.docx
 *
 * Written into samples/out/ (see samples/README.md); the site build never runs this. On its own:
 *   npx tsx generators/generate-community-media.ts [photos|flyer|documents] [--only=<text>]
 * The flyer previews need `pdftoppm` (Debian: apt-get install poppler-utils).
 */
import path from 'node:path';
import { generateAfterSchoolDocuments } from './community/after-school-documents.ts';
import { generateFlyers } from './community/flyer.ts';
import { generatePhotos } from './community/photos.ts';
import { printReport } from './library/output.ts';
import { STAGING_DIR } from './staging.ts';

const SECTIONS = ['photos', 'flyer', 'documents'] as const;
type Section = (typeof SECTIONS)[number];

function parseArgs(argv: readonly string[]): { sections: Set<Section>; only?: string } {
  const sections = new Set<Section>();
  let only: string | undefined;
  for (const arg of argv) {
    if (arg.startsWith('--only=')) only = arg.slice('--only='.length);
    else if ((SECTIONS as readonly string[]).includes(arg)) sections.add(arg as Section);
    else throw new Error(`Unknown argument "${arg}". Use ${SECTIONS.join(', ')} or --only=<text>.`);
  }
  return { sections: sections.size > 0 ? sections : new Set(SECTIONS), only };
}

async function main(): Promise<void> {
  const { sections, only } = parseArgs(process.argv.slice(2));
  const filter = only === undefined ? undefined : (file: string): boolean => file.includes(only);
  const images = path.join(STAGING_DIR, 'assets/images/community-events');
  const documents = path.join(STAGING_DIR, 'assets/documents');
  if (sections.has('photos')) await generatePhotos(images, filter);
  if (sections.has('flyer')) await generateFlyers(path.join(documents, 'community-events'), images);
  if (sections.has('documents'))
    await generateAfterSchoolDocuments(path.join(documents, 'after-school'));
  printReport();
}

await main();
