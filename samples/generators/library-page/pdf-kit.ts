/**
 * Shared set-up for the library's sample PDFs: a tagged, titled PDF 1.7 document (pdfkit) with
 * embedded fonts (so the site's viewer needs no standard-font files), fixed dates (the output is
 * the same on every run), small helpers that write tagged text and the layout pieces the PDFs
 * share (header band, boxed panel, lists, footer with the sample note and page number).
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import nodePath from 'node:path';
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

/** A new US Letter document, tagged, with its title shown in the reader's title bar. */
export function createPdf(info: PdfInfo): { doc: Pdf; root: Struct } {
  const doc = new PDFDocument({
    size: 'LETTER',
    // A small bottom margin so the footer line never spills onto a new page.
    margins: { top: 54, left: 54, right: 54, bottom: 20 },
    autoFirstPage: false,
    tagged: true,
    lang: info.lang,
    displayTitle: true,
    pdfVersion: '1.7',
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
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const root = doc.struct('Document');
  doc.addStructure(root);
  return { doc, root };
}

/** Writes the document to `file` and resolves once it is on disk. */
export async function savePdf(doc: Pdf, root: Struct, file: string): Promise<void> {
  await mkdir(nodePath.dirname(file), { recursive: true });
  const stream = createWriteStream(file);
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  doc.pipe(stream);
  root.end();
  doc.end();
  await done;
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
