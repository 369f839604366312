/**
 * The community-events sample photos: plain flat illustrations (fictional people) of the event
 * highlights on /community-events, and the Family Wellness Day flyer's banner picture. Which
 * event each photo belongs to and what it shows (for EXIF) is in content/community/event-photos.json.
 */
import photos from '../../content/community/event-photos.json' with { type: 'json' };
import { castAt, type CastOptions, type Figure } from '../library/people.ts';
import { lettuce, openBook, raisedBed, tomatoPlant, wateringCan } from '../library/props.ts';
import {
  FOLIAGE,
  balloonArch,
  cloud,
  confetti,
  highBridge,
  schoolBuilding,
  sky,
  table,
  tree,
  windowFrame,
  type Canvas,
  type GalleryScene,
} from '../library/scenery.ts';
import { COLORS, SCHOOL, circle, ellipse, line, path, rect, type Rng } from '../library/svg.ts';
import {
  GLAZES,
  can,
  cardboardBox,
  cup,
  donut,
  heartCard,
  medal,
  rake,
  trashBag,
  vest,
} from './props.ts';

/** One event photo: its file stem (under public/assets/images/community-events/). */
export interface CommunityScene extends GalleryScene {
  /** The event the photo belongs to (matches the page's event ids). */
  event: string;
}

/** A scene's drawing, given the canvas and its rng. */
type Draw = (c: Canvas, rng: Rng) => string[];
/** What `castAt` takes besides the feet point and the height. */
type At = Omit<CastOptions, 'x' | 'y' | 'height'>;

const MAROON_SHIRT = { top: SCHOOL.maroon, sleeves: 'short', lower: 'shorts' } as const;
const WARM = { options: { sleeves: 'long' } } as const;
const LEAVES = [COLORS.orange, COLORS.mustard, COLORS.red];
const BRIGHT = [COLORS.red, COLORS.teal, COLORS.mustard, COLORS.blue, COLORS.purple, COLORS.coral];
/** The i-th of the bright colours, round and round. */
const hue = (i: number): string => BRIGHT[i % BRIGHT.length] ?? COLORS.red;

/** `count` drawings of `f(i)` for i = 0, 1, …, flattened into one list of layers. */
const times = (count: number, f: (i: number) => string | string[]): string[] =>
  Array.from({ length: count }, (_, i) => f(i)).flat();

/** An adult standing at (x, y), 300 units tall unless `height` says otherwise. */
const adult = (rng: Rng, x: number, y: number, o: At = {}, height = 300): Figure =>
  castAt(rng, x, y, height, { build: 'adult', ...o });

/** A child, 200 units tall unless `height` says otherwise. */
const child = (rng: Rng, x: number, y: number, o: At = {}, height = 200): Figure =>
  castAt(rng, x, y, height, { build: 'child', ...o });

/** A dad: an adult with short hair and trousers. */
const dad = (rng: Rng, x: number, y: number, o: At = {}, height = 300): Figure =>
  adult(rng, x, y, { ...o, look: { hairStyle: 'short', lower: 'pants', ...o.look } }, height);

/** A figure with a safety vest over its torso. */
const vested = ({ svg, head, headRadius: r }: Figure): string[] => [
  svg,
  vest(head[0], head[1] + r * 1.15, r * 3.2),
];

/** A walk/run runner in a maroon shirt, side view; every other one grown up and on the other foot. */
const runner = (rng: Rng, x: number, y: number, i: number): string =>
  (i % 2 === 0 ? adult : child)(rng, x, y, {
    pose: i % 2 === 0 ? 'run' : 'runB',
    view: 'side',
    facing: 1,
    look: MAROON_SHIRT,
  }).svg;

/** Outdoors: a blue sky with a sun and a cloud, and the ground from `horizon` down. */
const outdoors = (c: Canvas, horizon: number, ground = '#8cc267'): string[] => [
  sky(c, horizon, [0, '#6fb3e0'], [1, '#d8eef8']),
  circle(c.w - 160, 110, 40, '#fff3c4'),
  cloud(260, 120, 0.8),
  rect(0, horizon, c.w, c.h - horizon, ground),
];

/** Indoors: a plain wall with two windows and a wood floor; `winter` makes it cool and grey. */
const indoors = (c: Canvas, floorY: number, winter = false): string[] => [
  rect(0, 0, c.w, floorY, winter ? '#e6ecf2' : '#f3e6d2'),
  windowFrame(150, 90, 240, 180, winter ? '#e4edf5' : '#cfe6f4'),
  windowFrame(810, 90, 240, 180, winter ? '#e4edf5' : '#cfe6f4'),
  rect(0, floorY, c.w, c.h - floorY, '#c99a66'),
];

/** The drawing of each photo, by file name. */
const DRAWINGS: Readonly<Record<string, Draw>> = {
  'walk-run-start-line.jpg': (c, rng) => [
    ...outdoors(c, 440),
    rect(0, 480, c.w, 320, '#8a8f98'),
    line(0, 700, c.w, 700, '#ffffff', 10),
    balloonArch(140, 1060, 700, 420, 22, [SCHOOL.maroon, SCHOOL.gold, '#ffffff']),
    ...times(5, (i) => runner(rng, 290 + i * 150, 740 + (i % 2) * 20, i)),
  ],

  'walk-run-high-bridge.jpg': (c, rng) => [
    ...outdoors(c, 500),
    rect(0, 380, c.w, 120, '#5d9cc4'),
    highBridge(-20, c.w + 20, 270, 500, { color: '#b56a4d', steel: [420, 760] }),
    path('M0,660 C400,620 800,620 1200,650 V740 C800,710 400,720 0,760 Z', '#d8c9a8'),
    // Two families walking the route
    ...[260, 760].flatMap((x) => [
      adult(rng, x, 700, { pose: 'walk', view: 'side', facing: 1 }).svg,
      child(rng, x + 90, 706, { pose: 'walk', view: 'side', facing: 1 }).svg,
    ]),
  ],

  'walk-run-water-station.jpg': (c, rng) => {
    const parent = adult(rng, 400, 650, { pose: 'point' });
    return [
      ...outdoors(c, 430),
      ...vested(child(rng, 220, 650, { pose: 'hold' })),
      ...vested(parent),
      table(100, 570, 420, 120, '#f3efe6'),
      ...times(8, (i) => cup(140 + i * 48, 578, 26)),
      cup(parent.handR[0], parent.handR[1] + 14, 26),
      runner(rng, 720, 740, 0),
      runner(rng, 880, 750, 1),
      runner(rng, 1040, 740, 2),
    ];
  },

  'walk-run-finish-medals.jpg': (c, rng) => [
    ...outdoors(c, 440),
    // The finish gantry
    rect(150, 220, 14, 260, '#6b6e76'),
    rect(1036, 220, 14, 260, '#6b6e76'),
    rect(140, 180, 920, 60, SCHOOL.maroon, { rx: 8 }),
    line(160, 210, 1040, 210, '#ffffff', 16, {
      'stroke-dasharray': '16 16',
      'stroke-linecap': 'butt',
    }),
    ...times(4, (i) => {
      const pose = i % 2 === 0 ? 'cheer' : 'wave';
      const { svg, head, headRadius: r } = child(rng, 270 + i * 220, 760, { pose }, 280);
      return [svg, medal(head[0], head[1] + r * 1.2, r * 0.8)];
    }),
    confetti(rng, 0, 0, c.w, 500, 50, [SCHOOL.gold, SCHOOL.maroon, '#ffffff'], 8),
  ],

  'dads-donuts-breakfast.jpg': (c, rng) => [
    ...indoors(c, 440),
    ...[220, 720].flatMap((x) => [
      dad(rng, x, 740, { pose: 'relaxed' }, 400).svg,
      child(rng, x + 140, 750, { pose: 'hold' }, 270).svg,
    ]),
    table(40, 620, 1120, 180, '#e7d3b0'),
    ...times(5, (i) => donut(150 + i * 225, 624, 30, GLAZES[i % 3] ?? GLAZES[0])),
    cup(430, 624, 34),
    cup(940, 624, 34),
  ],

  'dads-donuts-story-time.jpg': (c, rng) => [
    ...indoors(c, 520),
    dad(rng, 500, 700, { pose: 'hold', look: { top: COLORS.navy } }, 460).svg,
    child(rng, 740, 720, { pose: 'relaxed', look: { hairStyle: 'puffs' } }, 300).svg,
    table(200, 640, 820, 160, '#e7d3b0'),
    openBook(560, 600, 260, COLORS.teal),
    donut(880, 648, 40, GLAZES[0]),
  ],

  'dads-donuts-photo-frame.jpg': (c, rng) => [
    ...indoors(c, 560),
    rect(250, 170, 700, 470, 'none', { stroke: SCHOOL.gold, 'stroke-width': 44, rx: 12 }),
    dad(rng, 400, 660, { pose: 'wave' }, 400).svg,
    dad(rng, 800, 660, { pose: 'relaxed' }, 390).svg,
    child(rng, 540, 700, { pose: 'cheer' }, 240).svg,
    child(rng, 660, 705, { pose: 'wave' }, 210).svg,
  ],

  'dads-walk-to-school.jpg': (c, rng) => [
    ...outdoors(c, 520, '#b9bcc2'),
    schoolBuilding(180, 1020, 520, { floors: 3, floorHeight: 80, bays: 4, tower: 'right', rng }),
    ...[280, 760].flatMap((x, i) => [
      dad(rng, x, 760, { pose: 'walk', view: 'back' }, 340).svg,
      child(rng, x + 100, 770, { pose: 'walk', view: 'back', look: { backpack: hue(i) } }, 220).svg,
    ]),
  ],

  'mlk-day-food-drive.jpg': (c, rng) => [
    ...indoors(c, 520, true),
    adult(rng, 300, 650, { pose: 'hold', ...WARM }).svg,
    child(rng, 600, 660, { pose: 'hold', ...WARM }).svg,
    child(rng, 980, 655, { pose: 'reachDown', ...WARM }).svg,
    table(150, 600, 900, 200, '#d9b07c'),
    ...times(6, (i) => can(220 + i * 50, 612, 44, hue(i))),
    // A box being filled: cans peeking over its edge
    ...times(3, (i) => can(780 + i * 50, 520, 44, hue(i + 2))),
    cardboardBox(740, 612, 160, 100),
    cardboardBox(80, 790, 170, 130),
  ],

  'mlk-day-kindness-cards.jpg': (c, rng) => [
    ...indoors(c, 520, true),
    ...times(3, (i) => child(rng, 300 + i * 300, 620, { pose: 'hold', ...WARM }, 250).svg),
    table(100, 560, 1000, 240, '#e9d2a7'),
    ...times(6, (i) => heartCard(215 + i * 150, 610, hue(i + 2), i % 2 ? 4 : -5)),
  ],

  'mlk-day-coat-drive.jpg': (c, rng) => [
    ...indoors(c, 520, true),
    // The rack of donated coats
    rect(140, 250, 920, 10, '#7d8894'),
    ...times(6, (i) => path(`M${220 + i * 150},262 l-45,26 l-10,150 h110 l-10,-150 z`, hue(i))),
    adult(rng, 330, 700, { pose: 'hold', ...WARM }).svg,
    child(rng, 600, 720, { pose: 'hold', ...WARM }).svg,
    adult(rng, 860, 700, { pose: 'hold', ...WARM }).svg,
    table(180, 640, 840, 160, '#d9b07c'),
    // Folded coats on the table
    ...times(4, (i) => rect(250 + i * 190, 600, 130, 42, hue(5 - i), { rx: 8 })),
  ],

  'district-9-garden-planting.jpg': (c, rng) => [
    ...outdoors(c, 400),
    raisedBed(100, 640, 1000, 90),
    ...times(8, (i) => (i % 2 ? lettuce : tomatoPlant)(170 + i * 122, 552, i % 2 ? 30 : 80)),
    ...vested(child(rng, 300, 750, { pose: 'reachDown' })),
    ...vested(adult(rng, 600, 750, { pose: 'point' })),
    ...vested(child(rng, 900, 760, { pose: 'reachDown' })),
    wateringCan(1060, 770, 60),
  ],

  'district-9-street-cleanup.jpg': (c, rng) => {
    const [left, right] = [adult(rng, 230, 680, WARM), adult(rng, 820, 680, WARM)];
    return [
      ...outdoors(c, 480, '#c4c7cd'),
      schoolBuilding(360, 1140, 490, { floors: 3, floorHeight: 80, bays: 3, tower: 'left', rng }),
      tree(160, 500, 90, FOLIAGE.orange),
      rect(0, 710, c.w, 90, '#6f747c'),
      // Fallen leaves on the sidewalk
      ...times(30, () => ellipse(rng.range(0, c.w), rng.range(520, 700), 9, 4, rng.pick(LEAVES))),
      ...[left, right].flatMap((f) => [...vested(f), rake(f.handR, f.head[0] + 90, 690, 70)]),
      ...vested(child(rng, 520, 690, { pose: 'reachDown', ...WARM })),
      trashBag(620, 695, 70),
      trashBag(1060, 695, 80, COLORS.forest),
    ];
  },
};

export const COMMUNITY_SCENES: readonly CommunityScene[] = photos.map((photo) => {
  const draw = DRAWINGS[photo.file];
  if (draw === undefined) throw new Error(`No drawing for ${photo.file}`);
  return { ...photo, aspect: '3:2', longSide: 1500, draw: (c) => draw(c, c.rng) };
});

/** The Family Wellness Day flyer's banner picture (1200×500 design units): stretching on the lawn. */
export function wellnessBanner(c: Canvas): string[] {
  const { rng } = c;
  return [
    ...outdoors(c, 260),
    schoolBuilding(820, 1180, 270, { floors: 2, floorHeight: 44, bays: 2, tower: 'left', rng }),
    // Parents and children stretching on mats, turn about
    ...times(4, (i) => [
      ellipse(150 + i * 150, 462, 66, 12, hue(i + 1)),
      (i % 2 ? child : adult)(rng, 150 + i * 150, 460, { pose: 'cheer' }, i % 2 ? 170 : 240).svg,
    ]),
    // The fruit table
    table(720, 400, 320, 80, '#f7f1e4'),
    ...times(10, (i) => circle(745 + i * 30, 392, 13, i % 2 ? COLORS.orange : COLORS.lime)),
  ];
}
