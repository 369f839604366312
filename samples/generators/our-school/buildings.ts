/**
 * Illustrations of the school's two buildings for the Our Two Buildings carousel and the Our
 * School page: the 1889 red-brick Main Building (grades 2–5) and the modern Early Childhood
 * Building (3K–grade 1). Written as 16:9 JPEG and WebP, 1600 and 800 pixels wide, to
 * public/assets/images/our-buildings/. The pages in both languages show them, so no words but the
 * school's number are drawn in; the EXIF tags and the alt texts say they are samples. What each
 * one shows (for its EXIF description) is in content/our-school/buildings.json.
 */
import nodePath from 'node:path';
import SUBJECTS from '../../content/our-school/buildings.json' with { type: 'json' };
import { renderSvg } from '../library/render.ts';
import { castAt, type CastOptions } from '../library/people.ts';
import {
  FOLIAGE,
  sky,
  bush,
  cloud,
  columnTree,
  groundShadow,
  highBridge,
  lightWash,
  sun,
  tree,
  vignette,
  waterTower,
  schoolBuilding,
  type Canvas,
  pts,
} from '../library/scenery.ts';
import {
  COLORS,
  SCHOOL,
  SANS,
  group,
  line,
  path,
  poly,
  rect,
  shade,
  text,
  type Rng,
} from '../library/svg.ts';
import { writePhoto } from '../library/output.ts';

const SIZE = [1600, 900] as const;
const GROUND = 720;

interface BuildingScene {
  file: string;
  subject: string;
  draw(c: Canvas): string[];
}

/** The sky down to the ground line: `top` colour, `haze` at `at` of the way, a warm horizon. */

/** A person `height` tall with the feet at (x, y), on a soft ground shadow `shadow` px wide. */
const person = (
  rng: Rng,
  [x, y, height, shadow]: readonly [number, number, number, number],
  o: Omit<CastOptions, 'x' | 'y' | 'height'>,
): string[] => [groundShadow(x, y, shadow), castAt(rng, x, y, height, o).svg];

/** Sidewalk, curb and street across the bottom of the picture. */
function street(c: Canvas, top: number): string[] {
  const parts = [
    rect(0, top, c.w, 110, '#e6dfd3'),
    rect(0, top + 110, c.w, 12, '#c3bbae'),
    rect(0, top + 122, c.w, c.h - top - 122, '#6f737c'),
  ];
  for (let x = 50; x < c.w; x += 170) parts.push(rect(x, top, 3, 110, '#d3cabb'));
  for (let x = 30; x < c.w; x += 180) parts.push(rect(x, top + 150, 100, 7, '#f2c94c'));
  return parts;
}

function fence(c: Canvas, y: number, height: number): string[] {
  const parts: string[] = [];
  for (let x = 0; x < c.w; x += 18) parts.push(rect(x, y - height, 3.5, height, '#2b2a30'));
  parts.push(rect(0, y - height + 8, c.w, 4, '#2b2a30'), rect(0, y - 10, c.w, 4, '#2b2a30'));
  return parts;
}

/** The red-brick 1889 Main Building with its bell tower on a spring morning. */
function mainBuilding(c: Canvas): string[] {
  const { w, rng } = c;
  const parts: string[] = [
    sky(c, GROUND, [0, '#8fc3e8'], [0.75, '#e4f1f6'], [1, '#f6ecd6']),
    sun(c, 1400, 150, 46, '#fff4d6'),
    cloud(180, 140, 0.9),
    cloud(980, 90, 0.65),
    // The High Bridge and its water tower on the horizon, on the left.
    highBridge(-20, 520, 520, 640, { color: '#b7c6cf', arch: 40, pier: 14 }),
    waterTower(90, 520, 170, '#aebdc5'),
    schoolBuilding(470, 1270, GROUND, { floors: 3, floorHeight: 95, bays: 3, tower: 'left', rng }),
    tree(200, GROUND + 10, 150, FOLIAGE.spring),
    tree(1440, GROUND + 10, 140, FOLIAGE.blossom),
    columnTree(1330, GROUND + 5, 70, 260, FOLIAGE.deep),
    bush(560, GROUND + 4, 40, FOLIAGE.green),
    bush(1180, GROUND + 4, 40, FOLIAGE.green),
    rect(0, GROUND - 4, w, 34, '#9cbf67'),
    ...fence(c, GROUND + 30, 42),
    ...street(c, GROUND + 30),
  ];
  const walkers: ReadonlyArray<readonly [number, number, number, string]> = [
    [620, 840, 170, COLORS.red],
    [700, 848, 150, COLORS.teal],
    [980, 852, 175, COLORS.mustard],
  ];
  for (const [x, y, height, backpack] of walkers)
    parts.push(
      ...person(rng, [x, y, height, 64], { view: 'back', pose: 'walk', look: { backpack } }),
    );
  parts.push(
    ...person(rng, [880, 850, 250, 84], { build: 'adult', view: 'back', pose: 'walk' }),
    lightWash(c, '#fff0cf', 0.3, false),
    vignette(c, 0.18),
  );
  return parts;
}

/** The two-storey 1990s-style Early Childhood Building with bright window frames. */
function earlyChildhoodBuilding(x0: number, x1: number, baseY: number): string {
  const wallTop = baseY - 330;
  const w = x1 - x0;
  // Body: buff brick with a darker band, flat roof and parapet.
  const parts: string[] = [
    rect(x0, wallTop, w, baseY - wallTop, '#d9b98f'),
    rect(x0 - 10, wallTop - 22, w + 20, 26, '#b68f62'),
    rect(x0, baseY - 60, w, 60, '#b68f62'),
  ];
  for (let y = wallTop + 18; y < baseY - 60; y += 18)
    parts.push(rect(x0, y, w, 1.5, '#cdab80', { opacity: 0.7 }));
  // Two rows of big windows with colourful frames.
  const frames = [COLORS.red, COLORS.mustard, COLORS.blue, COLORS.green, COLORS.orange];
  const cols = 6;
  const gap = w / cols;
  for (let row = 0; row < 2; row += 1) {
    for (let i = 0; i < cols; i += 1) {
      if (row === 1 && (i === 2 || i === 3)) continue; // the entrance
      const wx = x0 + gap * i + gap * 0.16;
      const wy = wallTop + 40 + row * 140;
      const ww = gap * 0.68;
      const frame = frames[(i + row * 2) % frames.length] ?? COLORS.red;
      const glint = wx + ww * 0.55;
      parts.push(
        rect(wx - 8, wy - 8, ww + 16, 106, frame, { rx: 6 }),
        rect(wx, wy, ww, 90, '#3c5a70'),
        // A lighter glint on the glass
        poly(pts([wx + 6, wy + 88, wx + 6, wy + 40, glint, wy + 10, glint, wy + 88]), '#58809a'),
        rect(wx + ww / 2 - 2, wy, 4, 90, '#f3ead8'),
        // Paper cut-outs in the classroom windows
        rect(wx + ww * 0.18, wy + 56, 18, 22, '#fff6d8', { opacity: 0.9 }),
        rect(wx + ww * 0.68, wy + 52, 16, 26, '#fbd3dc', { opacity: 0.9 }),
      );
    }
  }
  // Entrance: canopy, glass doors, sign.
  const ex0 = x0 + gap * 2 + 20;
  const ex1 = x0 + gap * 4 - 20;
  const ew = ex1 - ex0;
  parts.push(
    rect(ex0, baseY - 150, ew, 150, '#3c5a70'),
    rect(ex0 + ew / 2 - 3, baseY - 150, 6, 150, '#f3ead8'),
    rect(ex0 + 8, baseY - 142, ew / 2 - 14, 8, '#7ea3bb'),
    path(
      `M${ex0 - 60},${baseY - 150} L${ex1 + 60},${baseY - 150} L${ex1 + 40},${baseY - 205} L${ex0 - 40},${baseY - 205} Z`,
      SCHOOL.maroon,
    ),
    rect(ex0 - 60, baseY - 154, ew + 120, 8, SCHOOL.gold),
    text(x0 + w / 2, baseY - 170, 'P.S. 418', {
      size: 24,
      family: SANS,
      weight: 'bold',
      anchor: 'middle',
      fill: '#ffffff',
      letterSpacing: 3,
    }),
  );
  // Rooftop garden boxes
  for (let x = x0 + 40; x < x1 - 60; x += 110)
    parts.push(
      rect(x, wallTop - 44, 70, 22, '#8a5a3c'),
      bush(x + 35, wallTop - 40, 18, FOLIAGE.spring),
    );
  return group(parts);
}

/** A small playground: safety surface, slide, climber and a low fence. */
function playground(x0: number, x1: number, y: number): string {
  // Climbing frame with a slide
  const px = x0 + 60;
  const parts: string[] = [
    rect(x0, y - 26, x1 - x0, 40, '#4f9a8f', { rx: 10 }),
    rect(px, y - 150, 10, 130, COLORS.blue),
    rect(px + 110, y - 150, 10, 130, COLORS.blue),
    rect(px - 6, y - 156, 132, 14, COLORS.red, { rx: 4 }),
    poly(pts([px - 14, y - 156, px + 60, y - 215, px + 134, y - 156]), COLORS.mustard),
    rect(px, y - 92, 120, 10, COLORS.blue),
    path(
      `M${px + 120},${y - 92} C${px + 180},${y - 80} ${px + 200},${y - 20} ${px + 250},${y - 14} L${px + 250},${y - 2} C${px + 190},${y - 6} ${px + 170},${y - 62} ${px + 120},${y - 76} Z`,
      COLORS.orange,
    ),
  ];
  for (let k = 0; k < 5; k += 1)
    parts.push(line(px + 12, y - 30 - k * 22, px + 108, y - 30 - k * 22, '#2f3440', 4));
  // Spring rider
  parts.push(
    line(x1 - 90, y - 6, x1 - 90, y - 40, '#2f3440', 5),
    path(`M${x1 - 120},${y - 60} q30,-30 60,0 v14 h-60 z`, COLORS.lime),
    path(`M${x1 - 70},${y - 70} q12,-6 16,8`, COLORS.lime, {
      stroke: COLORS.lime,
      'stroke-width': 10,
    }),
  );
  return group(parts);
}

/** The modern two-storey Early Childhood Building with its playground. */
function earlyChildhood(c: Canvas): string[] {
  const { w, rng } = c;
  const parts: string[] = [
    sky(c, GROUND, [0, '#9dcbe9'], [0.8, '#eaf4f6'], [1, '#f4ead4']),
    sun(c, 220, 140, 44, '#fff4d6'),
    cloud(1080, 130, 0.8),
    cloud(520, 80, 0.55),
  ];
  // Bronx apartment buildings behind
  const apartments: ReadonlyArray<readonly [number, number, number, string]> = [
    [-20, 300, 330, '#c9a48a'],
    [260, 210, 400, '#b98f76'],
    [1180, 240, 360, '#c7b19a'],
    [1400, 240, 420, '#b5927c'],
  ];
  for (const [x, width, height, color] of apartments) {
    parts.push(rect(x, GROUND - height, width, height, shade(color, 0.15)));
    for (let yy = GROUND - height + 30; yy < GROUND - 60; yy += 52) {
      for (let xx = x + 24; xx < x + width - 30; xx += 48)
        parts.push(rect(xx, yy, 24, 30, shade('#6d8496', 0.35)));
    }
    parts.push(rect(x - 6, GROUND - height - 10, width + 12, 12, shade(color, -0.05)));
  }
  parts.push(
    earlyChildhoodBuilding(330, 1270, GROUND),
    tree(150, GROUND + 10, 130, FOLIAGE.green),
    tree(1450, GROUND + 12, 150, FOLIAGE.spring),
    bush(360, GROUND + 4, 36, FOLIAGE.green),
    bush(1240, GROUND + 4, 36, FOLIAGE.green),
    rect(0, GROUND - 4, w, 34, '#9cbf67'),
    playground(40, 520, GROUND + 26),
    ...fence(c, GROUND + 30, 30),
    ...street(c, GROUND + 30),
    // A parent walking a 3K student to school, and a kindergartner waving
    ...person(rng, [1060, 850, 250, 84], {
      build: 'adult',
      pose: 'walk',
      view: 'side',
      facing: -1,
    }),
    ...person(rng, [1000, 856, 130, 50], {
      pose: 'walk',
      view: 'side',
      facing: -1,
      look: { backpack: COLORS.pink },
    }),
    ...person(rng, [640, 852, 145, 56], { pose: 'wave', look: { backpack: COLORS.sky } }),
    lightWash(c, '#fff0cf', 0.28),
    vignette(c, 0.16),
  );
  return parts;
}

/** The drawing of each building, by file name (without the width and extension). */
const DRAWINGS: Readonly<Record<keyof typeof SUBJECTS, (c: Canvas) => string[]>> = {
  'main-building': mainBuilding,
  'early-childhood-building': earlyChildhood,
};

export const BUILDING_SCENES: readonly BuildingScene[] = (
  Object.keys(DRAWINGS) as Array<keyof typeof SUBJECTS>
).map((file) => ({ file, subject: SUBJECTS[file], draw: DRAWINGS[file] }));

export async function generateBuildings(staging: string): Promise<void> {
  const dir = nodePath.join(staging, 'assets', 'images', 'our-buildings');
  for (const scene of BUILDING_SCENES) {
    await writePhoto(await renderSvg(scene.file, SIZE, scene.draw), {
      base: nodePath.join(dir, scene.file),
      widths: [1600, 800],
      maxBytes: 150 * 1024,
      webp: true,
      description: `Sample illustration for the Highbridge School website: ${scene.subject}. Generated artwork, not a photograph`,
    });
  }
}
