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
type Point = [number, number];
/** A cubic Bézier curve: start, two control points, end. */
type Curve = [Point, Point, Point, Point];

/** Strokes a straight line. */
function line(doc: Pdf, from: Point, to: Point, width: number, color: string): void {
  doc
    .moveTo(...from)
    .lineTo(...to)
    .lineWidth(width)
    .stroke(color);
}

/** Strokes a cubic Bézier curve. */
function curve(doc: Pdf, [from, c1, c2, to]: Curve, width: number, color: string): void {
  doc
    .moveTo(...from)
    .bezierCurveTo(...c1, ...c2, ...to)
    .lineWidth(width)
    .stroke(color);
}

/** The motif in the middle of a drawn cover, centred on (cx, cy), about `s` points wide. */
function drawMotif(doc: Pdf, { motif, color }: Book, cx: number, cy: number, s: number): void {
  const light = shade(color, 0.75);
  const mid = shade(color, 0.45);
  doc.save();
  switch (motif) {
    case 'bridge': {
      // The arches of the High Bridge over the river.
      doc.rect(cx - s / 2, cy - s * 0.05, s, s * 0.1).fill(light);
      for (let i = 0; i < 4; i += 1) {
        const x = cx - s / 2 + (i * s) / 4;
        doc.rect(x, cy + s * 0.05, s * 0.05, s * 0.3).fill(light);
        const [left, right, top, base] = [x + s * 0.05, x + s * 0.25, cy + s * 0.1, cy + s * 0.35];
        curve(
          doc,
          [
            [left, base],
            [left, top],
            [right, top],
            [right, base],
          ],
          s * 0.02,
          light,
        );
      }
      for (let i = 0; i < 3; i += 1)
        doc.rect(cx - s / 2, cy + s * (0.4 + i * 0.07), s, s * 0.02).fill(mid);
      break;
    }
    case 'leaf': {
      // A pumpkin and a magnifying glass.
      for (const dx of [-0.18, 0.18, 0])
        doc.ellipse(cx + dx * s, cy + s * 0.1, s * 0.24, s * 0.2).fill(dx === 0 ? light : mid);
      doc.rect(cx - s * 0.03, cy - s * 0.2, s * 0.06, s * 0.12).fill(shade('#2f6b4a', 0.3));
      doc
        .circle(cx + s * 0.3, cy - s * 0.22, s * 0.12)
        .lineWidth(s * 0.04)
        .stroke(light);
      line(doc, [cx + s * 0.38, cy - s * 0.13], [cx + s * 0.5, cy], s * 0.05, light);
      break;
    }
    case 'pot': {
      // A pot on the table with steam rising.
      doc.roundedRect(cx - s * 0.3, cy - s * 0.05, s * 0.6, s * 0.35, s * 0.06).fill(light);
      doc.rect(cx - s * 0.38, cy - s * 0.08, s * 0.76, s * 0.06).fill(mid);
      for (const dx of [-0.15, 0, 0.15]) {
        const at = (x: number, y: number): Point => [cx + x * s, cy - s * y];
        const steam: Curve = [at(dx, 0.14), at(dx - 0.08, 0.24), at(dx + 0.08, 0.32), at(dx, 0.42)];
        curve(doc, steam, s * 0.025, light);
      }
      doc.rect(cx - s / 2, cy + s * 0.32, s, s * 0.04).fill(mid);
      break;
    }
    case 'star': {
      // A star above lit windows.
      const points: Array<[number, number]> = [];
      for (let i = 0; i < 10; i += 1) {
        const r = i % 2 === 0 ? s * 0.2 : s * 0.08;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        points.push([cx + r * Math.cos(a), cy - s * 0.2 + r * Math.sin(a)]);
      }
      doc.polygon(...points).fill(INK.gold);
      for (let row = 0; row < 2; row += 1)
        for (let col = 0; col < 4; col += 1)
          doc
            .rect(cx - s * 0.4 + col * s * 0.21, cy + s * 0.12 + row * s * 0.18, s * 0.14, s * 0.12)
            .fill((row + col) % 2 === 0 ? INK.gold : light);
      break;
    }
    case 'snow': {
      // Three snowflakes.
      for (const [dx, dy, r] of [
        [0, 0, 0.26],
        [-0.32, 0.28, 0.12],
        [0.33, -0.24, 0.14],
      ] as const) {
        for (let i = 0; i < 3; i += 1) {
          const [x, y, a] = [cx + dx * s, cy + dy * s, (i * Math.PI) / 3];
          const [ux, uy] = [Math.cos(a) * r * s, Math.sin(a) * r * s];
          line(doc, [x - ux, y - uy], [x + ux, y + uy], s * 0.03, light);
        }
      }
      break;
    }
    case 'quilt': {
      // A patchwork of squares.
      const colors = [light, INK.gold, mid, '#f2a97c', light, mid, INK.gold, light, '#f2a97c'];
      for (let i = 0; i < 9; i += 1) {
        const x = cx - s * 0.36 + (i % 3) * s * 0.24;
        const y = cy - s * 0.36 + Math.floor(i / 3) * s * 0.24;
        doc.rect(x, y, s * 0.22, s * 0.22).fill(colors[i] ?? light);
      }
      break;
    }
    case 'moon': {
      // A crescent moon and a ruler.
      doc.circle(cx, cy - s * 0.1, s * 0.26).fill(light);
      doc.circle(cx + s * 0.12, cy - s * 0.16, s * 0.24).fill(color);
      doc.rect(cx - s * 0.45, cy + s * 0.3, s * 0.9, s * 0.1).fill(INK.gold);
      for (let i = 0; i < 9; i += 1) {
        const tick = s * (i % 2 === 0 ? 0.06 : 0.035);
        doc.rect(cx - s * 0.4 + i * s * 0.1, cy + s * 0.3, s * 0.012, tick).fill(INK.ink);
      }
      break;
    }
    case 'pocket': {
      // A folded poem peeking out of a pocket.
      doc.rect(cx - s * 0.16, cy - s * 0.38, s * 0.34, s * 0.36).fill('#ffffff');
      for (let i = 0; i < 4; i += 1)
        doc.rect(cx - s * 0.11, cy - s * 0.32 + i * s * 0.07, s * 0.24, s * 0.02).fill(mid);
      doc
        .moveTo(cx - s * 0.32, cy - s * 0.1)
        .lineTo(cx + s * 0.32, cy - s * 0.1)
        .lineTo(cx + s * 0.28, cy + s * 0.3)
        .lineTo(cx, cy + s * 0.4)
        .lineTo(cx - s * 0.28, cy + s * 0.3)
        .closePath()
        .fill(light);
      break;
    }
    case 'garden': {
      // Three sprouts in a raised bed.
      doc.rect(cx - s * 0.45, cy + s * 0.15, s * 0.9, s * 0.22).fill('#a77b50');
      for (const dx of [-0.28, 0, 0.28]) {
        doc.rect(cx + dx * s - s * 0.015, cy - s * 0.15, s * 0.03, s * 0.3).fill(light);
        doc.ellipse(cx + dx * s - s * 0.07, cy - s * 0.12, s * 0.08, s * 0.04).fill(light);
        doc.ellipse(cx + dx * s + s * 0.07, cy - s * 0.2, s * 0.08, s * 0.04).fill(light);
      }
      break;
    }
    case 'sun': {
      // A sun with rays.
      for (let i = 0; i < 12; i += 1) {
        const a = (i * Math.PI) / 6;
        const ray = (r: number): Point => [cx + Math.cos(a) * s * r, cy + Math.sin(a) * s * r];
        line(doc, ray(0.26), ray(0.42), s * 0.04, shade(INK.gold, 0.3));
      }
      doc.circle(cx, cy, s * 0.2).fill(shade(INK.gold, 0.3));
      break;
    }
    default:
      throw new Error(`Unknown cover motif "${motif}"`);
  }
  doc.restore();
}

/** The drawn cover, as a figure whose alternative text (in English and Spanish) describes it. */
function drawCover(doc: Pdf, parent: Struct, book: Book, x: number, y: number): void {
  const [w, h] = [COVER_W, COVER_H];
  const alt =
    `Cover of “${book.title}” by ${book.author} (sample illustration). ` +
    `Portada de «${book.title}», de ${book.author} (ilustración de muestra).`;
  parent.add(
    doc.struct('Figure', { alt }, () => {
      doc.save();
      doc.roundedRect(x + 5, y + 5, w, h, 6).fill('#d9d2c6');
      doc.roundedRect(x, y, w, h, 6).fill(book.color);
      doc.rect(x, y, w * 0.08, h).fill(shade(book.color, -0.25));
      doc.rect(x + w * 0.16, y + 10, w * 0.72, 2).fill(INK.gold);
      const textX = x + w * 0.12;
      const textW = w * 0.84;
      const white = { color: '#ffffff', width: textW, align: 'center' } as const;
      const title: TextStyle = { font: 'serifBold', size: BODY, ...white };
      const author: TextStyle = { font: 'sans', size: SMALL, ...white };
      const titleBottom = y + 16 + measure(doc, book.title, title);
      const authorTop = y + h - 8 - measure(doc, book.author, author);
      write(doc, book.title, textX, y + 16, title);
      const motifSize = Math.min(w * 0.62, authorTop - titleBottom - 8);
      const motifY = (titleBottom + authorTop) / 2;
      drawMotif(doc, book, x + w * 0.54, motifY, motifSize);
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
  doc.addPage({
    size: [PAGE_W, PAGE_H],
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 10 },
  });
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
  paragraphs(doc, sect, MARGIN + COVER_W + 16, coverTop, [
    { text: book.title, style: STYLE.bookTitle },
    {
      text: `En español: ${book.titleEs}`,
      style: { ...sideEs, font: 'sansItalic' },
      lang: ES,
      gap: 4,
    },
    { text: `by ${book.author} · ${book.grades.en}`, style: STYLE.side, gap: 8 },
    { text: `de ${book.author} · ${book.grades.es}`, style: sideEs, lang: ES, gap: 4 },
  ]);
  let y = paragraphs(
    doc,
    sect,
    MARGIN,
    coverTop + COVER_H + 16,
    bilingual(book.summary, STYLE.body, 6),
  );

  // Word of the month: the English word, then the Spanish one, in a box.
  const innerX = MARGIN + 18;
  const columns = (['en', 'es'] as const).map((lng): Para[] => [
    { text: word[lng], style: STYLE.word },
    { text: `(${word.partOfSpeech[lng]}) ${word.definition[lng]}`, style: STYLE.detail, gap: 4 },
    { text: `“${word.example[lng]}”`, style: { ...STYLE.detail, font: 'sansItalic' }, gap: 4 },
  ]);
  const boxTop = y + 18;
  const boxH =
    16 + 18 + 8 + columns.reduce((sum, column) => sum + heightOf(doc, column), 0) + 16 + 14;
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
  const { doc, root, finish } = createPdf({
    title: CONTENT.title,
    subject: CONTENT.subject,
    lang: 'en-US',
  });
  const { months } = CONTENT;
  months.forEach((page, index) => monthPage(doc, root, page, index, months.length));
  await saveFile(file, await finish(), 'tagged PDF 1.7, 10 pages');
  console.log(
    `  the fullest page's content ends at ${Math.round(maxBottom)} pt; its footer starts at ${PAGE_H - FOOTER_H} pt`,
  );
}
