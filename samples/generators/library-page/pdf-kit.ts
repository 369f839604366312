/**
 * Shared set-up for the library's sample PDFs: a tagged, titled PDF 1.7 document (pdfkit) with
 * embedded fonts (so the site's viewer needs no standard-font files), fixed dates (the output is
 * the same on every run) and small helpers that write tagged text.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import nodePath from 'node:path';
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

const FONT_DIR = '/usr/share/fonts/truetype/liberation';
export const FONTS = {
  sans: `${FONT_DIR}/LiberationSans-Regular.ttf`,
  sansBold: `${FONT_DIR}/LiberationSans-Bold.ttf`,
  sansItalic: `${FONT_DIR}/LiberationSans-Italic.ttf`,
  serifBold: `${FONT_DIR}/LiberationSerif-Bold.ttf`,
} as const;
export type FontName = keyof typeof FONTS;

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
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color ?? INK.ink);
  const options = { width: style.width, align: style.align ?? 'left', lineGap: style.lineGap ?? 2 };
  const height = doc.heightOfString(content, options);
  parent.add(
    doc.struct(type, lang === undefined ? {} : { lang }, () => {
      doc.text(content, x, y, options);
    }),
  );
  return y + height;
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
