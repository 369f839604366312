/**
 * A thin layer over pdfkit for accessible sample documents: tagged (every piece of text sits in
 * a structure element: headings, paragraphs, lists, figures with alt text), titled (the viewer
 * shows the title, not the file name), with a document language, embedded fonts, decorations
 * marked as artifacts, and a fixed creation date so regenerating gives the same file.
 */
import PDFDocument from 'pdfkit';

const FONTS = {
  sans: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  sansBold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  serifBold: '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf',
} as const;

export type FontName = keyof typeof FONTS;

export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
  /** Options passed to doc.text (width, align, lineGap…). */
  options?: PDFKit.Mixins.TextOptions;
  x?: number;
  y?: number;
}

export class TaggedPdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private readonly root: PDFKit.PDFStructureElement;
  private current: PDFKit.PDFStructureElement;

  constructor(o: { title: string; subject: string; lang: string; keywords?: string }) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      pdfVersion: '1.7',
      tagged: true,
      lang: o.lang,
      displayTitle: true,
      info: {
        Title: o.title,
        Subject: o.subject,
        Author: 'The Highbridge School, P.S. 418 (sample document)',
        Creator: 'samples/generators/generate-community-media.ts',
        Keywords: ['sample', 'Highbridge School', o.keywords].filter(Boolean).join(', '),
        CreationDate: new Date('2026-01-05T12:00:00Z'),
        ModDate: new Date('2026-01-05T12:00:00Z'),
      },
    });
    for (const [name, file] of Object.entries(FONTS)) this.doc.registerFont(name, file);
    this.doc.font('sans');
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve) =>
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks))),
    );
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    this.current = this.root;
  }

  private write(content: string, style: TextStyle): void {
    const doc = this.doc;
    doc
      .font(style.font ?? 'sans')
      .fontSize(style.size ?? 11)
      .fillColor(style.color ?? '#26272c');
    if (style.x !== undefined) doc.text(content, style.x, style.y ?? doc.y, style.options);
    else doc.text(content, style.options);
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
    const left = style.x ?? doc.page.margins.left;
    const width = style.options?.width ?? doc.page.width - left - doc.page.margins.right;
    const list = doc.struct('L');
    this.current.add(list);
    for (const item of items) {
      const y = doc.y;
      list.add(
        doc.struct('LI', {}, [
          doc.struct('Lbl', {}, () =>
            this.write('•', { ...style, x: left, y, options: { width: 14 } }),
          ),
          doc.struct('LBody', {}, () =>
            this.write(item, {
              ...style,
              x: left + 16,
              y,
              options: { ...style.options, width: width - 16 },
            }),
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

  /** Decoration that is not content (bands, rules): screen readers skip it. */
  artifact(draw: (doc: PDFKit.PDFDocument) => void): void {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw(this.doc);
    this.doc.endMarkedContent();
  }

  /** A line in the page's bottom margin (e.g. the "sample" note), without starting a new page. */
  footer(content: string, y: number, style: TextStyle = {}): void {
    const margins = this.doc.page.margins;
    const bottom = margins.bottom;
    margins.bottom = 0;
    this.paragraph(content, { ...style, y });
    margins.bottom = bottom;
  }

  async finish(): Promise<Buffer> {
    this.root.end();
    this.doc.end();
    return this.done;
  }
}
