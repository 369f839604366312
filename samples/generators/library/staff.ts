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
import { portrait, type PortraitSpec } from './portrait.ts';
import { HAIR, SCHOOL, SKIN, COLORS, circle, group, rect, shade, svgDocument } from './svg.ts';

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
