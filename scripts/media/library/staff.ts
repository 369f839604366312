/**
 * Staff directory sample cards: one 1600×2000 palette PNG per (fictional) staff member in
 * public/assets/documents/staff/<Department>/<Title First Last>.png, with a stylised portrait,
 * name, role, building, the school crest and a "Sample" mark. "IEP Team" exists but stays empty.
 */
import nodePath from 'node:path';
import { writePalettePng, writeText } from './output.ts';
import { portrait, type PortraitSpec } from './portrait.ts';
import {
  HAIR,
  SCHOOL,
  SERIF,
  SKIN,
  COLORS,
  circle,
  crest,
  group,
  rect,
  roundedRect,
  sampleMark,
  shade,
  svgDocument,
  text,
} from './svg.ts';
import type { TextMeasurer } from './text.ts';

export const DEPARTMENTS = [
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

export interface StaffMember {
  /** Display name with title; also the file name. */
  name: string;
  role: string;
  department: Department;
  look: PortraitSpec;
}

const EARLY = 'Early Childhood Building';
const MAIN = 'Main Building';
const BOTH = 'Main and Early Childhood Buildings';

const BUILDING: Readonly<Record<Department, string>> = {
  '3K-Pre-K': EARLY,
  Kindergarten: EARLY,
  'First Grade': EARLY,
  '2nd Grade': MAIN,
  '3rd Grade': MAIN,
  '4th Grade': MAIN,
  '5th Grade': MAIN,
  'Educational Assistants': BOTH,
  Enrichment: BOTH,
  'IEP Team': BOTH,
  'Related Service Providers': BOTH,
  'Special Providers': BOTH,
};

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

const S = SKIN;
const H = HAIR;

const member = (
  department: Department,
  name: string,
  role: string,
  look: PortraitSpec,
): StaffMember => ({ department, name, role, look });

/** Every person here is fictional. */
export const STAFF: readonly StaffMember[] = [
  member('3K-Pre-K', 'Ms. Ana López', '3K Lead Teacher', {
    skin: S[5],
    hair: H[1],
    hairStyle: 'long',
    outfit: 'cardigan',
    top: COLORS.coral,
    inner: '#fbf3e4',
    earrings: true,
    lanyard: true,
    smile: 'open',
  }),
  member('3K-Pre-K', 'Ms. Priya Raman', 'Pre-K Lead Teacher', {
    skin: S[3],
    hair: H[0],
    hairStyle: 'braids',
    outfit: 'blouse',
    top: COLORS.teal,
    earrings: true,
  }),
  member('3K-Pre-K', 'Mr. Tomás Herrera', 'Pre-K Dual Language Teacher', {
    skin: S[4],
    hair: H[1],
    hairStyle: 'sidePart',
    outfit: 'collar',
    top: COLORS.sky,
    glasses: true,
    lanyard: true,
    smile: 'open',
  }),
  member('Kindergarten', 'Ms. Grace Okafor', 'Kindergarten Teacher', {
    skin: S[1],
    hair: H[0],
    hairStyle: 'afro',
    outfit: 'crew',
    top: COLORS.mustard,
    earrings: true,
    smile: 'open',
  }),
  member('Kindergarten', 'Ms. Lucía Fernández', 'Kindergarten Dual Language Teacher', {
    skin: S[6],
    hair: H[3],
    hairStyle: 'bun',
    outfit: 'cardigan',
    top: COLORS.green,
    inner: '#ffffff',
    glasses: true,
  }),
  member('Kindergarten', 'Mr. Daniel Kim', 'Kindergarten ICT Teacher', {
    skin: S[6],
    hair: H[0],
    hairStyle: 'short',
    outfit: 'crew',
    top: COLORS.navy,
    lanyard: true,
    smile: 'open',
  }),
  member('Kindergarten', 'Ms. Emily Walsh', 'Kindergarten Teacher', {
    skin: S[7],
    hair: H[6],
    hairStyle: 'bob',
    outfit: 'blouse',
    top: COLORS.lilac,
    earrings: true,
  }),
  member('First Grade', 'Ms. Aaliyah Johnson', 'First Grade Teacher', {
    skin: S[2],
    hair: H[0],
    hairStyle: 'locs',
    outfit: 'turtleneck',
    top: COLORS.rose,
    earrings: true,
    smile: 'open',
  }),
  member('First Grade', 'Mr. Rafael Peña', 'First Grade Dual Language Teacher', {
    skin: S[4],
    hair: H[1],
    hairStyle: 'fade',
    outfit: 'collar',
    top: COLORS.blue,
    inner: '#f4f6f8',
    beard: true,
  }),
  member('First Grade', 'Ms. Mei Chen', 'First Grade ICT Teacher', {
    skin: S[6],
    hair: H[0],
    hairStyle: 'ponytail',
    outfit: 'cardigan',
    top: COLORS.sky,
    inner: '#fdfbf6',
    glasses: true,
    lanyard: true,
    smile: 'open',
  }),
  member('2nd Grade', 'Ms. Sofía Ramírez', 'Second Grade Teacher', {
    skin: S[4],
    hair: H[2],
    hairStyle: 'curly',
    outfit: 'blouse',
    top: COLORS.orange,
    earrings: true,
    smile: 'open',
  }),
  member('2nd Grade', 'Mr. Jamal Carter', 'Second Grade Teacher', {
    skin: S[0],
    hair: H[0],
    hairStyle: 'fade',
    outfit: 'blazer',
    top: COLORS.charcoal,
    inner: '#f4f6f8',
    beard: true,
    smile: 'open',
  }),
  member('2nd Grade', 'Ms. Hannah Goldberg', 'Second Grade ICT Teacher', {
    skin: S[7],
    hair: H[4],
    hairStyle: 'curly',
    outfit: 'crew',
    top: COLORS.forest,
    glasses: true,
    lanyard: true,
  }),
  member('3rd Grade', 'Mr. Kwame Mensah', 'Third Grade Teacher', {
    skin: S[0],
    hair: H[0],
    hairStyle: 'bald',
    outfit: 'collar',
    top: COLORS.mustard,
    glasses: true,
    beard: true,
    smile: 'open',
  }),
  member('3rd Grade', 'Ms. Valentina Cruz', 'Third Grade Dual Language Teacher', {
    skin: S[5],
    hair: H[2],
    hairStyle: 'long',
    outfit: 'blouse',
    top: COLORS.purple,
    earrings: true,
  }),
  member('3rd Grade', 'Ms. Fatima Diallo', 'Third Grade ICT Teacher', {
    skin: S[1],
    hair: H[0],
    hairStyle: 'braids',
    outfit: 'cardigan',
    top: COLORS.teal,
    inner: '#fdfbf6',
    lanyard: true,
    smile: 'open',
  }),
  member('3rd Grade', "Mr. Brian O'Connor", 'Third Grade Teacher', {
    skin: S[7],
    hair: H[5],
    hairStyle: 'short',
    outfit: 'collar',
    top: COLORS.green,
    inner: '#eef3f8',
    beard: true,
  }),
  member('4th Grade', 'Mr. Andrés Morales', 'Fourth Grade Teacher', {
    skin: S[4],
    hair: H[0],
    hairStyle: 'short',
    outfit: 'blazer',
    top: COLORS.navy,
    inner: '#f4f6f8',
    tie: SCHOOL.maroon,
    smile: 'open',
  }),
  member('4th Grade', 'Ms. Keisha Williams', 'Fourth Grade ICT Teacher', {
    skin: S[1],
    hair: H[0],
    hairStyle: 'bun',
    outfit: 'blouse',
    top: COLORS.red,
    earrings: true,
    glasses: true,
  }),
  member('4th Grade', 'Ms. Yuki Tanaka', 'Fourth Grade Teacher', {
    skin: S[6],
    hair: H[0],
    hairStyle: 'bob',
    outfit: 'turtleneck',
    top: COLORS.mustard,
    lanyard: true,
    smile: 'open',
  }),
  member('5th Grade', 'Mr. Marcus Reid', 'Fifth Grade Teacher', {
    skin: S[2],
    hair: H[0],
    hairStyle: 'short',
    outfit: 'crew',
    top: SCHOOL.maroon,
    glasses: true,
    smile: 'open',
  }),
  member('5th Grade', 'Ms. Isabel Ortiz', 'Fifth Grade Dual Language Teacher', {
    skin: S[5],
    hair: H[1],
    hairStyle: 'ponytail',
    outfit: 'blazer',
    top: COLORS.teal,
    inner: '#ffffff',
    earrings: true,
  }),
  member('5th Grade', 'Ms. Nadia Haddad', 'Fifth Grade ICT Teacher', {
    skin: S[5],
    hair: H[0],
    hairStyle: 'hijab',
    scarf: COLORS.rose,
    outfit: 'crew',
    top: COLORS.navy,
    smile: 'open',
  }),
  member('Educational Assistants', 'Ms. Carmen Rivera', 'Paraprofessional', {
    skin: S[4],
    hair: H[7],
    hairStyle: 'bob',
    outfit: 'cardigan',
    top: COLORS.purple,
    inner: '#fdfbf6',
    glasses: true,
    earrings: true,
    smile: 'open',
  }),
  member('Educational Assistants', 'Mr. Luis Batista', 'Paraprofessional', {
    skin: S[3],
    hair: H[0],
    hairStyle: 'curly',
    outfit: 'crew',
    top: COLORS.lime,
    lanyard: true,
  }),
  member('Educational Assistants', 'Ms. Destiny Brooks', 'Paraprofessional', {
    skin: S[1],
    hair: H[2],
    hairStyle: 'afro',
    outfit: 'turtleneck',
    top: COLORS.sky,
    earrings: true,
    smile: 'open',
  }),
  member('Educational Assistants', 'Ms. Linh Nguyen', 'Paraprofessional', {
    skin: S[6],
    hair: H[0],
    hairStyle: 'long',
    outfit: 'crew',
    top: COLORS.pink,
    lanyard: true,
  }),
  member('Enrichment', 'Ms. Olivia Bennett', 'Visual Arts Teacher', {
    skin: S[7],
    hair: H[5],
    hairStyle: 'bun',
    outfit: 'crew',
    top: COLORS.teal,
    earrings: true,
    glasses: true,
    smile: 'open',
  }),
  member('Enrichment', 'Mr. José Santana', 'Music Teacher', {
    skin: S[3],
    hair: H[1],
    hairStyle: 'sidePart',
    outfit: 'turtleneck',
    top: COLORS.charcoal,
    beard: true,
  }),
  member('Enrichment', 'Mr. Darnell Price', 'Physical Education Teacher', {
    skin: S[0],
    hair: H[0],
    hairStyle: 'fade',
    outfit: 'crew',
    top: SCHOOL.gold,
    lanyard: true,
    smile: 'open',
  }),
  member('Related Service Providers', 'Ms. Renée Dubois', 'Speech-Language Pathologist', {
    skin: S[7],
    hair: H[3],
    hairStyle: 'long',
    outfit: 'blazer',
    top: COLORS.rose,
    inner: '#fdfbf6',
    earrings: true,
  }),
  member('Related Service Providers', 'Mr. Ahmed Hassan', 'Occupational Therapist', {
    skin: S[4],
    hair: H[0],
    hairStyle: 'short',
    outfit: 'collar',
    top: COLORS.sky,
    beard: true,
    glasses: true,
    smile: 'open',
  }),
  member('Related Service Providers', 'Dr. Miriam Adeyemi', 'School Psychologist', {
    skin: S[1],
    hair: H[0],
    hairStyle: 'locs',
    outfit: 'blazer',
    top: COLORS.purple,
    inner: '#f4f6f8',
    earrings: true,
    glasses: true,
  }),
  member('Special Providers', 'Ms. Gabriela Núñez', 'English as a New Language Teacher', {
    skin: S[5],
    hair: H[2],
    hairStyle: 'curly',
    outfit: 'cardigan',
    top: COLORS.mustard,
    inner: '#ffffff',
    earrings: true,
    lanyard: true,
    smile: 'open',
  }),
];

const W = 1600;
const CARD_H = 2000;
const PANEL = { x: 200, y: 330, w: 1200, h: 1070 } as const;

async function cardSvg(m: StaffMember, measure: TextMeasurer): Promise<string> {
  const accent = ACCENT[m.department];
  const cx = W / 2;
  const headY = PANEL.y + 430;
  const zoom = 1.22;
  const parts: string[] = [rect(0, 0, W, CARD_H, SCHOOL.cream)];
  // Header band with crest and school name
  parts.push(rect(0, 0, W, 240, SCHOOL.maroon), rect(0, 240, W, 12, SCHOOL.gold));
  parts.push(crest(150, 122, 170));
  parts.push(
    text(270, 112, 'The Highbridge School', {
      size: 62,
      family: SERIF,
      weight: 'bold',
      fill: '#ffffff',
    }),
  );
  parts.push(text(272, 170, 'P.S. 418 · Bronx, New York', { size: 32, fill: SCHOOL.gold }));
  parts.push(
    text(W - 80, 112, 'STAFF DIRECTORY', {
      size: 28,
      weight: 'bold',
      fill: SCHOOL.gold,
      anchor: 'end',
      letterSpacing: 4,
    }),
  );
  parts.push(text(W - 80, 166, m.department, { size: 34, fill: '#ffffff', anchor: 'end' }));
  // Portrait panel, clipped to rounded corners
  const clip = `clip-${m.department.replace(/[^A-Za-z0-9]/g, '')}`;
  const panelPath = roundedRect(PANEL.x, PANEL.y, PANEL.w, PANEL.h, 56);
  const decor = [
    rect(PANEL.x, PANEL.y, PANEL.w, PANEL.h, accent),
    circle(cx, headY + 160, 480, shade(accent, 0.35)),
    circle(PANEL.x + 120, PANEL.y + 140, 46, shade(accent, -0.12)),
    circle(PANEL.x + PANEL.w - 140, PANEL.y + 220, 24, '#ffffff', { opacity: 0.7 }),
    circle(PANEL.x + PANEL.w - 90, PANEL.y + 330, 12, '#ffffff', { opacity: 0.7 }),
    circle(PANEL.x + 90, PANEL.y + PANEL.h - 300, 18, '#ffffff', { opacity: 0.7 }),
  ];
  for (let i = 0; i < 5; i += 1)
    decor.push(circle(PANEL.x + PANEL.w - 200 + i * 30, PANEL.y + 110, 7, shade(accent, -0.2)));
  const svgDefs = [`<clipPath id="${clip}"><path d="${panelPath}"/></clipPath>`];
  const bust = group(portrait(m.look, cx, headY, headY + (PANEL.y + PANEL.h + 40 - headY) / zoom), {
    transform: `translate(${cx} ${headY}) scale(${zoom}) translate(${-cx} ${-headY})`,
  });
  parts.push(group([...decor, bust], { 'clip-path': `url(#${clip})` }));
  // Name, role and building
  const nameSize = await measure.fit(m.name, { family: 'serif', bold: true }, 96, 1300);
  parts.push(
    text(cx, 1540, m.name, {
      size: nameSize,
      family: SERIF,
      weight: 'bold',
      fill: SCHOOL.ink,
      anchor: 'middle',
    }),
  );
  const roleSize = await measure.fit(m.role, { family: 'sans' }, 50, 1300);
  parts.push(text(cx, 1625, m.role, { size: roleSize, fill: SCHOOL.maroon, anchor: 'middle' }));
  parts.push(rect(cx - 90, 1668, 180, 8, SCHOOL.gold, { rx: 4 }));
  parts.push(
    text(cx, 1740, BUILDING[m.department], { size: 34, fill: SCHOOL.gray, anchor: 'middle' }),
  );
  // Footer with contact line and the sample mark
  parts.push(rect(0, 1850, W, 2, SCHOOL.grayLight));
  parts.push(
    text(80, 1932, '(718) 555-0142 · office@highbridge-school.example', {
      size: 28,
      fill: SCHOOL.gray,
    }),
  );
  const label = 'Sample card · fictional person';
  parts.push(
    sampleMark({
      label,
      size: 28,
      corner: 'bottom-right',
      margin: 42,
      canvasWidth: W,
      canvasHeight: CARD_H,
      tone: 'light',
      labelWidth: await measure.width(label, { family: 'sans' }, 28),
    }),
  );
  return svgDocument({ width: W, height: CARD_H, defs: svgDefs, body: parts });
}

export async function generateStaff(
  root: string,
  measure: TextMeasurer,
  only?: (file: string) => boolean,
): Promise<void> {
  const base = nodePath.join(root, 'public', 'assets', 'documents', 'staff');
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
      await writePalettePng(file, await cardSvg(m, measure), {
        maxBytes: 250 * 1024,
        description: `Sample staff directory card for a fictional person, ${m.name}, ${m.role}, The Highbridge School`,
      });
    }
  }
}
