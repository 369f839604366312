/**
 * The four History-page timeline illustrations (1864, 1889, 1905, 1973), drawn with the shared
 * scenery and people of the media library. The older years get a sepia wash, 1973 the warm cast
 * of a colour print of the time. Fictional people only. What each shows (for EXIF) is in
 * content/academics/history-timeline.json.
 */
import timeline from '../../content/academics/history-timeline.json' with { type: 'json' };
import { armsPose, castAt } from '../library/people.ts';
import { book } from '../library/props.ts';
import {
  BRICK,
  FOLIAGE,
  sky,
  bunting,
  clock,
  cloud,
  groundShadow,
  highBridge,
  hills,
  lightWash,
  river,
  schoolBuilding,
  sun,
  table,
  tree,
  vignette,
  windowFrame,
  type Canvas,
} from '../library/scenery.ts';
import { COLORS, SCHOOL, SERIF, line, poly, rect, text, type Rng } from '../library/svg.ts';

export interface HistoryScene {
  year: number;
  /** What the picture shows, for the file's EXIF description. */
  subject: string;
  draw(c: Canvas): string[];
}

/** A year's drawing; it gets the canvas's rng and width as well, since all use them. */
type Draw = (c: Canvas, rng: Rng, w: number) => string[];

/** The 1905 bricklayers' work clothes (the one up on the scaffold wears a darker shirt). */
const CARRIER = { top: '#9c8f7d', lower: 'pants', bottom: COLORS.denim, sleeves: 'long' } as const;

/** An old-photograph look: warm sepia wash, soft vignette and a thin print border. */
const agedPrint = (c: Canvas, strength: number): string[] => [
  rect(0, 0, c.w, c.h, '#a7824f', { opacity: strength }),
  rect(0, 0, c.w, c.h, '#fff1d6', { opacity: strength * 0.6 }),
  vignette(c, 0.35),
  rect(10, 10, c.w - 20, c.h - 20, 'none', {
    stroke: '#f6ecd9',
    'stroke-width': 14,
    opacity: 0.85,
  }),
];

/** A small clapboard schoolhouse with a bell cupola; (x, baseY) is its bottom-left corner. */
function schoolhouse(x: number, baseY: number, w: number): string[] {
  const h = w * 0.5;
  const roofTop = baseY - h - w * 0.32;
  const parts = [
    rect(x, baseY - h, w, h, '#c9a877'),
    poly(
      [
        [x - w * 0.06, baseY - h],
        [x + w / 2, roofTop],
        [x + w * 1.06, baseY - h],
      ],
      '#6d4a33',
    ),
    rect(x + w * 0.44, roofTop - w * 0.14, w * 0.12, w * 0.16, '#b8956a'),
    poly(
      [
        [x + w * 0.41, roofTop - w * 0.14],
        [x + w / 2, roofTop - w * 0.26],
        [x + w * 0.59, roofTop - w * 0.14],
      ],
      '#6d4a33',
    ),
    rect(x + w * 0.42, baseY - h * 0.62, w * 0.16, h * 0.62, '#7a5238'),
  ];
  for (let y = baseY - h + 6; y < baseY; y += 9) parts.push(line(x, y, x + w, y, '#b08f62', 1.5));
  for (const wx of [x + w * 0.12, x + w * 0.7])
    parts.push(rect(wx, baseY - h * 0.75, w * 0.18, h * 0.38, '#3e4a52'));
  return parts;
}

/** The drawing of each year. */
const DRAWINGS: Readonly<Record<number, Draw>> = {
  1864: (c, rng, w) => {
    const parts: string[] = [
      sky(c, 800, [0, '#bcd3dd'], [0.55, '#e9e3cf'], [1, '#e9e3cf']),
      sun(c, 980, 150, 34, '#fff6dc'),
      cloud(140, 150, 0.9),
      cloud(640, 110, 0.6, '#ffffff', 0.8),
      hills(rng, 0, w, 380, 40, 520, '#9fb59a', 6),
      // The 1848 masonry aqueduct: all stone arches, before the 1920s steel span.
      highBridge(-20, w + 20, 330, 540, { color: '#cdbb9c', arch: 62, pier: 22 }),
      river(0, w, 520, 600, '#7fa9bd', rng),
      hills(rng, 0, w, 600, 24, 800, '#7f9f68', 5),
      ...schoolhouse(760, 640, 230),
      tree(700, 650, 70, FOLIAGE.green),
      tree(1080, 660, 84, FOLIAGE.green),
      line(760, 700, 1000, 700, '#8a6a45', 3),
    ];
    for (let x = 760; x <= 1000; x += 30) parts.push(line(x, 676, x, 702, '#8a6a45', 3));
    // Children walking up the path to school
    for (const [x, top, lower] of [
      [420, COLORS.rose, 'dress'],
      [480, COLORS.navy, 'pants'],
      [545, COLORS.mustard, 'skirt'],
    ] as const) {
      const look = { top, lower, shoes: '#3a2a1f' };
      const kid = castAt(rng, x, 760, 190, { pose: 'walk', view: 'side', facing: 1, look });
      parts.push(groundShadow(x, 762, 70), kid.svg);
    }
    return [...parts, ...agedPrint(c, 0.28)];
  },

  1889: (c, rng, w) => {
    // Families in their Sunday best on the sidewalk: [x, height, adult]
    const crowd: ReadonlyArray<readonly [number, number, boolean]> = [
      [300, 300, true],
      [380, 210, false],
      [450, 320, true],
      [700, 200, false],
      [770, 310, true],
      [860, 220, false],
      [930, 300, true],
    ];
    return [
      sky(c, 520, [0, '#b8d4e4'], [1, '#efe6d2']),
      cloud(120, 130, 0.8),
      cloud(900, 90, 0.6),
      schoolBuilding(230, 970, 590, { floors: 3, floorHeight: 92, bays: 3, tower: 'left', rng }),
      bunting([280, 300], [930, 300], 40, [SCHOOL.maroon, SCHOOL.white, SCHOOL.gold], 14),
      rect(0, 585, w, 215, '#c7b99b'),
      tree(120, 600, 90, FOLIAGE.green),
      tree(1100, 600, 96, FOLIAGE.green),
      ...crowd.flatMap(([x, height, adult]) => {
        const person = castAt(rng, x, 780, height, {
          build: adult ? 'adult' : undefined,
          pose: adult ? 'stand' : 'wave',
          options: { sleeves: 'long', lower: adult ? 'pants' : undefined },
        });
        return [groundShadow(x, 782, height * 0.35), person.svg];
      }),
      ...agedPrint(c, 0.32),
    ];
  },

  1905: (c, rng, w) => {
    const parts: string[] = [
      sky(c, 560, [0, '#c3d6e0'], [1, '#ece3cf']),
      cloud(520, 120, 0.7),
      schoolBuilding(40, 620, 600, { floors: 3, floorHeight: 88, bays: 2, tower: 'left', rng }),
    ];
    // The new wing going up: finished lower floors, bare top courses, scaffolding in front.
    const x0 = 660;
    const x1 = 1160;
    parts.push(rect(x0, 330, x1 - x0, 270, BRICK.wall));
    for (let y = 344; y < 600; y += 16)
      for (let x = (y / 16) % 2 === 0 ? x0 : x0 + 18; x < x1; x += 36)
        parts.push(rect(x, y, 34, 2, BRICK.dark, { opacity: 0.5 }));
    for (let i = 0; i < 4; i += 1)
      parts.push(windowFrame(x0 + 40 + i * 120, 440, 70, 110, BRICK.glass, BRICK.stone));
    for (let i = 0; i < 7; i += 1)
      parts.push(rect(x0 + i * 80, 300 - (i % 3) * 12, 62, 30, BRICK.light));
    for (const x of [x0 - 10, x0 + 170, x0 + 340, x1 - 10])
      parts.push(line(x, 260, x, 600, '#8a6a45', 8));
    for (const y of [300, 420, 520]) parts.push(rect(x0 - 20, y, x1 - x0 + 40, 10, '#a88358'));
    parts.push(line(1000, 120, 1000, 300, '#6d4a33', 7), line(1000, 130, 860, 210, '#6d4a33', 4));
    parts.push(rect(0, 595, w, 205, '#c9b792'));
    // Workers: one on the scaffold, two carrying bricks
    const worker = (x: number, y: number, height: number, pose: 'reachDown' | 'hold') =>
      castAt(rng, x, y, height, {
        build: 'adult',
        pose,
        look: pose === 'hold' ? CARRIER : { ...CARRIER, top: '#8a7b6a', bottom: COLORS.charcoal },
      });
    parts.push(worker(900, 300, 170, 'reachDown').svg);
    for (const x of [760, 1040]) {
      const carrier = worker(x, 770, 300, 'hold');
      parts.push(groundShadow(x, 772, 110), carrier.svg);
      parts.push(rect(carrier.handL[0] - 10, carrier.handL[1] - 30, 70, 30, BRICK.light));
    }
    return [...parts, ...agedPrint(c, 0.3)];
  },

  1973: (c, rng, w) => [
    rect(0, 0, w, 800, '#e9d9b4'),
    rect(0, 560, w, 240, '#a9744a'),
    // Chalkboard
    rect(170, 90, 760, 330, '#8a6a45', { rx: 6 }),
    rect(186, 106, 728, 298, '#2f4a3c'),
    text(300, 230, 'Hello!', { size: 86, fill: '#f3efe2', family: SERIF, weight: 'bold' }),
    text(560, 330, '¡Hola!', { size: 86, fill: '#f6e3a4', family: SERIF, weight: 'bold' }),
    line(220, 370, 480, 370, '#f3efe2', 3),
    rect(186, 404, 728, 12, '#8a6a45'),
    clock(1060, 150, 44),
    rect(980, 260, 160, 220, '#f5ecd6'),
    ...[0, 1, 2, 3, 4].map((i) => rect(1000, 285 + i * 36, 120, 6, COLORS.navy, { opacity: 0.5 })),
    castAt(rng, 1010, 640, 430, {
      build: 'adult',
      // Pointing back at the chalkboard.
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
          pose: armsPose([-20, 20], [20, -20], 0),
          look: { top },
        }).svg,
    ),
    book(520, 655, 70, 14, COLORS.red),
    book(760, 652, 70, 14, COLORS.blue),
    lightWash(c, '#ffd89a', 0.3),
    rect(0, 0, w, 800, '#d89a4e', { opacity: 0.12 }),
    vignette(c, 0.3),
  ],
};

const TIMELINE: ReadonlyArray<Omit<HistoryScene, 'draw'>> = timeline;

/** The timeline pictures, oldest first. */
export const HISTORY_SCENES: readonly HistoryScene[] = TIMELINE.map(({ year, subject }) => {
  const draw = DRAWINGS[year];
  if (draw === undefined) throw new Error(`No drawing for ${year}`);
  return { year, subject, draw: (c) => draw(c, c.rng, c.w) };
});
