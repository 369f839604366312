/**
 * The Family Wellness Day flyer, one accessible PDF per language, and a JPEG preview of each
 * (its first page rendered with pdftoppm) for the community-events page.
 */
import nodePath from 'node:path';
import sharp from 'sharp';
import flyerJson from '../../content/community/family-wellness-day-flyer.json' with { type: 'json' };
import { sampleExif, saveFile } from '../library/output.ts';
import { createCanvas } from '../library/scenery.ts';
import { SCHOOL, createRng, seedFrom, svgDocument } from '../library/svg.ts';
import { artifact, renderPage } from '../library/pdf-kit.ts';
import { wellnessBanner } from './scenes.ts';
import { MARGIN, SCHOOL_LINE, TaggedPdf } from './tagged-pdf.ts';

interface FlyerText {
  lang: string;
  title: string;
  tagline: string;
  alt: string;
  whenHeading: string;
  when: string;
  where: string;
  rain: string;
  activitiesHeading: string;
  activities: string[];
  free: string;
  questions: string;
  sample: string;
}

/** The flyer's text per language, its PDF keywords and the previews' EXIF description. */
const FLYER: {
  keywords: string;
  preview: string;
  languages: Record<'en' | 'es', FlyerText>;
} = flyerJson;

async function bannerJpeg(): Promise<Buffer> {
  const c = createCanvas(1200, 500, createRng(seedFrom('family-wellness-day')));
  const body = wellnessBanner(c);
  const svg = svgDocument({ width: 1200, height: 500, defs: c.defs, body });
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
  artifact(doc, () => {
    doc.rect(0, 0, width, 150).fill(SCHOOL.maroon);
    doc.rect(0, 150, width, 8).fill(SCHOOL.gold);
    doc.rect(0, height - 70, width, 70).fill('#faf6ee');
  });
  pdf.paragraph(SCHOOL_LINE, {
    font: 'sansBold',
    size: 11,
    color: SCHOOL.goldLight,
    y: 36,
    characterSpacing: 1.5,
  });
  pdf.heading(1, t.title, { size: 32, color: '#ffffff', y: 56 });
  pdf.paragraph(t.tagline, { size: 13, color: '#ffffff', y: 104 });
  pdf.figure(banner, t.alt, MARGIN, 178, inner);
  const afterBanner = 178 + (inner * 500) / 1200 + 22;
  pdf.heading(2, t.whenHeading, { size: 20, color: SCHOOL.maroon, y: afterBanner });
  pdf.paragraph(t.when, { font: 'sansBold', size: 15 });
  pdf.paragraph(t.where, { size: 13.5 });
  pdf.paragraph(t.rain, { size: 12, color: '#4a4f57' });
  doc.moveDown(1);
  pdf.heading(2, t.activitiesHeading, { size: 20, color: SCHOOL.maroon });
  pdf.list(t.activities, { size: 13.5, lineGap: 2 });
  doc.moveDown(0.8);
  pdf.paragraph(t.free, { font: 'sansBold', size: 14, color: SCHOOL.maroon });
  // The flowing text must end above the footer band (a longer translation could run into it).
  if (doc.y > height - 74)
    throw new Error(
      `${t.lang} flyer: the text runs into the footer (ends at ${Math.round(doc.y)})`,
    );
  pdf.footer(t.questions, 60, { size: 11.5 });
  pdf.footer(t.sample, 30);
  return pdf.finish();
}

const PREVIEW_WIDTH = 720;

export async function generateFlyers(documentsDir: string, imagesDir: string): Promise<void> {
  const banner = await bannerJpeg();
  for (const [lng, text] of Object.entries(FLYER.languages)) {
    const name = `family-wellness-day-flyer-${lng}`;
    const pdf = await flyerPdf(text, banner);
    const pdfFile = nodePath.join(documentsDir, `${name}.pdf`);
    await saveFile(pdfFile, pdf, 'tagged PDF, 1 page');
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
