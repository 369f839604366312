/**
 * The community-events sample photos: flat illustrations (fictional people) of the event
 * highlights on /community-events, drawn with the shared illustration library. Which event each
 * photo belongs to and what it shows (for EXIF) is in content/community/event-photos.json.
 */
import photos from '../../content/community/event-photos.json' with { type: 'json' };
import {
  audienceRow,
  castAt,
  type BuildName,
  type CastOptions,
  type Figure,
} from '../library/people.ts';
import {
  book,
  openBook,
  raisedBed,
  lettuce,
  sunflower,
  tomatoPlant,
  wateringCan,
} from '../library/props.ts';
import {
  FOLIAGE,
  sky,
  balloonArch,
  banner,
  bunting,
  cloud,
  confetti,
  highBridge,
  hills,
  lightWash,
  river,
  schoolBuilding,
  stringLights,
  sun,
  table,
  tree,
  vignette,
  windowFrame,
  woodFloor,
  type Canvas,
  type GalleryScene,
} from '../library/scenery.ts';
import {
  COLORS,
  SCHOOL,
  SERIF,
  SANS,
  circle,
  ellipse,
  line,
  path,
  rect,
  text,
  type Rng,
} from '../library/svg.ts';
import {
  bib,
  can,
  cardboardBox,
  cup,
  donut,
  donutBox,
  GLAZES,
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

/** What content/community/event-photos.json says of each photo, in page order. */
interface PhotoText {
  event: string;
  file: string;
  subject: string;
}

/** A scene's drawing; it gets the canvas's rng and width as well, since nearly all use them. */
type Draw = (c: Canvas, rng: Rng, w: number) => string[];

const TEAM_SHIRTS = [SCHOOL.maroon, SCHOOL.maroonLight, SCHOOL.maroon];
/** The i-th walker's or runner's team shirt. */
const team = (i: number) => ({ top: TEAM_SHIRTS[i % 3], sleeves: 'short' as const });
const SIDE = { view: 'side', facing: 1 } as const;
const WINTER = { options: { sleeves: 'long' } } as const;
/** What `castAt` takes besides the feet point and the height. */
type At = Omit<CastOptions, 'x' | 'y' | 'height'>;

/** `count` drawings of `f(i)` for i = 0, 1, …, flattened into one list of layers. */
const times = (count: number, f: (i: number) => string | string[]): string[] =>
  Array.from({ length: count }, (_, i) => f(i)).flat();

/** A dad: an adult `castAt` figure with short hair (or none) and trousers; `o.look` overrides. */
const dad = (rng: Rng, x: number, y: number, height: number, o: At = {}): Figure =>
  castAt(rng, x, y, height, {
    build: 'adult',
    ...o,
    look: {
      hairStyle: rng.pick(['short', 'crop', 'bald', 'locs', 'afro'] as const),
      lower: 'pants' as const,
      top: rng.pick([
        COLORS.navy,
        COLORS.teal,
        COLORS.forest,
        COLORS.blue,
        COLORS.charcoal,
        COLORS.mustard,
      ]),
      ...o.look,
    },
  });

/** A volunteer: the figure, then a safety vest over its torso (two layers). */
const vested = (fig: Figure, x: number): string[] => [
  fig.svg,
  vest(x, fig.head[1] + fig.headRadius * 1.15, fig.headRadius * 3.2, fig.headRadius * 3.3),
];

/** Bold centred lettering in the school's maroon. */
const label = (x: number, y: number, words: string, size: number): string =>
  text(x, y, words, { size, family: SANS, weight: 'bold', anchor: 'middle', fill: SCHOOL.maroon });

/** The school in the background: [floors, floor height, bays]; outdoors it has no banners. */
const school = (
  rng: Rng,
  x0: number,
  x1: number,
  baseY: number,
  [floors, floorHeight, bays]: readonly [number, number, number],
  tower: 'left' | 'right',
  banners = false,
): string => schoolBuilding(x0, x1, baseY, { floors, floorHeight, bays, tower, rng, banners });

/** A leafless winter tree (seen through the windows). */
const bareTree = (x: number, baseY: number, h: number): string => {
  const parts = [line(x, baseY, x, baseY - h, '#5d4536', h * 0.07)];
  for (const [t, dx] of [
    [0.45, -0.35],
    [0.6, 0.3],
    [0.75, -0.25],
    [0.85, 0.22],
  ] as const) {
    parts.push(line(x, baseY - h * t, x + h * dx, baseY - h * (t + 0.22), '#5d4536', h * 0.03));
  }
  return parts.join('');
};

/** The sky, far hills and a lawn: the park by the Harlem River. */
const park = (c: Canvas, horizon: number, lawn = '#8cc267'): string[] => [
  sky(c, horizon, [0, '#5aa7dd'], [1, '#d4ecf7']),
  sun(c, 1030, 110, 38),
  cloud(300, 110, 0.8),
  cloud(760, 70, 0.55, '#ffffff', 0.85),
  hills(c.rng, 0, c.w, horizon - 40, 24, horizon + 20, '#a8cdb0', 6),
  rect(0, horizon, c.w, c.h - horizon, lawn),
];

/** The cafeteria: cream walls, windows with morning light, a wood floor. */
const cafeteria = (c: Canvas, floorY: number): string[] => [
  sky(c, floorY, [0, '#f6ead8'], [1, '#efdcc1']),
  ...times(3, (i) => windowFrame(120 + i * 360, 90, 220, 170, '#cfe6f4')),
  woodFloor(c, floorY),
];

/** A winter gym or classroom wall with a "Day of Service" banner. */
const serviceRoom = (c: Canvas, title: string): string[] => [
  sky(c, 520, [0, '#e8eef4'], [1, '#d9e1ea']),
  woodFloor(c, 520, '#c7a071'),
  banner(330, 70, 540, 70, SCHOOL.maroon, title, '#ffffff', SERIF),
  windowFrame(60, 160, 200, 170, '#dfeaf3'),
  windowFrame(940, 160, 200, 170, '#dfeaf3'),
  bareTree(120, 330, 120),
  bareTree(1010, 330, 110),
];

/** A runner or walker in the i-th team shirt with a race bib, as one layer. */
function runner(rng: Rng, x: number, y: number, height: number, adult: boolean, i: number): string {
  const fig = castAt(rng, x, y, height, {
    build: adult ? 'adult' : 'child',
    pose: i % 2 === 0 ? 'run' : 'runB',
    ...SIDE,
    look: { ...team(i), lower: 'shorts' },
  });
  const { head, headRadius: r } = fig;
  return fig.svg + bib(head[0] + r * 0.2, head[1] + r * 2.4, r * 1.1, String(100 + i * 37));
}

/** The drawing of each photo, by file name. */
const DRAWINGS: Readonly<Record<string, Draw>> = {
  'walk-run-start-line.jpg': (c, rng, w) => {
    // [x, y, adult]: the back row under the arch, then the front row, nearer and taller
    const back: Array<[number, number, boolean]> = [
      [180, 650, true],
      [300, 665, false],
      [420, 640, true],
      [560, 670, false],
      [690, 645, true],
      [820, 668, false],
      [950, 650, true],
    ];
    const front: Array<[number, number, boolean]> = [
      [250, 790, false],
      [470, 800, true],
      [760, 790, true],
      [1010, 800, false],
    ];
    return [
      ...park(c, 430),
      school(rng, 760, 1150, 432, [3, 40, 2], 'left'),
      ...times(6, (i) => tree(40 + i * 120, 440, rng.range(34, 46), FOLIAGE.green)),
      rect(0, 470, w, 330, '#8a8f98'),
      rect(0, 470, w, 8, '#c9cdd3'),
      line(0, 700, w, 700, '#ffffff', 8),
      balloonArch(140, 1060, 700, 420, 20, [SCHOOL.maroon, SCHOOL.gold, '#ffffff']),
      banner(360, 300, 480, 64, SCHOOL.maroon, 'HEROES OF HIGHBRIDGE · 2 MI', SCHOOL.gold, SERIF),
      audienceRow(rng, 0, w, 560, 40, 0.05),
      ...back.map(([x, y, adult], i) => runner(rng, x, y, adult ? 230 : 160, adult, i)),
      ...front.map(([x, y, adult], i) => runner(rng, x, y, adult ? 300 : 210, adult, i + 7)),
      confetti(rng, 0, 0, w, 400, 60, [SCHOOL.gold, SCHOOL.maroon, '#ffffff'], 6),
      lightWash(c, '#fff3d6', 0.12),
    ];
  },

  'walk-run-high-bridge.jpg': (c, rng, w) => {
    const walkers: Array<[number, number, BuildName]> = [
      [140, 700, 'adult'],
      [200, 704, 'child'],
      [420, 680, 'adult'],
      [470, 684, 'child'],
      [640, 670, 'adult'],
      [900, 676, 'adult'],
      [960, 680, 'child'],
    ];
    return [
      ...park(c, 360, '#7fb65a'),
      river(0, w, 360, 520, '#5d9cc4', rng),
      highBridge(-20, w + 20, 250, 470, {
        color: '#b56a4d',
        arch: 58,
        pier: 18,
        steel: [420, 760],
        railing: true,
      }),
      rect(0, 520, w, 280, '#7fb65a'),
      path('M0,640 C300,600 900,600 1200,630 L1200,720 C900,690 300,700 0,740 Z', '#d8c9a8'),
      ...times(5, (i) => tree(60 + i * 280, 560, rng.range(40, 55), FOLIAGE.deep)),
      ...walkers.map(([x, y, build], i) => {
        const height = build === 'adult' ? 190 : 120;
        return castAt(rng, x, y, height, { build, pose: 'walk', ...SIDE, look: team(i) }).svg;
      }),
      // The mile marker
      rect(1040, 560, 12, 120, '#6b6e76'),
      rect(990, 560, 112, 56, '#ffffff', { rx: 6 }),
      label(1046, 598, '1 MI', 28),
      vignette(c, 0.18),
    ];
  },

  'walk-run-water-station.jpg': (c, rng, w) => [
    ...park(c, 380),
    ...times(7, (i) => tree(80 + i * 170, 400, rng.range(40, 56), FOLIAGE.green)),
    rect(0, 430, w, 370, '#9aa0a8'),
    banner(140, 250, 360, 56, SCHOOL.gold, 'WATER · AGUA', SCHOOL.maroon, SANS),
    // Volunteers behind the table: a parent between two students
    ...[200, 320, 440].flatMap((x, i) => {
      const build = i === 1 ? 'adult' : 'child';
      return vested(castAt(rng, x, 640, i === 1 ? 230 : 170, { build, pose: 'hold' }), x);
    }),
    table(110, 560, 440, 120, '#e9e3d6'),
    ...times(12, (i) => cup(135 + i * 35, 566, 22)),
    // Runners passing and reaching for cups
    runner(rng, 720, 720, 260, true, 2),
    runner(rng, 880, 730, 180, false, 3),
    runner(rng, 1040, 720, 250, true, 4),
    trashBag(600, 700, 60, COLORS.forest),
  ],

  'walk-run-finish-medals.jpg': (c, rng, w) => {
    const kids = [
      [200, 760],
      [390, 780],
      [590, 770],
      [790, 780],
      [990, 765],
    ] as const;
    return [
      ...park(c, 420),
      school(rng, 60, 520, 422, [3, 44, 3], 'right'),
      bunting([0, 60], [w, 90], 40, [SCHOOL.maroon, SCHOOL.gold, '#ffffff'], 30),
      banner(640, 260, 420, 60, SCHOOL.maroon, 'FINISH · META', '#ffffff', SANS),
      rect(640, 320, 10, 140, '#6b6e76'),
      rect(1050, 320, 10, 140, '#6b6e76'),
      audienceRow(rng, 600, w, 500, 34),
      ...kids.flatMap(([x, y], i) => {
        const pose = i % 2 === 0 ? 'cheer' : 'wave';
        const { svg, head, headRadius: r } = castAt(rng, x, y, 280, { pose, look: team(i) });
        return [svg, medal(head[0], head[1] + r * 1.2, r * 0.5)];
      }),
      confetti(rng, 0, 0, w, 600, 90, [SCHOOL.gold, SCHOOL.maroon, '#ffffff', COLORS.sky], 7),
    ];
  },

  'dads-donuts-breakfast.jpg': (c, rng, w) => {
    // [dad's x, child's x] at each table
    const pairs = [
      [180, 230],
      [560, 610],
      [930, 990],
    ] as const;
    return [
      ...cafeteria(c, 470),
      banner(380, 300, 440, 62, SCHOOL.maroon, "DAD'S & DONUTS", SCHOOL.gold, SERIF),
      stringLights([0, 40], [w, 40], 40, 20, 5),
      ...pairs.flatMap(([x, kid]) => [
        dad(rng, x, 640, 300, { pose: 'relaxed' }).svg,
        castAt(rng, kid, 660, 190, { pose: 'hold' }).svg,
      ]),
      table(60, 600, 1080, 200, '#e7d3b0'),
      donutBox(140, 610, 220),
      donutBox(700, 610, 220),
      ...[440, 520, 900, 1000].flatMap((x) => [
        ellipse(x, 614, 34, 10, '#ffffff'),
        donut(x, 604, 22, rng.pick(GLAZES)),
      ]),
      ...[480, 600, 1060].map((x) => cup(x, 612, 26, '#f7f1e4')),
      lightWash(c, '#fff5e0', 0.16),
    ];
  },

  'dads-donuts-story-time.jpg': (c, rng) => [
    ...cafeteria(c, 520),
    dad(rng, 520, 700, 460, {
      pose: 'hold',
      look: { hairStyle: 'short', top: COLORS.navy, sleeves: 'long' },
    }).svg,
    castAt(rng, 740, 720, 300, { pose: 'relaxed', look: { top: COLORS.pink, hairStyle: 'puffs' } })
      .svg,
    table(200, 640, 820, 160, '#e7d3b0'),
    openBook(560, 600, 260, COLORS.teal),
    ellipse(900, 652, 60, 16, '#ffffff'),
    donut(900, 638, 40, '#f4a3c0'),
    cup(300, 652, 40, '#f7f1e4'),
    book(960, 560, 90, 20, COLORS.mustard, -8),
    lightWash(c, '#fff5e0', 0.2),
    vignette(c, 0.22),
  ],

  'dads-donuts-photo-frame.jpg': (c, rng) => [
    ...cafeteria(c, 560),
    rect(250, 170, 700, 470, 'none', { stroke: SCHOOL.gold, 'stroke-width': 44, rx: 12 }),
    label(600, 160, '#DadsAndDonuts', 44),
    dad(rng, 420, 660, 400, { pose: 'wave' }).svg,
    dad(rng, 760, 660, 390, { pose: 'relaxed' }).svg,
    castAt(rng, 540, 700, 240, { pose: 'cheer' }).svg,
    castAt(rng, 660, 705, 210, { pose: 'wave' }).svg,
    confetti(rng, 260, 180, 940, 620, 40, [SCHOOL.gold, COLORS.pink, COLORS.sky], 6),
    lightWash(c, '#fff5e0', 0.14),
  ],

  'dads-walk-to-school.jpg': (c, rng, w) => {
    // [dad's x, child's x, y], all seen from behind on the way in
    const pairs = [
      [260, 320, 740],
      [560, 620, 770],
      [860, 800, 750],
    ] as const;
    return [
      ...park(c, 500, '#a5a9b0'),
      school(rng, 180, 1020, 520, [3, 80, 4], 'right', true),
      banner(410, 200, 380, 58, SCHOOL.gold, 'WELCOME, DADS! · ¡BIENVENIDOS!', SCHOOL.maroon, SANS),
      rect(0, 520, w, 280, '#b9bcc2'),
      rect(0, 520, w, 10, '#d9dbe0'),
      tree(90, 560, 70, FOLIAGE.green),
      tree(1120, 560, 75, FOLIAGE.green),
      ...pairs.flatMap(([x, kid, y]) => [
        dad(rng, x, y, 330, { pose: 'walk', view: 'back' }).svg,
        castAt(rng, kid, y + 6, 200, {
          pose: 'walk',
          view: 'back',
          look: { backpack: rng.pick([COLORS.red, COLORS.teal, COLORS.purple]) },
        }).svg,
      ]),
      lightWash(c, '#fff0cc', 0.14),
    ];
  },

  'mlk-day-food-drive.jpg': (c, rng) => {
    const labels = [COLORS.red, COLORS.green, COLORS.mustard, COLORS.blue, COLORS.orange];
    const labelled = (i: number) => labels[i % labels.length] ?? COLORS.red;
    return [
      ...serviceRoom(c, 'MLK DAY OF SERVICE · DÍA DE SERVICIO'),
      castAt(rng, 300, 640, 330, { build: 'adult', pose: 'reachDown', ...WINTER }).svg,
      castAt(rng, 560, 660, 220, { pose: 'hold', ...WINTER }).svg,
      castAt(rng, 800, 655, 230, { pose: 'reachDown', ...WINTER }).svg,
      table(150, 600, 900, 200, '#d9b07c'),
      ...times(14, (i) => can(210 + i * 30 + (i > 6 ? 260 : 0), 612, 34, labelled(i))),
      cardboardBox(80, 780, 170, 130, 'food'),
      cardboardBox(960, 780, 180, 140, 'food'),
      ...times(4, (i) => can(1000 + i * 34, 652, 36, labelled(i + 2))),
    ];
  },

  'mlk-day-kindness-cards.jpg': (c, rng) => {
    const cardColors = [COLORS.pink, COLORS.lemon, COLORS.sky, COLORS.lime, COLORS.lilac];
    return [
      ...serviceRoom(c, 'I HAVE A DREAM · YO TENGO UN SUEÑO'),
      ...[250, 480, 720, 950].map(
        (x, i) => castAt(rng, x, 620, 250, { pose: i % 2 === 0 ? 'write' : 'hold', ...WINTER }).svg,
      ),
      table(100, 560, 1000, 240, '#e9d2a7'),
      // Tilted cards, each with a heart
      ...times(8, (i) => {
        const x = 160 + i * 118;
        return [
          rect(x, 578, 90, 64, cardColors[i % cardColors.length] ?? COLORS.pink, {
            rx: 4,
            transform: `rotate(${i % 2 === 0 ? -5 : 4} ${x + 45} 610)`,
          }),
          path(
            `M${x + 45},602 c-8,-10 -22,-2 -12,10 l12,12 l12,-12 c10,-12 -4,-20 -12,-10 z`,
            SCHOOL.maroon,
          ),
        ];
      }),
      // Markers
      ...times(6, (i) => {
        const color = rng.pick([COLORS.red, COLORS.blue, COLORS.green]);
        return line(180 + i * 170, 680, 210 + i * 170, 700, color, 8);
      }),
    ];
  },

  'mlk-day-coat-drive.jpg': (c, rng) => {
    const coats = [
      COLORS.red,
      COLORS.navy,
      COLORS.mustard,
      COLORS.teal,
      COLORS.purple,
      COLORS.forest,
      COLORS.coral,
      COLORS.blue,
    ];
    return [
      ...serviceRoom(c, 'WARM COATS · ABRIGOS'),
      // The coat rack
      rect(140, 250, 920, 10, '#7d8894'),
      ...coats.flatMap((color, i) => {
        const x = 180 + i * 110;
        return [
          path(`M${x},262 l-40,26 l-10,150 h100 l-10,-150 z`, color),
          line(x, 262, x, 436, '#00000033', 3),
        ];
      }),
      castAt(rng, 330, 700, 330, { build: 'adult', pose: 'hold', ...WINTER }).svg,
      castAt(rng, 600, 720, 220, { pose: 'hold', ...WINTER }).svg,
      castAt(rng, 860, 700, 320, { build: 'adult', pose: 'hold', ...WINTER }).svg,
      table(180, 640, 840, 160, '#d9b07c'),
      // Folded coats on the table, every other pile two coats high
      ...times(5, (i) => {
        const color = coats[(i + 3) % coats.length] ?? COLORS.red;
        const two = i % 2;
        return rect(240 + i * 150, 608 - two * 10, 110, 36 + two * 10, color, { rx: 8 });
      }),
      cardboardBox(60, 790, 150, 120),
      cardboardBox(1010, 790, 150, 120),
    ];
  },

  'district-9-garden-planting.jpg': (c, rng, w) => {
    const gardeners: Array<[number, number, BuildName, 'reachDown' | 'hold' | 'point']> = [
      [260, 720, 'child', 'reachDown'],
      [470, 730, 'adult', 'point'],
      [800, 740, 'child', 'reachDown'],
      [1000, 735, 'adult', 'hold'],
    ];
    return [
      ...park(c, 360, '#7fb65a'),
      ...times(6, (i) => tree(60 + i * 220, 380, rng.range(44, 60), FOLIAGE.spring)),
      // The fence along the garden
      rect(0, 380, w, 30, '#6b6e76'),
      ...times(30, (i) => rect(i * 42, 330, 4, 60, '#8d939c')),
      line(0, 340, w, 340, '#8d939c', 4),
      raisedBed(80, 560, 460, 90),
      raisedBed(680, 580, 460, 90),
      ...times(5, (i) => [lettuce(130 + i * 90, 565, 28), tomatoPlant(730 + i * 90, 585, 70)]),
      sunflower(40, 560, 230, 30),
      sunflower(1160, 580, 250, 32),
      ...gardeners.flatMap(([x, y, build, pose]) =>
        vested(castAt(rng, x, y, build === 'adult' ? 300 : 200, { build, pose }), x),
      ),
      wateringCan(600, 760, 60),
      banner(420, 200, 360, 54, COLORS.forest, 'DISTRICT 9 · DISTRITO 9', '#ffffff', SANS),
    ];
  },

  'district-9-street-cleanup.jpg': (c, rng, w) => {
    const crew: Array<[number, number, BuildName, 'hold' | 'reachDown']> = [
      [220, 660, 'adult', 'hold'],
      [430, 670, 'child', 'reachDown'],
      [650, 665, 'adult', 'reachDown'],
      [900, 660, 'adult', 'hold'],
    ];
    const leafColors = [COLORS.orange, COLORS.mustard, COLORS.red];
    return [
      ...park(c, 460, '#b8bcc3'),
      school(rng, 500, 1180, 470, [4, 70, 3], 'left'),
      tree(160, 480, 90, FOLIAGE.orange),
      tree(400, 480, 80, FOLIAGE.gold),
      rect(0, 480, w, 320, '#c4c7cd'),
      rect(0, 700, w, 100, '#6f747c'),
      line(0, 700, w, 700, '#e6e8ec', 8),
      // Fallen leaves on the sidewalk
      ...times(40, () => ellipse(rng.range(0, w), rng.range(520, 690), 9, 4, rng.pick(leafColors))),
      // Whoever stands holds a rake
      ...crew.flatMap(([x, y, build, pose]) => {
        const fig = castAt(rng, x, y, build === 'adult' ? 300 : 200, { build, pose, ...WINTER });
        return [...vested(fig, x), ...(pose === 'hold' ? [rake(fig.handR, x + 90, y, 70)] : [])];
      }),
      trashBag(1080, 690, 80),
      trashBag(1140, 695, 70, COLORS.forest),
      trashBag(330, 690, 60),
    ];
  },
};

const PHOTOS: readonly PhotoText[] = photos;

export const COMMUNITY_SCENES: readonly CommunityScene[] = PHOTOS.map((photo) => {
  const draw = DRAWINGS[photo.file];
  if (draw === undefined) throw new Error(`No drawing for ${photo.file}`);
  return { ...photo, aspect: '3:2', longSide: 1500, draw: (c) => draw(c, c.rng, c.w) };
});

/** The Family Wellness Day flyer's banner picture (1200×500 design units): stretching on the lawn. */
export function wellnessBanner(c: Canvas): string[] {
  const { w, rng } = c;
  const mats = [COLORS.teal, COLORS.purple, COLORS.coral];
  const fruit = [COLORS.red, COLORS.orange, COLORS.lime, COLORS.lemon, COLORS.red, COLORS.green];
  return [
    ...park(c, 250, '#8cc267'),
    school(rng, 820, 1180, 260, [2, 44, 2], 'left'),
    ...times(5, (i) => tree(40 + i * 150, 268, rng.range(30, 40), FOLIAGE.spring)),
    bunting([0, 30], [w, 50], 26, [SCHOOL.maroon, SCHOOL.gold, COLORS.teal, '#ffffff'], 22),
    // Parents and children stretching on mats, turn about
    ...times(5, (i) => {
      const x = 140 + i * 120;
      const adult = i % 2 === 0;
      return [
        ellipse(x, 462, 62, 12, mats[i % 3] ?? COLORS.teal),
        castAt(rng, x, 460, adult ? 200 : 140, { build: adult ? 'adult' : 'child', pose: 'cheer' })
          .svg,
      ];
    }),
    table(760, 400, 360, 80, '#f7f1e4'),
    ...times(12, (i) => circle(785 + i * 27, 392, 12, fruit[i % fruit.length] ?? COLORS.red)),
    castAt(rng, 940, 470, 190, { build: 'adult', pose: 'wave' }).svg,
  ];
}
