/**
 * The after-school Program Documents: a bilingual program guide (tagged, titled PDF) and a
 * bilingual registration and permission form (DOCX that families fill in on a computer).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import { mock } from 'node:test';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { WrittenFile } from '../library/output.ts';
import { SCHOOL } from '../library/svg.ts';
import { TaggedPdf } from './tagged-pdf.ts';

interface GuideText {
  lang: string;
  title: string;
  intro: string;
  sections: Array<{ heading: string; items: string[] }>;
  contact: string;
  sample: string;
}

const GUIDE: Record<'en' | 'es', GuideText> = {
  en: {
    lang: 'en-US',
    title: 'After-School Program Guide',
    intro:
      'The Highbridge School is a community school. Together with Highbridge Youth & Family Alliance and Harlem River Arts & Learning Center, we offer a free after-school program on every school day for students in kindergarten through grade 5.',
    sections: [
      {
        heading: 'Hours',
        items: [
          'Monday to Friday, from dismissal at 2:20 PM until 6:00 PM, on every school day.',
          'There is no program on holidays or days when school is closed.',
          'On early dismissal days the program starts right after dismissal.',
        ],
      },
      {
        heading: 'Pick-up',
        items: [
          'Pick up your child at the after-school entrance of the Main Building.',
          'Only the adults listed on the registration form may pick up a child. Please bring photo ID.',
          'If no one has arrived by 6:00 PM, staff will call the family and then the emergency contacts.',
        ],
      },
      {
        heading: 'A typical afternoon',
        items: [
          '2:20–2:45 PM: healthy snack and check-in',
          '2:45–3:45 PM: homework help in small groups',
          '3:45–5:30 PM: arts, sports, science or chess clubs (children choose each term)',
          '5:30–6:00 PM: reading time and pick-up',
        ],
      },
      {
        heading: 'What to bring',
        items: [
          'A water bottle and comfortable shoes for active play',
          'The homework folder and a library book',
          'A warm jacket from November to March: we play outside when we can',
        ],
      },
    ],
    contact:
      'Questions? Contact Kwame Asante, After-School Program Director, at kasante@hyfalliance.example, or the main office at (718) 555-0142.',
    sample:
      'Sample document made for the school website; names, times and addresses are illustrative.',
  },
  es: {
    lang: 'es-US',
    title: 'Guía del programa después de clases',
    intro:
      'The Highbridge School es una escuela comunitaria. Junto con Highbridge Youth & Family Alliance y Harlem River Arts & Learning Center, ofrecemos un programa gratuito después de clases todos los días escolares para estudiantes de kínder a 5.º grado.',
    sections: [
      {
        heading: 'Horario',
        items: [
          'De lunes a viernes, desde la salida a las 2:20 p. m. hasta las 6:00 p. m., todos los días escolares.',
          'No hay programa en días feriados ni cuando la escuela está cerrada.',
          'Los días de salida temprana, el programa empieza justo después de la salida.',
        ],
      },
      {
        heading: 'Recogida de los niños',
        items: [
          'Recoja a su hijo o hija en la entrada del programa en el Edificio principal.',
          'Solo pueden recoger a un niño los adultos que figuran en el formulario de inscripción. Traiga una identificación con foto.',
          'Si nadie ha llegado a las 6:00 p. m., el personal llamará a la familia y después a los contactos de emergencia.',
        ],
      },
      {
        heading: 'Una tarde típica',
        items: [
          '2:20–2:45 p. m.: merienda saludable y registro de asistencia',
          '2:45–3:45 p. m.: ayuda con las tareas en grupos pequeños',
          '3:45–5:30 p. m.: clubes de arte, deportes, ciencias o ajedrez (los niños eligen cada trimestre)',
          '5:30–6:00 p. m.: tiempo de lectura y recogida',
        ],
      },
      {
        heading: 'Qué traer',
        items: [
          'Una botella de agua y zapatos cómodos para jugar',
          'La carpeta de tareas y un libro de la biblioteca',
          'Un abrigo de noviembre a marzo: salimos a jugar afuera siempre que se puede',
        ],
      },
    ],
    contact:
      '¿Preguntas? Comuníquese con Kwame Asante, director del programa después de clases, en kasante@hyfalliance.example, o con la oficina principal al (718) 555-0142.',
    sample:
      'Documento de muestra creado para el sitio web de la escuela; los nombres, horarios y direcciones son ilustrativos.',
  },
};

async function guidePdf(): Promise<Buffer> {
  const pdf = new TaggedPdf({
    title:
      'After-School Program Guide / Guía del programa después de clases: The Highbridge School (sample)',
    subject: 'Hours, pick-up, daily schedule and what to bring, in English and Spanish',
    lang: 'en-US',
    keywords: 'after-school, program guide',
  });
  const { doc } = pdf;
  const margin = 54;
  const inner = doc.page.width - margin * 2;
  (['en', 'es'] as const).forEach((lng, index) => {
    const t = GUIDE[lng];
    if (index > 0) doc.addPage();
    pdf.artifact((d) => {
      d.rect(0, 0, d.page.width, 12).fill(SCHOOL.maroon);
      d.rect(0, 12, d.page.width, 4).fill(SCHOOL.gold);
    });
    pdf.section(lng === 'en' ? undefined : t.lang, () => {
      pdf.paragraph('THE HIGHBRIDGE SCHOOL · P.S. 418', {
        font: 'sansBold',
        size: 10,
        color: SCHOOL.maroon,
        x: margin,
        y: 44,
        options: { characterSpacing: 1.2 },
      });
      pdf.heading(1, t.title, { color: SCHOOL.maroonDark, x: margin, options: { width: inner } });
      pdf.paragraph(t.intro, { size: 11.5, x: margin, options: { width: inner, lineGap: 2 } });
      for (const section of t.sections) {
        doc.moveDown(0.5);
        pdf.heading(2, section.heading, { color: SCHOOL.maroon, x: margin });
        pdf.list(section.items, { size: 11, x: margin, options: { width: inner, lineGap: 1.5 } });
      }
      doc.moveDown(0.6);
      pdf.paragraph(t.contact, {
        font: 'sansBold',
        size: 11,
        x: margin,
        options: { width: inner },
      });
      pdf.footer(t.sample, doc.page.height - 40, {
        size: 8.5,
        color: '#6b6e76',
        x: margin,
        options: { width: inner },
      });
    });
  });
  return pdf.finish();
}

const FONT = 'Calibri';
const both = (en: string, es: string) => [
  new TextRun({ text: en, bold: true, font: FONT, size: 21 }),
  new TextRun({ text: ` / ${es}`, italics: true, font: FONT, size: 21, color: '555555' }),
];

function field(en: string, es: string): TableRow {
  return new TableRow({
    children: [
      new TableCell({
        width: { size: 40, type: WidthType.PERCENTAGE },
        children: [new Paragraph({ children: both(en, es) })],
      }),
      new TableCell({
        width: { size: 60, type: WidthType.PERCENTAGE },
        children: [new Paragraph({ text: '' })],
      }),
    ],
  });
}

function fieldTable(rows: Array<[string, string]>): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(([en, es]) => field(en, es)),
  });
}

function gridTable(headers: Array<[string, string]>, emptyRows: number): Table {
  const header = new TableRow({
    tableHeader: true,
    children: headers.map(
      ([en, es]) => new TableCell({ children: [new Paragraph({ children: both(en, es) })] }),
    ),
  });
  const blank = () =>
    new TableRow({
      height: { value: 480, rule: 'atLeast' },
      children: headers.map(() => new TableCell({ children: [new Paragraph({ text: '' })] })),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [header, ...Array.from({ length: emptyRows }, blank)],
  });
}

const heading = (en: string, es: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 280, after: 120 },
    children: [new TextRun({ text: `${en} / ${es}` })],
  });

const checkbox = (en: string, es: string) =>
  new Paragraph({
    spacing: { after: 80 },
    children: [new TextRun({ text: '☐  ', font: 'Segoe UI Symbol', size: 24 }), ...both(en, es)],
  });

/** The registration form as a Word document. */
function registrationDocument(): Document {
  return new Document({
    creator: 'The Highbridge School, P.S. 418 (sample document)',
    title: 'After-School Registration and Permission Form (sample)',
    subject: 'Formulario de inscripción y autorización para el programa después de clases',
    description:
      'Sample document made for the school website; the program details are illustrative.',
    keywords: 'sample, after-school, registration',
    styles: {
      default: { document: { run: { font: FONT, size: 22 } } },
    },
    sections: [
      {
        children: [
          new Paragraph({
            children: [
              new TextRun({
                text: 'THE HIGHBRIDGE SCHOOL · P.S. 418',
                bold: true,
                color: '7A1F2B',
                size: 20,
              }),
            ],
          }),
          new Paragraph({
            heading: HeadingLevel.TITLE,
            children: [new TextRun({ text: 'After-School Registration and Permission Form' })],
          }),
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            children: [
              new TextRun({
                text: 'Formulario de inscripción y autorización para el programa después de clases',
              }),
            ],
          }),
          new Paragraph({
            spacing: { after: 200 },
            children: [
              new TextRun(
                'Fill in this form on your computer or print it, then return it to the main office or to the after-school desk. ',
              ),
              new TextRun({
                text: 'Llene este formulario en su computadora o imprímalo y entréguelo en la oficina principal o en la mesa del programa.',
                italics: true,
              }),
            ],
          }),
          heading('Student', 'Estudiante'),
          fieldTable([
            ['Full name', 'Nombre completo'],
            ['Date of birth', 'Fecha de nacimiento'],
            ['Grade and class', 'Grado y clase'],
            ['Home language', 'Idioma que se habla en casa'],
          ]),
          heading('Parent or guardian', 'Padre, madre o tutor'),
          fieldTable([
            ['Name', 'Nombre'],
            ['Phone', 'Teléfono'],
            ['Email', 'Correo electrónico'],
            ['Address', 'Dirección'],
          ]),
          heading('Emergency contacts', 'Contactos de emergencia'),
          gridTable(
            [
              ['Name', 'Nombre'],
              ['Relationship', 'Parentesco'],
              ['Phone', 'Teléfono'],
            ],
            2,
          ),
          heading('Adults allowed to pick up', 'Adultos autorizados para recoger al niño'),
          gridTable(
            [
              ['Name', 'Nombre'],
              ['Relationship', 'Parentesco'],
              ['Phone', 'Teléfono'],
            ],
            3,
          ),
          heading('Health', 'Salud'),
          fieldTable([
            ['Allergies', 'Alergias'],
            ['Medicines taken at school', 'Medicamentos que toma en la escuela'],
            ['Anything else we should know', 'Otra información importante'],
          ]),
          heading('Permissions', 'Autorizaciones'),
          checkbox(
            'My child may join neighborhood walking trips with program staff.',
            'Mi hijo o hija puede participar en salidas a pie por el barrio con el personal del programa.',
          ),
          checkbox(
            'Photos of my child may appear on the school website and newsletters.',
            'Las fotos de mi hijo o hija pueden aparecer en el sitio web y en los boletines de la escuela.',
          ),
          checkbox(
            'My child may walk home alone at 6:00 PM (grades 4 and 5 only).',
            'Mi hijo o hija puede irse solo o sola a casa a las 6:00 p. m. (solo 4.º y 5.º grado).',
          ),
          heading('Signature', 'Firma'),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: {
              top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
              left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
              right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
              insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
              insideHorizontal: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
              bottom: { style: BorderStyle.SINGLE, size: 6, color: '777777' },
            },
            rows: [
              new TableRow({
                height: { value: 700, rule: 'atLeast' },
                children: [
                  new TableCell({ children: [new Paragraph({ text: '' })] }),
                  new TableCell({ children: [new Paragraph({ text: '' })] }),
                ],
              }),
            ],
          }),
          new Paragraph({
            children: [
              ...both('Parent or guardian signature', 'Firma del padre, madre o tutor'),
              new TextRun({ text: '\t\t', font: FONT }),
              ...both('Date', 'Fecha'),
            ],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { before: 400 },
            children: [
              new TextRun({
                text: 'Sample document made for the school website. / Documento de muestra creado para el sitio web de la escuela.',
                size: 16,
                color: '6B6E76',
              }),
            ],
          }),
        ],
      },
    ],
  });
}

/**
 * docx stamps a file with the time it is made (docProps/core.xml when the Document is built, each
 * zip entry in local time when it is packed), so the form is made on a fixed clock in UTC: the
 * same bytes on every run, in any time zone, like the PDFs' fixed dates.
 */
const MADE_AT = new Date('2026-01-05T12:00:00Z');

async function registrationDocx(): Promise<Buffer> {
  const timeZone = process.env.TZ;
  process.env.TZ = 'UTC';
  mock.timers.enable({ apis: ['Date'], now: MADE_AT });
  try {
    return await Packer.toBuffer(registrationDocument());
  } finally {
    mock.timers.reset();
    if (timeZone === undefined) delete process.env.TZ;
    else process.env.TZ = timeZone;
  }
}

export async function generateAfterSchoolDocuments(dir: string): Promise<WrittenFile[]> {
  await mkdir(dir, { recursive: true });
  const guide = await guidePdf();
  const guideFile = nodePath.join(dir, 'after-school-program-guide.pdf');
  await writeFile(guideFile, guide);
  const form = await registrationDocx();
  const formFile = nodePath.join(dir, 'after-school-registration-form.docx');
  await writeFile(formFile, form);
  return [
    { file: guideFile, bytes: guide.length, details: 'tagged PDF, 2 pages (English, Spanish)' },
    { file: formFile, bytes: form.length, details: 'DOCX form' },
  ];
}
