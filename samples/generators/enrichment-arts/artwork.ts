/**
 * Sample student artwork for the Art page: six drawings in the styles a Highbridge art class
 * would make (watercolor, tempera, collage, oil pastel, clay, printmaking), 1200 × 900 px.
 */
import { sunflower } from '../library/props.ts';
import { highBridge, type Canvas } from '../library/scenery.ts';
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

/** A painted signature in the corner, the way students sign their work. */
const signature = (x: number, y: number, name: string, color: string, size = 30): string =>
  text(x, y, name, {
    size,
    family: SERIF,
    italic: true,
    fill: color,
    opacity: 0.75,
    anchor: 'end',
  });

const highBridgeWatercolor: Artwork = {
  file: 'high-bridge-watercolor.jpg',
  subject: 'a watercolor of the High Bridge over the Harlem River at sunset',
  draw(c) {
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
    const parts: string[] = [rect(0, 0, w, h, '#f8f2e6')];
    const painting: string[] = [rect(30, 30, w - 60, 540, `url(#${sky})`)];
    // Color blooms where the wet paint ran together.
    for (let i = 0; i < 9; i += 1)
      painting.push(
        circle(
          rng.range(80, w - 80),
          rng.range(60, 420),
          rng.range(50, 120),
          rng.pick(['#f6d28b', '#e77f6f', '#c777a8', '#ffe9b0']),
          {
            opacity: 0.35,
            filter: `url(#${soft})`,
          },
        ),
      );
    painting.push(circle(830, 500, 78, '#fff0b8', { opacity: 0.9, filter: `url(#${soft})` }));
    painting.push(circle(830, 500, 58, '#fff4c9', { opacity: 0.95 }));
    // Far shore and trees.
    painting.push(
      path(
        'M30,560 C200,500 320,540 460,520 C620,498 760,530 900,512 C1020,498 1120,520 1170,510 V600 H30 Z',
        '#8e6b93',
        { opacity: 0.7 },
      ),
    );
    painting.push(rect(30, 560, w - 60, 310, `url(#${water})`));
    // Reflections of the sun and arches on the river.
    for (let i = 0; i < 14; i += 1)
      painting.push(
        rect(830 - rng.range(20, 110), 585 + i * 18, rng.range(60, 200), 6, '#ffe7a8', {
          rx: 3,
          opacity: 0.55 - i * 0.03,
        }),
      );
    painting.push(
      group(
        highBridge(30, 1170, 330, 650, { color: '#7b4d3c', arch: 74, pier: 24, steel: [470, 760] }),
        {
          opacity: 0.92,
        },
      ),
    );
    painting.push(
      group(
        highBridge(30, 1170, 330, 650, {
          color: '#5d3a30',
          arch: 74,
          pier: 24,
          steel: [470, 760],
          railing: false,
        }),
        {
          opacity: 0.25,
          transform: 'translate(0 1300) scale(1 -1)',
        },
      ),
    );
    // Banks in the foreground.
    painting.push(
      path('M30,760 C140,720 250,740 330,790 C380,830 400,870 410,880 H30 Z', '#5e8a55', {
        opacity: 0.85,
      }),
      path('M1170,740 C1060,720 960,760 900,820 C870,850 860,870 858,880 H1170 Z', '#4f7a4a', {
        opacity: 0.85,
      }),
    );
    parts.push(group(painting, { filter: `url(#${wobble})` }));
    parts.push(deckledBorder(c, 30, 9, '#f8f2e6'));
    parts.push(signature(w - 60, h - 44, 'Yaretzi M.', '#5d3a30'));
    return parts;
  },
};

const sunflowersTempera: Artwork = {
  file: 'sunflowers-tempera.jpg',
  subject: 'a tempera painting of sunflowers in a blue vase on a windowsill',
  draw(c) {
    const { w, h, rng } = c;
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
    // Window with sky and a cloud.
    parts.push(rect(240, 70, 720, 560, '#fdfbf4', { rx: 8 }));
    parts.push(rect(268, 96, 318, 252, '#8fcbef'), rect(614, 96, 318, 252, '#8fcbef'));
    parts.push(rect(268, 372, 318, 234, '#a7d7f2'), rect(614, 372, 318, 234, '#a7d7f2'));
    parts.push(
      ellipse(380, 170, 70, 30, '#ffffff'),
      ellipse(430, 150, 50, 32, '#ffffff'),
      ellipse(760, 200, 80, 28, '#ffffff'),
      circle(860, 150, 40, '#fde35a'),
    );
    parts.push(rect(240, 70, 720, 560, 'none', { rx: 8, stroke: '#2b2320', 'stroke-width': 10 }));
    parts.push(line(600, 70, 600, 630, '#2b2320', 10), line(240, 360, 960, 360, '#2b2320', 10));
    // Windowsill.
    parts.push(rect(180, 630, 840, 60, '#b2713f', { stroke: '#2b2320', 'stroke-width': 8 }));
    parts.push(rect(160, 690, 880, 210, '#d99a5b'));
    // Flowers, then the vase in front of their stems.
    parts.push(
      sunflower(520, 560, 330, 96),
      sunflower(620, 560, 400, 110),
      sunflower(720, 560, 300, 92),
    );
    parts.push(
      path('M520,640 C500,560 540,500 560,470 H680 C700,500 740,560 720,640 Z', '#2f5fb3', {
        stroke: '#2b2320',
        'stroke-width': 9,
      }),
      rect(550, 452, 140, 26, '#3d72c8', { rx: 10, stroke: '#2b2320', 'stroke-width': 8 }),
      path('M538,540 C580,520 660,520 702,540', 'none', {
        stroke: '#f6f0d8',
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }),
      path('M530,590 C575,572 665,572 710,590', 'none', {
        stroke: '#f6f0d8',
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }),
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
  },
};

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
      [
        [x - s * 0.5, y - s * 0.78],
        [x, y - s * 1.2],
        [x + s * 0.5, y - s * 0.78],
      ],
      shade(wood, -0.25),
    ),
  ]);
}

const bronxRooftopsCollage: Artwork = {
  file: 'bronx-rooftops-collage.jpg',
  subject: 'a cut-paper collage of Bronx apartment buildings with rooftop water tanks at night',
  draw(c) {
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
          {
            filter: `url(#${torn})`,
            transform: `rotate(${n(rng.range(-8, 8))} 600 300)`,
          },
        ),
      );
    // Moon (with a paper shadow) and stars.
    parts.push(
      circle(916, 166, 92, '#000000', { opacity: 0.3 }),
      circle(906, 156, 92, '#f6e7a1', { filter: `url(#${torn})` }),
    );
    for (let i = 0; i < 26; i += 1) {
      const x = rng.range(30, w - 30);
      const y = rng.range(30, 380);
      const s = rng.range(6, 14);
      parts.push(
        poly(
          [
            [x, y - s],
            [x + s * 0.3, y - s * 0.3],
            [x + s, y],
            [x + s * 0.3, y + s * 0.3],
            [x, y + s],
            [x - s * 0.3, y + s * 0.3],
            [x - s, y],
            [x - s * 0.3, y - s * 0.3],
          ],
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
        rect(b.x, b.top, b.w, h - b.top, color, { filter: `url(#${torn})` }),
        rect(b.x - 6, b.top - 14, b.w + 12, 20, shade(color, -0.3)),
      ];
      const cols = Math.floor((b.w - 30) / 44);
      for (let row = 0; row * 62 + b.top + 40 < h - 110; row += 1)
        for (let col = 0; col < cols; col += 1)
          piece.push(
            rect(
              b.x + 22 + col * 44,
              b.top + 40 + row * 62,
              26,
              36,
              rng.chance(0.55) ? '#ffd86b' : '#233056',
              { rx: 2 },
            ),
          );
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
    parts.push(rect(0, h - 90, w, 90, '#6b6e76', { filter: `url(#${torn})` }));
    for (let x = 40; x < w; x += 160) parts.push(rect(x, h - 50, 80, 12, '#f3d46b'));
    return parts;
  },
};

/** One stick-figure family member in oil pastel. */
function kidFigure(
  x: number,
  footY: number,
  height: number,
  skin: string,
  hair: string,
  body: string,
  dress: boolean,
): string {
  const head = height * 0.16;
  const neckY = footY - height + head * 2;
  const hipY = footY - height * 0.38;
  const ink = '#2b2320';
  const parts = [
    // Legs
    line(x - height * 0.06, hipY, x - height * 0.1, footY, ink, 7),
    line(x + height * 0.06, hipY, x + height * 0.1, footY, ink, 7),
    // Body
    dress
      ? poly(
          [
            [x, neckY],
            [x + height * 0.2, hipY + height * 0.04],
            [x - height * 0.2, hipY + height * 0.04],
          ],
          body,
        )
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
  ];
  return group(parts);
}

const familyPortraitPastel: Artwork = {
  file: 'family-portrait-pastel.jpg',
  subject: "a kindergartner's oil pastel drawing of a smiling family under a big sun",
  draw(c) {
    const { w, h, rng } = c;
    const pastel = grainFilter(c, 0.55, 0.78, 5);
    const parts: string[] = [rect(0, 0, w, h, '#fbf8f1')];
    const scribbles: string[] = [];
    // Sky band and grass band of scribbled strokes.
    for (let y = 20; y < 170; y += 16)
      scribbles.push(
        stroke(
          `M20,${y} ${Array.from({ length: 14 }, (_, i) => `L${n(60 + i * 82)},${n(y + rng.range(-10, 10))}`).join(' ')}`,
          '#5fa8e0',
          18,
        ),
      );
    for (let y = 720; y < 880; y += 16)
      scribbles.push(
        stroke(
          `M20,${y} ${Array.from({ length: 14 }, (_, i) => `L${n(60 + i * 82)},${n(y + rng.range(-12, 12))}`).join(' ')}`,
          '#5fbf5a',
          18,
        ),
      );
    // Sun with rays.
    scribbles.push(circle(1030, 170, 90, '#f7d13b'));
    for (let i = 0; i < 12; i += 1) {
      const a = (i * Math.PI * 2) / 12;
      scribbles.push(
        line(
          1030 + Math.cos(a) * 110,
          170 + Math.sin(a) * 110,
          1030 + Math.cos(a) * 170,
          170 + Math.sin(a) * 170,
          '#f2a93b',
          14,
        ),
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
    // Hands: one arm line through the whole family.
    const xs = [330, 520, 700, 850];
    scribbles.push(stroke(`M${xs[0]},520 L${xs[1]},510 L${xs[2]},560 L${xs[3]},600`, '#2b2320', 7));
    scribbles.push(
      kidFigure(330, 760, 470, '#8d5a3b', '#2b1d17', '#2a6fc4', false),
      kidFigure(520, 760, 450, '#a86f4c', '#1d1614', '#d9503f', true),
      kidFigure(700, 760, 330, '#a86f4c', '#2b1d17', '#f0913a', true),
      kidFigure(850, 760, 240, '#8d5a3b', '#1d1614', '#7e5aa8', false),
    );
    // A heart in the sky.
    scribbles.push(
      path(
        'M640,250 C600,200 540,240 580,290 L640,340 L700,290 C740,240 680,200 640,250 Z',
        '#e4475b',
      ),
    );
    parts.push(group(scribbles, { filter: `url(#${pastel})` }));
    // The artist's name in big crayon letters.
    const colors = ['#d9503f', '#2a6fc4', '#3d8b3d', '#7e5aa8', '#f0913a'];
    const spans = 'ISABELLA'
      .split('')
      .map(
        (letter, i) => `<tspan fill="${colors[i % colors.length] ?? '#d9503f'}">${letter}</tspan>`,
      )
      .join('');
    parts.push(
      `<text x="60" y="250" font-family="${SANS}" font-size="64" font-weight="bold" letter-spacing="10" opacity="0.9">${spans}</text>`,
    );
    return parts;
  },
};

/** A hand-built coil pot: stacked clay ropes, painted. */
function coilPot(
  cx: number,
  baseY: number,
  width: number,
  height: number,
  color: string,
  decoration: string,
): string {
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
  const topR = profile(1);
  parts.push(ellipse(cx, baseY - height, topR * 0.98, 14, shade(color, -0.45)));
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
  if (decoration === 'band')
    parts.push(
      rect(cx - profile(0.5) * 0.96, baseY - height * 0.62, profile(0.5) * 1.92, 14, '#7a1f2b', {
        opacity: 0.85,
      }),
    );
  return group(parts);
}

const coilPotsClay: Artwork = {
  file: 'coil-pots-clay.jpg',
  subject: 'three painted clay coil pots on a wooden shelf',
  draw(c) {
    const { w } = c;
    const wall = c.id('wall');
    c.defs.push(
      verticalGradient(wall, 0, 620, [
        [0, '#efe6d6'],
        [1, '#dccfb9'],
      ]),
    );
    const soft = blurFilter(c, 30);
    const parts: string[] = [rect(0, 0, w, 620, `url(#${wall})`)];
    parts.push(ellipse(760, 200, 420, 220, '#fff8e8', { opacity: 0.55, filter: `url(#${soft})` }));
    // Shelf.
    parts.push(rect(0, 600, w, 40, '#b98655'), rect(0, 640, w, 260, '#9b6a40'));
    for (let i = 0; i < 6; i += 1)
      parts.push(line(0, 680 + i * 38, w, 676 + i * 40, '#8a5c35', 3, { opacity: 0.6 }));
    parts.push(rect(0, 596, w, 8, '#cf9c68'));
    parts.push(
      coilPot(330, 610, 260, 260, '#2bb3a3', 'dots'),
      coilPot(640, 610, 320, 340, '#c8643b', 'zigzag'),
      coilPot(930, 610, 220, 200, '#e9b83a', 'band'),
    );
    // Name card.
    parts.push(
      group(
        [
          rect(520, 700, 240, 90, '#fdfaf2', { rx: 6 }),
          text(640, 745, 'Jayden T.', {
            size: 30,
            family: SERIF,
            italic: true,
            anchor: 'middle',
            fill: '#3b2a1e',
          }),
          text(640, 775, 'Grade 2 · 2.º grado', { size: 18, anchor: 'middle', fill: '#5c4a3a' }),
        ],
        { transform: 'rotate(-3 640 745)' },
      ),
    );
    return parts;
  },
};

const rhythmPrint: Artwork = {
  file: 'rhythm-print.jpg',
  subject: 'a foam-plate print of repeating circles, zigzags and leaves in maroon, gold and teal',
  draw(c) {
    const { w, h, rng } = c;
    const ink = grainFilter(c, 0.7, 0.85, 9);
    const parts: string[] = [rect(0, 0, w, h, '#f3ead6')];
    const inks = ['#7a1f2b', '#d9a036', '#1f7a73'];
    const tile = 250;
    const cols = 4;
    const rows = 3;
    const x0 = (w - cols * tile - (cols - 1) * 20) / 2;
    const y0 = (h - rows * tile - (rows - 1) * 20) / 2;
    const prints: string[] = [];
    for (let row = 0; row < rows; row += 1)
      for (let col = 0; col < cols; col += 1) {
        const x = x0 + col * (tile + 20);
        const y = y0 + row * (tile + 20);
        const color = inks[(row + col) % 3] ?? '#7a1f2b';
        const motif = (row * cols + col) % 3;
        const cx = x + tile / 2;
        const cy = y + tile / 2;
        const t: string[] = [rect(x, y, tile, tile, color)];
        const paper = '#f3ead6';
        if (motif === 0) {
          for (const r of [100, 72, 44, 18])
            t.push(circle(cx, cy, r, 'none', { stroke: paper, 'stroke-width': 12 }));
        } else if (motif === 1) {
          for (let k = 0; k < 4; k += 1) {
            let d = `M${n(x + 20)},${n(y + 50 + k * 52)}`;
            for (let i = 1; i <= 8; i += 1)
              d += ` L${n(x + 20 + i * 26.25)},${n(y + (i % 2 === 0 ? 50 : 28) + k * 52)}`;
            t.push(
              path(d, 'none', { stroke: paper, 'stroke-width': 11, 'stroke-linejoin': 'miter' }),
            );
          }
        } else {
          for (const [a, s] of [
            [0, 1],
            [120, 0.8],
            [240, 0.8],
          ] as const) {
            t.push(
              group(
                [
                  path(
                    `M${n(cx)},${n(cy)} C${n(cx + 70 * s)},${n(cy - 30 * s)} ${n(cx + 80 * s)},${n(cy - 100 * s)} ${n(cx)},${n(cy - 110 * s)} C${n(cx - 80 * s)},${n(cy - 100 * s)} ${n(cx - 70 * s)},${n(cy - 30 * s)} ${n(cx)},${n(cy)} Z`,
                    paper,
                  ),
                  line(cx, cy - 10, cx, cy - 95 * s, color, 6),
                ],
                { transform: `rotate(${a} ${n(cx)} ${n(cy)})` },
              ),
            );
          }
        }
        prints.push(
          group(t, {
            transform: `rotate(${n(rng.range(-1.2, 1.2))} ${n(cx)} ${n(cy)}) translate(${n(rng.range(-4, 4))} ${n(rng.range(-4, 4))})`,
          }),
        );
      }
    parts.push(group(prints, { filter: `url(#${ink})` }));
    parts.push(
      text(w - 70, h - 30, 'Darius K.  1/5', {
        size: 26,
        family: SERIF,
        italic: true,
        anchor: 'end',
        fill: '#5c4a3a',
      }),
    );
    return parts;
  },
};

export const ARTWORKS: readonly Artwork[] = [
  highBridgeWatercolor,
  sunflowersTempera,
  bronxRooftopsCollage,
  familyPortraitPastel,
  coilPotsClay,
  rhythmPrint,
];
