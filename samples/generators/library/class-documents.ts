/**
 * Grade documents: welcome letters and supply lists drawn as slightly skewed "scanned" pages
 * (1700×2200, palette PNG) in public/assets/documents/classes/<gradeId>/. Each page has the
 * school letterhead, a date line, the text (see class-content.ts), pen signatures of the grade's
 * (fictional) teachers and a "Sample document" / "Documento de muestra" mark in the document's
 * language. Fifth grade deliberately has no documents (only a .gitkeep).
 */
import nodePath from 'node:path';
import {
  DOCUMENTS,
  GRADE_IDS,
  PAGE,
  type ClassDocument,
  type GradeId,
  type Lang,
  type Letter,
  type SupplyList,
  type SupplySection,
} from './class-content.ts';
import { writePalettePng, writeText } from './output.ts';
import { STAFF, type Department } from './staff.ts';
import {
  SCHOOL,
  SERIF,
  circle,
  createRng,
  crest,
  group,
  n,
  rect,
  sampleMark,
  seedFrom,
  stroke,
  svgDocument,
  text,
  type Point,
  type Rng,
} from './svg.ts';
import type { FontStyle, TextMeasurer } from './text.ts';

// The sample-media test lists the expected files from these.
export { DOCUMENTS, GRADE_IDS };

const DEPARTMENT: Readonly<Record<GradeId, Department>> = {
  kindergarten: 'Kindergarten',
  first: 'First Grade',
  second: '2nd Grade',
  third: '3rd Grade',
  fourth: '4th Grade',
  fifth: '5th Grade',
};

// ---------------------------------------------------------------------------------------------
// Page geometry and type
// ---------------------------------------------------------------------------------------------

const PAGE_W = 1700;
const PAGE_H = 2200;
const MARGIN = 170;
const TEXT_W = PAGE_W - MARGIN * 2;
/** Nothing but the footer goes below this line. */
const CONTENT_BOTTOM = 2010;
const INK = '#2a2a2f';
const PEN = '#23408e';
const PAPER = '#fbf8f0';

const SERIF_STYLE: FontStyle = { family: 'serif' };
const SANS_STYLE: FontStyle = { family: 'sans' };

/** Staff names as they are written in Spanish letters (Sra./Sr.). */
function localName(name: string, lang: Lang): string {
  if (lang === 'en') return name;
  return name.replace(/^Ms\. /, 'Sra. ').replace(/^Mr\. /, 'Sr. ');
}

// ---------------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------------

/** A line of ink text: serif for the letters' prose, sans (no family) for lists and names. */
const ink = (x: number, y: number, content: string, size: number, family?: string): string =>
  text(x, y, content, { size, family, fill: INK });

/** Wrapped lines of ink text, `lineH` apart. */
const inkLines = (
  x: number,
  y: number,
  lines: readonly string[],
  lineH: number,
  size: number,
  family?: string,
): string[] => lines.map((l, i) => ink(x, y + i * lineH, l, size, family));

/** The team's name beside or under the signatures. */
const teamLine = (x: number, y: number, team: string, anchor?: 'end'): string =>
  text(x, y, team, { size: 28, family: SERIF, italic: true, fill: SCHOOL.gray, anchor });

/**
 * Lays out at the largest size from `max` down to `min` whose bottom (text plus whatever must
 * follow it) stays above the footer, or at `min` when none does.
 */
async function largestFitting<T extends { bottom: number }>(
  max: number,
  min: number,
  layout: (size: number) => Promise<T>,
): Promise<T> {
  let result = await layout(max);
  for (let size = max - 1; size >= min && result.bottom > CONTENT_BOTTOM; size -= 1) {
    result = await layout(size);
  }
  return result;
}

async function letterhead(lang: Lang, measure: TextMeasurer): Promise<string> {
  const { tagline, addresses, contact } = PAGE[lang].letterhead;
  // One name in every language, as on the website (no "Escuela Highbridge").
  const name = 'The Highbridge School';
  const smallSize = await measure.fit(addresses, SANS_STYLE, 24, TEXT_W);
  return group([
    crest(MARGIN + 80, 190, 190),
    text(MARGIN + 200, 180, name, { size: 66, family: SERIF, weight: 'bold', fill: SCHOOL.maroon }),
    text(MARGIN + 202, 236, tagline, { size: 28, fill: SCHOOL.gray }),
    rect(MARGIN, 306, TEXT_W, 6, SCHOOL.gold),
    rect(MARGIN, 318, TEXT_W, 2, SCHOOL.maroon),
    text(PAGE_W / 2, 364, addresses, { size: smallSize, fill: SCHOOL.gray, anchor: 'middle' }),
    text(PAGE_W / 2, 400, contact, { size: smallSize, fill: SCHOOL.gray, anchor: 'middle' }),
  ]);
}

/** The date line and the title, the same on letters and lists. */
function heading(doc: ClassDocument, size: number): string[] {
  const date = PAGE[doc.lang].date;
  return [
    text(PAGE_W - MARGIN, 488, date, { size: 32, family: SERIF, fill: INK, anchor: 'end' }),
    text(MARGIN, 580, doc.title, { size, family: SERIF, weight: 'bold', fill: SCHOOL.maroon }),
  ];
}

/** A quick pen signature: a tall first loop, a wavy scrawl and an underline flourish. */
function signature(rng: Rng, x: number, y: number, width: number, height: number): string {
  const pts: Point[] = [
    [x, y],
    [x + width * 0.05, y - height * 1.1],
    [x + width * 0.1, y - height * 0.1],
    [x + width * 0.04, y - height * 0.35],
  ];
  const humps = rng.int(6, 9);
  for (let i = 1; i <= humps; i += 1) {
    const px = x + width * 0.12 + ((width * 0.78) / humps) * i;
    const tall = rng.chance(0.25);
    pts.push([px - width * 0.03, y - height * (tall ? rng.range(0.7, 1.0) : rng.range(0.2, 0.45))]);
    pts.push([px, y + height * rng.range(0.0, 0.12)]);
  }
  // A smooth curve through the points (Catmull-Rom as cubic Béziers); the ends repeat.
  const at = (i: number): Point => pts[Math.max(0, Math.min(pts.length - 1, i))] ?? [x, y];
  let d = `M${n(x)},${n(y)}`;
  for (let i = 0; i < pts.length - 1; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  const end = at(pts.length - 1);
  d += ` Q${n(end[0] + width * 0.08)},${n(end[1] + height * 0.5)} ${n(x + width * 0.3)},${n(y + height * 0.35)}`;
  // Everyone slants and sizes their handwriting a little differently.
  const slant = rng.range(-16, 6);
  const scale = rng.range(0.85, 1.1);
  return stroke(d, PEN, 3.4 / scale, {
    opacity: 0.9,
    transform: `translate(${n(x)} ${n(y)}) skewX(${n(slant)}) scale(${n(scale)}) translate(${n(-x)} ${n(-y)})`,
  });
}

/** The teachers' signatures side by side, each with the name printed 130 below `y`. */
async function signatureRow(
  rng: Rng,
  names: readonly string[],
  y: number,
  measure: TextMeasurer,
): Promise<string> {
  const colW = TEXT_W / Math.max(1, names.length);
  const parts: string[] = [];
  for (const [i, name] of names.entries()) {
    const x = MARGIN + colW * i;
    parts.push(signature(rng, x + 10, y + 70, Math.min(260, colW - 50), 52));
    const size = await measure.fit(name, SANS_STYLE, 26, colW - 20);
    parts.push(ink(x + 10, y + 130, name, size));
  }
  return group(parts);
}

function paper(rng: Rng, body: readonly string[]): string[] {
  const angle = rng.range(-0.45, 0.45);
  const specks = Array.from({ length: 36 }, () =>
    circle(rng.range(40, PAGE_W - 40), rng.range(40, PAGE_H - 40), rng.range(0.8, 2.2), '#8f887c', {
      opacity: rng.range(0.15, 0.4),
    }),
  );
  const cx = PAGE_W / 2;
  const cy = PAGE_H / 2;
  return [
    rect(0, 0, PAGE_W, PAGE_H, '#d5d0c6'),
    group(
      [
        rect(6, 8, PAGE_W - 8, PAGE_H - 8, '#b9b3a8'),
        rect(0, 0, PAGE_W - 6, PAGE_H - 6, PAPER),
        rect(0, 0, 18, PAGE_H - 6, '#f1ece0'),
        ...specks,
        ...body,
      ],
      {
        transform: `rotate(${n(angle)} ${cx} ${cy}) translate(${cx} ${cy}) scale(0.988) translate(${-cx} ${-cy})`,
      },
    ),
  ];
}

function footer(lang: Lang): string {
  return group([
    rect(MARGIN, 2040, TEXT_W, 2, '#d8d2c4'),
    text(MARGIN, 2086, PAGE[lang].footer, { size: 22, fill: SCHOOL.gray }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Welcome letters
// ---------------------------------------------------------------------------------------------

async function letterBody(
  doc: Letter & ClassDocument,
  names: readonly string[],
  rng: Rng,
  measure: TextMeasurer,
): Promise<string[]> {
  // Largest body size at which the text and the signature block still fit on the page.
  const signatureBlock = 90 + 150 + 50;
  const { size, lines } = await largestFitting(35, 26, async (size) => {
    const lines = await Promise.all(
      doc.paragraphs.map((p) => measure.wrap(p, SERIF_STYLE, size, TEXT_W)),
    );
    const lineH = size * 1.5;
    const height =
      size * 1.5 * 2 +
      lines.reduce((sum, l) => sum + l.length * lineH, 0) +
      (lines.length - 1) * size * 0.7;
    return { size, lines, bottom: 690 + height + signatureBlock };
  });
  const lineH = size * 1.5;
  const parts = [
    ...heading(doc, 54),
    rect(MARGIN, 606, 120, 6, SCHOOL.gold, { rx: 3 }),
    ink(MARGIN, 690, doc.greeting, size, SERIF),
  ];
  let y = 690 + lineH * 1.6;
  for (const paragraph of lines) {
    parts.push(...inkLines(MARGIN, y, paragraph, lineH, size, SERIF));
    y += paragraph.length * lineH + size * 0.7;
  }
  y += size * 0.4;
  parts.push(
    ink(MARGIN, y, doc.closing, size, SERIF),
    await signatureRow(rng, names, y + 10, measure),
    teamLine(MARGIN, y + 10 + 130 + 50, doc.team),
  );
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Supply lists
// ---------------------------------------------------------------------------------------------

/** One column of headed sections with a check box before each item. */
async function column(
  sections: readonly SupplySection[],
  x: number,
  y: number,
  width: number,
  size: number,
  measure: TextMeasurer,
): Promise<{ svg: string[]; bottom: number }> {
  const svg: string[] = [];
  const lineH = size * 1.32;
  const box = size * 0.9;
  let cy = y;
  for (const section of sections) {
    svg.push(
      text(x, cy, section.heading, { size: size * 1.08, weight: 'bold', fill: SCHOOL.maroon }),
      rect(x, cy + size * 0.42, 64, 5, SCHOOL.gold, { rx: 2.5 }),
    );
    cy += size * 1.5;
    for (const item of section.items) {
      const lines = await measure.wrap(item, SANS_STYLE, size, width - size * 1.7);
      svg.push(
        rect(x + 2, cy - box * 0.85, box, box, 'none', { stroke: INK, 'stroke-width': 3, rx: 3 }),
        ...inkLines(x + size * 1.5, cy, lines, lineH, size),
      );
      cy += lines.length * lineH + size * 0.42;
    }
    cy += size * 0.7;
  }
  return { svg, bottom: cy };
}

async function supplyBody(
  doc: SupplyList & ClassDocument,
  names: readonly string[],
  rng: Rng,
  measure: TextMeasurer,
): Promise<string[]> {
  const parts = [
    ...heading(doc, 56),
    text(MARGIN, 636, doc.subtitle, { size: 28, fill: SCHOOL.gray }),
  ];
  // Most lists share the intro and the note of their language.
  const shared = PAGE[doc.lang];
  const introLines = await measure.wrap(doc.intro ?? shared.intro, SERIF_STYLE, 30, TEXT_W);
  parts.push(...inkLines(MARGIN, 712, introLines, 44, 30, SERIF));
  const top = 712 + introLines.length * 44 + 40;
  const noteLines = await measure.wrap(doc.note ?? shared.note, SANS_STYLE, 26, TEXT_W - 70);
  const noteH = noteLines.length * 38 + 44;
  const gap = 80;
  const colW = (TEXT_W - gap) / 2;
  // A long list (second grade's Spanish one holds both English pages) may go down to 22. Below
  // the columns come the note, the closing (60) and the signatures (190).
  const layout = await largestFitting(35, 22, async (size) => {
    const cols = await Promise.all(
      doc.columns.map((sections, i) =>
        column(sections, MARGIN + i * (colW + gap), top + size, colW, size, measure),
      ),
    );
    const colsBottom = Math.max(...cols.map((c) => c.bottom));
    return { cols, colsBottom, bottom: colsBottom + 20 + noteH + 250 };
  });
  parts.push(...layout.cols.flatMap((c) => c.svg));
  let y = layout.colsBottom + 10;
  parts.push(
    rect(MARGIN, y, TEXT_W, noteH, '#fdf1d2', { rx: 14, stroke: SCHOOL.gold, 'stroke-width': 3 }),
    ...inkLines(MARGIN + 35, y + 52, noteLines, 38, 26),
  );
  y += noteH + 60;
  parts.push(
    ink(MARGIN, y, doc.closing, 32, SERIF),
    await signatureRow(rng, names, y + 6, measure),
    teamLine(PAGE_W - MARGIN, y, doc.team, 'end'),
  );
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

async function documentSvg(
  grade: GradeId,
  file: string,
  doc: ClassDocument,
  measure: TextMeasurer,
): Promise<string> {
  const rng = createRng(seedFrom(`${grade}/${file}`));
  const names = STAFF.filter((m) => m.department === DEPARTMENT[grade]).map((m) =>
    localName(m.name, doc.lang),
  );
  const body = [
    await letterhead(doc.lang, measure),
    ...('paragraphs' in doc
      ? await letterBody(doc, names, rng, measure)
      : await supplyBody(doc, names, rng, measure)),
    footer(doc.lang),
  ];
  const label = PAGE[doc.lang].sampleMark;
  return svgDocument({
    width: PAGE_W,
    height: PAGE_H,
    body: [
      ...paper(rng, body),
      sampleMark({
        label,
        size: 24,
        corner: 'bottom-right',
        margin: 46,
        canvasWidth: PAGE_W,
        canvasHeight: PAGE_H,
        tone: 'light',
        labelWidth: await measure.width(label, SANS_STYLE, 24),
      }),
    ],
  });
}

export async function generateClassDocuments(
  staging: string,
  measure: TextMeasurer,
  only?: (file: string) => boolean,
): Promise<void> {
  const base = nodePath.join(staging, 'assets', 'documents', 'classes');
  for (const grade of GRADE_IDS) {
    const docs = Object.entries(DOCUMENTS[grade]);
    if (docs.length === 0) {
      // The folder exists so the site can show "no documents yet" for this grade.
      if (!only || only(grade)) await writeText(nodePath.join(base, grade, '.gitkeep'), '');
      continue;
    }
    for (const [file, doc] of docs) {
      const rel = `${grade}/${file}`;
      if (only && !only(rel)) continue;
      const what = 'paragraphs' in doc ? 'welcome letter' : 'supply list';
      const language = doc.lang === 'en' ? 'English' : 'Spanish';
      await writePalettePng(
        nodePath.join(base, grade, file),
        await documentSvg(grade, file, doc, measure),
        {
          maxBytes: 350 * 1024,
          description: `Sample document for the Highbridge School website: ${grade} grade ${what} in ${language}, written by fictional teachers`,
        },
      );
    }
  }
}
