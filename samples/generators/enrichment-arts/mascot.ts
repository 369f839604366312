/**
 * Archie the Highbridge Hawk, the school mascot: a friendly red-tailed hawk in a maroon scarf with
 * a gold H, waving one wing in front of the High Bridge's arches (1200 × 1200 px). Drawn so that
 * he reads as a hawk, not an owl: his head in profile with the eye on its side under a heavy brow,
 * a hooked beak, a dark-brown head and back, a pale streaked chest with a dark belly band, and the
 * rust-red tail the species is named for.
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

/** The H on the scarf's end. */
const LETTER = { size: 120, family: SERIF, weight: 'bold', anchor: 'middle' } as const;

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

/** Archie, perched on the bridge's parapet, his head turned in profile to the left. */
function hawk(): string[] {
  return [
    // His rust-red tail fanned below the parapet (a thin dark band and a pale tip), the parapet,
    // and his back and folded left wing.
    ...[-40, -20, 0, 20, 40].flatMap((angle) => [
      feather(600, 840, 320, 62, angle, CREAM),
      feather(600, 840, 306, 62, angle, BROWN_DARK),
      feather(600, 840, 290, 62, angle, RUST),
    ]),
    rect(260, 970, 680, 44, '#b98f7a', { rx: 10 }),
    ellipse(600, 720, 215, 265, BROWN),
    path('M420,560 C330,640 320,820 390,960 C430,950 460,860 480,780 Z', BROWN_DARK),
    feather(425, 700, 245, 42, 5, BROWN),
    // Pale chest with a few streaks, and the band of dark streaks across his belly.
    path(
      'M470,520 C430,660 450,860 600,920 C750,860 770,660 730,520 C660,480 540,480 470,520 Z',
      CREAM,
    ),
    ...(
      [
        [610, 600],
        [690, 620],
        [650, 690],
        [585, 710],
        [710, 720],
      ] as const
    ).map(([x, y]) => streak(x, y, 10, 24)),
    ...[475, 510, 545, 580, 615, 650, 685, 720].flatMap((x, i) => [
      streak(x, 790 + (i % 2) * 16, 16, 36),
      streak(x + 18, 832 + ((i + 1) % 2) * 12, 13, 28),
    ]),
    // Yellow feet gripping the parapet.
    ...[540, 660].map((x) =>
      stroke(`M${x - 34},982 L${x},945 L${x + 34},982 M${x},945 V984`, BEAK, 22),
    ),
    // Right wing, raised and waving, its dark flight feathers spread like fingers.
    path(
      'M740,580 C840,520 930,430 985,320 C1010,380 990,480 930,560 C880,620 820,660 780,680 Z',
      BROWN,
    ),
    ...[-172, -154, -136, -118, -100].map((angle, i) =>
      feather(972 + i * 6, 330 + i * 34, 190 - i * 12, 24, angle, BROWN_DARK),
    ),
    stroke('M760,610 C850,550 920,480 960,400', shade(BROWN, 0.2), 10),
    // A maroon scarf with a gold H on its end.
    path('M470,505 C540,545 660,545 740,500 L748,550 C660,600 540,600 462,555 Z', SCHOOL.maroon),
    path('M470,535 L575,560 L530,800 L400,772 Z', SCHOOL.maroon),
    stroke('M405,750 L532,778', SCHOOL.gold, 12),
    text(478, 720, 'H', { ...LETTER, fill: SCHOOL.gold }),
    ...head(),
  ];
}

/** A dark teardrop streak, `wide` × `long`, hanging from (x, y). */
function streak(x: number, y: number, wide: number, long: number) {
  return path(
    `M${x},${y} C${x + wide},${y + long * 0.6} ${x + wide / 2},${y + long} ${x},${y + long} C${x - wide / 2},${y + long} ${x - wide},${y + long * 0.6} ${x},${y} Z`,
    BROWN_DARK,
  );
}

/** The head in profile: a flat crown, a pale throat, a heavy brow over the eye and a hooked beak. */
function head(): string[] {
  return [
    path(
      'M480,290 C510,222 600,200 690,210 C780,225 810,320 785,400 C760,480 690,520 610,520 C540,520 490,480 470,420 Z',
      BROWN,
    ),
    path('M475,380 C500,460 560,500 630,490 C600,460 560,430 540,390 Z', CREAM),
    // Eye: amber iris, dark pupil, a glint, and the brow ridge shading its top.
    circle(565, 315, 40, '#2b1a10'),
    circle(565, 317, 33, '#c98a2e'),
    circle(559, 317, 18, '#1c1412'),
    circle(552, 307, 8, '#ffffff'),
    path(
      'M468,280 C510,250 590,245 648,272 C628,292 600,290 580,290 C540,288 505,300 478,316 Z',
      BROWN_DARK,
    ),
    // Beak: a yellow base (the cere) curving down into a dark hooked tip, with a smile at the gape.
    path(
      'M500,285 C450,278 400,300 380,345 C372,370 376,398 390,418 C396,392 410,375 432,370 L505,378 C530,355 530,305 500,285 Z',
      BEAK,
    ),
    path(
      'M380,345 C372,370 376,398 390,418 C396,392 410,375 432,370 C418,355 400,348 380,345 Z',
      '#3b3633',
    ),
    path('M432,372 C450,392 478,400 505,392 C518,388 520,378 512,374 Z', shade(BEAK, -0.15)),
    stroke('M430,371 C480,382 520,380 540,356', BROWN_DARK, 8),
  ];
}

/** The full mascot illustration. */
export function drawMascot(c: Canvas): string[] {
  return [...background(c), ...hawk()];
}
