/**
 * The after-school Program Documents: a bilingual program guide (tagged, titled PDF) and a
 * bilingual registration and permission form (DOCX that families fill in on a computer).
 */
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
import { saveFile } from '../library/output.ts';
import guideJson from '../../content/community/after-school-guide.json' with { type: 'json' };
import formJson from '../../content/community/after-school-registration-form.json' with { type: 'json' };
import { SCHOOL } from '../library/svg.ts';
import { artifact, type Bilingual } from '../library/pdf-kit.ts';
import { AUTHOR, SCHOOL_LINE, TaggedPdf } from './tagged-pdf.ts';

interface GuideText {
  lang: string;
  title: string;
  intro: string;
  sections: Array<{ heading: string; items: string[] }>;
  contact: string;
  sample: string;
}

/** The guide's properties and its text in each language, one page each. */
const GUIDE: {
  pdf: ConstructorParameters<typeof TaggedPdf>[0];
  languages: GuideText[];
} = guideJson;

async function guidePdf(): Promise<Buffer> {
  const pdf = new TaggedPdf(GUIDE.pdf);
  const { doc } = pdf;
  GUIDE.languages.forEach((t, index) => {
    if (index > 0) doc.addPage();
    artifact(doc, () => {
      doc.rect(0, 0, doc.page.width, 12).fill(SCHOOL.maroon);
      doc.rect(0, 12, doc.page.width, 4).fill(SCHOOL.gold);
    });
    // The first language is the document's own; the others are marked on their section.
    pdf.section(index === 0 ? undefined : t.lang, () => {
      pdf.paragraph(SCHOOL_LINE, {
        font: 'sansBold',
        size: 10,
        color: SCHOOL.maroon,
        y: 44,
        characterSpacing: 1.2,
      });
      pdf.heading(1, t.title, { color: SCHOOL.maroonDark });
      pdf.paragraph(t.intro, { size: 11.5, lineGap: 2 });
      for (const section of t.sections) {
        doc.moveDown(0.5);
        pdf.heading(2, section.heading, { color: SCHOOL.maroon });
        pdf.list(section.items, { lineGap: 1.5 });
      }
      doc.moveDown(0.6);
      pdf.paragraph(t.contact, { font: 'sansBold' });
      pdf.footer(t.sample, 40);
    });
  });
  return pdf.finish();
}

/** One part of the registration form under its heading: label/answer rows, a grid or tick boxes. */
interface FormSection {
  heading: Bilingual;
  fields?: Bilingual[];
  /** A grid with these column headers and `rows` blank rows. */
  columns?: Bilingual[];
  rows?: number;
  checkboxes?: Bilingual[];
}

const FORM: {
  info: { title: string; subject: string; description: string; keywords: string };
  title: Bilingual;
  instructions: Bilingual;
  sections: FormSection[];
  signature: { heading: Bilingual; signer: Bilingual; date: Bilingual };
  sample: string;
} = formJson;

const FONT = 'Calibri';
/** A bilingual label: the English in bold, then " / " and the Spanish in grey italics. */
const both = ({ en, es }: Bilingual) => [
  new TextRun({ text: en, bold: true, font: FONT, size: 21 }),
  new TextRun({ text: ` / ${es}`, italics: true, font: FONT, size: 21, color: '555555' }),
];
const fullWidth = { size: 100, type: WidthType.PERCENTAGE } as const;

/** A table cell holding a bilingual label, or blank to fill in; `percent` of the table's width. */
function cell(label?: Bilingual, percent?: number): TableCell {
  return new TableCell({
    width: percent === undefined ? undefined : { size: percent, type: WidthType.PERCENTAGE },
    children: [
      label === undefined ? new Paragraph({ text: '' }) : new Paragraph({ children: both(label) }),
    ],
  });
}

/** A two-column table: each label, then a wide blank cell to fill in. */
function fieldTable(labels: Bilingual[]): Table {
  const rows = labels.map(
    (label) => new TableRow({ children: [cell(label, 40), cell(undefined, 60)] }),
  );
  return new Table({ width: fullWidth, rows });
}

/** A row of `cells` blank cells at least `height` twips tall, to write in. */
const blankRow = (cells: number, height: number) =>
  new TableRow({
    height: { value: height, rule: 'atLeast' },
    children: Array.from({ length: cells }, () => cell()),
  });

/** A grid: a header row of labels, then `emptyRows` blank rows to fill in. */
function gridTable(headers: Bilingual[], emptyRows: number): Table {
  const header = new TableRow({ tableHeader: true, children: headers.map((h) => cell(h)) });
  const blank = () => blankRow(headers.length, 480);
  return new Table({
    width: fullWidth,
    rows: [header, ...Array.from({ length: emptyRows }, blank)],
  });
}

const heading = ({ en, es }: Bilingual) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 280, after: 120 },
    text: `${en} / ${es}`,
  });

const checkbox = (label: Bilingual) =>
  new Paragraph({
    spacing: { after: 80 },
    children: [new TextRun({ text: '☐  ', font: 'Segoe UI Symbol', size: 24 }), ...both(label)],
  });

function formSection(section: FormSection): Array<Paragraph | Table> {
  return [
    heading(section.heading),
    ...(section.fields ? [fieldTable(section.fields)] : []),
    ...(section.columns ? [gridTable(section.columns, section.rows ?? 1)] : []),
    ...(section.checkboxes ?? []).map(checkbox),
  ];
}

/** The signature line: a borderless two-cell row with only a rule below, labelled beneath. */
function signature(): Array<Paragraph | Table> {
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const { heading: title, signer, date } = FORM.signature;
  return [
    heading(title),
    new Table({
      width: fullWidth,
      borders: {
        top: none,
        left: none,
        right: none,
        insideVertical: none,
        insideHorizontal: none,
        bottom: { style: BorderStyle.SINGLE, size: 6, color: '777777' },
      },
      rows: [blankRow(2, 700)],
    }),
    new Paragraph({
      children: [...both(signer), new TextRun({ text: '\t\t', font: FONT }), ...both(date)],
    }),
  ];
}

/** The registration form as a Word document. */
function registrationDocument(): Document {
  return new Document({
    creator: AUTHOR,
    ...FORM.info,
    styles: {
      default: { document: { run: { font: FONT, size: 22 } } },
    },
    sections: [
      {
        children: [
          new Paragraph({
            children: [new TextRun({ text: SCHOOL_LINE, bold: true, color: '7A1F2B', size: 20 })],
          }),
          new Paragraph({ heading: HeadingLevel.TITLE, text: FORM.title.en }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, text: FORM.title.es }),
          new Paragraph({
            spacing: { after: 200 },
            children: [
              new TextRun(`${FORM.instructions.en} `),
              new TextRun({ text: FORM.instructions.es, italics: true }),
            ],
          }),
          ...FORM.sections.flatMap(formSection),
          ...signature(),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { before: 400 },
            children: [new TextRun({ text: FORM.sample, size: 16, color: '6B6E76' })],
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

export async function generateAfterSchoolDocuments(dir: string): Promise<void> {
  const guide = await guidePdf();
  const form = await registrationDocx();
  const guideFile = nodePath.join(dir, 'after-school-program-guide.pdf');
  await saveFile(guideFile, guide, 'tagged PDF, 2 pages (English, Spanish)');
  await saveFile(nodePath.join(dir, 'after-school-registration-form.docx'), form, 'DOCX form');
}
