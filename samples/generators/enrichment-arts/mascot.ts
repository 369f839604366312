/**
 * Archie the Highbridge Hawk, the school mascot: a friendly red-tailed hawk in a maroon sweater
 * with a gold H, waving one wing in front of the High Bridge's arches (1200 × 1200 px).
 */
import { cloud, highBridge, hills, sky, type Canvas } from '../library/scenery.ts';
import { SCHOOL, SERIF, circle, ellipse, path, rect, shade, stroke, text } from '../library/svg.ts';

export const MASCOT_SIZE = [1200, 1200] as const;

const BROWN = '#7b4f2e';
const BROWN_DARK = '#5a3820';
const CREAM = '#f4e6c8';
const RUST = '#c4552d';
const BEAK = '#f2b43a';

/** An outlined feather `long` × `wide` hanging from (x, y), turned `angle`° (0 hangs straight down). */
function feather(x: number, y: number, long: number, wide: number, angle: number, fill: string) {
  const look = {
    stroke: shade(fill, -0.3),
    'stroke-width': 5,
    transform: `rotate(${angle} ${x} ${y})`,
  };
  return ellipse(x, y + long / 2, wide, long / 2, fill, look);
}

/** The big H on the sweater. */
const LETTER = { size: 190, family: SERIF, weight: 'bold', anchor: 'middle' } as const;

/** A sunny sky over the High Bridge's arcade, the Harlem River and its green banks. */
function background(c: Canvas): string[] {
  const { w, h, rng } = c;
  const bridge = { color: '#d2b09e', arch: 80, pier: 26, steel: [420, 780] } as const;
  return [
    sky(c, h, [0, '#7fb9de'], [0.55, '#c7e2ef'], [1, '#f5e6c8']),
    cloud(90, 230, 1.1),
    cloud(900, 170, 0.9),
    hills(rng, 0, w, 860, 40, h, '#9fc08a', 5),
    highBridge(-20, w + 20, 760, 1000, bridge),
    rect(0, 1000, w, 200, '#a9cbe0'),
    hills(rng, 0, w, 1060, 20, h, '#7fa86f', 4),
  ];
}

/** Archie, perched on the bridge's parapet. */
function hawk(): string[] {
  return [
    // Left wing, folded at the side, and the body.
    path('M420,610 C330,680 320,860 380,1000 C420,990 450,900 470,820 Z', BROWN_DARK),
    feather(420, 750, 235, 40, 5, BROWN),
    ellipse(600, 760, 225, 270, BROWN),
    // Sweater: maroon with a gold V-neck, a gold hem and a big H.
    path(
      'M392,700 C400,620 470,585 600,585 C730,585 800,620 808,700 L820,930 C760,1000 440,1000 380,930 Z',
      SCHOOL.maroon,
    ),
    path('M520,590 L600,690 L680,590 L652,588 L600,652 L548,588 Z', SCHOOL.gold),
    stroke('M380,930 C440,985 760,985 820,930', SCHOOL.gold, 12),
    text(600, 880, 'H', { ...LETTER, fill: SCHOOL.gold }),
    // Right wing, raised and waving, in a sweater sleeve with a gold cuff.
    path(
      'M760,640 C850,560 930,470 985,360 C1010,420 990,520 930,600 C880,660 820,700 790,720 Z',
      BROWN,
    ),
    ...[-160, -140, -122, -105].map((angle, i) =>
      feather(978 + i * 5, 372 + i * 36, 165 - i * 8, 30, angle, BROWN),
    ),
    path('M760,640 C800,600 830,575 860,548 L905,600 C870,640 830,680 790,720 Z', SCHOOL.maroon),
    stroke('M858,545 L908,602', SCHOOL.gold, 14),
    // The bridge parapet he perches on, his red tail fanned over its edge, and his talons.
    rect(260, 1010, 680, 44, '#b98f7a', { rx: 10 }),
    ...[30, 15, 0, -15, -30].map((angle) => feather(600, 985, 185, 46, angle, RUST)),
    ...[520, 680].map((x) =>
      stroke(`M${x - 34},1020 L${x},975 L${x + 34},1020 M${x},975 V1020`, '#f0c24a', 22),
    ),
    // Head: crest feathers, a cream face, brows and big eyes looking a little inwards.
    ...[160, 180, 200].map((angle) => feather(600, 250, 75, 22, angle, BROWN_DARK)),
    circle(600, 420, 200, BROWN),
    ellipse(600, 490, 150, 120, CREAM),
    path('M420,360 C470,330 530,340 560,372 C520,360 470,362 430,388 Z', BROWN_DARK),
    path('M780,360 C730,330 670,340 640,372 C680,360 730,362 770,388 Z', BROWN_DARK),
    ...[520, 680].flatMap((x) => {
      const look = x < 600 ? 6 : -6;
      return [
        ellipse(x, 420, 62, 68, '#ffffff', { stroke: BROWN_DARK, 'stroke-width': 6 }),
        circle(x + look, 428, 36, '#6b3f17'),
        circle(x + look, 428, 22, '#1c1412'),
        circle(x + look + 12, 414, 10, '#ffffff'),
      ];
    }),
    // Rosy cheeks, the hooked beak and a smile.
    circle(470, 500, 30, '#ef8f8f', { opacity: 0.45 }),
    circle(730, 500, 30, '#ef8f8f', { opacity: 0.45 }),
    path(
      'M560,470 C560,450 640,450 640,470 C640,500 622,530 600,560 C590,530 560,500 560,470 Z',
      BEAK,
    ),
    stroke('M548,520 C570,560 630,560 652,520', BROWN_DARK, 7),
  ];
}

/** The full mascot illustration. */
export function drawMascot(c: Canvas): string[] {
  return [...background(c), ...hawk()];
}
