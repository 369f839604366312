/**
 * The Highbridge Preamble: a real, accessible sample PDF (tagged structure with headings,
 * paragraphs and lists, a title shown in the window bar, English as the document language and
 * Spanish marked on the Spanish page, embedded fonts, real text) written with pdfkit to
 * public/assets/documents/mission-vision/highbridge-preamble.pdf, plus a picture of its English
 * page (preamble-preview) and of its Spanish page (preamble-preview-es) for the two languages'
 * Mission & Vision pages (pdftoppm from poppler-utils renders them).
 */
import nodePath from 'node:path';
import preambleJson from '../../content/our-school/preamble.json' with { type: 'json' };
import { saveFile, writePhoto } from '../library/output.ts';
import { artifact, openTaggedPdf, renderPage } from '../library/pdf-kit.ts';

const FONTS = {
  serif: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  serifBold: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
  serifItalic: '/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf',
  sans: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  sansBold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
} as const;

const MAROON = '#7a1f2b';
const GOLD = '#f2b632';
const INK = '#26272c';
const GRAY = '#5b5e66';

interface PageText {
  lang: string;
  eyebrow: string;
  title: string;
  preamble: string;
  meaningTitle: string;
  meanings: string[];
  adopted: string;
  sample: string;
  /** The picture of this page: its file name (without extension) and EXIF description. */
  preview: { file: string; description: string };
}

/** The PDF's properties and its pages: English (the document's language), then Spanish. */
const PREAMBLE: {
  info: { Title: string; Author: string; Subject: string; Keywords: string };
  pages: PageText[];
} = preambleJson;

function writePage(doc: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement, t: PageText): void {
  const { width: pageWidth, height, margins } = doc.page;
  const middle = pageWidth / 2;
  // Decoration (bands, the rule under the title) is drawn as artifacts: screen readers skip it.
  artifact(doc, () => {
    doc.rect(0, 0, pageWidth, 18).fill(MAROON);
    doc.rect(0, 18, pageWidth, 5).fill(GOLD);
    doc.rect(0, height - 18, pageWidth, 18).fill(MAROON);
  });
  const section = doc.struct('Sect', { lang: t.lang });
  root.add(section);
  const width = pageWidth - margins.left - margins.right;
  /** Sets the type of the next block of text, `gap` lines below the previous one. */
  const type = (gap: number, font: keyof typeof FONTS, size: number, color: string) =>
    doc.moveDown(gap).font(font).fontSize(size).fillColor(color);
  const tagged = { width, structParent: section };
  type(0, 'sansBold', 10, MAROON).text(t.eyebrow.toUpperCase(), margins.left, 72, {
    ...tagged,
    align: 'center',
    characterSpacing: 1,
  });
  type(0.6, 'serifBold', 32, INK).text(t.title, { ...tagged, align: 'center', structType: 'H1' });
  const ruleY = doc.y + 8;
  artifact(doc, () => {
    doc.moveTo(middle - 60, ruleY).lineTo(middle + 60, ruleY);
    doc.lineWidth(2).strokeColor(GOLD).stroke();
  });
  type(1, 'serifItalic', 16.5, INK).text(t.preamble, { ...tagged, align: 'left', lineGap: 5 });
  type(1.2, 'serifBold', 16, MAROON).text(t.meaningTitle, { ...tagged, structType: 'H2' });
  const list = doc.struct('L');
  section.add(list);
  type(0.4, 'serif', 13.5, INK).list(t.meanings, {
    width: width - 10,
    listType: 'bullet',
    bulletRadius: 2.5,
    textIndent: 14,
    lineGap: 3,
    paragraphGap: 8,
    structParent: list,
  });
  list.end();
  type(1, 'sans', 10.5, GRAY).text(t.adopted, { ...tagged, align: 'center' });
  type(0.4, 'sans', 9, GRAY).text(t.sample, { ...tagged, align: 'center' });
  section.end();
}

async function writePdf(file: string): Promise<void> {
  const { doc, root, finish } = openTaggedPdf(
    {
      margins: { top: 64, bottom: 54, left: 72, right: 72 },
      lang: 'en-US',
      autoFirstPage: false,
      info: {
        ...PREAMBLE.info,
        Creator: 'samples/generators/generate-our-school-media.ts',
        // Fixed dates keep the committed file byte-stable when the script is run again.
        CreationDate: new Date('2025-08-01T12:00:00Z'),
        ModDate: new Date('2025-08-01T12:00:00Z'),
      },
    },
    FONTS,
  );
  for (const page of PREAMBLE.pages) {
    doc.addPage();
    writePage(doc, root, page);
  }
  await saveFile(file, await finish(), 'tagged PDF 1.7, 2 pages, en-US with an es-US section');
}

export async function generatePreamble(staging: string): Promise<void> {
  const pdf = nodePath.join(staging, 'assets/documents/mission-vision/highbridge-preamble.pdf');
  await writePdf(pdf);
  // A picture of each page for its language's Mission & Vision page (data/mission-vision.json
  // names both): page 1 (English) and page 2 (Spanish).
  for (const [index, { preview }] of PREAMBLE.pages.entries()) {
    const png = renderPage(pdf, index + 1);
    // writePhoto takes SVG; wrap the bitmap so the same encoder (and sample tags) apply.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1275" height="1650"><image width="1275" height="1650" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
    await writePhoto(svg, {
      base: nodePath.join(staging, 'assets/images/mission-vision', preview.file),
      widths: [600],
      maxBytes: 80 * 1024,
      plainName: true,
      webp: true,
      description: preview.description,
    });
  }
}
