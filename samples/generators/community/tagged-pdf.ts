/**
 * A thin layer over pdfkit for accessible sample documents: tagged (every piece of text sits in
 * a structure element: headings, paragraphs, lists, figures with alt text), titled (the viewer
 * shows the title, not the file name), with a document language, embedded fonts, decorations
 * marked as artifacts (library-page/pdf-kit.ts's `artifact`), and a fixed creation date so
 * regenerating gives the same file. Also the pdftoppm call that renders a page as the picture
 * shown next to a document's link, and the write that lists a finished file in the report.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import PDFDocument from 'pdfkit';
import type { WrittenFile } from '../library/output.ts';

export const SCHOOL_LINE = 'THE HIGHBRIDGE SCHOOL · P.S. 418';
export const AUTHOR = 'The Highbridge School, P.S. 418 (sample document)';

const FONTS = {
  sans: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  sansBold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  serifBold: '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf',
} as const;

/** The page margin of TaggedPdf documents; text starts at this x unless told otherwise. */
export const MARGIN = 54;

/** How to write a piece of text: font, size and colour, position, and doc.text's own options. */
export interface TextStyle extends PDFKit.Mixins.TextOptions {
  font?: keyof typeof FONTS;
  size?: number;
  color?: string;
  x?: number;
  /** Default: where the previous text ended. */
  y?: number;
}

/** The small grey type of the "sample" note at the foot of a page. */
const SAMPLE_NOTE: TextStyle = { size: 8.5, color: '#6b6e76' };

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

export class TaggedPdf {
  readonly doc: PDFKit.PDFDocument;
  readonly finish: () => Promise<Buffer>;
  private current: PDFKit.PDFStructureElement;

  constructor(o: { title: string; subject: string; lang: string; keywords: string }) {
    const opened = openTaggedPdf(
      {
        margin: MARGIN,
        lang: o.lang,
        info: {
          Title: o.title,
          Subject: o.subject,
          Author: AUTHOR,
          Creator: 'samples/generators/generate-community-media.ts',
          Keywords: `sample, Highbridge School, ${o.keywords}`,
          CreationDate: new Date('2026-01-05T12:00:00Z'),
          ModDate: new Date('2026-01-05T12:00:00Z'),
        },
      },
      FONTS,
    );
    ({ doc: this.doc, root: this.current, finish: this.finish } = opened);
    this.doc.font('sans');
  }

  private write(content: string, style: TextStyle): void {
    const { font = 'sans', size = 11, color = '#26272c', x = MARGIN, y, ...options } = style;
    const doc = this.doc.font(font).fontSize(size).fillColor(color);
    doc.text(content, x, y ?? doc.y, options);
  }

  /** A section (Sect), optionally in another language (e.g. the Spanish half of a guide). */
  section(lang: string | undefined, fill: () => void): void {
    const sect = this.doc.struct('Sect', lang === undefined ? {} : { lang });
    this.current.add(sect);
    const previous = this.current;
    this.current = sect;
    fill();
    this.current = previous;
    sect.end();
  }

  heading(level: 1 | 2 | 3, content: string, style: TextStyle = {}): void {
    this.current.add(
      this.doc.struct(`H${level}`, {}, () =>
        this.write(content, { font: 'serifBold', size: [0, 26, 16, 13][level], ...style }),
      ),
    );
  }

  paragraph(content: string, style: TextStyle = {}): void {
    this.current.add(this.doc.struct('P', {}, () => this.write(content, style)));
  }

  /** A bulleted list: the bullet is the label (Lbl), the text the body (LBody). */
  list(items: readonly string[], style: TextStyle = {}): void {
    const doc = this.doc;
    const { font, size, color, x: left = MARGIN } = style;
    const width = style.width ?? doc.page.width - left - MARGIN;
    const list = doc.struct('L');
    this.current.add(list);
    for (const item of items) {
      const y = doc.y;
      list.add(
        doc.struct('LI', {}, [
          doc.struct('Lbl', {}, () =>
            this.write('•', { font, size, color, x: left, y, width: 14 }),
          ),
          doc.struct('LBody', {}, () =>
            this.write(item, { ...style, x: left + 16, y, width: width - 16 }),
          ),
        ]),
      );
      doc.moveDown(0.3);
    }
    list.end();
  }

  /** A picture with alternative text. */
  figure(image: Buffer, alt: string, x: number, y: number, width: number): void {
    this.current.add(
      this.doc.struct('Figure', { alt }, () => this.doc.image(image, x, y, { width })),
    );
  }

  /**
   * A line in the page's bottom margin, `fromBottom` points above the page's edge, without
   * starting a new page; by default in the small grey type of the "sample" note.
   */
  footer(content: string, fromBottom: number, style: TextStyle = SAMPLE_NOTE): void {
    const margins = this.doc.page.margins;
    const bottom = margins.bottom;
    margins.bottom = 0;
    this.paragraph(content, { ...style, y: this.doc.page.height - fromBottom });
    margins.bottom = bottom;
  }
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

/** Writes `bytes` to `file` (making its folder) and returns its entry for the report. */
export async function writeOut(file: string, bytes: Buffer, details: string): Promise<WrittenFile> {
  await mkdir(nodePath.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return { file, bytes: bytes.length, details };
}
