/**
 * The community documents' writer (the after-school guide, the wellness-day flyer): a page of
 * tagged text in flowing order (every piece of text sits in a structure element: headings,
 * paragraphs, lists, figures with alt text) on library/pdf-kit.ts's tagged, titled document, with
 * the community's fonts and a fixed creation date so regenerating gives the same file.
 */
import { openTaggedPdf } from '../library/pdf-kit.ts';

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
