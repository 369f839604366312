/**
 * The Family Wellness Day flyer, one accessible PDF per language, and a JPEG preview of each
 * (its first page rendered with pdftoppm) for the community-events page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import nodePath from 'node:path';
import sharp from 'sharp';
import { sampleExif, type WrittenFile } from '../library/output.ts';
import { createCanvas } from '../library/scenery.ts';
import { SCHOOL, createRng, seedFrom, svgDocument } from '../library/svg.ts';
import { wellnessBanner } from './scenes.ts';
import { TaggedPdf } from './tagged-pdf.ts';

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

const TEXT: Record<'en' | 'es', FlyerText> = {
  en: {
    lang: 'en-US',
    title: 'Family Wellness Day',
    tagline: 'A free day of health, movement and good food for the whole family.',
    alt: 'Illustration: families stretching together on the school lawn next to a table of fresh fruit.',
    whenHeading: 'When and where',
    when: 'Saturday, May 16, 2026 · 10:00 AM to 2:00 PM',
    where: 'Main Building schoolyard, 1200 Nelson Avenue, Bronx, NY 10452',
    rain: 'If it rains, we meet in the Main Building gym.',
    activitiesHeading: 'What you can do',
    activities: [
      'Free health screenings: blood pressure, vision and dental check-ups',
      'Healthy cooking demonstration with tastings from our CookShop classroom',
      'Family Zumba, kids’ yoga and a mini obstacle course',
      'Fresh fruit and vegetable bags to take home',
      'Help signing up for health insurance and food benefits',
      'Bike safety checks and free helmets for children (while supplies last)',
    ],
    free: 'Free for all Highbridge families and neighbors. No registration needed.',
    questions:
      'Questions? Call the main office at (718) 555-0142 or write to office@highbridge-school.example.',
    sample: 'Sample flyer made for the school website; the event details are illustrative.',
  },
  es: {
    lang: 'es-US',
    title: 'Día de Bienestar Familiar',
    tagline: 'Un día gratuito de salud, movimiento y comida saludable para toda la familia.',
    alt: 'Ilustración: familias haciendo estiramientos en el césped de la escuela junto a una mesa con fruta fresca.',
    whenHeading: 'Cuándo y dónde',
    when: 'Sábado 16 de mayo de 2026 · De 10:00 a. m. a 2:00 p. m.',
    where: 'Patio del Edificio principal, 1200 Nelson Avenue, Bronx, NY 10452',
    rain: 'Si llueve, nos reunimos en el gimnasio del Edificio principal.',
    activitiesHeading: 'Qué puede hacer',
    activities: [
      'Pruebas de salud gratuitas: presión arterial, vista y revisión dental',
      'Demostración de cocina saludable con degustaciones de nuestro salón CookShop',
      'Zumba en familia, yoga para niños y un minicircuito de obstáculos',
      'Bolsas de frutas y verduras frescas para llevar a casa',
      'Ayuda para inscribirse en el seguro médico y en beneficios de alimentación',
      'Revisamos la seguridad de las bicicletas y regalamos cascos a los niños (hasta agotar existencias)',
    ],
    free: 'Gratis para todas las familias y vecinos de Highbridge. Sin inscripción.',
    questions:
      '¿Preguntas? Llame a la oficina principal al (718) 555-0142 o escriba a office@highbridge-school.example.',
    sample:
      'Volante de muestra creado para el sitio web de la escuela; los detalles del evento son ilustrativos.',
  },
};

async function bannerPng(): Promise<Buffer> {
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
    keywords: 'flyer, Family Wellness Day',
  });
  const { doc } = pdf;
  const width = doc.page.width;
  const margin = 54;
  const inner = width - margin * 2;
  pdf.artifact((d) => {
    d.rect(0, 0, width, 150).fill(SCHOOL.maroon);
    d.rect(0, 150, width, 8).fill(SCHOOL.gold);
    d.rect(0, d.page.height - 70, width, 70).fill('#faf6ee');
  });
  pdf.paragraph('THE HIGHBRIDGE SCHOOL · P.S. 418', {
    font: 'sansBold',
    size: 11,
    color: SCHOOL.goldLight,
    x: margin,
    y: 36,
    options: { characterSpacing: 1.5 },
  });
  pdf.heading(1, t.title, {
    size: 32,
    color: '#ffffff',
    x: margin,
    y: 56,
    options: { width: inner },
  });
  pdf.paragraph(t.tagline, {
    size: 13,
    color: '#ffffff',
    x: margin,
    y: 104,
    options: { width: inner },
  });
  pdf.figure(banner, t.alt, margin, 178, inner);
  const afterBanner = 178 + (inner * 500) / 1200 + 22;
  pdf.heading(2, t.whenHeading, { size: 20, color: SCHOOL.maroon, x: margin, y: afterBanner });
  pdf.paragraph(t.when, { font: 'sansBold', size: 15, x: margin, options: { width: inner } });
  pdf.paragraph(t.where, { size: 13.5, x: margin, options: { width: inner } });
  pdf.paragraph(t.rain, { size: 12, color: '#4a4f57', x: margin, options: { width: inner } });
  doc.moveDown(1);
  pdf.heading(2, t.activitiesHeading, { size: 20, color: SCHOOL.maroon, x: margin });
  pdf.list(t.activities, { size: 13.5, x: margin, options: { width: inner, lineGap: 2 } });
  doc.moveDown(0.8);
  pdf.paragraph(t.free, {
    font: 'sansBold',
    size: 14,
    color: SCHOOL.maroon,
    x: margin,
    options: { width: inner },
  });
  // The flowing text must end above the footer band (a longer translation could run into it).
  if (doc.y > doc.page.height - 74)
    throw new Error(
      `${t.lang} flyer: the text runs into the footer (ends at ${Math.round(doc.y)})`,
    );
  pdf.footer(t.questions, doc.page.height - 60, {
    size: 11.5,
    x: margin,
    options: { width: inner },
  });
  pdf.footer(t.sample, doc.page.height - 30, {
    size: 8.5,
    color: '#6b6e76',
    x: margin,
    options: { width: inner },
  });
  return pdf.finish();
}

/** The first page of a PDF as a JPEG `width` pixels wide (needs pdftoppm). */
async function previewJpeg(pdf: Buffer, width: number, description: string): Promise<Buffer> {
  const dir = await mkdtemp(nodePath.join(tmpdir(), 'flyer-'));
  try {
    await writeFile(nodePath.join(dir, 'flyer.pdf'), pdf);
    execFileSync(
      'pdftoppm',
      ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', 'flyer.pdf', 'page'],
      {
        cwd: dir,
      },
    );
    const png = await readFile(nodePath.join(dir, 'page.png'));
    return sharp(png)
      .resize({ width })
      .jpeg({ quality: 80, mozjpeg: true, progressive: true })
      .withExif(sampleExif(description))
      .toBuffer();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const PREVIEW_WIDTH = 720;

export async function generateFlyers(
  documentsDir: string,
  imagesDir: string,
): Promise<WrittenFile[]> {
  await mkdir(documentsDir, { recursive: true });
  await mkdir(imagesDir, { recursive: true });
  const banner = await bannerPng();
  const written: WrittenFile[] = [];
  for (const lng of ['en', 'es'] as const) {
    const pdf = await flyerPdf(TEXT[lng], banner);
    const pdfFile = nodePath.join(documentsDir, `family-wellness-day-flyer-${lng}.pdf`);
    await writeFile(pdfFile, pdf);
    const preview = await previewJpeg(
      pdf,
      PREVIEW_WIDTH,
      'Sample preview of the Family Wellness Day flyer for the Highbridge School website, fictional event details',
    );
    const previewFile = nodePath.join(imagesDir, `family-wellness-day-flyer-${lng}.jpg`);
    await writeFile(previewFile, preview);
    const { height } = await sharp(preview).metadata();
    written.push(
      { file: pdfFile, bytes: pdf.length, details: 'tagged PDF, 1 page' },
      {
        file: previewFile,
        bytes: preview.length,
        details: `${PREVIEW_WIDTH}x${height ?? '?'} JPEG`,
      },
    );
  }
  return written;
}
