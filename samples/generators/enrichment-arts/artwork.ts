/**
 * Sample student artwork for the Art page: six drawings in the styles a Highbridge art class
 * would make (watercolor, tempera, collage, oil pastel, clay, printmaking), 1200 × 900 px.
 * What each one shows (for its EXIF description) is in content/enrichment-arts/artworks.json.
 */
import SUBJECTS from '../../content/enrichment-arts/artworks.json' with { type: 'json' };
import { sunflower } from '../library/props.ts';
import { cloud, highBridge, pts, river, sky, starPoints, type Canvas } from '../library/scenery.ts';
import {
  SERIF,
  circle,
  ellipse,
  group,
  line,
  n,
  path,
  poly,
  rect,
  shade,
  stroke,
  text,
} from '../library/svg.ts';
import { deckledBorder, grainFilter, wobbleFilter } from './textures.ts';

export const ARTWORK_SIZE = [1200, 900] as const;

/** A signature in the corner (or on a name card): the italic serif the students write in. */
const signature = (x: number, y: number, name: string, fill: string, size = 30, mid = false) =>
  text(x, y, name, { size, family: SERIF, italic: true, fill, anchor: mid ? 'middle' : 'end' });

/** Path data of a zigzag from (x, y) to the right: `count` strokes `step` wide, `rise` tall. */
const zigzag = (x: number, y: number, count: number, step: number, rise: number): string =>
  `M${Array.from({ length: count + 1 }, (_, i) => `${n(x + i * step)},${n(y - (i % 2) * rise)}`).join(' L')}`;

/** `count` short brush marks in the given paints, scattered across the canvas between y0 and y1. */
const brushMarks = (c: Canvas, count: number, y0: number, y1: number, paints: string[]) =>
  Array.from({ length: count }, () => {
    const d = `M${n(c.rng.range(-60, c.w))},${n(c.rng.range(y0, y1))} q50,${n(c.rng.range(-15, 15))} 120,0`;
    return stroke(d, c.rng.pick(paints), c.rng.range(12, 24), { opacity: 0.6 });
  });

/** The High Bridge over the Harlem River at sunset, in wet-on-wet watercolor. */
function highBridgeWatercolor(c: Canvas): string[] {
  const { w, h } = c;
  const paper = '#f8f2e6';
  const bridge = { arch: 74, pier: 24, steel: [470, 760] } as const;
  const mirror = { opacity: 0.25, transform: 'translate(0 1300) scale(1 -1)' };
  const painting = [
    // A wash from the pink and orange sky down to the horizon, the sun, the far shore and the river.
    sky(c, 560, [0, '#b5679a'], [0.5, '#ee8a62'], [1, '#fbe3a1']),
    circle(830, 500, 60, '#fff4c9'),
    path('M0,560 C200,500 460,540 600,515 C760,490 1000,530 1200,505 V600 H0 Z', '#a9809a'),
    river(0, w, 580, h, '#7d86bd'),
    stroke('M740,615 H920 M765,650 H895 M790,685 H870 M810,720 H850', '#ffe2a0', 10),
    // The bridge and its faint reflection.
    highBridge(30, 1170, 330, 650, { color: '#7b4d3c', ...bridge }),
    group(highBridge(30, 1170, 330, 650, { color: '#5d3a30', ...bridge }), mirror),
    // Grassy banks in the foreground.
    path('M0,760 C140,720 250,740 330,790 C380,830 400,870 410,900 H0 Z', '#5e8a55'),
    path('M1200,740 C1060,720 960,760 900,820 C870,850 860,870 858,900 H1200 Z', '#4f7a4a'),
  ];
  return [
    rect(0, 0, w, h, paper),
    group(painting, { filter: wobbleFilter(c, 0.012, 26, 4) }),
    deckledBorder(c, 30, 9, paper),
    signature(w - 60, h - 44, 'Yaretzi M.', '#5d3a30'),
  ];
}

/** Sunflowers in a blue vase on a windowsill, in thick tempera. */
function sunflowersTempera(c: Canvas): string[] {
  const { w, h } = c;
  const ink = { stroke: '#2b2320', 'stroke-width': 9 };
  const cream = '#f6f0d8';
  return [
    rect(0, 0, w, h, '#f2cf8e'),
    ...brushMarks(c, 30, 0, 690, ['#eab973', '#f6dba4']),
    // The window: sky with a cloud and the sun, behind a white four-pane frame.
    rect(240, 70, 720, 560, '#fdfbf4', { rx: 8, ...ink }),
    rect(266, 96, 668, 508, '#95cef0'),
    circle(340, 170, 42, '#fde35a'),
    cloud(730, 160, 0.9),
    stroke('M600,100 V600 M270,350 H930', cream, 22),
    // Windowsill and table.
    rect(180, 630, 840, 60, '#b2713f', ink),
    rect(0, 690, w, 210, '#d99a5b'),
    ...brushMarks(c, 14, 710, h, ['#c98647', '#e3a96b']),
    // Three flowers, then the vase in front of their stems.
    sunflower(520, 560, 330, 96),
    sunflower(620, 560, 400, 110),
    sunflower(720, 560, 300, 92),
    path('M520,640 C500,560 540,500 560,470 H680 C700,500 740,560 720,640 Z', '#2f5fb3', ink),
    rect(550, 452, 140, 26, '#3d72c8', { rx: 10, ...ink }),
    stroke('M536,560 C580,540 660,540 704,560', cream, 10),
    signature(w - 50, h - 40, 'Kofi', '#2b2320', 40),
  ];
}

/** A rooftop water tank on legs, the Bronx skyline's signature. */
function waterTank(x: number, y: number, s: number): string {
  const wood = '#8b5a34';
  return group([
    line(x - s * 0.3, y, x - s * 0.3, y + s * 0.5, '#2f2a28', s * 0.06),
    line(x + s * 0.3, y, x + s * 0.3, y + s * 0.5, '#2f2a28', s * 0.06),
    rect(x - s * 0.42, y - s * 0.8, s * 0.84, s * 0.85, wood, { rx: s * 0.06 }),
    poly(pts([x - s * 0.5, y - s * 0.78, x, y - s * 1.2, x + s * 0.5, y - s * 0.78]), '#6a4426'),
  ]);
}

/** Bronx apartment buildings with rooftop water tanks at night, in cut paper. */
function bronxRooftopsCollage(c: Canvas): string[] {
  const { w, h, rng } = c;
  const torn = { filter: wobbleFilter(c, 0.04, 10, 11) };
  const shadow = { opacity: 0.3, transform: 'translate(10 10)' };
  const parts = [
    rect(0, 0, w, h, '#1d2b5a'),
    // Stars, then the full moon with its paper shadow.
    ...Array.from({ length: 22 }, () =>
      poly(starPoints(rng.range(30, w - 30), rng.range(30, 380), rng.range(8, 15)), '#f3d46b'),
    ),
    circle(906, 156, 92, '#000000', shadow),
    circle(906, 156, 92, '#f6e7a1', torn),
  ];
  // Buildings of cut paper side by side, each with lit and dark windows; most carry a tank.
  const colors = ['#c2473a', '#e58a3a', '#2a9d8f', '#d9b23a', '#8a5aa8', '#e07a98', '#b5563c'];
  for (let x = 10, i = 0; x < w; i += 1) {
    const [bw, top] = [rng.range(160, 220), rng.range(320, 470)];
    const color = colors[i % colors.length] ?? '#c2473a';
    parts.push(
      rect(x, top, bw, h - top, '#000000', shadow),
      rect(x, top, bw, h - top, color, torn),
      rect(x - 6, top - 14, bw + 12, 20, shade(color, -0.3)),
    );
    for (let y = top + 40; y < h - 140; y += 62)
      for (let wx = x + 22; wx < x + bw - 40; wx += 44)
        parts.push(rect(wx, y, 26, 36, rng.chance(0.55) ? '#ffd86b' : '#233056', { rx: 2 }));
    if (i % 3 !== 2) parts.push(waterTank(x + bw * (i % 2 === 0 ? 0.7 : 0.3), top - 14, 70));
    x += bw - 10;
  }
  // The street.
  parts.push(rect(0, h - 90, w, 90, '#6b6e76', torn));
  for (let x = 40; x < w; x += 160) parts.push(rect(x, h - 50, 80, 12, '#f3d46b'));
  return parts;
}

/** One family member as a kindergartner draws them, standing on the grass line. */
function kidFigure(x: number, height: number, skin: string, body: string, dress: boolean) {
  const [footY, ink] = [760, '#2b2320'];
  const [r, leg] = [height * 0.16, height * 0.1];
  const neckY = footY - height + r * 2;
  const hipY = footY - height * 0.38;
  const faceY = neckY - r * 0.8;
  const smile = `M${n(x - r * 0.45)},${n(faceY + r * 0.25)} q${n(r * 0.45)},${n(r * 0.4)} ${n(r * 0.9)},0`;
  return group([
    stroke(`M${n(x - leg)},${footY} L${x},${n(hipY)} L${n(x + leg)},${footY}`, ink, 7),
    dress
      ? poly(pts([x, neckY, x + height * 0.2, hipY, x - height * 0.2, hipY]), body)
      : rect(x - height * 0.13, neckY, height * 0.26, hipY - neckY, body, { rx: 10 }),
    circle(x, faceY - r * 0.1, r * 1.12, '#2b1d17'),
    circle(x, faceY, r, skin),
    ...[-1, 1].map((k) => circle(x + k * r * 0.35, faceY - r * 0.1, r * 0.12, ink)),
    stroke(smile, '#c0392b', 6),
  ]);
}

/** A kindergartner's oil pastel drawing of a smiling family under a big sun. */
function familyPortraitPastel(c: Canvas): string[] {
  const { w, h, rng } = c;
  // A band of scribbled strokes from y0 down to y1 (the sky, the grass).
  const band = (y0: number, y1: number, color: string): string[] =>
    Array.from({ length: Math.round((y1 - y0) / 16) }, (_, k) =>
      stroke(zigzag(20, y0 + k * 16, 14, 83, rng.range(6, 20)), color, 18),
    );
  const heart = 'M640,250 C600,200 540,240 580,290 L640,340 L700,290 C740,240 680,200 640,250 Z';
  const rays = { stroke: '#f2a93b', 'stroke-width': 60, 'stroke-dasharray': '14 59.3' };
  const scribbles = [
    ...band(20, 170, '#5fa8e0'),
    ...band(720, 880, '#5fbf5a'),
    circle(1030, 170, 90, '#f7d13b'),
    // Twelve rays: the dashes of a wide ring around the sun (its circumference is 2π·140 ≈ 880).
    circle(1030, 170, 140, 'none', rays),
    // A heart in the sky, then the family holding hands: one arm line through them all.
    path(heart, '#e4475b'),
    stroke('M330,520 L520,510 L700,560 L850,600', '#2b2320', 7),
    kidFigure(330, 470, '#8d5a3b', '#2a6fc4', false),
    kidFigure(520, 450, '#a86f4c', '#d9503f', true),
    kidFigure(700, 330, '#a86f4c', '#f0913a', true),
    kidFigure(850, 240, '#8d5a3b', '#7e5aa8', false),
  ];
  const colors = ['#d9503f', '#2a6fc4', '#3d8b3d', '#7e5aa8', '#f0913a'];
  const crayon = { size: 64, weight: 'bold', anchor: 'middle' } as const;
  return [
    rect(0, 0, w, h, '#fbf8f1'),
    group(scribbles, { filter: grainFilter(c, 0.55, 0.78, 5) }),
    // The artist's name in big crayon letters, each a different colour.
    ...[...'ISABELLA'].map((letter, i) =>
      text(90 + i * 54, 250, letter, { ...crayon, fill: colors[i % 5] }),
    ),
  ];
}

/** A hand-built pot of stacked clay coils on the shelf, painted, with a zigzag around it. */
function coilPot(cx: number, width: number, height: number, color: string): string {
  const [baseY, rowH] = [610, 26];
  const rows = Math.round(height / rowH);
  const radius = (t: number) => (width / 2) * (0.72 + 0.38 * Math.sin(Math.PI * (0.15 + t * 0.75)));
  const coils = Array.from({ length: rows }, (_, i) => {
    const r = radius(i / (rows - 1));
    const edge = { rx: rowH / 2, stroke: shade(color, -0.15), 'stroke-width': 4 };
    return rect(cx - r, baseY - (i + 1) * rowH, r * 2, rowH, color, edge);
  });
  const zig = width * 0.08;
  return group([
    ellipse(cx + 14, baseY + 6, width * 0.62, 18, '#000000', { opacity: 0.18 }),
    ...coils,
    ellipse(cx, baseY - height, radius(1) * 0.98, 14, shade(color, -0.45)),
    stroke(zigzag(cx - zig * 4, baseY - height * 0.45, 8, zig, 24), '#fdf6e3', 7),
  ]);
}

/** Three painted clay coil pots on a wooden shelf, with the artist's name card. */
function coilPotsClay(c: Canvas): string[] {
  return [
    rect(0, 0, c.w, 600, '#ece3d2'),
    // The shelf: its lit top edge, then the front with a few grain lines.
    rect(0, 596, c.w, 44, '#b98655'),
    rect(0, 640, c.w, 260, '#9b6a40'),
    ...[690, 750, 820].map((y) => line(0, y, c.w, y - 6, '#8a5c35', 3)),
    coilPot(330, 260, 260, '#2bb3a3'),
    coilPot(640, 320, 338, '#c8643b'),
    coilPot(930, 220, 208, '#e9b83a'),
    // The artist's name card.
    rect(520, 700, 240, 90, '#fdfaf2', { rx: 6 }),
    signature(640, 745, 'Jayden T.', '#3b2a1e', 30, true),
    text(640, 775, 'Grade 2 · 2.º grado', { size: 18, anchor: 'middle', fill: '#5c4a3a' }),
  ];
}

/** The paper-coloured cut of one 250-unit print tile: `motif` 0 (rings), 1 (zigzags), 2 (leaves). */
function printMotif(motif: number, ink: string): string[] {
  const paper = '#f3ead6';
  const cut = { stroke: paper, 'stroke-width': 12 };
  if (motif === 0) return [100, 64, 28].map((r) => circle(125, 125, r, 'none', cut));
  if (motif === 1)
    return [54, 106, 158, 210].map((y) => path(zigzag(20, y, 8, 26, 22), 'none', cut));
  // Three leaves around the centre, each with its vein.
  const leaf = [ellipse(125, 70, 42, 56, paper), line(125, 113, 125, 30, ink, 6)];
  return [0, 120, 240].map((a) => group(leaf, { transform: `rotate(${a} 125 125)` }));
}

/** A foam-plate print of repeating circles, zigzags and leaves in maroon, gold and teal. */
function rhythmPrint(c: Canvas): string[] {
  const { w, h, rng } = c;
  const inks = ['#7a1f2b', '#d9a036', '#1f7a73'];
  // Twelve tiles in a 4 × 3 grid, each pulled slightly askew as a hand print is.
  const prints = Array.from({ length: 12 }, (_, i) => {
    const [col, row] = [i % 4, Math.floor(i / 4)];
    const ink = inks[(row + col) % 3] ?? '#7a1f2b';
    const at = `translate(${70 + col * 270} ${55 + row * 270}) rotate(${n(rng.range(-1.2, 1.2))} 125 125)`;
    return group([rect(0, 0, 250, 250, ink), ...printMotif(i % 3, ink)], { transform: at });
  });
  return [
    rect(0, 0, w, h, '#f3ead6'),
    group(prints, { filter: grainFilter(c, 0.7, 0.85, 9) }),
    // The artist's name and the edition number, in pencil.
    signature(w - 70, h - 30, 'Darius K.  1/5', '#5c4a3a', 26),
  ];
}

/** The drawing of each piece, in the Art page's order. */
const DRAWINGS: Readonly<Record<keyof typeof SUBJECTS, (c: Canvas) => string[]>> = {
  'high-bridge-watercolor.jpg': highBridgeWatercolor,
  'sunflowers-tempera.jpg': sunflowersTempera,
  'bronx-rooftops-collage.jpg': bronxRooftopsCollage,
  'family-portrait-pastel.jpg': familyPortraitPastel,
  'coil-pots-clay.jpg': coilPotsClay,
  'rhythm-print.jpg': rhythmPrint,
};

/** Each piece: its file name under public/assets/images/art/, what it shows, and its drawing. */
export const ARTWORKS = (Object.keys(DRAWINGS) as Array<keyof typeof SUBJECTS>).map((file) => ({
  file,
  subject: SUBJECTS[file],
  draw: DRAWINGS[file],
}));
