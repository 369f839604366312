/**
 * Staff directory sample portraits: one 1600×2000 palette PNG per (fictional) staff member in
 * public/assets/documents/staff/<Department>/<Title First Last>.png, a stylised portrait on the
 * department's colour with no words at all, so that one picture serves both languages: the page
 * writes the name, department and role beside it. Each file's EXIF ImageDescription begins with
 * "Sample", which the site reads to say "sample" in the picture's description (alt text).
 * "IEP Team" exists but stays empty.
 */
import nodePath from 'node:path';
import { writePalettePng, writeText } from './output.ts';
import staff from '../../content/library/staff.json' with { type: 'json' };
import { oneOf, portrait, portraitSpec, type PortraitJson, type PortraitSpec } from './portrait.ts';
import { SCHOOL, circle, group, rect, shade, svgDocument } from './svg.ts';

const DEPARTMENTS = [
  '3K-Pre-K',
  'Kindergarten',
  'First Grade',
  '2nd Grade',
  '3rd Grade',
  '4th Grade',
  '5th Grade',
  'Educational Assistants',
  'Enrichment',
  'IEP Team',
  'Related Service Providers',
  'Special Providers',
] as const;

export type Department = (typeof DEPARTMENTS)[number];

interface StaffJson {
  department: string;
  name: string;
  role: string;
  look: PortraitJson;
}

export interface StaffMember {
  /** Display name with title; also the file name. */
  name: string;
  role: string;
  department: Department;
  look: PortraitSpec;
}

/** Soft panel colour per department, so each folder has its own look. */
const ACCENT: Readonly<Record<Department, string>> = {
  '3K-Pre-K': '#f6c9a8',
  Kindergarten: '#fbe0a0',
  'First Grade': '#c5e4c3',
  '2nd Grade': '#bcdff2',
  '3rd Grade': '#d7c7ee',
  '4th Grade': '#f6c6d3',
  '5th Grade': '#bfe4de',
  'Educational Assistants': '#e6d8bf',
  Enrichment: '#ffd3a8',
  'IEP Team': '#d3dbe8',
  'Related Service Providers': '#cde2cd',
  'Special Providers': '#d5dbf0',
};

const STAFF_JSON: readonly StaffJson[] = staff;

/** Every person in content/library/staff.json is fictional. */
export const STAFF: readonly StaffMember[] = STAFF_JSON.map((m) => ({
  ...m,
  department: oneOf(DEPARTMENTS, m.department),
  look: portraitSpec(m.look),
}));

const W = 1600;
const HEIGHT = 2000;

/** A textless portrait: the person on the department's colour, with a few soft shapes. */
export function portraitSvg(m: StaffMember): string {
  const accent = ACCENT[m.department];
  const cx = W / 2;
  const headY = 900;
  const zoom = 1.75;
  const decor = [
    rect(0, 0, W, HEIGHT, accent),
    circle(cx, headY + 260, 760, shade(accent, 0.35)),
    circle(190, 230, 70, shade(accent, -0.12)),
    circle(W - 210, 330, 36, '#ffffff', { opacity: 0.7 }),
    circle(W - 130, 500, 18, '#ffffff', { opacity: 0.7 }),
    circle(140, HEIGHT - 620, 26, '#ffffff', { opacity: 0.7 }),
  ];
  for (let i = 0; i < 5; i += 1) decor.push(circle(W - 330 + i * 44, 170, 10, shade(accent, -0.2)));
  const bust = group(portrait(m.look, cx, headY, headY + (HEIGHT + 40 - headY) / zoom), {
    transform: `translate(${cx} ${headY}) scale(${zoom}) translate(${-cx} ${-headY})`,
  });
  // A thin band in the school's colours at the foot, the one mark of the school.
  const band = [
    rect(0, HEIGHT - 36, W, 36, SCHOOL.maroon),
    rect(0, HEIGHT - 48, W, 12, SCHOOL.gold),
  ];
  return svgDocument({ width: W, height: HEIGHT, body: [...decor, bust, ...band] });
}

export async function generateStaff(
  staging: string,
  only?: (file: string) => boolean,
): Promise<void> {
  const base = nodePath.join(staging, 'assets', 'documents', 'staff');
  for (const department of DEPARTMENTS) {
    const people = STAFF.filter((m) => m.department === department);
    if (people.length === 0) {
      // The folder must exist (the site lists it) but hold no cards.
      if (!only || only(department))
        await writeText(nodePath.join(base, department, '.gitkeep'), '');
      continue;
    }
    for (const m of people) {
      const file = nodePath.join(base, department, `${m.name}.png`);
      if (only && !only(nodePath.relative(base, file))) continue;
      await writePalettePng(file, portraitSvg(m), {
        maxBytes: 250 * 1024,
        // "Sample" first: the site reads it (scripts/lib/media/exif.ts).
        description: `Sample illustrated portrait of a fictional person, ${m.name}, ${m.role}, The Highbridge School`,
      });
    }
  }
}
