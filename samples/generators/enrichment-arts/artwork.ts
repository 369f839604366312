/**
 * Sample student artwork for the Art page: six drawings in the styles a Highbridge art class
 * would make (watercolor, tempera, collage, oil pastel, clay, printmaking), 1200 × 900 px.
 * What each one shows (for its EXIF description) is in content/enrichment-arts/artworks.json.
 */
import SUBJECTS from '../../content/enrichment-arts/artworks.json' with { type: 'json' };
import { sunflower } from '../library/props.ts';
import { highBridge, type Canvas, pts } from '../library/scenery.ts';
import {
  SANS,
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
  verticalGradient,
} from '../library/svg.ts';
import { blurFilter, deckledBorder, grainFilter, wobbleFilter } from './textures.ts';

export interface Artwork {
  /** File name under public/assets/images/art/. */
  file: string;
  /** What it shows (for the EXIF description). */
  subject: string;
  draw(c: Canvas): string[];
}

export const ARTWORK_SIZE = [1200, 900] as const;

/** Handwriting: the italic serif the students sign and label their work in. */
const script = (size: number, fill: string, anchor: 'middle' | 'end', opacity?: number) =>
  ({ size, family: SERIF, italic: true, fill, anchor, opacity }) as const;

/** A painted signature in the corner, the way students sign their work. */
const signature = (x: number, y: number, name: string, color: string, size = 30): string =>
  text(x, y, name, script(size, color, 'end', 0.75));

/** The High Bridge over the Harlem River at sunset, in wet-on-wet watercolor. */
function highBridgeWatercolor(c: Canvas): string[] {
  const { w, h, rng } = c;
  const sky = c.id('sky');
  const water = c.id('water');
  c.defs.push(
    verticalGradient(sky, 0, 560, [
      [0, '#b5679a'],
      [0.45, '#ee8a62'],
      [0.8, '#f7c66b'],
      [1, '#fbe3a1'],
    ]),
    verticalGradient(water, 560, 900, [
      [0, '#f0b27a'],
      [0.35, '#b98aa6'],
      [1, '#4e6a9a'],
    ]),
  );
  const wobble = wobbleFilter(c, 0.012, 26, 4);
  const soft = blurFilter(c, 18);
  const blooms = ['#f6d28b', '#e77f6f', '#c777a8', '#ffe9b0'];
  const bridge = { arch: 74, pier: 24, steel: [470, 760] } as const;
  const painting: string[] = [
    rect(30, 30, w - 60, 540, `url(#${sky})`),
    // Color blooms where the wet paint ran together.
    ...Array.from({ length: 9 }, () =>
      circle(rng.range(80, w - 80), rng.range(60, 420), rng.range(50, 120), rng.pick(blooms), {
        opacity: 0.35,
        filter: soft,
      }),
    ),
    circle(830, 500, 78, '#fff0b8', { opacity: 0.9, filter: soft }),
    circle(830, 500, 58, '#fff4c9', { opacity: 0.95 }),
    // Far shore and trees.
    path(
      'M30,560 C200,500 320,540 460,520 C620,498 760,530 900,512 C1020,498 1120,520 1170,510 V600 H30 Z',
      '#8e6b93',
      { opacity: 0.7 },
    ),
    rect(30, 560, w - 60, 310, `url(#${water})`),
    // Reflections of the sun and arches on the river.
    ...Array.from({ length: 14 }, (_, i) =>
      rect(830 - rng.range(20, 110), 585 + i * 18, rng.range(60, 200), 6, '#ffe7a8', {
        rx: 3,
        opacity: 0.55 - i * 0.03,
      }),
    ),
    group(highBridge(30, 1170, 330, 650, { color: '#7b4d3c', ...bridge }), { opacity: 0.92 }),
    group(highBridge(30, 1170, 330, 650, { color: '#5d3a30', ...bridge, railing: false }), {
      opacity: 0.25,
      transform: 'translate(0 1300) scale(1 -1)',
    }),
    // Banks in the foreground.
    path('M30,760 C140,720 250,740 330,790 C380,830 400,870 410,880 H30 Z', '#5e8a55', {
      opacity: 0.85,
    }),
    path('M1170,740 C1060,720 960,760 900,820 C870,850 860,870 858,880 H1170 Z', '#4f7a4a', {
      opacity: 0.85,
    }),
  ];
  return [
    rect(0, 0, w, h, '#f8f2e6'),
    group(painting, { filter: wobble }),
    deckledBorder(c, 30, 9, '#f8f2e6'),
    signature(w - 60, h - 44, 'Yaretzi M.', '#5d3a30'),
  ];
}

/** Sunflowers in a blue vase on a windowsill, in thick tempera. */
function sunflowersTempera(c: Canvas): string[] {
  const { w, h, rng } = c;
  const ink = (width: number) => ({ stroke: '#2b2320', 'stroke-width': width });
  const stripe = (d: string) =>
    path(d, 'none', { stroke: '#f6f0d8', 'stroke-width': 10, 'stroke-linecap': 'round' });
  const parts: string[] = [rect(0, 0, w, h, '#f2cf8e')];
  // Brushy wall.
  for (let i = 0; i < 60; i += 1)
    parts.push(
      stroke(
        `M${n(rng.range(0, w))},${n(rng.range(0, h))} q${n(rng.range(30, 80))},${n(rng.range(-20, 20))} ${n(rng.range(80, 160))},0`,
        rng.pick(['#eab973', '#f6dba4', '#e9c07f']),
        rng.range(14, 28),
        { opacity: 0.7 },
      ),
    );
  parts.push(
    // Window with sky and a cloud.
    rect(240, 70, 720, 560, '#fdfbf4', { rx: 8 }),
    rect(268, 96, 318, 252, '#8fcbef'),
    rect(614, 96, 318, 252, '#8fcbef'),
    rect(268, 372, 318, 234, '#a7d7f2'),
    rect(614, 372, 318, 234, '#a7d7f2'),
    ellipse(380, 170, 70, 30, '#ffffff'),
    ellipse(430, 150, 50, 32, '#ffffff'),
    ellipse(760, 200, 80, 28, '#ffffff'),
    circle(860, 150, 40, '#fde35a'),
    rect(240, 70, 720, 560, 'none', { rx: 8, ...ink(10) }),
    line(600, 70, 600, 630, '#2b2320', 10),
    line(240, 360, 960, 360, '#2b2320', 10),
    // Windowsill.
    rect(180, 630, 840, 60, '#b2713f', ink(8)),
    rect(160, 690, 880, 210, '#d99a5b'),
    // Flowers, then the vase in front of their stems.
    sunflower(520, 560, 330, 96),
    sunflower(620, 560, 400, 110),
    sunflower(720, 560, 300, 92),
    path('M520,640 C500,560 540,500 560,470 H680 C700,500 740,560 720,640 Z', '#2f5fb3', ink(9)),
    rect(550, 452, 140, 26, '#3d72c8', { rx: 10, ...ink(8) }),
    stripe('M538,540 C580,520 660,520 702,540'),
    stripe('M530,590 C575,572 665,572 710,590'),
  );
  // Thick brush texture over everything.
  for (let i = 0; i < 30; i += 1)
    parts.push(
      stroke(
        `M${n(rng.range(0, w))},${n(rng.range(690, h))} l${n(rng.range(40, 120))},${n(rng.range(-8, 8))}`,
        rng.pick(['#c98647', '#e3a96b']),
        rng.range(10, 18),
        { opacity: 0.6 },
      ),
    );
  parts.push(signature(w - 50, h - 40, 'Kofi', '#2b2320', 40));
  return parts;
}

/** A rooftop water tank on legs, the Bronx skyline's signature. */
function waterTank(x: number, y: number, s: number): string {
  const wood = '#8b5a34';
  return group([
    line(x - s * 0.3, y, x - s * 0.34, y + s * 0.55, '#2f2a28', s * 0.05),
    line(x + s * 0.3, y, x + s * 0.34, y + s * 0.55, '#2f2a28', s * 0.05),
    rect(x - s * 0.42, y - s * 0.8, s * 0.84, s * 0.85, wood, { rx: s * 0.06 }),
    line(x - s * 0.42, y - s * 0.55, x + s * 0.42, y - s * 0.55, '#2f2a28', s * 0.035),
    line(x - s * 0.42, y - s * 0.25, x + s * 0.42, y - s * 0.25, '#2f2a28', s * 0.035),
    poly(
      pts([x - s * 0.5, y - s * 0.78, x, y - s * 1.2, x + s * 0.5, y - s * 0.78]),
      shade(wood, -0.25),
    ),
  ]);
}

/** A four-pointed star of unit size, scaled and moved by the collage's stars. */
const STAR = pts([0, -1, 0.3, -0.3, 1, 0, 0.3, 0.3, 0, 1, -0.3, 0.3, -1, 0, -0.3, -0.3]);

/** Bronx apartment buildings with rooftop water tanks at night, in cut paper. */
function bronxRooftopsCollage(c: Canvas): string[] {
  const { w, h, rng } = c;
  const torn = wobbleFilter(c, 0.04, 10, 11);
  const parts: string[] = [rect(0, 0, w, h, '#1d2b5a')];
  // Paper texture: lighter torn patches in the sky.
  for (let i = 0; i < 8; i += 1)
    parts.push(
      rect(
        rng.range(-100, w),
        rng.range(-50, 500),
        rng.range(200, 380),
        rng.range(120, 220),
        rng.pick(['#24356b', '#1a2650', '#2b3d75']),
        { filter: torn, transform: `rotate(${n(rng.range(-8, 8))} 600 300)` },
      ),
    );
  // Moon (with a paper shadow) and stars.
  parts.push(
    circle(916, 166, 92, '#000000', { opacity: 0.3 }),
    circle(906, 156, 92, '#f6e7a1', { filter: torn }),
  );
  for (let i = 0; i < 26; i += 1) {
    const x = rng.range(30, w - 30);
    const y = rng.range(30, 380);
    const s = rng.range(6, 14);
    parts.push(
      poly(
        STAR.map(([px, py]) => [x + px * s, y + py * s]),
        '#f3d46b',
      ),
    );
  }
  const colors = ['#c2473a', '#e58a3a', '#2a9d8f', '#d9b23a', '#8a5aa8', '#e07a98', '#b5563c'];
  const buildings = [
    { x: 20, w: 190, top: 430 },
    { x: 190, w: 170, top: 330 },
    { x: 340, w: 220, top: 470 },
    { x: 540, w: 160, top: 300 },
    { x: 690, w: 210, top: 420 },
    { x: 880, w: 170, top: 360 },
    { x: 1030, w: 170, top: 450 },
  ];
  buildings.forEach((b, i) => {
    const color = colors[i % colors.length] ?? '#c2473a';
    const angle = rng.range(-1.5, 1.5);
    const piece: string[] = [
      rect(b.x + 10, b.top + 10, b.w, h - b.top, '#000000', { opacity: 0.3 }),
      rect(b.x, b.top, b.w, h - b.top, color, { filter: torn }),
      rect(b.x - 6, b.top - 14, b.w + 12, 20, shade(color, -0.3)),
    ];
    const cols = Math.floor((b.w - 30) / 44);
    for (let row = 0; row * 62 + b.top + 40 < h - 110; row += 1)
      for (let col = 0; col < cols; col += 1) {
        const lit = rng.chance(0.55) ? '#ffd86b' : '#233056';
        piece.push(rect(b.x + 22 + col * 44, b.top + 40 + row * 62, 26, 36, lit, { rx: 2 }));
      }
    if (i % 2 === 1) {
      // A zigzag fire escape.
      const fx = b.x + b.w * 0.5;
      let d = `M${n(fx - 34)},${n(b.top + 70)}`;
      for (let y = b.top + 70; y < h - 140; y += 62)
        d += ` L${n(fx + 34)},${n(y + 31)} L${n(fx - 34)},${n(y + 62)}`;
      piece.push(path(d, 'none', { stroke: '#1b1b1f', 'stroke-width': 5 }));
    }
    if (i % 3 !== 2) piece.push(waterTank(b.x + b.w * (i % 2 === 0 ? 0.7 : 0.3), b.top - 14, 70));
    parts.push(group(piece, { transform: `rotate(${n(angle)} ${n(b.x + b.w / 2)} ${n(h)})` }));
  });
  // Street.
  parts.push(rect(0, h - 90, w, 90, '#6b6e76', { filter: torn }));
  for (let x = 40; x < w; x += 160) parts.push(rect(x, h - 50, 80, 12, '#f3d46b'));
  return parts;
}

/** One stick-figure family member in oil pastel, standing on the grass line. */
function kidFigure(
  x: number,
  height: number,
  skin: string,
  hair: string,
  body: string,
  dress: boolean,
): string {
  const footY = 760;
  const head = height * 0.16;
  const neckY = footY - height + head * 2;
  const hipY = footY - height * 0.38;
  const ink = '#2b2320';
  const skirt = hipY + height * 0.04;
  return group([
    // Legs
    line(x - height * 0.06, hipY, x - height * 0.1, footY, ink, 7),
    line(x + height * 0.06, hipY, x + height * 0.1, footY, ink, 7),
    // Body
    dress
      ? poly(pts([x, neckY, x + height * 0.2, skirt, x - height * 0.2, skirt]), body)
      : rect(x - height * 0.13, neckY, height * 0.26, hipY - neckY, body, { rx: 10 }),
    // Hair, head and face
    circle(x, neckY - head * 0.9, head * 1.12, hair),
    circle(x, neckY - head * 0.8, head, skin),
    circle(x - head * 0.35, neckY - head * 0.9, head * 0.12, ink),
    circle(x + head * 0.35, neckY - head * 0.9, head * 0.12, ink),
    stroke(
      `M${n(x - head * 0.45)},${n(neckY - head * 0.55)} Q${n(x)},${n(neckY - head * 0.15)} ${n(x + head * 0.45)},${n(neckY - head * 0.55)}`,
      '#c0392b',
      6,
    ),
  ]);
}

/** A kindergartner's oil pastel drawing of a smiling family under a big sun. */
function familyPortraitPastel(c: Canvas): string[] {
  const { w, h, rng } = c;
  const pastel = grainFilter(c, 0.55, 0.78, 5);
  // A band of scribbled strokes from y0 down to y1 (the sky, the grass).
  const band = (y0: number, y1: number, jitter: number, color: string): string[] => {
    const strokes: string[] = [];
    for (let y = y0; y < y1; y += 16) {
      const zigzag = Array.from(
        { length: 14 },
        (_, i) => `L${n(60 + i * 82)},${n(y + rng.range(-jitter, jitter))}`,
      );
      strokes.push(stroke(`M20,${y} ${zigzag.join(' ')}`, color, 18));
    }
    return strokes;
  };
  const scribbles: string[] = [...band(20, 170, 10, '#5fa8e0'), ...band(720, 880, 12, '#5fbf5a')];
  // Sun with rays.
  scribbles.push(circle(1030, 170, 90, '#f7d13b'));
  for (let i = 0; i < 12; i += 1) {
    const a = (i * Math.PI * 2) / 12;
    const [dx, dy] = [Math.cos(a), Math.sin(a)];
    scribbles.push(
      line(1030 + dx * 110, 170 + dy * 110, 1030 + dx * 170, 170 + dy * 170, '#f2a93b', 14),
    );
  }
  // Flowers in the grass.
  for (const fx of [120, 260, 900, 1100]) {
    scribbles.push(line(fx, 760, fx, 700, '#3d8b3d', 8));
    for (let i = 0; i < 5; i += 1) {
      const a = (i * Math.PI * 2) / 5;
      scribbles.push(circle(fx + Math.cos(a) * 18, 690 + Math.sin(a) * 18, 13, '#ee6fa0'));
    }
    scribbles.push(circle(fx, 690, 10, '#f7d13b'));
  }
  scribbles.push(
    // Hands: one arm line through the whole family.
    stroke('M330,520 L520,510 L700,560 L850,600', '#2b2320', 7),
    kidFigure(330, 470, '#8d5a3b', '#2b1d17', '#2a6fc4', false),
    kidFigure(520, 450, '#a86f4c', '#1d1614', '#d9503f', true),
    kidFigure(700, 330, '#a86f4c', '#2b1d17', '#f0913a', true),
    kidFigure(850, 240, '#8d5a3b', '#1d1614', '#7e5aa8', false),
    // A heart in the sky.
    path(
      'M640,250 C600,200 540,240 580,290 L640,340 L700,290 C740,240 680,200 640,250 Z',
      '#e4475b',
    ),
  );
  // The artist's name in big crayon letters.
  const colors = ['#d9503f', '#2a6fc4', '#3d8b3d', '#7e5aa8', '#f0913a'];
  const spans = [...'ISABELLA']
    .map((letter, i) => `<tspan fill="${colors[i % colors.length] ?? '#d9503f'}">${letter}</tspan>`)
    .join('');
  return [
    rect(0, 0, w, h, '#fbf8f1'),
    group(scribbles, { filter: pastel }),
    `<text x="60" y="250" font-family="${SANS}" font-size="64" font-weight="bold" letter-spacing="10" opacity="0.9">${spans}</text>`,
  ];
}

/** A hand-built coil pot on the shelf: stacked clay ropes, painted. */
function coilPot(
  cx: number,
  width: number,
  height: number,
  color: string,
  decoration: 'dots' | 'zigzag' | 'band',
): string {
  const baseY = 610;
  const rows = Math.round(height / 26);
  const rowH = height / rows;
  const profile = (t: number): number =>
    (width / 2) * (0.72 + 0.38 * Math.sin(Math.PI * (0.15 + t * 0.75)));
  const parts: string[] = [
    ellipse(cx + 14, baseY + 6, width * 0.62, 18, '#000000', { opacity: 0.18 }),
  ];
  for (let i = 0; i < rows; i += 1) {
    const y = baseY - (i + 0.5) * rowH;
    const r = profile(i / (rows - 1));
    parts.push(
      rect(cx - r, y - rowH * 0.55, r * 2, rowH * 1.1, shade(color, -0.12), { rx: rowH * 0.55 }),
      rect(cx - r * 0.97, y - rowH * 0.5, r * 1.94, rowH * 0.8, color, { rx: rowH * 0.45 }),
      rect(cx - r * 0.6, y - rowH * 0.42, r * 0.7, rowH * 0.22, shade(color, 0.35), {
        rx: rowH * 0.1,
        opacity: 0.7,
      }),
    );
  }
  parts.push(ellipse(cx, baseY - height, profile(1) * 0.98, 14, shade(color, -0.45)));
  if (decoration === 'dots')
    for (let i = -2; i <= 2; i += 1)
      parts.push(circle(cx + i * width * 0.14, baseY - height * 0.5, 7, '#fdf6e3'));
  if (decoration === 'zigzag') {
    let d = `M${n(cx - width * 0.38)},${n(baseY - height * 0.42)}`;
    for (let i = 1; i <= 8; i += 1)
      d += ` L${n(cx - width * 0.38 + i * width * 0.095)},${n(baseY - height * (i % 2 === 0 ? 0.42 : 0.55))}`;
    parts.push(
      path(d, 'none', { stroke: '#fdf6e3', 'stroke-width': 7, 'stroke-linejoin': 'round' }),
    );
  }
  if (decoration === 'band') {
    const r = profile(0.5);
    const y = baseY - height * 0.62;
    parts.push(rect(cx - r * 0.96, y, r * 1.92, 14, '#7a1f2b', { opacity: 0.85 }));
  }
  return group(parts);
}

/** Three painted clay coil pots on a wooden shelf, with the artist's name card. */
function coilPotsClay(c: Canvas): string[] {
  const { w } = c;
  const wall = c.id('wall');
  c.defs.push(
    verticalGradient(wall, 0, 620, [
      [0, '#efe6d6'],
      [1, '#dccfb9'],
    ]),
  );
  const soft = blurFilter(c, 30);
  return [
    rect(0, 0, w, 620, `url(#${wall})`),
    ellipse(760, 200, 420, 220, '#fff8e8', { opacity: 0.55, filter: soft }),
    // Shelf.
    rect(0, 600, w, 40, '#b98655'),
    rect(0, 640, w, 260, '#9b6a40'),
    ...Array.from({ length: 6 }, (_, i) =>
      line(0, 680 + i * 38, w, 676 + i * 40, '#8a5c35', 3, { opacity: 0.6 }),
    ),
    rect(0, 596, w, 8, '#cf9c68'),
    coilPot(330, 260, 260, '#2bb3a3', 'dots'),
    coilPot(640, 320, 340, '#c8643b', 'zigzag'),
    coilPot(930, 220, 200, '#e9b83a', 'band'),
    // Name card.
    group(
      [
        rect(520, 700, 240, 90, '#fdfaf2', { rx: 6 }),
        text(640, 745, 'Jayden T.', script(30, '#3b2a1e', 'middle')),
        text(640, 775, 'Grade 2 · 2.º grado', { size: 18, anchor: 'middle', fill: '#5c4a3a' }),
      ],
      { transform: 'rotate(-3 640 745)' },
    ),
  ];
}

/** One inked tile of the print, `motif` 0 (circles), 1 (zigzags) or 2 (leaves). */
function printTile(x: number, y: number, tile: number, color: string, motif: number): string[] {
  const paper = '#f3ead6';
  const [cx, cy] = [x + tile / 2, y + tile / 2];
  const t: string[] = [rect(x, y, tile, tile, color)];
  if (motif === 0) {
    for (const r of [100, 72, 44, 18])
      t.push(circle(cx, cy, r, 'none', { stroke: paper, 'stroke-width': 12 }));
  } else if (motif === 1) {
    for (let k = 0; k < 4; k += 1) {
      let d = `M${n(x + 20)},${n(y + 50 + k * 52)}`;
      for (let i = 1; i <= 8; i += 1)
        d += ` L${n(x + 20 + i * 26.25)},${n(y + (i % 2 === 0 ? 50 : 28) + k * 52)}`;
      t.push(path(d, 'none', { stroke: paper, 'stroke-width': 11, 'stroke-linejoin': 'miter' }));
    }
  } else {
    // Three leaves around the centre, the first one bigger.
    for (const a of [0, 120, 240]) {
      const s = a === 0 ? 1 : 0.8;
      const leaf = `M${n(cx)},${n(cy)} C${n(cx + 70 * s)},${n(cy - 30 * s)} ${n(cx + 80 * s)},${n(cy - 100 * s)} ${n(cx)},${n(cy - 110 * s)} C${n(cx - 80 * s)},${n(cy - 100 * s)} ${n(cx - 70 * s)},${n(cy - 30 * s)} ${n(cx)},${n(cy)} Z`;
      t.push(
        group([path(leaf, paper), line(cx, cy - 10, cx, cy - 95 * s, color, 6)], {
          transform: `rotate(${a} ${n(cx)} ${n(cy)})`,
        }),
      );
    }
  }
  return t;
}

/** A foam-plate print of repeating circles, zigzags and leaves in maroon, gold and teal. */
function rhythmPrint(c: Canvas): string[] {
  const { w, h, rng } = c;
  const ink = grainFilter(c, 0.7, 0.85, 9);
  const inks = ['#7a1f2b', '#d9a036', '#1f7a73'];
  const tile = 250;
  const cols = 4;
  const rows = 3;
  const x0 = (w - cols * tile - (cols - 1) * 20) / 2;
  const y0 = (h - rows * tile - (rows - 1) * 20) / 2;
  const prints: string[] = [];
  for (let row = 0; row < rows; row += 1)
    for (let col = 0; col < cols; col += 1) {
      const [x, y] = [x0 + col * (tile + 20), y0 + row * (tile + 20)];
      const color = inks[(row + col) % 3] ?? '#7a1f2b';
      const [cx, cy] = [x + tile / 2, y + tile / 2];
      prints.push(
        group(printTile(x, y, tile, color, (row * cols + col) % 3), {
          transform: `rotate(${n(rng.range(-1.2, 1.2))} ${n(cx)} ${n(cy)}) translate(${n(rng.range(-4, 4))} ${n(rng.range(-4, 4))})`,
        }),
      );
    }
  return [
    rect(0, 0, w, h, '#f3ead6'),
    group(prints, { filter: ink }),
    // The artist's name and the edition number, in pencil.
    text(w - 70, h - 30, 'Darius K.  1/5', script(26, '#5c4a3a', 'end')),
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

export const ARTWORKS: readonly Artwork[] = (
  Object.keys(DRAWINGS) as Array<keyof typeof SUBJECTS>
).map((file) => ({ file, subject: SUBJECTS[file], draw: DRAWINGS[file] }));
