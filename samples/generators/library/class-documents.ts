/**
 * Grade documents: welcome letters and supply lists drawn as slightly skewed "scanned" pages
 * (1700×2200, palette PNG) in public/assets/documents/classes/<gradeId>/. Each page has the
 * school letterhead, a date line, the text, pen signatures of the grade's (fictional) teachers
 * and a "Sample document" / "Documento de muestra" mark in the document's language. Second grade
 * keeps its English letter and list under the names without a language (welcome.png, supply.png,
 * supply2.png) beside Spanish versions; fifth grade deliberately has no documents (only a
 * .gitkeep).
 */
import nodePath from 'node:path';
import {
  FIRST_SUPPLY_EN,
  FIRST_SUPPLY_ES,
  FIRST_WELCOME_EN,
  FIRST_WELCOME_ES,
  FOURTH_SUPPLY_EN,
  FOURTH_SUPPLY_ES,
  FOURTH_WELCOME_EN,
  FOURTH_WELCOME_ES,
  KINDERGARTEN_SUPPLY_EN,
  KINDERGARTEN_SUPPLY_ES,
  KINDERGARTEN_WELCOME_EN,
  KINDERGARTEN_WELCOME_ES,
  SECOND_SUPPLY_ES,
  SECOND_SUPPLY_PAGE_1,
  SECOND_SUPPLY_PAGE_2,
  SECOND_WELCOME,
  SECOND_WELCOME_ES,
  THIRD_SUPPLY_EN,
  THIRD_SUPPLY_ES,
  THIRD_WELCOME_EN,
  THIRD_WELCOME_ES,
  type ClassDocument,
  type Lang,
  type Letter,
  type SupplyList,
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

export const GRADE_IDS = ['kindergarten', 'first', 'second', 'third', 'fourth', 'fifth'] as const;
export type GradeId = (typeof GRADE_IDS)[number];

const DEPARTMENT: Readonly<Record<GradeId, Department>> = {
  kindergarten: 'Kindergarten',
  first: 'First Grade',
  second: '2nd Grade',
  third: '3rd Grade',
  fourth: '4th Grade',
  fifth: '5th Grade',
};

/** File name → document, per grade. Only these names are used (see the site's loader). */
export const DOCUMENTS: Readonly<Record<GradeId, Readonly<Record<string, ClassDocument>>>> = {
  kindergarten: {
    'welcome-english.png': KINDERGARTEN_WELCOME_EN,
    'welcome-spanish.png': KINDERGARTEN_WELCOME_ES,
    'supply-english.png': KINDERGARTEN_SUPPLY_EN,
    'supply-spanish.png': KINDERGARTEN_SUPPLY_ES,
  },
  first: {
    'welcome-english.png': FIRST_WELCOME_EN,
    'welcome-spanish.png': FIRST_WELCOME_ES,
    'supply-english.png': FIRST_SUPPLY_EN,
    'supply-spanish.png': FIRST_SUPPLY_ES,
  },
  second: {
    'welcome.png': SECOND_WELCOME,
    'welcome-spanish.png': SECOND_WELCOME_ES,
    'supply.png': SECOND_SUPPLY_PAGE_1,
    'supply2.png': SECOND_SUPPLY_PAGE_2,
    'supply-spanish.png': SECOND_SUPPLY_ES,
  },
  third: {
    'welcome-english.png': THIRD_WELCOME_EN,
    'welcome-spanish.png': THIRD_WELCOME_ES,
    'supply-english.png': THIRD_SUPPLY_EN,
    'supply-spanish.png': THIRD_SUPPLY_ES,
  },
  fourth: {
    'welcome-english.png': FOURTH_WELCOME_EN,
    'welcome-spanish.png': FOURTH_WELCOME_ES,
    'supply-english.png': FOURTH_SUPPLY_EN,
    'supply-spanish.png': FOURTH_SUPPLY_ES,
  },
  fifth: {},
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

const LETTERHEAD: Readonly<Record<Lang, readonly [string, string, string]>> = {
  en: [
    'Public School 418 · Grades 3K–5 · Founded 1889',
    'Main Building, 1200 Nelson Avenue · Early Childhood Building, 1235 Shakespeare Avenue · Bronx, NY 10452',
    '(718) 555-0142 · office@highbridge-school.example · Principal: Dr. Elena Márquez',
  ],
  es: [
    'Escuela Pública 418 · De 3K a 5.º grado · Fundada en 1889',
    'Edificio principal, 1200 Nelson Avenue · Edificio de primera infancia, 1235 Shakespeare Avenue · Bronx, NY 10452',
    '(718) 555-0142 · office@highbridge-school.example · Directora: Dra. Elena Márquez',
  ],
};

const DATE_LINE: Readonly<Record<Lang, string>> = {
  en: 'August 31, 2026',
  es: '31 de agosto de 2026',
};

const FOOTER: Readonly<Record<Lang, string>> = {
  en: 'The Highbridge School, P.S. 418 · Translations are available from the main office.',
  es: 'The Highbridge School, P.S. 418 · La oficina principal ofrece traducciones.',
};

/** The corner mark, in the document's own language. */
const SAMPLE_MARK: Readonly<Record<Lang, string>> = {
  en: 'Sample document',
  es: 'Documento de muestra',
};

/** Staff names as they are written in Spanish letters (Sra./Sr.). */
function localName(name: string, lang: Lang): string {
  if (lang === 'en') return name;
  return name.replace(/^Ms\. /, 'Sra. ').replace(/^Mr\. /, 'Sr. ');
}

// ---------------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------------

async function letterhead(lang: Lang, measure: TextMeasurer): Promise<string> {
  const [tagline, addresses, contact] = LETTERHEAD[lang];
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
  let d = `M${n(pts[0]?.[0] ?? x)},${n(pts[0]?.[1] ?? y)}`;
  for (let i = 0; i < pts.length - 1; i += 1) {
    const p0 = pts[Math.max(0, i - 1)] ?? [x, y];
    const p1 = pts[i] ?? [x, y];
    const p2 = pts[i + 1] ?? p1;
    const p3 = pts[Math.min(pts.length - 1, i + 2)] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  const end = pts[pts.length - 1] ?? [x + width, y];
  d += ` Q${n(end[0] + width * 0.08)},${n(end[1] + height * 0.5)} ${n(x + width * 0.3)},${n(y + height * 0.35)}`;
  // Everyone slants and sizes their handwriting a little differently.
  const slant = rng.range(-16, 6);
  const scale = rng.range(0.85, 1.1);
  return stroke(d, PEN, 3.4 / scale, {
    opacity: 0.9,
    transform: `translate(${n(x)} ${n(y)}) skewX(${n(slant)}) scale(${n(scale)}) translate(${n(-x)} ${n(-y)})`,
  });
}

async function signatureRow(
  rng: Rng,
  names: readonly string[],
  y: number,
  measure: TextMeasurer,
): Promise<{ svg: string; bottom: number }> {
  const count = Math.max(1, names.length);
  const colW = TEXT_W / count;
  const parts: string[] = [];
  for (const [i, name] of names.entries()) {
    const x = MARGIN + colW * i;
    parts.push(signature(rng, x + 10, y + 70, Math.min(260, colW - 50), 52));
    const size = await measure.fit(name, SANS_STYLE, 26, colW - 20);
    parts.push(text(x + 10, y + 130, name, { size, fill: INK }));
  }
  return { svg: group(parts), bottom: y + 130 };
}

function paper(rng: Rng, body: readonly string[]): string[] {
  const angle = rng.range(-0.45, 0.45);
  const specks: string[] = [];
  for (let i = 0; i < 36; i += 1) {
    specks.push(
      circle(
        rng.range(40, PAGE_W - 40),
        rng.range(40, PAGE_H - 40),
        rng.range(0.8, 2.2),
        '#8f887c',
        { opacity: rng.range(0.15, 0.4) },
      ),
    );
  }
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
    text(MARGIN, 2086, FOOTER[lang], { size: 22, fill: SCHOOL.gray }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Welcome letters
// ---------------------------------------------------------------------------------------------

async function letterBody(
  doc: Letter,
  names: readonly string[],
  rng: Rng,
  measure: TextMeasurer,
): Promise<string[]> {
  const parts: string[] = [];
  parts.push(
    text(PAGE_W - MARGIN, 488, DATE_LINE[doc.lang], {
      size: 32,
      family: SERIF,
      fill: INK,
      anchor: 'end',
    }),
  );
  parts.push(
    text(MARGIN, 580, doc.title, { size: 54, family: SERIF, weight: 'bold', fill: SCHOOL.maroon }),
  );
  parts.push(rect(MARGIN, 606, 120, 6, SCHOOL.gold, { rx: 3 }));
  // Largest body size at which the text and the signature block still fit on the page.
  const signatureBlock = 90 + 150 + 50;
  let chosen: { size: number; lines: string[][] } | undefined;
  for (let size = 35; size >= 26; size -= 1) {
    const lines = await Promise.all(
      doc.paragraphs.map((p) => measure.wrap(p, SERIF_STYLE, size, TEXT_W)),
    );
    const lineH = size * 1.5;
    const height =
      size * 1.5 * 2 +
      lines.reduce((sum, l) => sum + l.length * lineH, 0) +
      (lines.length - 1) * size * 0.7;
    chosen = { size, lines };
    if (690 + height + signatureBlock <= CONTENT_BOTTOM) break;
  }
  if (!chosen) throw new Error('no text');
  const { size, lines } = chosen;
  const lineH = size * 1.5;
  let y = 690;
  parts.push(text(MARGIN, y, doc.greeting, { size, family: SERIF, fill: INK }));
  y += lineH * 1.6;
  for (const paragraph of lines) {
    for (const l of paragraph) {
      parts.push(text(MARGIN, y, l, { size, family: SERIF, fill: INK }));
      y += lineH;
    }
    y += size * 0.7;
  }
  y += size * 0.4;
  parts.push(text(MARGIN, y, doc.closing, { size, family: SERIF, fill: INK }));
  const row = await signatureRow(rng, names, y + 10, measure);
  parts.push(row.svg);
  parts.push(
    text(MARGIN, row.bottom + 50, doc.team, {
      size: 28,
      family: SERIF,
      italic: true,
      fill: SCHOOL.gray,
    }),
  );
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Supply lists
// ---------------------------------------------------------------------------------------------

interface ColumnLayout {
  svg: string[];
  bottom: number;
}

async function column(
  sections: SupplyList['columns'][number],
  x: number,
  y: number,
  width: number,
  size: number,
  measure: TextMeasurer,
): Promise<ColumnLayout> {
  const svg: string[] = [];
  const lineH = size * 1.32;
  let cy = y;
  for (const section of sections) {
    svg.push(
      text(x, cy, section.heading, { size: size * 1.08, weight: 'bold', fill: SCHOOL.maroon }),
    );
    svg.push(rect(x, cy + size * 0.42, 64, 5, SCHOOL.gold, { rx: 2.5 }));
    cy += size * 1.5;
    for (const item of section.items) {
      const lines = await measure.wrap(item, SANS_STYLE, size, width - size * 1.7);
      const box = size * 0.9;
      svg.push(
        rect(x + 2, cy - box * 0.85, box, box, 'none', { stroke: INK, 'stroke-width': 3, rx: 3 }),
      );
      for (const [i, l] of lines.entries()) {
        svg.push(text(x + size * 1.5, cy + i * lineH, l, { size, fill: INK }));
      }
      cy += lines.length * lineH + size * 0.42;
    }
    cy += size * 0.7;
  }
  return { svg, bottom: cy };
}

async function supplyBody(
  doc: SupplyList,
  names: readonly string[],
  rng: Rng,
  measure: TextMeasurer,
): Promise<string[]> {
  const parts: string[] = [];
  parts.push(
    text(PAGE_W - MARGIN, 488, DATE_LINE[doc.lang], {
      size: 32,
      family: SERIF,
      fill: INK,
      anchor: 'end',
    }),
  );
  parts.push(
    text(MARGIN, 580, doc.title, { size: 56, family: SERIF, weight: 'bold', fill: SCHOOL.maroon }),
  );
  parts.push(text(MARGIN, 636, doc.subtitle, { size: 28, fill: SCHOOL.gray }));
  const introLines = await measure.wrap(doc.intro, SERIF_STYLE, 30, TEXT_W);
  let y = 712;
  for (const l of introLines) {
    parts.push(text(MARGIN, y, l, { size: 30, family: SERIF, fill: INK }));
    y += 44;
  }
  y += 40;
  const gap = 80;
  const colW = (TEXT_W - gap) / 2;
  const signatureBlock = 60 + 190;
  let layout: { cols: ColumnLayout[]; note: string[]; noteH: number } | undefined;
  // A long list (second grade's Spanish one holds both English pages) may go down to 22.
  for (let size = 35; size >= 22; size -= 1) {
    const cols = await Promise.all(
      doc.columns.map((sections, i) =>
        column(sections, MARGIN + i * (colW + gap), y + size, colW, size, measure),
      ),
    );
    const note = await measure.wrap(doc.note, SANS_STYLE, 26, TEXT_W - 70);
    const noteH = note.length * 38 + 44;
    layout = { cols, note, noteH };
    const bottom = Math.max(...cols.map((c) => c.bottom));
    if (bottom + 20 + noteH + signatureBlock <= CONTENT_BOTTOM) break;
  }
  if (!layout) throw new Error('no layout');
  for (const col of layout.cols) parts.push(...col.svg);
  let cy = Math.max(...layout.cols.map((c) => c.bottom)) + 10;
  parts.push(
    rect(MARGIN, cy, TEXT_W, layout.noteH, '#fdf1d2', {
      rx: 14,
      stroke: SCHOOL.gold,
      'stroke-width': 3,
    }),
  );
  layout.note.forEach((l, i) =>
    parts.push(text(MARGIN + 35, cy + 52 + i * 38, l, { size: 26, fill: INK })),
  );
  cy += layout.noteH + 60;
  parts.push(text(MARGIN, cy, doc.closing, { size: 32, family: SERIF, fill: INK }));
  const row = await signatureRow(rng, names, cy + 6, measure);
  parts.push(row.svg);
  parts.push(
    text(PAGE_W - MARGIN, cy, doc.team, {
      size: 28,
      family: SERIF,
      italic: true,
      fill: SCHOOL.gray,
      anchor: 'end',
    }),
  );
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

export async function documentSvg(
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
    ...(doc.kind === 'welcome'
      ? await letterBody(doc, names, rng, measure)
      : await supplyBody(doc, names, rng, measure)),
    footer(doc.lang),
  ];
  const label = SAMPLE_MARK[doc.lang];
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
      const what = doc.kind === 'welcome' ? 'welcome letter' : 'supply list';
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
