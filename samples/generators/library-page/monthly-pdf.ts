/**
 * The sample "Book & Word of the Month" PDF: ten pages, September to June, each with the featured
 * book (a drawn cover, title, author, grades and a summary) and the word of the month, in English
 * and in Spanish. Real text in a tagged structure (headings, paragraphs, a figure with its
 * alternative text, Spanish passages marked as Spanish), so it reads aloud and reflows.
 *
 * Families read it on phones, in the library page's viewer: each page is a narrow one-column page
 * (5.5 inches wide) whose smallest text is 12.5 pt, so that at a phone's width (about 356 CSS px)
 * no text is smaller than 11 CSS px. It prints on US Letter scaled to fit.
 */
import monthly from '../../content/library/monthly.json' with { type: 'json' };
import { shade } from '../library/svg.ts';
import {
  artifact,
  createPdf,
  footer,
  headerBand,
  heightOf,
  INK,
  measure,
  panel,
  paragraphs,
  tagged,
  write,
  type Para,
  type Bilingual,
  type Pdf,
  type Struct,
  type TextStyle,
} from '../library/pdf-kit.ts';
import { saveFile } from '../library/output.ts';

/** One page of the PDF (content/library/monthly.json); every book and author is invented. */
interface MonthPage {
  /** Month of the page, 1–12 (September = 9). */
  month: number;
  monthName: Bilingual;
  book: {
    title: string;
    /** The title of the (imaginary) Spanish edition. */
    titleEs: string;
    author: string;
    grades: Bilingual;
    summary: Bilingual;
    /** Cover colour and motif of the drawn cover (a case of drawMotif). */
    color: string;
    motif: string;
  };
  word: {
    en: string;
    es: string;
    partOfSpeech: Bilingual;
    definition: Bilingual;
    example: Bilingual;
  };
  atHome: Bilingual;
}

interface MonthlyContent {
  title: string;
  subject: string;
  /** The words every page repeats. */
  labels: {
    sample: string;
    eyebrow: Bilingual;
    book: string;
    word: string;
    atHome: string;
    findBook: Bilingual;
    footer: Bilingual;
  };
  months: MonthPage[];
}

const CONTENT: MonthlyContent = monthly;
const { labels: LABELS } = CONTENT;

// 5.5 × 14 inches. The library page keeps a box of this shape for the page while the PDF loads
// (.library-monthly in src/pages/library/library.css): change both together.
const PAGE_W = 396;
const PAGE_H = 1008;
const MARGIN = 24;
const CONTENT_W = PAGE_W - MARGIN * 2;
const MARGINS = { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 10 };
const ES = 'es-US';

/** The type scale, in points: nothing on the page is smaller than SMALL. */
const SMALL = 12.5;
const BODY = 13;
const HEADING = 14;
const FOOTER_H = 62;

const COVER_W = 106;
const COVER_H = 148;
/** Widths of the text beside the cover and inside the word box. */
const SIDE_W = CONTENT_W - COVER_W - 16;
const INNER_W = CONTENT_W - 30;

/** The text styles of a page (the cover and the pill make their own). */
const STYLE = {
  label: { font: 'sansBold', size: SMALL, color: INK.gold, width: CONTENT_W },
  heading: { font: 'sansBold', size: HEADING, color: INK.maroon, width: CONTENT_W },
  body: { font: 'sans', size: BODY, width: CONTENT_W },
  monthEn: { font: 'serifBold', size: 30, color: '#ffffff', width: CONTENT_W * 0.55 },
  monthEs: {
    font: 'serifBold',
    size: 24,
    color: shade(INK.gold, 0.45),
    width: CONTENT_W * 0.55,
    align: 'right',
  },
  bookTitle: { font: 'serifBold', size: 19, width: SIDE_W },
  side: { font: 'sans', size: SMALL, width: SIDE_W },
  word: { font: 'serifBold', size: 22, color: INK.maroonDark, width: INNER_W },
  detail: { font: 'sans', size: BODY, width: INNER_W },
} satisfies Record<string, TextStyle>;

type Book = MonthPage['book'];

/** Draws `count` bars of the given length crossing at the origin, evenly turned (rays, a flake). */
function spokes(doc: Pdf, count: number, length: number, width: number, color: string): void {
  doc.save();
  for (let i = 0; i < count; i += 1)
    doc
      .rotate(180 / count)
      .rect(-length / 2, -width / 2, length, width)
      .fill(color);
  doc.restore();
}

/**
 * The motif in the middle of a drawn cover, one or two flat shapes centred on (cx, cy) and about
 * `s` points wide. Each motif is drawn in a unit box (-0.5 to 0.5 across) scaled to `s`.
 */
function drawMotif(doc: Pdf, { motif, color }: Book, cx: number, cy: number, s: number): void {
  const light = shade(color, 0.75);
  doc.save().translate(cx, cy).scale(s);
  switch (motif) {
    case 'bridge': // The High Bridge: a span whose arches are circles of the cover's colour.
      doc.rect(-0.5, -0.15, 1, 0.4).fill(light);
      for (const x of [-0.33, 0, 0.33]) doc.circle(x, 0.25, 0.13).fill(color);
      break;
    case 'leaf': // A pumpkin and its stem.
      doc.ellipse(0, 0.06, 0.4, 0.27).fill(shade(color, 0.45));
      doc.rect(-0.04, -0.31, 0.08, 0.14).fill(shade('#2f6b4a', 0.3));
      break;
    case 'pot': // A pot and its lid.
      doc.roundedRect(-0.3, -0.12, 0.6, 0.38, 0.06).fill(light);
      doc.rect(-0.38, -0.2, 0.76, 0.08).fill(shade(color, 0.45));
      break;
    case 'star': {
      // A five-pointed star: ten points, alternately far from and near the centre.
      const points = Array.from({ length: 10 }, (_, i): [number, number] => {
        const [r, a] = [i % 2 === 0 ? 0.44 : 0.18, (i / 5 - 0.5) * Math.PI];
        return [r * Math.cos(a), r * Math.sin(a)];
      });
      doc.polygon(...points).fill(INK.gold);
      break;
    }
    case 'snow': // A snowflake: three crossing bars.
      spokes(doc, 3, 0.8, 0.06, light);
      break;
    case 'quilt': // A quilt block: a gold diamond on a light square.
      doc.rect(-0.4, -0.4, 0.8, 0.8).fill(light);
      doc.polygon([0, -0.4], [0.4, 0], [0, 0.4], [-0.4, 0]).fill(INK.gold);
      break;
    case 'moon': // A crescent moon: a light disc, partly covered by a disc of the cover's colour.
      doc.circle(0, 0, 0.34).fill(light);
      doc.circle(0.16, -0.08, 0.3).fill(color);
      break;
    case 'pocket': // A folded poem peeking out of a pocket.
      doc.rect(-0.18, -0.42, 0.36, 0.4).fill('#ffffff');
      doc.polygon([-0.34, -0.12], [0.34, -0.12], [0.3, 0.3], [0, 0.42], [-0.3, 0.3]).fill(light);
      break;
    case 'garden': // Three sprouts, each a stem and two leaves, in a raised bed.
      doc.rect(-0.45, 0.12, 0.9, 0.24).fill('#a77b50');
      for (const x of [-0.28, 0, 0.28]) {
        doc.rect(x - 0.02, -0.14, 0.04, 0.26).fill(light);
        doc.ellipse(x - 0.08, -0.14, 0.08, 0.04).fill(light);
        doc.ellipse(x + 0.08, -0.2, 0.08, 0.04).fill(light);
      }
      break;
    case 'sun': // A sun and its rays.
      spokes(doc, 6, 0.86, 0.06, shade(INK.gold, 0.3));
      doc.circle(0, 0, 0.24).fill(shade(INK.gold, 0.3));
      break;
    default:
      throw new Error(`Unknown cover motif "${motif}"`);
  }
  doc.restore();
}

/** The drawn cover, as a figure whose alternative text (in English and Spanish) describes it. */
function drawCover(doc: Pdf, parent: Struct, book: Book, x: number, y: number): void {
  const alt =
    `Cover of “${book.title}” by ${book.author} (sample illustration). ` +
    `Portada de «${book.title}», de ${book.author} (ilustración de muestra).`;
  parent.add(
    doc.struct('Figure', { alt }, () => {
      doc.save();
      doc.roundedRect(x, y, COVER_W, COVER_H, 6).fill(book.color);
      doc.rect(x, y, COVER_W * 0.08, COVER_H).fill(shade(book.color, -0.25));
      const textX = x + COVER_W * 0.12;
      const white = { color: '#ffffff', width: COVER_W * 0.84, align: 'center' } as const;
      const title: TextStyle = { font: 'serifBold', size: BODY, ...white };
      const author: TextStyle = { font: 'sans', size: SMALL, ...white };
      const titleBottom = y + 16 + measure(doc, book.title, title);
      const authorTop = y + COVER_H - 8 - measure(doc, book.author, author);
      write(doc, book.title, textX, y + 16, title);
      const motifSize = Math.min(COVER_W * 0.62, authorTop - titleBottom - 8);
      const motifY = (titleBottom + authorTop) / 2;
      drawMotif(doc, book, x + COVER_W * 0.54, motifY, motifSize);
      write(doc, book.author, textX, authorTop, author);
      doc.restore();
    }),
  );
}

/** A paragraph in English and its Spanish version below it, in the softer ink. */
function bilingual(text: Bilingual, style: TextStyle, gap = 4): Para[] {
  return [
    { text: text.en, style },
    { text: text.es, style: { ...style, color: INK.soft }, lang: ES, gap },
  ];
}

function monthPage(doc: Pdf, root: Struct, page: MonthPage, index: number, total: number): void {
  doc.addPage({ size: [PAGE_W, PAGE_H], margins: MARGINS });
  const sect = doc.struct('Sect');
  root.add(sect);

  // Header band: what the page is, that it is a sample, and the month in both languages.
  const bandH = 112;
  const pillX = PAGE_W - MARGIN - 140;
  headerBand(doc, bandH, INK.maroon, () =>
    doc.roundedRect(pillX, 14, 140, 22, 11).lineWidth(1.2).stroke('#ffffff'),
  );
  const pill: TextStyle = { ...STYLE.label, color: '#ffffff', width: 140, align: 'center' };
  tagged(doc, sect, 'P', LABELS.sample, pillX, 19, pill);
  paragraphs(doc, sect, MARGIN, 18, [
    { text: LABELS.eyebrow.en, style: { ...STYLE.label, width: CONTENT_W - 148 } },
    { text: LABELS.eyebrow.es, style: STYLE.label, lang: ES, gap: 2 },
  ]);
  tagged(doc, sect, 'H1', page.monthName.en, MARGIN, 64, STYLE.monthEn);
  tagged(doc, sect, 'P', page.monthName.es, MARGIN + CONTENT_W * 0.45, 70, STYLE.monthEs, ES);

  // Book of the month: the cover beside the title, author and grades; the summary below.
  const { book, word } = page;
  const coverTop = tagged(doc, sect, 'H2', LABELS.book, MARGIN, bandH + 20, STYLE.heading) + 10;
  drawCover(doc, sect, book, MARGIN, coverTop);
  const sideEs: TextStyle = { ...STYLE.side, color: INK.soft };
  const titleEs: TextStyle = { ...sideEs, font: 'sansItalic' };
  paragraphs(doc, sect, MARGIN + COVER_W + 16, coverTop, [
    { text: book.title, style: STYLE.bookTitle },
    { text: `En español: ${book.titleEs}`, style: titleEs, lang: ES, gap: 4 },
    { text: `by ${book.author} · ${book.grades.en}`, style: STYLE.side, gap: 8 },
    { text: `de ${book.author} · ${book.grades.es}`, style: sideEs, lang: ES, gap: 4 },
  ]);
  const summary = bilingual(book.summary, STYLE.body, 6);
  let y = paragraphs(doc, sect, MARGIN, coverTop + COVER_H + 16, summary);

  // Word of the month: the English word, then the Spanish one, in a box.
  const innerX = MARGIN + 18;
  const columns = (['en', 'es'] as const).map((lng): Para[] => [
    { text: word[lng], style: STYLE.word },
    { text: `(${word.partOfSpeech[lng]}) ${word.definition[lng]}`, style: STYLE.detail, gap: 4 },
    { text: `“${word.example[lng]}”`, style: { ...STYLE.detail, font: 'sansItalic' }, gap: 4 },
  ]);
  const boxTop = y + 18;
  const boxH = 16 + 18 + 8 + heightOf(doc, columns.flat()) + 16 + 14;
  panel(doc, MARGIN, boxTop, CONTENT_W, boxH);
  const boxHeading = { ...STYLE.heading, width: INNER_W };
  let wy = tagged(doc, sect, 'H2', LABELS.word, innerX, boxTop + 14, boxHeading);
  columns.forEach((column, i) => {
    const div = doc.struct('Div', i > 0 ? { lang: ES } : {});
    sect.add(div);
    if (i > 0) {
      artifact(doc, () => doc.rect(innerX, wy + 7, INNER_W, 1).fill(INK.line));
      wy += 16;
    }
    wy = paragraphs(doc, div, innerX, wy + 8, column);
    div.end();
  });

  // Try it at home, and where to find the book.
  y = tagged(doc, sect, 'H2', LABELS.atHome, MARGIN, boxTop + boxH + 18, STYLE.heading);
  y = paragraphs(doc, sect, MARGIN, y + 6, bilingual(page.atHome, STYLE.body));
  y = paragraphs(doc, sect, MARGIN, y + 10, bilingual(LABELS.findBook, STYLE.body));
  const footerTop = PAGE_H - FOOTER_H;
  if (y > footerTop - 8)
    throw new Error(
      `${page.monthName.en}: the page is too full (ends at ${Math.round(y)} pt, the footer starts at ${footerTop} pt)`,
    );
  maxBottom = Math.max(maxBottom, y);

  // Footer: the sample note is content; the page number is pagination.
  footer(doc, sect, {
    top: footerTop,
    size: SMALL,
    notes: [{ text: LABELS.footer.en }, { text: LABELS.footer.es, lang: ES }],
    numberWidth: 46,
    page: index + 1,
    pages: total,
  });
  sect.end();
}

/** The lowest point the content of any page reached (reported, to size the page). */
let maxBottom = 0;

/** Writes the ten-page PDF to `file`. */
export async function writeMonthlyPdf(file: string): Promise<void> {
  const { title, subject, months } = CONTENT;
  const { doc, root, finish } = createPdf({ title, subject, lang: 'en-US' });
  months.forEach((page, index) => monthPage(doc, root, page, index, months.length));
  await saveFile(file, await finish(), 'tagged PDF 1.7, 10 pages');
  console.log(
    `  the fullest page's content ends at ${Math.round(maxBottom)} pt; its footer starts at ${PAGE_H - FOOTER_H} pt`,
  );
}
