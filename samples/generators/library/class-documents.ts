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
  type Letter,
  type SupplyList,
  type SupplySection,
} from './class-content.ts';
import { writePalettePng, writeText } from './output.ts';
import { STAFF, type Department } from './staff.ts';
import {
  SCHOOL,
  SERIF,
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
  type Rng,
  type TextOptions,
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

// Page geometry and type.
const PAGE_W = 1700;
const PAGE_H = 2200;
const MARGIN = 170;
const TEXT_W = PAGE_W - MARGIN * 2;
/** Nothing but the footer goes below this line. */
const CONTENT_BOTTOM = 2010;
/** Height of the sign-off under the text: closing line, signatures and printed names. */
const SIGN_OFF_H = 190;
const INK = '#2a2a2f';
const PEN = '#23408e';
const MAROON_BOLD = { weight: 'bold', fill: SCHOOL.maroon } as const;
/** The team's name, in grey italics at the right of the closing line. */
const TEAM = { italic: true, fill: SCHOOL.gray, anchor: 'end' } as const;

const SERIF_STYLE: FontStyle = { family: 'serif' };
const SANS_STYLE: FontStyle = { family: 'sans' };

/** A letter or a list, with the grade it belongs to (whose teachers sign it). */
type Page = ClassDocument & { grade: GradeId };

/** Serif type (the letters' prose, the title, the date), in ink unless told otherwise. */
function serif(size: number, o: Partial<TextOptions> = {}): TextOptions {
  return { size, family: SERIF, fill: INK, ...o };
}

/** Lines of ink text, `lineH` apart: serif for the letters' prose, sans for lists and names. */
const inkLines = (x: number, y: number, lines: readonly string[], lineH: number, o: TextOptions) =>
  lines.map((l, i) => text(x, y + i * lineH, l, { fill: INK, ...o }));

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

/** The letterhead, then the date line and the document's title. */
async function heading(doc: ClassDocument, measure: TextMeasurer): Promise<string[]> {
  const { letterhead, date } = PAGE[doc.lang];
  const small = await measure.fit(letterhead.addresses, SANS_STYLE, 24, TEXT_W);
  const centred = { size: small, fill: SCHOOL.gray, anchor: 'middle' } as const;
  return [
    crest(MARGIN + 80, 190, 190),
    // One name in every language, as on the website (no "Escuela Highbridge").
    text(MARGIN + 200, 180, 'The Highbridge School', serif(66, MAROON_BOLD)),
    text(MARGIN + 202, 236, letterhead.tagline, { size: 28, fill: SCHOOL.gray }),
    rect(MARGIN, 306, TEXT_W, 6, SCHOOL.gold),
    rect(MARGIN, 318, TEXT_W, 2, SCHOOL.maroon),
    text(PAGE_W / 2, 364, letterhead.addresses, centred),
    text(PAGE_W / 2, 400, letterhead.contact, centred),
    text(PAGE_W - MARGIN, 488, date, serif(32, { anchor: 'end' })),
    text(MARGIN, 580, doc.title, serif(55, MAROON_BOLD)),
  ];
}

/**
 * A quick pen signature as one stroke: a tall first letter, a wave of quadratic humps (each `t`
 * mirrors the previous bend) and an underline flourish back to the left, slanted a little.
 */
function signature(rng: Rng, x: number, y: number, width: number): string {
  const humps = rng.int(5, 8);
  const step = (width * 0.75) / humps;
  let d = `M${n(x)},${n(y)} l${n(width * 0.05)},-70 l${n(width * 0.02)},64 q${n(step / 2)},-40 ${n(step)},0`;
  for (let i = 1; i < humps; i += 1) d += ` t${n(step)},${n(rng.range(-6, 6))}`;
  d += ` q${n(width * 0.1)},40 ${n(-width * 0.55)},24`;
  const slant = n(rng.range(-16, 6));
  return stroke(d, PEN, 3.4, {
    opacity: 0.9,
    transform: `translate(${x} ${y}) skewX(${slant}) translate(${-x} ${-y})`,
  });
}

/**
 * The closing line with the team's name at its right, then the teachers' signatures side by
 * side, each with the name printed under it (SIGN_OFF_H in all).
 */
async function signOff(doc: Page, y: number, size: number, rng: Rng, measure: TextMeasurer) {
  // The grade's teachers, written Sra./Sr. in Spanish documents.
  const names = STAFF.filter((m) => m.department === DEPARTMENT[doc.grade]).map(({ name }) =>
    doc.lang === 'en' ? name : name.replace(/^Ms\. /, 'Sra. ').replace(/^Mr\. /, 'Sr. '),
  );
  const colW = TEXT_W / Math.max(1, names.length);
  const parts = [
    text(MARGIN, y, doc.closing, serif(size)),
    text(PAGE_W - MARGIN, y, doc.team, serif(28, TEAM)),
  ];
  for (const [i, name] of names.entries()) {
    const x = MARGIN + colW * i + 10;
    const nameSize = await measure.fit(name, SANS_STYLE, 26, colW - 20);
    parts.push(
      signature(rng, x, y + 80, Math.min(260, colW - 50)),
      text(x, y + 136, name, { size: nameSize, fill: INK }),
    );
  }
  return parts;
}

// --- Welcome letters and supply lists ---

async function letterBody(doc: Page & Letter, rng: Rng, measure: TextMeasurer): Promise<string[]> {
  const top = 690;
  // Largest body size at which the text and the sign-off still fit on the page.
  const { size, paragraphs } = await largestFitting(35, 26, async (size) => {
    const paragraphs = await Promise.all(
      [doc.greeting, ...doc.paragraphs].map((p) => measure.wrap(p, SERIF_STYLE, size, TEXT_W)),
    );
    const lines = paragraphs.reduce((sum, p) => sum + p.length, 0);
    const height = lines * size * 1.5 + paragraphs.length * size * 0.7 + size * 0.4;
    return { size, paragraphs, bottom: top + height + SIGN_OFF_H };
  });
  const parts = [rect(MARGIN, 606, 120, 6, SCHOOL.gold, { rx: 3 })];
  let y = top;
  for (const lines of paragraphs) {
    parts.push(...inkLines(MARGIN, y, lines, size * 1.5, serif(size)));
    y += lines.length * size * 1.5 + size * 0.7;
  }
  parts.push(...(await signOff(doc, y + size * 0.4, size, rng, measure)));
  return parts;
}

async function supplyBody(doc: Page & SupplyList, rng: Rng, measure: TextMeasurer) {
  // Most lists share the intro and the note of their language.
  const shared = PAGE[doc.lang];
  const intro = await measure.wrap(doc.intro ?? shared.intro, SERIF_STYLE, 30, TEXT_W);
  const note = await measure.wrap(doc.note ?? shared.note, SANS_STYLE, 26, TEXT_W - 70);
  const top = 712 + intro.length * 44 + 40;
  const noteH = note.length * 38 + 44;
  const [gap, colW] = [80, (TEXT_W - 80) / 2];

  /** Column `i` (0 or 1) of headed sections at `size`, with a check box before each item. */
  const column = async (sections: readonly SupplySection[], i: number, size: number) => {
    const svg: string[] = [];
    const [x, lineH, box] = [MARGIN + i * (colW + gap), size * 1.32, size * 0.9];
    let y = top + size;
    for (const section of sections) {
      svg.push(
        text(x, y, section.heading, { size: size * 1.08, ...MAROON_BOLD }),
        rect(x, y + size * 0.42, 64, 5, SCHOOL.gold, { rx: 2.5 }),
      );
      y += size * 1.5;
      for (const item of section.items) {
        const lines = await measure.wrap(item, SANS_STYLE, size, colW - size * 1.7);
        svg.push(
          rect(x + 2, y - box * 0.85, box, box, 'none', { stroke: INK, 'stroke-width': 3, rx: 3 }),
          ...inkLines(x + size * 1.5, y, lines, lineH, { size }),
        );
        y += lines.length * lineH + size * 0.42;
      }
      y += size * 0.7;
    }
    return { svg, bottom: y };
  };

  // A long list (second grade's Spanish one holds both English pages) may go down to 22. Below
  // the columns come the note and the sign-off.
  const { cols, colsBottom } = await largestFitting(35, 22, async (size) => {
    const cols = await Promise.all(doc.columns.map((sections, i) => column(sections, i, size)));
    const colsBottom = Math.max(...cols.map((c) => c.bottom));
    return { cols, colsBottom, bottom: colsBottom + 70 + noteH + SIGN_OFF_H };
  });
  const y = colsBottom + 10;
  return [
    text(MARGIN, 636, doc.subtitle, { size: 28, fill: SCHOOL.gray }),
    ...inkLines(MARGIN, 712, intro, 44, serif(30)),
    ...cols.flatMap((c) => c.svg),
    rect(MARGIN, y, TEXT_W, noteH, '#fdf1d2', { rx: 14, stroke: SCHOOL.gold, 'stroke-width': 3 }),
    ...inkLines(MARGIN + 35, y + 52, note, 38, { size: 26 }),
    ...(await signOff(doc, y + noteH + 60, 32, rng, measure)),
  ];
}

// --- Output ---

/** The page, turned a fraction of a degree as if scanned, on a grey scanner bed. */
async function documentSvg(page: Page, file: string, measure: TextMeasurer): Promise<string> {
  const rng = createRng(seedFrom(`${page.grade}/${file}`));
  const body = [
    ...(await heading(page, measure)),
    ...('paragraphs' in page
      ? await letterBody(page, rng, measure)
      : await supplyBody(page, rng, measure)),
  ];
  const [cx, cy] = [PAGE_W / 2, PAGE_H / 2];
  const tilt = `rotate(${n(rng.range(-0.45, 0.45))} ${cx} ${cy})`;
  const { footer, sampleMark: label } = PAGE[page.lang];
  return svgDocument({
    width: PAGE_W,
    height: PAGE_H,
    body: [
      rect(0, 0, PAGE_W, PAGE_H, '#d5d0c6'),
      group(
        [
          rect(6, 8, PAGE_W - 8, PAGE_H - 8, '#b9b3a8'),
          rect(0, 0, PAGE_W - 6, PAGE_H - 6, '#fbf8f0'),
          ...body,
          rect(MARGIN, 2040, TEXT_W, 2, '#d8d2c4'),
          text(MARGIN, 2086, footer, { size: 22, fill: SCHOOL.gray }),
        ],
        {
          // Shrunk a little so that the turned corners stay on the scanner bed.
          transform: `${tilt} translate(${cx} ${cy}) scale(0.988) translate(${-cx} ${-cy})`,
        },
      ),
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
      if (only && !only(`${grade}/${file}`)) continue;
      const what = 'paragraphs' in doc ? 'welcome letter' : 'supply list';
      const language = doc.lang === 'en' ? 'English' : 'Spanish';
      const description = `Sample document for the Highbridge School website: ${grade} grade ${what} in ${language}, written by fictional teachers`;
      const svg = await documentSvg({ ...doc, grade }, file, measure);
      await writePalettePng(nodePath.join(base, grade, file), svg, {
        maxBytes: 350 * 1024,
        description,
      });
    }
  }
}
