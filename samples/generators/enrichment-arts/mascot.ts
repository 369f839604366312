/**
 * Archie the Highbridge Hawk, the school mascot: a friendly red-tailed hawk in a maroon sweater
 * with a gold H, waving one wing in front of the High Bridge's arches (1200 × 1200 px).
 */
import { cloud, highBridge, hills, type Canvas } from '../library/scenery.ts';
import {
  SCHOOL,
  SERIF,
  circle,
  ellipse,
  group,
  line,
  n,
  path,
  radialGradient,
  rect,
  shade,
  stroke,
  text,
  verticalGradient,
} from '../library/svg.ts';

export const MASCOT_SIZE = [1200, 1200] as const;

const BROWN = '#7b4f2e';
const BROWN_DARK = '#5a3820';
const CREAM = '#f4e6c8';
const RUST = '#c4552d';
const BEAK = '#f2b43a';
const TALON = '#f0c24a';

/** A long feather: a pointed ellipse from (x, y) at `angle` degrees. */
function feather(
  x: number,
  y: number,
  length: number,
  width: number,
  angle: number,
  fill: string,
  tip?: string,
): string {
  const parts = [
    path(
      `M${n(x)},${n(y)} C${n(x + width)},${n(y + length * 0.2)} ${n(x + width * 0.8)},${n(y + length * 0.85)} ${n(x)},${n(y + length)} C${n(x - width * 0.8)},${n(y + length * 0.85)} ${n(x - width)},${n(y + length * 0.2)} ${n(x)},${n(y)} Z`,
      fill,
    ),
  ];
  if (tip !== undefined)
    parts.push(
      path(
        `M${n(x - width * 0.62)},${n(y + length * 0.78)} C${n(x - width * 0.3)},${n(y + length * 0.84)} ${n(x + width * 0.3)},${n(y + length * 0.84)} ${n(x + width * 0.62)},${n(y + length * 0.78)} C${n(x + width * 0.5)},${n(y + length * 0.9)} ${n(x + width * 0.2)},${n(y + length)} ${n(x)},${n(y + length)} C${n(x - width * 0.2)},${n(y + length)} ${n(x - width * 0.5)},${n(y + length * 0.9)} ${n(x - width * 0.62)},${n(y + length * 0.78)} Z`,
        tip,
      ),
    );
  return group(parts, { transform: `rotate(${n(angle)} ${n(x)} ${n(y)})` });
}

function background(c: Canvas): string[] {
  const { w, h, rng } = c;
  const sky = c.id('sky');
  const glow = c.id('glow');
  c.defs.push(
    verticalGradient(sky, 0, h, [
      [0, '#7fb9de'],
      [0.55, '#c7e2ef'],
      [1, '#f5e6c8'],
    ]),
    radialGradient(glow, 600, 520, 560, [
      [0, '#fff8e1', 0.95],
      [0.5, '#fff3d0', 0.45],
      [1, '#fff3d0', 0],
    ]),
  );
  const bridge = { color: '#c79a80', arch: 80, pier: 26, steel: [420, 780] } as const;
  return [
    rect(0, 0, w, h, `url(#${sky})`),
    rect(0, 0, w, h, `url(#${glow})`),
    cloud(90, 230, 1.1, '#ffffff', 0.9),
    cloud(900, 170, 0.9, '#ffffff', 0.85),
    hills(rng, 0, w, 860, 40, h, '#9fc08a', 5),
    group(highBridge(-20, w + 20, 760, 1000, bridge), { opacity: 0.75 }),
    rect(0, 1000, w, 200, '#a9cbe0'),
    hills(rng, 0, w, 1060, 20, h, '#7fa86f', 4),
  ];
}

/** The sweater's big H (drawn twice, the second time unfilled, as the picture always was). */
const LETTER = { size: 190, family: SERIF, weight: 'bold', anchor: 'middle' } as const;

function hawk(): string[] {
  return [
    // Left wing, folded at the side.
    path('M420,610 C330,680 320,860 380,1000 C420,990 450,900 470,820 Z', BROWN_DARK),
    feather(400, 760, 230, 40, 8, BROWN, BROWN_DARK),
    feather(430, 740, 240, 40, 2, shade(BROWN, 0.08), BROWN_DARK),
    // Body and belly.
    ellipse(600, 760, 225, 270, BROWN),
    ellipse(600, 800, 150, 200, CREAM),
    // Sweater: maroon with a gold V-neck, ribbed hem and a big H.
    path(
      'M392,700 C400,620 470,585 600,585 C730,585 800,620 808,700 L820,930 C760,1000 440,1000 380,930 Z',
      SCHOOL.maroon,
    ),
    path('M520,590 L600,690 L680,590 L652,588 L600,652 L548,588 Z', SCHOOL.gold),
    ...Array.from({ length: 14 }, (_, i) =>
      line(412 + i * 29, 925, 412 + i * 29, 968, SCHOOL.maroonDark, 6),
    ),
    path('M380,930 C440,985 760,985 820,930', 'none', { stroke: SCHOOL.gold, 'stroke-width': 12 }),
    text(600, 880, 'H', { ...LETTER, fill: SCHOOL.gold }),
    text(600, 880, 'H', { ...LETTER, fill: 'none' }),
    // Right wing, raised and waving, with a sweater sleeve.
    path(
      'M760,640 C850,560 930,470 985,360 C1010,420 990,520 930,600 C880,660 820,700 790,720 Z',
      BROWN,
    ),
    path('M760,640 C800,600 830,575 860,548 L905,600 C870,640 830,680 790,720 Z', SCHOOL.maroon),
    path('M858,545 L908,602', 'none', { stroke: SCHOOL.gold, 'stroke-width': 14 }),
    ...(
      [
        [975, 372, -160, 170],
        [990, 400, -140, 170],
        [995, 440, -122, 160],
        [985, 482, -105, 150],
      ] as const
    ).map(([x, y, angle, length]) =>
      feather(x, y, length, 30, angle, shade(BROWN, 0.05), BROWN_DARK),
    ),
    // Underside bars on the waving wing.
    ...Array.from({ length: 4 }, (_, i) =>
      stroke(`M${n(890 + i * 22)},${n(560 - i * 48)} q20,10 40,4`, CREAM, 8, { opacity: 0.7 }),
    ),
    // Feet gripping the bridge parapet.
    rect(260, 1010, 680, 44, '#b98f7a', { rx: 10 }),
    rect(260, 1010, 680, 14, '#d2ab95', { rx: 7 }),
    // The red tail hangs over the ledge: five feathers fanned from 30° to −30°.
    ...[170, 185, 190, 185, 170].map((length, i) =>
      feather(600, 985, length, 46, 30 - i * 15, RUST, shade(RUST, -0.35)),
    ),
    ...Array.from({ length: 3 }, (_, i) =>
      stroke(`M560,${n(1060 + i * 36)} q40,10 80,0`, shade(RUST, 0.25), 6, { opacity: 0.7 }),
    ),
    ...[520, 680].flatMap((fx) =>
      [-34, 0, 34].flatMap((dx) => [
        line(fx, 975, fx + dx, 1020, TALON, 22),
        circle(fx + dx * 1.08, 1030, 9, '#3b3030'),
      ]),
    ),
    // Head.
    feather(560, 250, 70, 22, 200, BROWN_DARK),
    feather(600, 240, 80, 24, 180, BROWN_DARK),
    feather(640, 250, 70, 22, 160, BROWN_DARK),
    circle(600, 420, 200, BROWN),
    ellipse(600, 490, 150, 120, CREAM),
    path('M420,360 C470,330 530,340 560,372 C520,360 470,362 430,388 Z', BROWN_DARK),
    path('M780,360 C730,330 670,340 640,372 C680,360 730,362 770,388 Z', BROWN_DARK),
    // Eyes, looking a little inwards.
    ...[520, 680].flatMap((ex) => {
      const dir = ex < 600 ? 6 : -6;
      return [
        ellipse(ex, 420, 62, 68, '#ffffff', { stroke: BROWN_DARK, 'stroke-width': 6 }),
        circle(ex + dir, 428, 36, '#6b3f17'),
        circle(ex + dir, 428, 22, '#1c1412'),
        circle(ex + dir + 12, 414, 10, '#ffffff'),
        circle(ex + dir - 10, 442, 5, '#ffffff', { opacity: 0.8 }),
      ];
    }),
    // Cheeks and beak with a smile.
    circle(470, 500, 30, '#ef8f8f', { opacity: 0.45 }),
    circle(730, 500, 30, '#ef8f8f', { opacity: 0.45 }),
    path(
      'M560,470 C560,450 640,450 640,470 C640,500 622,530 600,560 C606,534 596,520 580,512 C566,505 560,490 560,470 Z',
      BEAK,
    ),
    path('M600,560 C612,548 618,536 620,524 C626,540 620,556 600,560 Z', shade(BEAK, -0.35)),
    ellipse(600, 466, 38, 12, shade(BEAK, 0.25)),
    stroke('M548,520 C570,560 630,560 652,520', BROWN_DARK, 7),
  ];
}

/** The full mascot illustration. */
export function drawMascot(c: Canvas): string[] {
  return [...background(c), ...hawk()];
}
