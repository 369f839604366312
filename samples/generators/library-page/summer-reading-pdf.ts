/**
 * The sample summer reading list: page 1 in English, page 2 in Spanish (marked as Spanish), with
 * suggested books for three grade bands and the summer reading challenge. Fictional books; the
 * words are in content/library/summer-reading.json.
 */
import summer from '../../content/library/summer-reading.json' with { type: 'json' };
import {
  artifact,
  createPdf,
  footer,
  headerBand,
  INK,
  list,
  panel,
  tagged,
  type Bilingual,
  type Pdf,
  type Struct,
  type TextStyle,
} from '../library/pdf-kit.ts';
import { saveFile } from '../library/output.ts';

const PAGE_W = 612;
const MARGIN = 54;
const CONTENT_W = PAGE_W - MARGIN * 2;
const TEAL = '#1f6f78';

interface PageCopy {
  eyebrow: string;
  title: string;
  intro: string;
  challengeTitle: string;
  /** Like the English, the Spanish steps speak to the child: infinitives, not "Lea" (to the parent). */
  challenge: string[];
  publicLibrary: string;
  sample: string;
  /** "Title, by Author". */
  by: string;
}

interface SummerReading {
  title: string;
  subject: string;
  copy: { en: PageCopy; es: PageCopy };
  /** Suggested books for each grade band. */
  bands: Array<{
    name: Bilingual;
    books: Array<{ title: string; author: string; about: Bilingual }>;
  }>;
}

const CONTENT: SummerReading = summer;

const STYLE = {
  eyebrow: { font: 'sansBold', size: 9.5, color: INK.gold, width: CONTENT_W },
  title: { font: 'serifBold', size: 30, color: '#ffffff', width: CONTENT_W },
  intro: { font: 'sans', size: 11, width: CONTENT_W },
  band: { font: 'sansBold', size: 13, color: TEAL, width: CONTENT_W },
  book: { font: 'sans', size: 10.5, width: CONTENT_W - 14 },
  challengeTitle: { font: 'sansBold', size: 13, color: INK.maroon, width: CONTENT_W - 44 },
  number: { font: 'sansBold', size: 10.5, width: 16 },
  step: { font: 'sans', size: 10.5, width: CONTENT_W - 66 },
  body: { font: 'sans', size: 10.5, width: CONTENT_W },
} satisfies Record<string, TextStyle>;

function languagePage(doc: Pdf, root: Struct, lng: 'en' | 'es', page: number): void {
  doc.addPage();
  const copy = CONTENT.copy[lng];
  const sect = doc.struct('Sect', lng === 'es' ? { lang: 'es-US' } : {});
  root.add(sect);
  headerBand(doc, 108, TEAL);
  tagged(doc, sect, 'P', copy.eyebrow, MARGIN, 32, STYLE.eyebrow);
  tagged(doc, sect, 'H1', copy.title, MARGIN, 52, STYLE.title);
  let y = tagged(doc, sect, 'P', copy.intro, MARGIN, 134, STYLE.intro);
  for (const band of CONTENT.bands) {
    y = tagged(doc, sect, 'H2', band.name[lng], MARGIN, y + 16, STYLE.band);
    list(doc, sect, band.books, (item, book) => {
      const text = `${book.title}, ${copy.by} ${book.author}. ${book.about[lng]}`;
      artifact(doc, () => doc.circle(MARGIN + 4, y + 12, 2.2).fill(INK.maroon));
      y = tagged(doc, item, 'LBody', text, MARGIN + 14, y + 6, STYLE.book);
    });
  }

  // The challenge, in a box of fixed height.
  const boxTop = y + 22;
  const boxH = 118;
  panel(doc, MARGIN, boxTop, CONTENT_W, boxH);
  y = tagged(doc, sect, 'H2', copy.challengeTitle, MARGIN + 22, boxTop + 14, STYLE.challengeTitle);
  list(doc, sect, copy.challenge, (item, step, i) => {
    tagged(doc, item, 'Lbl', `${i + 1}.`, MARGIN + 22, y + 6, STYLE.number);
    y = tagged(doc, item, 'LBody', step, MARGIN + 40, y + 6, STYLE.step);
  });
  y = Math.max(y, boxTop + boxH);
  y = tagged(doc, sect, 'P', copy.publicLibrary, MARGIN, y + 18, STYLE.body);
  if (y > 720)
    throw new Error(`summer reading (${lng}): the page is too full (ends at ${Math.round(y)} pt)`);
  footer(doc, sect, {
    top: 730,
    size: 8,
    notes: [{ text: copy.sample }],
    numberWidth: 50,
    page,
    pages: 2,
  });
  sect.end();
}

/** Writes the two-page summer reading list to `file`. */
export async function writeSummerReadingPdf(file: string): Promise<void> {
  const { doc, root, finish } = createPdf({
    title: CONTENT.title,
    subject: CONTENT.subject,
    lang: 'en-US',
  });
  languagePage(doc, root, 'en', 1);
  languagePage(doc, root, 'es', 2);
  await saveFile(file, await finish(), 'tagged PDF 1.7, 2 pages');
}
