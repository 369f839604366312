/**
 * The four History-page timeline illustrations (1864, 1889, 1905, 1973) as plain flat pictures.
 * The older years get a sepia wash like an old print, 1973 the warm cast of a colour print of the
 * time. Fictional people only. What each shows (for EXIF) is in content/academics/history-timeline.json.
 */
import timeline from '../../content/academics/history-timeline.json' with { type: 'json' };
import { armsPose, castAt } from '../library/people.ts';
import {
  BRICK,
  FOLIAGE,
  bunting,
  highBridge,
  schoolBuilding,
  sky,
  table,
  tree,
  type Canvas,
} from '../library/scenery.ts';
import { COLORS, SCHOOL, SERIF, line, path, rect, text, type Rng } from '../library/svg.ts';

export interface HistoryScene {
  year: number;
  /** What the picture shows, for the file's EXIF description. */
  subject: string;
  draw(c: Canvas): string[];
}

/** A year's drawing, given the canvas and its rng. */
type Draw = (c: Canvas, rng: Rng) => string[];

/** An old print: a wash of `tint` over the picture and a pale paper border. */
const print = (c: Canvas, tint: string, strength: number): string[] => [
  rect(0, 0, c.w, c.h, tint, { opacity: strength }),
  rect(10, 10, c.w - 20, c.h - 20, 'none', { stroke: '#f6ecd9', 'stroke-width': 14 }),
];

/** A pale sky and the ground from `horizon` down. */
const daylight = (c: Canvas, horizon: number, ground: string): string[] => [
  sky(c, horizon, [0, '#bcd3dd'], [1, '#ece3cf']),
  rect(0, horizon, c.w, c.h - horizon, ground),
];

/** The drawing of each year. */
const DRAWINGS: Readonly<Record<number, Draw>> = {
  1864: (c) => [
    ...daylight(c, 520, '#7fa9bd'),
    // The 1848 masonry aqueduct: all stone arches, before the steel span of the 1920s
    highBridge(-20, c.w + 20, 330, 540, { color: '#cdbb9c', arch: 62, pier: 22 }),
    path('M0,640 C400,600 700,580 1200,560 V800 H0 Z', '#8aa870'),
    // The wooden schoolhouse: clapboard walls, a roof, a door and two windows
    rect(780, 520, 240, 120, '#c9a877'),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
      line(780, 530 + i * 12, 1020, 530 + i * 12, '#b08f62', 2),
    ),
    path('M765,520 L900,448 L1035,520 Z', '#6d4a33'),
    rect(880, 566, 40, 74, '#7a5238'),
    rect(810, 550, 44, 46, '#3e4a52'),
    rect(946, 550, 44, 46, '#3e4a52'),
    tree(700, 650, 70, FOLIAGE.green),
    ...print(c, '#a7824f', 0.28),
  ],

  1889: (c, rng) => [
    ...daylight(c, 590, '#c7b99b'),
    schoolBuilding(230, 970, 600, { floors: 3, floorHeight: 92, bays: 3, tower: 'left', rng }),
    bunting([280, 300], [930, 300], 40, [SCHOOL.maroon, '#ffffff', SCHOOL.gold], 14),
    // Families in their Sunday best on opening day
    ...[300, 380, 820, 900].map(
      (x, i) =>
        castAt(rng, x, 770, i % 2 ? 200 : 300, {
          build: i % 2 ? 'child' : 'adult',
          pose: i % 2 ? 'wave' : 'stand',
          options: { sleeves: 'long', lower: 'pants' },
        }).svg,
    ),
    ...print(c, '#a7824f', 0.3),
  ],

  1905: (c, rng) => {
    const worker = (x: number, y: number, height: number, pose: 'reachDown' | 'hold') =>
      castAt(rng, x, y, height, {
        build: 'adult',
        pose,
        look: { top: '#9c8f7d', lower: 'pants', bottom: COLORS.denim, sleeves: 'long' },
      });
    const carrier = worker(1000, 770, 300, 'hold');
    return [
      ...daylight(c, 595, '#c9b792'),
      schoolBuilding(40, 620, 600, { floors: 3, floorHeight: 88, bays: 2, tower: 'left', rng }),
      // The new wing, its walls half raised, with a ragged top course and window openings
      rect(680, 360, 460, 240, BRICK.wall),
      ...[0, 1, 2, 3, 4].map((i) => rect(680 + i * 92, 330 + (i % 2) * 14, 80, 30, BRICK.light)),
      rect(730, 450, 90, 120, BRICK.glass),
      rect(1000, 450, 90, 120, BRICK.glass),
      // Scaffolding: poles and two planks
      ...[670, 910, 1150].map((x) => line(x, 260, x, 600, '#8a6a45', 8)),
      ...[330, 460].map((y) => rect(650, y, 520, 10, '#a88358')),
      worker(860, 330, 170, 'reachDown').svg,
      carrier.svg,
      rect(carrier.handL[0] - 10, carrier.handL[1] - 30, 70, 30, BRICK.light),
      ...print(c, '#a7824f', 0.3),
    ];
  },

  1973: (c, rng) => [
    rect(0, 0, c.w, 560, '#e9d9b4'),
    rect(0, 560, c.w, 240, '#a9744a'),
    // The chalkboard
    rect(170, 90, 760, 330, '#8a6a45', { rx: 6 }),
    rect(186, 106, 728, 298, '#2f4a3c'),
    text(300, 230, 'Hello!', { size: 86, fill: '#f3efe2', family: SERIF, weight: 'bold' }),
    text(560, 330, '¡Hola!', { size: 86, fill: '#f6e3a4', family: SERIF, weight: 'bold' }),
    // The teacher, pointing back at the board
    castAt(rng, 1010, 640, 430, {
      build: 'adult',
      pose: armsPose([-100, -100], [8, 3]),
      look: { top: COLORS.orange, lower: 'skirt', bottom: COLORS.brown, hairStyle: 'curly' },
    }).svg,
    // Students at their desks, seen from behind
    table(40, 650, 1120, 150, '#c9955f', '#6b5a4a'),
    ...[COLORS.mustard, COLORS.teal, COLORS.rose, COLORS.lime].map(
      (top, i) =>
        castAt(rng, 200 + i * 220, 800, 360, {
          seated: 'chair',
          view: 'back',
          look: { top },
        }).svg,
    ),
    ...print(c, '#d89a4e', 0.15),
  ],
};

/** The timeline pictures, oldest first. */
export const HISTORY_SCENES: readonly HistoryScene[] = timeline.map(({ year, subject }) => {
  const draw = DRAWINGS[year];
  if (draw === undefined) throw new Error(`No drawing for ${year}`);
  return { year, subject, draw: (c) => draw(c, c.rng) };
});
