/**
 * Shared set-up for the sample PDFs: a tagged, titled PDF 1.7 document (pdfkit) with embedded
 * fonts (so the site's viewer needs no standard-font files) and fixed dates (the output is the
 * same on every run), the pdftoppm call that pictures a page, and for the library's PDFs small
 * helpers that write tagged text and the layout pieces they share (header band, boxed panel,
 * lists, footer with the sample note and page number).
 */
import { spawnSync } from 'node:child_process';
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

const FONT_DIR = '/usr/share/fonts/truetype/liberation';
const FONTS = {
  sans: `${FONT_DIR}/LiberationSans-Regular.ttf`,
  sansBold: `${FONT_DIR}/LiberationSans-Bold.ttf`,
  sansItalic: `${FONT_DIR}/LiberationSans-Italic.ttf`,
  serifBold: `${FONT_DIR}/LiberationSerif-Bold.ttf`,
} as const;
type FontName = keyof typeof FONTS;

export const INK = {
  maroon: '#7a1f2b',
  maroonDark: '#5a1520',
  gold: '#f2b632',
  ink: '#26272c',
  soft: '#4a4f57',
  line: '#e3ddd4',
  cream: '#faf6ee',
} as const;

/** The fixed date written into the files (a changing date would change them on every run). */
const FIXED_DATE = new Date('2026-08-01T12:00:00Z');

/** A text in English and in Spanish. */
export interface Bilingual {
  en: string;
  es: string;
}

export interface PdfInfo {
  title: string;
  subject: string;
  lang: string;
}

/**
 * A new tagged, titled US Letter PDF 1.7 with `fonts` registered and a root Document structure
 * element; `finish` ends both and resolves with the file's bytes.
 */
export function openTaggedPdf(
  options: PDFKit.PDFDocumentOptions & { lang: string },
  fonts: Record<string, string>,
): { doc: PDFKit.PDFDocument; root: PDFKit.PDFStructureElement; finish: () => Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'LETTER',
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
    ...options,
  });
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const root = doc.struct('Document');
  doc.addStructure(root);
  const finish = (): Promise<Buffer> => {
    root.end();
    doc.end();
    return done;
  };
  return { doc, root, finish };
}

/** The library's PDFs: US Letter, its fonts, its author and keywords, a fixed date. */
export function createPdf(info: PdfInfo): ReturnType<typeof openTaggedPdf> {
  return openTaggedPdf(
    {
      // A small bottom margin so the footer line never spills onto a new page.
      margins: { top: 54, left: 54, right: 54, bottom: 20 },
      autoFirstPage: false,
      lang: info.lang,
      info: {
        Title: info.title,
        Author: 'The Highbridge School Library (sample document)',
        Subject: info.subject,
        Keywords: 'sample, fictional, Highbridge School, library',
        Creator: 'samples/generators/generate-library-media.ts',
        Producer: 'pdfkit',
        CreationDate: FIXED_DATE,
        ModDate: FIXED_DATE,
      },
    },
    FONTS,
  );
}

/** Page `page` of the PDF file `pdf` as a 150 dpi PNG (needs pdftoppm from poppler-utils). */
export function renderPage(pdf: string, page: number): Buffer {
  const pages = ['-f', String(page), '-l', String(page)];
  // With no output name, pdftoppm writes the one page (-singlefile) to stdout.
  const result = spawnSync('pdftoppm', ['-png', '-r', '150', ...pages, '-singlefile', pdf], {
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error !== undefined || result.status !== 0) {
    const reason = result.error?.message ?? result.stderr.toString();
    throw new Error(`pdftoppm failed (install poppler-utils): ${reason}`);
  }
  return result.stdout;
}

export interface TextStyle {
  font: FontName;
  size: number;
  color?: string;
  width: number;
  align?: 'left' | 'center' | 'right';
  lineGap?: number;
}

/** Writes text at (x, y) as one tagged element; returns the y below it. */
export function tagged(
  doc: Pdf,
  parent: Struct,
  type: string,
  content: string,
  x: number,
  y: number,
  style: TextStyle,
  lang?: string,
): number {
  const options = textOptions(style);
  const height = setStyle(doc, style).heightOfString(content, options);
  parent.add(
    doc.struct(type, lang === undefined ? {} : { lang }, () => {
      doc.text(content, x, y, options);
    }),
  );
  return y + height;
}

/** Sets the font, size and colour of `style` (the colour is written to the page at once). */
function setStyle(doc: Pdf, style: TextStyle): Pdf {
  return doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color ?? INK.ink);
}

function textOptions(style: TextStyle): PDFKit.Mixins.TextOptions {
  return { width: style.width, align: style.align ?? 'left', lineGap: style.lineGap ?? 2 };
}

/** Writes untagged text at (x, y), e.g. inside a figure or an artifact. */
export function write(doc: Pdf, content: string, x: number, y: number, style: TextStyle): void {
  setStyle(doc, style).text(content, x, y, textOptions(style));
}

/** One paragraph of a column written by `paragraphs`. */
export interface Para {
  text: string;
  style: TextStyle;
  /** Space above it, below the paragraph before (or below the column's y for the first). */
  gap?: number;
  /** Structure type, 'P' unless given. */
  type?: string;
  lang?: string;
}

/** Writes paragraphs one under another at x, starting at y; returns the y below the last. */
export function paragraphs(
  doc: Pdf,
  parent: Struct,
  x: number,
  y: number,
  paras: readonly Para[],
): number {
  for (const p of paras)
    y = tagged(doc, parent, p.type ?? 'P', p.text, x, y + (p.gap ?? 0), p.style, p.lang);
  return y;
}

/** Height of `paras` from the top of the first to the bottom of the last (its gap not counted). */
export function heightOf(doc: Pdf, paras: readonly Para[]): number {
  return paras.reduce(
    (h, p, i) => h + (i > 0 ? (p.gap ?? 0) : 0) + measure(doc, p.text, p.style),
    0,
  );
}

/** Draws decoration that is not content (bands, rules, page numbers) as an artifact. */
export function artifact(
  doc: Pdf,
  draw: () => void,
  type: 'Layout' | 'Pagination' = 'Layout',
): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/** Height that `content` takes in `style`. */
export function measure(doc: Pdf, content: string, style: TextStyle): number {
  doc.font(style.font).fontSize(style.size);
  return doc.heightOfString(content, { width: style.width, lineGap: style.lineGap ?? 2 });
}

/**
 * The page's header: a band of `color` across the top, `height` tall, with a gold rule under it;
 * `more` draws further decoration in the same artifact.
 */
export function headerBand(doc: Pdf, height: number, color: string, more?: () => void): void {
  artifact(doc, () => {
    doc.rect(0, 0, doc.page.width, height).fill(color);
    doc.rect(0, height, doc.page.width, 5).fill(INK.gold);
    more?.();
  });
}

/** The cream panel with a gold edge behind a boxed section (a decoration). */
export function panel(doc: Pdf, x: number, y: number, width: number, height: number): void {
  artifact(doc, () => {
    doc.roundedRect(x, y, width, height, 10).fill(INK.cream);
    doc.roundedRect(x, y, 6, height, 3).fill(INK.gold);
  });
}

/** A list (L) with one item (LI) per entry; `fill` writes the entry's label and body into it. */
export function list<T>(
  doc: Pdf,
  parent: Struct,
  entries: readonly T[],
  fill: (item: Struct, entry: T, index: number) => void,
): void {
  const element = doc.struct('L');
  parent.add(element);
  entries.forEach((entry, index) => {
    const item = doc.struct('LI');
    element.add(item);
    fill(item, entry, index);
    item.end();
  });
  element.end();
}

export interface FooterOptions {
  /** The rule's y; the note and the page number start 8 pt below it. */
  top: number;
  size: number;
  /** The sample note, one paragraph per entry, 2 pt apart. */
  notes: ReadonlyArray<{ text: string; lang?: string }>;
  /** Width kept for the page number, "page / pages", at the right. */
  numberWidth: number;
  page: number;
  pages: number;
}

/**
 * The footer between the page's side margins: a rule, the sample note (content) and the page
 * number (a pagination artifact).
 */
export function footer(doc: Pdf, parent: Struct, o: FooterOptions): void {
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  artifact(doc, () => doc.rect(left, o.top, width, 0.8).fill(INK.line));
  const [y, noteW] = [o.top + 8, width - o.numberWidth];
  const note: TextStyle = { font: 'sans', size: o.size, color: INK.soft, width: noteW };
  const notes = o.notes.map((n, i) => ({ ...n, style: note, gap: i > 0 ? 2 : 0 }));
  paragraphs(doc, parent, left, y, notes);
  const number: TextStyle = { ...note, width: o.numberWidth, align: 'right' };
  artifact(doc, () => write(doc, `${o.page} / ${o.pages}`, left + noteW, y, number), 'Pagination');
}
