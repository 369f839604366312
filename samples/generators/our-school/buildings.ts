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
import { castOnGround } from '../library/people.ts';
import {
  FOLIAGE,
  sky,
  bush,
  cloud,
  columnTree,
  highBridge,
  sun,
  tree,
  waterTower,
  schoolBuilding,
  type Canvas,
  caption,
} from '../library/scenery.ts';
import { COLORS, SCHOOL, SANS, group, path, rect } from '../library/svg.ts';
import { writePhoto } from '../library/output.ts';

const GROUND = 720;

/** `castOnGround` (rng, feet x and y, height, options) on a shadow a shade wider than the kit's. */
const person = (...[rng, x, y, height, o]: Parameters<typeof castOnGround>): string =>
  castOnGround(rng, x, y, height, o, 0.36).svg;

/** The lawn strip (with `onLawn` drawn on it), an iron fence `height` tall, sidewalk and street. */
function frontage(c: Canvas, height: number, ...onLawn: string[]): string[] {
  const y = GROUND + 30;
  const picket = (k: number) => rect(k * 18, y - height, 3.5, height, '#2b2a30');
  return [
    rect(0, GROUND - 4, c.w, 34, '#9cbf67'),
    ...onLawn,
    ...Array.from({ length: Math.ceil(c.w / 18) }, (_, k) => picket(k)),
    rect(0, y - height + 8, c.w, 4, '#2b2a30'),
    rect(0, y, c.w, 110, '#e6dfd3'),
    rect(0, y + 110, c.w, 12, '#c3bbae'),
    rect(0, y + 122, c.w, c.h - y - 122, '#6f737c'),
  ];
}

/** Seen from behind, walking away (towards the school). */
const walkingAway = { view: 'back', pose: 'walk' } as const;
/** Seen from the side, walking to the left (towards the entrance). */
const walkingLeft = { pose: 'walk', view: 'side', facing: -1 } as const;

/** The red-brick 1889 Main Building with its bell tower on a spring morning. */
function mainBuilding(c: Canvas): string[] {
  const { rng } = c;
  return [
    sky(c, GROUND, [0, '#8fc3e8'], [0.75, '#e4f1f6'], [1, '#f6ecd6']),
    sun(1400, 150, 46, '#fff4d6'),
    cloud(180, 140, 0.9),
    cloud(980, 90, 0.65),
    // The High Bridge and its water tower on the horizon, on the left.
    highBridge(-20, 520, 520, 640, { color: '#b7c6cf', arch: 40, pier: 14 }),
    waterTower(90, 520, 170, '#aebdc5'),
    schoolBuilding(470, 1270, GROUND, { floors: 3, floorHeight: 95, bays: 3, tower: 'left', rng }),
    tree(200, GROUND + 10, 150, FOLIAGE.spring),
    tree(1440, GROUND + 10, 140, FOLIAGE.blossom),
    columnTree(1330, GROUND + 5, 70, 260, FOLIAGE.deep),
    ...[560, 1180].map((x) => bush(x, GROUND + 4, 40, FOLIAGE.green)),
    ...frontage(c, 42),
    // Students and a grown-up walking up to the front gate, seen from behind
    person(rng, 620, 840, 170, { ...walkingAway, look: { backpack: COLORS.red } }),
    person(rng, 700, 848, 150, { ...walkingAway, look: { backpack: COLORS.teal } }),
    person(rng, 880, 850, 250, { ...walkingAway, build: 'adult' }),
    person(rng, 980, 852, 175, { ...walkingAway, look: { backpack: COLORS.mustard } }),
  ];
}

/** The two-storey Early Childhood Building: buff brick, bright window frames, a canopy. */
function earlyChildhoodBuilding(x0: number, x1: number, baseY: number): string {
  const [wallTop, w, gap] = [baseY - 330, x1 - x0, (x1 - x0) / 6];
  const parts: string[] = [
    rect(x0, wallTop, w, baseY - wallTop, '#d9b98f'),
    rect(x0 - 10, wallTop - 22, w + 20, 26, '#b68f62'),
    rect(x0, baseY - 60, w, 60, '#b68f62'),
  ];
  // Two rows of six big windows, each framed in a different colour (the entrance takes two)
  const frames = [COLORS.red, COLORS.mustard, COLORS.blue, COLORS.green, COLORS.orange];
  for (let row = 0; row < 2; row += 1) {
    for (let i = 0; i < 6; i += 1) {
      if (row === 1 && (i === 2 || i === 3)) continue;
      const [wx, wy, ww] = [x0 + gap * (i + 0.16), wallTop + 40 + row * 140, gap * 0.68];
      parts.push(
        rect(wx - 8, wy - 8, ww + 16, 106, frames[(i + row * 2) % 5] ?? COLORS.red, { rx: 6 }),
        rect(wx, wy, ww, 90, '#3c5a70'),
        rect(wx + ww / 2 - 2, wy, 4, 90, '#f3ead8'),
      );
    }
  }
  // Entrance: glass doors under a maroon canopy with the school's number
  const [ex0, ex1] = [x0 + gap * 2 + 20, x0 + gap * 4 - 20];
  parts.push(
    rect(ex0, baseY - 150, ex1 - ex0, 150, '#3c5a70'),
    rect((ex0 + ex1) / 2 - 3, baseY - 150, 6, 150, '#f3ead8'),
    path(`M${ex0 - 60},${baseY - 150} H${ex1 + 60} l-20,-55 H${ex0 - 40} Z`, SCHOOL.maroon),
    caption(x0 + w / 2, baseY - 170, 'P.S. 418', 24, '#ffffff', { family: SANS, letterSpacing: 3 }),
  );
  return group(parts);
}

/** A small playground on its safety surface: a climbing frame with a roof, ladder and slide. */
function playground(x0: number, x1: number, y: number): string {
  const px = x0 + 60;
  return group([
    rect(x0, y - 26, x1 - x0, 40, '#4f9a8f', { rx: 10 }),
    rect(px, y - 150, 10, 130, COLORS.blue),
    rect(px + 110, y - 150, 10, 130, COLORS.blue),
    path(`M${px - 14},${y - 150} l74,-60 l74,60 Z`, COLORS.mustard),
    rect(px, y - 92, 120, 10, COLORS.red),
    path(
      `M${px + 120},${y - 92} C${px + 180},${y - 80} ${px + 200},${y - 20} ${px + 250},${y - 14} L${px + 250},${y - 2} C${px + 190},${y - 6} ${px + 170},${y - 62} ${px + 120},${y - 76} Z`,
      COLORS.orange,
    ),
    // Ladder rungs
    ...[0, 1, 2].map((k) => rect(px + 12, y - 38 - k * 22, 96, 5, '#2f3440')),
  ]);
}

/** The modern two-storey Early Childhood Building with its playground. */
function earlyChildhood(c: Canvas): string[] {
  const parts: string[] = [
    sky(c, GROUND, [0, '#9dcbe9'], [0.8, '#eaf4f6'], [1, '#f4ead4']),
    sun(220, 140, 44, '#fff4d6'),
    cloud(1080, 130, 0.8),
    cloud(520, 80, 0.55),
  ];
  // Two Bronx apartment buildings behind, [x, width, height] each
  for (const [x, width, height] of [[-20, 520, 340] as const, [1180, 460, 400] as const]) {
    parts.push(rect(x, GROUND - height, width, height, '#d4b7a2'));
    for (let yy = GROUND - height + 30; yy < GROUND - 60; yy += 52)
      for (let xx = x + 24; xx < x + width - 30; xx += 48)
        parts.push(rect(xx, yy, 24, 30, '#99a9b6'));
  }
  parts.push(
    earlyChildhoodBuilding(330, 1270, GROUND),
    tree(150, GROUND + 10, 130, FOLIAGE.green),
    tree(1450, GROUND + 12, 150, FOLIAGE.spring),
    ...[360, 1240].map((x) => bush(x, GROUND + 4, 36, FOLIAGE.green)),
    ...frontage(c, 30, playground(40, 520, GROUND + 26)),
    // A parent walking a 3K student to school, and a kindergartner waving
    person(c.rng, 1060, 850, 250, { build: 'adult', ...walkingLeft }),
    person(c.rng, 1000, 856, 130, { ...walkingLeft, look: { backpack: COLORS.pink } }),
    person(c.rng, 640, 852, 145, { pose: 'wave', look: { backpack: COLORS.sky } }),
  );
  return parts;
}

/** The drawing of each building, by file name (without the width and extension). */
export const BUILDING_SCENES = [
  { file: 'main-building', draw: mainBuilding },
  { file: 'early-childhood-building', draw: earlyChildhood },
] as const;

export async function generateBuildings(staging: string): Promise<void> {
  const dir = nodePath.join(staging, 'assets', 'images', 'our-buildings');
  for (const scene of BUILDING_SCENES) {
    await writePhoto(await renderSvg(scene.file, [1600, 900], scene.draw), {
      base: nodePath.join(dir, scene.file),
      widths: [1600, 800],
      maxBytes: 150 * 1024,
      webp: true,
      description: `Sample illustration for the Highbridge School website: ${SUBJECTS[scene.file]}. Generated artwork, not a photograph`,
    });
  }
}
