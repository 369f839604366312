/**
 * Sample-media generator for the library page (/library). Writes:
 *   - out/assets/documents/library/book-and-word-of-the-month.pdf   10 pages, September–June
 *   - out/assets/documents/library/summer-reading-list.pdf          English and Spanish pages
 *   - out/assets/images/library/*.jpg                               the four back-to-school flyers
 * The PDFs are tagged, titled PDF 1.7 with real text and embedded fonts (Liberation, from the
 * system's fonts-liberation package); the books, authors and details are fictional and every
 * file says it is a sample.
 *
 * Written into samples/out/ (see samples/README.md); the site build never runs this script. On
 * its own: `npx tsx generators/generate-library-media.ts`; `pdf` or `flyers`
 * limits the run to one kind. The output is the same on every run.
 */
import path from 'node:path';
import { writeFlyers } from './library-page/flyers.ts';
import { writeMonthlyPdf } from './library-page/monthly-pdf.ts';
import { writeSummerReadingPdf } from './library-page/summer-reading-pdf.ts';
import { printReport } from './library/output.ts';
import { TextMeasurer } from './library/text.ts';
import { STAGING_DIR } from './staging.ts';

const DOCUMENTS = path.join(STAGING_DIR, 'assets', 'documents', 'library');
const IMAGES = path.join(STAGING_DIR, 'assets', 'images', 'library');

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  for (const arg of args)
    if (arg !== 'pdf' && arg !== 'flyers')
      throw new Error(`Unknown argument "${arg}". Use pdf or flyers.`);
  const all = args.size === 0;
  console.log('Generating the library page sample media (fictional books, sample flyers)...');
  if (all || args.has('pdf')) {
    await writeMonthlyPdf(path.join(DOCUMENTS, 'book-and-word-of-the-month.pdf'));
    await writeSummerReadingPdf(path.join(DOCUMENTS, 'summer-reading-list.pdf'));
  }
  if (all || args.has('flyers')) await writeFlyers(IMAGES, new TextMeasurer());
  printReport();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
