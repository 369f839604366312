/**
 * The Highbridge Preamble: a real, accessible sample PDF (tagged structure with headings,
 * paragraphs and lists, a title shown in the window bar, English as the document language and
 * Spanish marked on the Spanish page, embedded fonts, real text) written with pdfkit to
 * public/assets/documents/mission-vision/highbridge-preamble.pdf, plus a picture of its English
 * page (preamble-preview) and of its Spanish page (preamble-preview-es) for the two languages'
 * Mission & Vision pages (pdftoppm from poppler-utils renders them).
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import nodePath from 'node:path';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { recordFile, writePhoto } from './encode.ts';

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
  meanings: readonly string[];
  adopted: string;
  sample: string;
}

const ENGLISH: PageText = {
  lang: 'en-US',
  eyebrow: 'The Highbridge School · P.S. 418 · Bronx, New York',
  title: 'The Highbridge Preamble',
  preamble:
    'We, the scholars of The Highbridge School, in order to form a kinder community, establish fairness in our classrooms and on our playground, ensure a safe place to learn, provide for the success of every student, promote the well-being of our families and neighbors, and secure the joy of learning for ourselves and for the students who come after us, do ordain and establish this Preamble for The Highbridge School.',
  meaningTitle: 'What our Preamble asks of each of us',
  meanings: [
    'A kinder community: we greet one another, include everyone and help a classmate who needs it.',
    'Fairness: like the scales of justice, we listen to every side before we decide.',
    'A safe place to learn: we walk, we use calm words and we tell an adult when something is wrong.',
    'The success of every student: we do our best work and celebrate the progress of others.',
    'Our families and neighbors: we are proud of the Bronx and we care for the people and places around us.',
    'The joy of learning: we ask questions, try again after mistakes and share what we discover.',
  ],
  adopted:
    'Written by the Student Council of grades 3 to 5 and adopted by the whole school community.',
  sample:
    'Sample document created for the school website. The school and the text are fictional examples.',
};

const SPANISH: PageText = {
  lang: 'es-US',
  eyebrow: 'The Highbridge School · P.S. 418 · Bronx, Nueva York',
  title: 'El Preámbulo de Highbridge',
  preamble:
    'Nosotros, los estudiantes de The Highbridge School, con el fin de formar una comunidad más amable, establecer la justicia en nuestros salones y en nuestro patio, garantizar un lugar seguro para aprender, procurar el éxito de cada estudiante, promover el bienestar de nuestras familias y vecinos, y asegurar la alegría de aprender para nosotros y para los estudiantes que vendrán después, decretamos y establecemos este Preámbulo para The Highbridge School.',
  meaningTitle: 'Lo que nuestro Preámbulo nos pide a cada uno',
  meanings: [
    'Una comunidad más amable: nos saludamos, incluimos a todos y ayudamos al compañero que lo necesita.',
    'Justicia: como la balanza de la justicia, escuchamos a todas las partes antes de decidir.',
    'Un lugar seguro para aprender: caminamos, hablamos con calma y avisamos a un adulto cuando algo no está bien.',
    'El éxito de cada estudiante: damos lo mejor de nosotros y celebramos el progreso de los demás.',
    'Nuestras familias y vecinos: estamos orgullosos del Bronx y cuidamos a las personas y los lugares que nos rodean.',
    'La alegría de aprender: hacemos preguntas, lo intentamos de nuevo después de un error y compartimos lo que descubrimos.',
  ],
  adopted:
    'Escrito por el Consejo Estudiantil de 3.º a 5.º grado y adoptado por toda la comunidad escolar.',
  sample:
    'Documento de muestra creado para el sitio web de la escuela. La escuela y el texto son ejemplos ficticios.',
};

/** Draws decoration (bands, rules, arches) as artifacts, so screen readers skip it. */
function decorate(doc: PDFKit.PDFDocument): void {
  const { width, height } = doc.page;
  doc.markContent('Artifact', { type: 'Layout' });
  doc.rect(0, 0, width, 18).fill(MAROON);
  doc.rect(0, 18, width, 5).fill(GOLD);
  doc.rect(0, height - 18, width, 18).fill(MAROON);
  doc.endMarkedContent();
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .moveTo(doc.page.width / 2 - 60, y)
    .lineTo(doc.page.width / 2 + 60, y)
    .lineWidth(2)
    .strokeColor(GOLD)
    .stroke();
  doc.endMarkedContent();
}

function writePage(doc: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement, t: PageText): void {
  decorate(doc);
  const section = doc.struct('Sect', { lang: t.lang });
  root.add(section);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('sansBold').fontSize(10).fillColor(MAROON).text(t.eyebrow.toUpperCase(), left, 72, {
    width,
    align: 'center',
    characterSpacing: 1,
    structParent: section,
  });
  doc
    .moveDown(0.6)
    .font('serifBold')
    .fontSize(32)
    .fillColor(INK)
    .text(t.title, { width, align: 'center', structParent: section, structType: 'H1' });
  rule(doc, doc.y + 8);
  doc
    .moveDown(1)
    .font('serifItalic')
    .fontSize(16.5)
    .fillColor(INK)
    .text(t.preamble, { width, align: 'left', lineGap: 5, structParent: section });
  doc
    .moveDown(1.2)
    .font('serifBold')
    .fontSize(16)
    .fillColor(MAROON)
    .text(t.meaningTitle, { width, structParent: section, structType: 'H2' });
  const list = doc.struct('L');
  section.add(list);
  doc
    .moveDown(0.4)
    .font('serif')
    .fontSize(13.5)
    .fillColor(INK)
    .list([...t.meanings], {
      width: width - 10,
      listType: 'bullet',
      bulletRadius: 2.5,
      textIndent: 14,
      lineGap: 3,
      paragraphGap: 8,
      structParent: list,
    });
  list.end();
  doc
    .moveDown(1)
    .font('sans')
    .fontSize(10.5)
    .fillColor(GRAY)
    .text(t.adopted, { width, align: 'center', structParent: section });
  doc
    .moveDown(0.4)
    .font('sans')
    .fontSize(9)
    .fillColor(GRAY)
    .text(t.sample, { width, align: 'center', structParent: section });
  section.end();
}

async function writePdf(file: string): Promise<void> {
  await mkdir(nodePath.dirname(file), { recursive: true });
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 64, bottom: 54, left: 72, right: 72 },
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    autoFirstPage: false,
    info: {
      Title: 'The Highbridge Preamble (sample document)',
      Author: 'The Highbridge School, P.S. 418 (sample)',
      Subject:
        "The students' Preamble of The Highbridge School, in English and Spanish. Sample document.",
      Keywords: 'Highbridge School, Preamble, mission, vision, sample',
      Creator: 'samples/generators/generate-our-school-media.ts',
      // Fixed dates keep the committed file byte-stable when the script is run again.
      CreationDate: new Date('2025-08-01T12:00:00Z'),
      ModDate: new Date('2025-08-01T12:00:00Z'),
    },
  });
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  const output = createWriteStream(file);
  doc.pipe(output);
  const root = doc.struct('Document');
  doc.addStructure(root);
  doc.addPage();
  writePage(doc, root, ENGLISH);
  doc.addPage();
  writePage(doc, root, SPANISH);
  root.end();
  doc.end();
  await finished(output);
}

/**
 * Renders one page with pdftoppm, then writes its preview as JPEG and WebP: page 1 (English) for
 * the English page, page 2 (Spanish) for the Spanish one (data/mission-vision.json names both).
 */
async function writePreview(
  pdf: string,
  base: string,
  page: number,
  description: string,
): Promise<void> {
  const temp = await mkdtemp(nodePath.join(os.tmpdir(), 'preamble-'));
  try {
    const result = spawnSync(
      'pdftoppm',
      [
        '-png',
        '-r',
        '150',
        '-f',
        String(page),
        '-l',
        String(page),
        '-singlefile',
        pdf,
        nodePath.join(temp, 'page'),
      ],
      { encoding: 'utf8' },
    );
    if (result.error !== undefined || result.status !== 0) {
      throw new Error(
        `pdftoppm failed (install poppler-utils): ${result.error?.message ?? result.stderr}`,
      );
    }
    const png = await readFile(nodePath.join(temp, 'page.png'));
    // writePhoto takes SVG; wrap the bitmap so the same encoder (and sample tags) apply.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1275" height="1650"><image width="1275" height="1650" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
    await writePhoto(svg, {
      base,
      widths: [600],
      maxBytes: 80 * 1024,
      plainName: true,
      webp: true,
      description,
    });
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

export async function generatePreamble(staging: string): Promise<void> {
  const pdf = nodePath.join(
    staging,
    'assets',
    'documents',
    'mission-vision',
    'highbridge-preamble.pdf',
  );
  await writePdf(pdf);
  await recordFile(pdf, 'tagged PDF 1.7, 2 pages, en-US with an es-US section');
  const images = nodePath.join(staging, 'assets', 'images', 'mission-vision');
  await writePreview(
    pdf,
    nodePath.join(images, 'preamble-preview'),
    1,
    'Sample document preview: the English page (page 1) of the Highbridge Preamble PDF, generated for the website',
  );
  await writePreview(
    pdf,
    nodePath.join(images, 'preamble-preview-es'),
    2,
    'Sample document preview: the Spanish page (page 2) of the Highbridge Preamble PDF, generated for the website',
  );
}
