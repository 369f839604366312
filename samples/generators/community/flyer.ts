/**
 * The Family Wellness Day flyer, one accessible PDF per language, and a JPEG preview of each
 * (its first page rendered with pdftoppm) for the community-events page.
 */
import nodePath from 'node:path';
import sharp from 'sharp';
import FLYER from '../../content/community/family-wellness-day-flyer.json' with { type: 'json' };
import { sampleExif, saveFile } from '../library/output.ts';
import { createCanvas } from '../library/scenery.ts';
import { SCHOOL, createRng, seedFrom, svgDocument } from '../library/svg.ts';
import { INK, headerBand, renderPage } from '../library/pdf-kit.ts';
import { wellnessBanner } from './scenes.ts';
import { MARGIN, SCHOOL_LINE, TaggedPdf } from './tagged-pdf.ts';

/** The flyer's text in one language (FLYER also holds its PDF keywords and the EXIF description). */
type FlyerText = (typeof FLYER.languages)['en'];

async function bannerJpeg(): Promise<Buffer> {
  const c = createCanvas(1200, 500, createRng(seedFrom('family-wellness-day')));
  const svg = svgDocument({ width: 1200, height: 500, defs: c.defs, body: wellnessBanner(c) });
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

async function flyerPdf(t: FlyerText, banner: Buffer): Promise<Buffer> {
  const pdf = new TaggedPdf({
    title: `${t.title}: The Highbridge School (sample flyer)`,
    subject: t.tagline,
    lang: t.lang,
    keywords: FLYER.keywords,
  });
  const { doc } = pdf;
  const { width, height } = doc.page;
  const inner = width - MARGIN * 2;
  // The maroon header with its gold rule, and a cream band behind the footer lines.
  headerBand(doc, 150, SCHOOL.maroon, () => doc.rect(0, height - 70, width, 70).fill(INK.cream));
  const kicker = { font: 'sansBold', size: 11, color: SCHOOL.goldLight, y: 36 } as const;
  pdf.paragraph(SCHOOL_LINE, { ...kicker, characterSpacing: 1.5 });
  pdf.heading(1, t.title, { size: 32, color: '#ffffff', y: 56 });
  pdf.paragraph(t.tagline, { size: 13, color: '#ffffff', y: 104 });
  pdf.figure(banner, t.alt, MARGIN, 178, inner);
  const section = { size: 20, color: SCHOOL.maroon } as const;
  pdf.heading(2, t.whenHeading, { ...section, y: 178 + (inner * 500) / 1200 + 22 });
  pdf.paragraph(t.when, { font: 'sansBold', size: 15 });
  pdf.paragraph(t.where, { size: 13.5 });
  pdf.paragraph(t.rain, { size: 12, color: INK.soft });
  doc.moveDown(1);
  pdf.heading(2, t.activitiesHeading, section);
  pdf.list(t.activities, { size: 13.5, lineGap: 2 });
  doc.moveDown(0.8);
  pdf.paragraph(t.free, { font: 'sansBold', size: 14, color: SCHOOL.maroon });
  // The flowing text must end above the footer band (a longer translation could run into it).
  if (doc.y > height - 74) {
    throw new Error(
      `${t.lang} flyer: the text runs into the footer (ends at ${Math.round(doc.y)})`,
    );
  }
  pdf.footer(t.questions, 60, { size: 11.5 });
  pdf.footer(t.sample, 30);
  return pdf.finish();
}

const PREVIEW_WIDTH = 720;

export async function generateFlyers(documentsDir: string, imagesDir: string): Promise<void> {
  const banner = await bannerJpeg();
  for (const [lng, text] of Object.entries(FLYER.languages)) {
    const name = `family-wellness-day-flyer-${lng}`;
    const pdfFile = nodePath.join(documentsDir, `${name}.pdf`);
    await saveFile(pdfFile, await flyerPdf(text, banner), 'tagged PDF, 1 page');
    // The first page as a JPEG PREVIEW_WIDTH pixels wide, marked as sample in its EXIF tags.
    const preview = await sharp(renderPage(pdfFile, 1))
      .resize({ width: PREVIEW_WIDTH })
      .jpeg({ quality: 80, mozjpeg: true, progressive: true })
      .withExif(sampleExif(FLYER.preview))
      .toBuffer();
    const { height } = await sharp(preview).metadata();
    const details = `${PREVIEW_WIDTH}x${height ?? '?'} JPEG`;
    await saveFile(nodePath.join(imagesDir, `${name}.jpg`), preview, details);
  }
}
