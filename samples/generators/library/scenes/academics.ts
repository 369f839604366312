/** Gallery scenes from classrooms (category "academics"; one is also tagged "art"). */
import { armsPose, castAt, type HairStyle } from '../people.ts';
import {
  beaker,
  book,
  flask,
  laptop,
  microscope,
  openBook,
  sproutCup,
  testTubeRack,
} from '../props.ts';
import {
  alphabetStrip,
  bookshelf,
  caption,
  clock,
  lightWash,
  pottedPlant,
  pts,
  starPoints,
  table,
  vignette,
  wall,
  whiteboard,
  windowFrame,
  woodFloor,
  type Canvas,
  type GalleryScene,
} from '../scenery.ts';
import {
  COLORS,
  SCHOOL,
  SERIF,
  SKIN,
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
  type Point,
  type Rng,
} from '../svg.ts';

const scienceLab: GalleryScene = {
  file: 'classroom-science-lab.jpg',
  aspect: '3:2',
  longSide: 2400,
  subject: 'third graders testing liquids and sprouting beans in the science lab',
  draw(c) {
    const { rng } = c;
    const parts: string[] = [wall(c, '#dff0ea', '#cce5dd')];
    parts.push(windowFrame(50, 80, 220, 260, '#bfe3f4'));
    parts.push(pottedPlant(110, 372, 44), pottedPlant(210, 372, 36, COLORS.teal));
    // Water-cycle poster
    parts.push(rect(330, 70, 280, 200, '#ffffff'), rect(330, 70, 280, 34, COLORS.blue));
    parts.push(caption(470, 95, 'H₂O', 22, '#ffffff'));
    parts.push(
      circle(380, 145, 20, COLORS.lemon),
      ellipse(520, 140, 44, 18, '#d7e6f2'),
      circle(505, 130, 18, '#d7e6f2'),
    );
    parts.push(path('M340,250 Q400,230 470,248 T600,244 V262 H340 Z', COLORS.sky));
    parts.push(
      stroke('M420,230 Q450,170 500,165', COLORS.red, 4),
      stroke('M560,170 Q585,205 570,238', COLORS.blue, 4),
    );
    for (const [x, y] of pts([540, 175, 552, 190, 530, 195]))
      parts.push(ellipse(x, y, 3, 5, COLORS.blue));
    // Element-style chart
    parts.push(rect(650, 80, 250, 170, '#ffffff'));
    const chartColors = [
      COLORS.coral,
      COLORS.lemon,
      COLORS.lime,
      COLORS.sky,
      COLORS.lilac,
      COLORS.orange,
    ];
    for (let r = 0; r < 5; r += 1) {
      for (let k = 0; k < 9; k += 1) {
        if (r === 0 && k > 0 && k < 8) continue;
        if (r === 1 && k > 1 && k < 6) continue;
        parts.push(
          rect(
            662 + k * 26,
            92 + r * 30,
            22,
            26,
            chartColors[(r + k) % chartColors.length] ?? COLORS.sky,
          ),
        );
      }
    }
    parts.push(rect(940, 90, 220, 12, '#a8744a'), rect(940, 190, 220, 12, '#a8744a'));
    for (let i = 0; i < 6; i += 1) {
      parts.push(beaker(962 + i * 36, 90, 26, 40 + (i % 3) * 8, chartColors[i] ?? COLORS.sky, 0.6));
      parts.push(flask(962 + i * 36, 190, 38, chartColors[(i + 2) % 6] ?? COLORS.teal));
    }
    parts.push(clock(1080, 290, 34));
    parts.push(rect(0, 600, c.w, 200, '#aebcc6'));
    // Students behind the lab bench (goggles on), teacher on the right
    const lab = (top: string, hairStyle: HairStyle) =>
      ({ hat: 'goggles', top, hairStyle }) as const;
    const left = castAt(rng, 270, 780, 390, {
      pose: armsPose([-8, 78], [150, 170]),
      look: lab(COLORS.coral, 'puffs'),
    });
    parts.push(left.svg, flask(left.handR[0], left.handR[1] + 30, 70, '#e0508a'));
    parts.push(castAt(rng, 560, 780, 380, { pose: 'hold', look: lab(COLORS.teal, 'short') }).svg);
    const right = { pose: armsPose([-30, 60], [20, -60]), look: lab(COLORS.mustard, 'braids') };
    parts.push(castAt(rng, 820, 780, 395, right).svg);
    const teacher = castAt(rng, 1075, 790, 450, {
      build: 'adult',
      pose: armsPose([-100, -95], [8, 3]),
      look: {
        top: '#ffffff',
        bottom: COLORS.navy,
        lower: 'pants',
        sleeves: 'long',
        hairStyle: 'bun',
      },
    });
    parts.push(teacher.svg);
    // Lab bench
    parts.push(rect(0, 560, 980, 24, '#33383f'), rect(0, 584, 980, 216, '#5f7d8c'));
    for (let x = 20; x < 960; x += 240)
      parts.push(
        rect(x, 610, 220, 170, '#6f8e9c', { rx: 6 }),
        rect(x + 100, 680, 20, 6, '#d9e2e7', { rx: 3 }),
      );
    parts.push(microscope(600, 560, 110));
    parts.push(testTubeRack(360, 560, 120, ['#e0508a', COLORS.lemon, COLORS.sky, COLORS.lime]));
    parts.push(beaker(150, 560, 60, 80, '#7ec8e3'), flask(880, 560, 90, '#9be36b'));
    [COLORS.coral, COLORS.sky, COLORS.lemon, COLORS.lilac].forEach((cup, i) =>
      parts.push(sproutCup(710 + i * 44, 560, 36, cup, 0.4 + i * 0.35)),
    );
    parts.push(lightWash(c, '#fff6dc', 0.35), vignette(c, 0.22));
    return parts;
  },
};

const readingCorner: GalleryScene = {
  file: 'classroom-reading-corner.jpg',
  aspect: '2:3',
  longSide: 2400,
  subject: 'a second grader reading on a beanbag in the classroom reading corner',
  draw(c) {
    const { rng } = c;
    const parts: string[] = [wall(c, '#f6e7cf', '#f0d9b5')];
    parts.push(windowFrame(60, 150, 300, 360, '#bfe3f4'));
    parts.push(
      path('M30,120 H200 Q150,330 40,560 Z', COLORS.coral, { opacity: 0.9 }),
      path('M390,120 H220 Q270,330 380,560 Z', COLORS.coral, { opacity: 0.9 }),
    );
    parts.push(rect(20, 110, 380, 14, '#8a5a3c', { rx: 7 }));
    // Paper stars on a string
    const stars = [COLORS.lemon, COLORS.sky, COLORS.pink, COLORS.lime, '#ffffff'];
    parts.push(stroke('M0,60 Q400,140 800,60', '#c9b79a', 2));
    for (let i = 0; i < 9; i += 1) {
      const t = (i + 0.5) / 9;
      const x = t * 800;
      const y = 60 + 4 * 40 * t * (1 - t) + 26;
      parts.push(
        line(x, y - 26, x, y - 12, '#c9b79a', 2),
        poly(starPoints(x, y, 16, 7), stars[i % stars.length] ?? COLORS.lemon),
      );
    }
    parts.push(bookshelf(rng, 470, 280, 300, 640, 5, '#b07f52'));
    parts.push(
      rect(460, 260, 320, 26, '#9a6a40'),
      pottedPlant(520, 260, 40),
      book(650, 240, 30, 40, COLORS.red),
    );
    parts.push(rect(470, 196, 300, 50, SCHOOL.maroon, { rx: 8 }));
    parts.push(caption(620, 230, 'Books · Libros', 28, SCHOOL.gold, { family: SERIF }));
    parts.push(woodFloor(c, 900, '#c99a66'));
    parts.push(
      ellipse(400, 1060, 380, 110, '#6d8fc4'),
      ellipse(400, 1060, 300, 82, '#86a6d6'),
      ellipse(400, 1060, 200, 52, '#a3bde3'),
    );
    // Floor lamp
    parts.push(
      line(130, 1030, 130, 620, '#3b3d45', 8),
      path('M70,640 L100,560 H160 L190,640 Z', COLORS.mustard),
      ellipse(130, 700, 120, 110, '#fff2c2', { opacity: 0.25 }),
    );
    // Beanbag with a reader
    parts.push(
      path('M170,1080 Q120,900 260,830 Q360,790 450,860 Q540,940 500,1080 Z', COLORS.teal),
    );
    parts.push(
      path(
        'M200,1070 Q210,960 300,920 Q400,900 470,980 Q500,1040 480,1070 Z',
        shade(COLORS.teal, -0.15),
      ),
    );
    const reader = castAt(rng, 335, 1000, 360, {
      seated: 'chair',
      pose: 'hold',
      look: {
        top: COLORS.lemon,
        hairStyle: 'puffs',
        lower: 'pants',
        bottom: COLORS.purple,
        sleeves: 'long',
      },
    });
    parts.push(
      reader.svg,
      openBook((reader.handL[0] + reader.handR[0]) / 2, reader.handL[1] + 24, 150, COLORS.red),
    );
    // A second child on the rug
    const friend = castAt(rng, 640, 1120, 330, {
      seated: 'floor',
      view: 'front',
      pose: 'hold',
      look: { top: COLORS.green, hairStyle: 'short' },
    });
    parts.push(
      friend.svg,
      book((friend.handL[0] + friend.handR[0]) / 2, friend.handL[1] - 10, 80, 100, COLORS.blue),
    );
    parts.push(ellipse(90, 1120, 70, 36, COLORS.pink), ellipse(740, 960, 50, 26, COLORS.lemon));
    parts.push(lightWash(c, '#fff3d6', 0.4), vignette(c, 0.25));
    return parts;
  },
};

/** An arm reaching into an overhead shot from outside the frame. */
function reachingArm(from: Point, to: Point, width: number, sleeve: string, skin: string): string {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy);
  const cuff: Point = [
    from[0] + (dx * (len - width * 1.6)) / len,
    from[1] + (dy * (len - width * 1.6)) / len,
  ];
  return group([
    stroke(`M${n(from[0])},${n(from[1])} L${n(cuff[0])},${n(cuff[1])}`, sleeve, width),
    stroke(`M${n(cuff[0])},${n(cuff[1])} L${n(to[0])},${n(to[1])}`, skin, width * 0.8),
    circle(to[0], to[1], width * 0.55, skin),
  ]);
}

const mathBlocks: GalleryScene = {
  file: 'classroom-math-blocks.jpg',
  aspect: '4:3',
  longSide: 2048,
  subject: 'an overhead view of hands building numbers with base-ten blocks and pattern blocks',
  draw(c) {
    const { w, h, rng } = c;
    const parts: string[] = [rect(0, 0, w, h, '#e6c79c')];
    for (let i = 0; i < 26; i += 1) {
      const y = rng.range(0, h);
      parts.push(
        path(
          `M0,${n(y)} Q${n(w / 2)},${n(y + rng.range(-20, 20))} ${n(w)},${n(y + rng.range(-10, 10))}`,
          'none',
          { stroke: '#d8b784', 'stroke-width': rng.range(1, 3) },
        ),
      );
    }
    // Worksheet
    parts.push(
      rect(118, 98, 404, 524, '#000000', { opacity: 0.08, transform: 'rotate(-4 320 360)' }),
    );
    parts.push(
      group(
        [
          rect(110, 90, 400, 520, '#fdfcf8'),
          rect(110, 90, 400, 60, COLORS.sky),
          caption(310, 130, '100 · 10 · 1', 30, '#ffffff', { family: SERIF }),
          ...['1.  24 + 13 = 37', '2.  45 + 32 = 77', '3.  58 − 26 = ', '4.  64 = 60 + 4'].map(
            (sum, i) => text(140, 200 + i * 60, sum, { size: 26, fill: COLORS.charcoal }),
          ),
          rect(140, 420, 340, 160, 'none', {
            stroke: '#c9cbd0',
            'stroke-width': 2,
            'stroke-dasharray': '8 6',
          }),
          circle(430, 200, 22, 'none', { stroke: COLORS.red, 'stroke-width': 3 }),
        ],
        { transform: 'rotate(-4 310 350)' },
      ),
    );
    // Base-ten blocks: flats, rods and units
    const cube = 14;
    const rod = (x: number, y: number, color: string, vertical = false): string => {
      const cells = Array.from({ length: 10 }, (_, i) =>
        rect(vertical ? x : x + i * cube, vertical ? y + i * cube : y, cube - 1, cube - 1, color, {
          rx: 2,
        }),
      );
      return group([
        rect(
          x - 2,
          y - 2,
          (vertical ? 1 : 10) * cube + 3,
          (vertical ? 10 : 1) * cube + 3,
          shade(color, -0.3),
          { rx: 3 },
        ),
        ...cells,
      ]);
    };
    const flat = (x: number, y: number, color: string): string =>
      group(Array.from({ length: 10 }, (_, i) => rod(x, y + i * cube, color)));
    parts.push(flat(600, 120, '#3f8fd0'), flat(760, 140, '#3f8fd0'));
    for (let i = 0; i < 6; i += 1) parts.push(rod(930 + i * 20, 110, COLORS.green, true));
    for (let i = 0; i < 4; i += 1)
      for (let j = 0; j < 2; j += 1)
        parts.push(
          rect(1090 + i * 18, 150 + j * 18, 15, 15, COLORS.orange, { rx: 2 }),
          rect(1090 + i * 18, 150 + j * 18, 15, 4, shade(COLORS.orange, 0.3)),
        );
    // Pattern-block flower: wooden pieces with a darker edge
    const block = (points: readonly Point[], color: string, extra = {}): string =>
      poly(points, color, { stroke: shade(color, -0.25), 'stroke-width': 2, ...extra });
    const hex = (x: number, y: number, r: number, color: string, rot = 0): string =>
      block(
        Array.from({ length: 6 }, (_, i): Point => {
          const a = ((i * 60 + rot) * Math.PI) / 180;
          return [x + Math.cos(a) * r, y + Math.sin(a) * r];
        }),
        color,
      );
    const cx = 820;
    const cy = 560;
    const r = 48;
    for (let i = 0; i < 6; i += 1) {
      const a = ((i * 60 + 30) * Math.PI) / 180;
      const at = (ang: number, k: number, o: Point = [cx, cy]): Point => [
        o[0] + Math.cos(ang) * r * k,
        o[1] + Math.sin(ang) * r * k,
      ];
      const tip = at(a, 0.7, at(a, 1.45));
      parts.push(block([at(a - 0.52, 0.95), at(a + 0.52, 0.95), tip], COLORS.green));
      parts.push(
        block([at(a + 0.52, 0.95), at(a + 0.52, 2.0), tip], COLORS.blue, { opacity: 0.95 }),
      );
    }
    parts.push(hex(cx, cy, r, COLORS.lemon, 0));
    // Loose pieces
    parts.push(
      hex(1060, 420, 40, COLORS.lemon, 10),
      block(pts([1010, 650, 1080, 650, 1060, 690, 1030, 690]), COLORS.red),
    );
    parts.push(block(pts([600, 760, 650, 760, 625, 717]), COLORS.green));
    // Pencils
    const pencil = (x: number, y: number, len: number, angle: number, color: string): string =>
      group(
        [
          rect(x, y - 7, len, 14, color, { rx: 2 }),
          poly(pts([x + len, y - 7, x + len + 24, y, x + len, y + 7]), '#f3d3a3'),
          poly(pts([x + len + 16, y - 2.5, x + len + 24, y, x + len + 16, y + 2.5]), '#3b3d45'),
          rect(x - 14, y - 7, 14, 14, '#e58aa0', { rx: 3 }),
        ],
        { transform: `rotate(${angle} ${x} ${y})` },
      );
    parts.push(pencil(560, 700, 170, -30, COLORS.lemon), pencil(140, 700, 150, 12, COLORS.blue));
    // Hands from three children
    parts.push(reachingArm([-40, 870], [300, 560], 60, COLORS.coral, SKIN[1]));
    parts.push(pencil(300, 560, 120, -50, COLORS.red));
    parts.push(reachingArm([w + 40, 940], [930, 640], 64, COLORS.teal, SKIN[5]));
    parts.push(reachingArm([700, h + 60], [690, 330], 62, COLORS.purple, SKIN[3]));
    parts.push(rod(650, 300, COLORS.green));
    parts.push(rect(0, 0, w, h, '#ffffff', { opacity: 0.04 }), vignette(c, 0.3));
    return parts;
  },
};

function rugSquares(c: Canvas, y0: number, y1: number): string {
  const colors = [
    COLORS.red,
    COLORS.mustard,
    COLORS.green,
    COLORS.blue,
    COLORS.purple,
    COLORS.orange,
  ];
  const parts: string[] = [];
  const rows = 4;
  for (let r = 0; r < rows; r += 1) {
    const t0 = r / rows;
    const t1 = (r + 1) / rows;
    const ya = y0 + (y1 - y0) * t0;
    const yb = y0 + (y1 - y0) * t1;
    const wa = 760 + 440 * t0;
    const wb = 760 + 440 * t1;
    const cols = 8;
    for (let k = 0; k < cols; k += 1) {
      const color = colors[(r * 3 + k) % colors.length] ?? COLORS.red;
      parts.push(
        poly(
          [
            [c.w / 2 - wa / 2 + (wa * k) / cols, ya],
            [c.w / 2 - wa / 2 + (wa * (k + 1)) / cols, ya],
            [c.w / 2 - wb / 2 + (wb * (k + 1)) / cols, yb],
            [c.w / 2 - wb / 2 + (wb * k) / cols, yb],
          ],
          color,
          { stroke: '#fdf0d5', 'stroke-width': 4 },
        ),
      );
    }
  }
  return group(parts);
}

const circleTime: GalleryScene = {
  file: 'classroom-morning-circle-time.jpg',
  aspect: '3:2',
  longSide: 2100,
  subject: 'kindergartners on the alphabet rug listening to a read-aloud at circle time',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [wall(c, '#fdf1d8', '#f7e2bd')];
    parts.push(alphabetStrip(30, w - 20, 26, 38));
    // Calendar board
    parts.push(rect(60, 120, 300, 250, '#ffffff'), rect(60, 120, 300, 44, SCHOOL.maroon));
    parts.push(caption(210, 149, 'OCTOBER · OCTUBRE', 18, '#ffffff', { letterSpacing: 1 }));
    for (let i = 0; i < 28; i += 1) {
      const col = i % 7;
      const row = Math.floor(i / 7);
      parts.push(rect(70 + col * 41, 172 + row * 48, 36, 42, i < 17 ? '#fde9b3' : '#f3f1ec'));
      const day = String(i + 1);
      parts.push(
        text(88 + col * 41, 200 + row * 48, day, {
          size: 15,
          anchor: 'middle',
          fill: COLORS.charcoal,
        }),
      );
    }
    parts.push(windowFrame(900, 120, 240, 240, '#bfe3f4'));
    parts.push(pottedPlant(960, 392, 40), pottedPlant(1060, 392, 34, COLORS.sky));
    // Easel weather chart: today's picture and temperature (no words, for both languages' pages)
    parts.push(rect(430, 130, 190, 220, '#ffffff'), rect(430, 130, 190, 36, COLORS.teal));
    parts.push(
      circle(480, 220, 26, COLORS.lemon),
      ellipse(560, 230, 40, 18, '#cfe0ee'),
      circle(545, 218, 18, '#cfe0ee'),
    );
    parts.push(
      text(525, 320, '72 °F', { size: 28, anchor: 'middle', fill: COLORS.charcoal, family: SERIF }),
    );
    parts.push(woodFloor(c, 470, '#d7ac78'));
    parts.push(rugSquares(c, 520, 800));
    // Teacher on a chair reading a big book
    parts.push(
      rect(690, 380, 150, 16, '#3f6d9a', { rx: 6 }),
      rect(700, 260, 130, 120, '#4a7db0', { rx: 14 }),
    );
    parts.push(rect(700, 396, 10, 110, '#2f4f70'), rect(820, 396, 10, 110, '#2f4f70'));
    const teacher = castAt(rng, 765, 390, 330, {
      build: 'adult',
      seated: 'chair',
      pose: armsPose([-20, 60], [20, -60], 6),
      look: { top: COLORS.green, hairStyle: 'curly', bottom: COLORS.navy, lower: 'pants' },
    });
    parts.push(teacher.svg, openBook(765, teacher.handL[1] + 20, 190, COLORS.orange));
    // Children sitting on the rug, seen from behind
    const seats: ReadonlyArray<readonly [number, number, number]> = [
      [300, 600, 200],
      [470, 590, 195],
      [640, 610, 200],
      [900, 600, 200],
      [1060, 615, 205],
      [220, 720, 240],
      [420, 730, 245],
      [640, 740, 250],
      [860, 735, 245],
      [1060, 740, 250],
    ];
    for (const [x, y, size] of seats)
      parts.push(castAt(rng, x, y, size, { seated: 'floor', view: 'back', build: 'toddler' }).svg);
    parts.push(lightWash(c, '#fff6dc', 0.3, false), vignette(c, 0.25));
    return parts;
  },
};

/** A little floor robot with wheels and two LED eyes. */
function robot(x: number, y: number, s: number): string {
  return group([
    ellipse(x, y + s * 0.05, s * 0.75, s * 0.12, '#000000', { opacity: 0.15 }),
    rect(x - s * 0.6, y - s * 0.7, s * 1.2, s * 0.7, '#f4f6f8', { rx: s * 0.3 }),
    rect(x - s * 0.42, y - s * 0.55, s * 0.84, s * 0.32, '#2f3440', { rx: s * 0.14 }),
    circle(x - s * 0.2, y - s * 0.39, s * 0.08, '#6fe3ff'),
    circle(x + s * 0.2, y - s * 0.39, s * 0.08, '#6fe3ff'),
    circle(x - s * 0.45, y - s * 0.05, s * 0.16, '#3b3d45'),
    circle(x + s * 0.45, y - s * 0.05, s * 0.16, '#3b3d45'),
    line(x, y - s * 0.7, x, y - s * 0.95, '#3b3d45', s * 0.05),
    circle(x, y - s * 0.98, s * 0.07, COLORS.red),
  ]);
}

/** Block-based code on a screen: stacked coloured blocks. */
function codeBlocks(x: number, y: number, w: number, h: number, rng: Rng): string {
  const parts = [rect(x, y, w, h, '#f7f9fc')];
  const colors = [COLORS.orange, COLORS.blue, COLORS.purple, COLORS.green, COLORS.mustard];
  let yy = y + h * 0.1;
  let indent = 0;
  while (yy < y + h * 0.85) {
    const bw = w * rng.range(0.3, 0.6);
    parts.push(rect(x + w * 0.08 + indent, yy, bw, h * 0.11, rng.pick(colors), { rx: h * 0.03 }));
    yy += h * 0.14;
    indent = rng.chance(0.4) ? w * 0.08 : 0;
  }
  return group(parts);
}

const codingRobots: GalleryScene = {
  file: 'classroom-coding-robots.jpg',
  aspect: '4:3',
  longSide: 1800,
  subject: 'fourth graders coding small robots on laptops during a technology lesson',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [wall(c, '#e4ecf5', '#d3dfec')];
    const board: string[] = [];
    for (let i = 0; i < 5; i += 1)
      for (let j = 0; j < 3; j += 1)
        board.push(
          rect(260 + i * 56, 160 + j * 56, 54, 54, 'none', {
            stroke: '#9aa1ab',
            'stroke-width': 2,
          }),
        );
    board.push(
      poly(starPoints(260 + 4 * 56 + 27, 160 + 2 * 56 + 27, 22, 10), COLORS.mustard),
      robot(287, 207, 36),
    );
    board.push(
      stroke('M287,215 V300 H520', COLORS.red, 5),
      poly(pts([520, 290, 538, 300, 520, 310]), COLORS.red),
    );
    board.push(codeBlocks(620, 150, 250, 190, rng));
    parts.push(whiteboard(220, 80, 700, 300, board.join('')));
    const teacher = castAt(rng, 1010, 560, 470, {
      build: 'adult',
      pose: armsPose([-110, -130], [8, 3]),
      look: { top: COLORS.mustard, hairStyle: 'locs', bottom: COLORS.charcoal, lower: 'pants' },
    });
    parts.push(rect(0, 470, w, 430, '#b7c2cf'), teacher.svg);
    parts.push(clock(120, 140, 40));
    // Table with laptops facing the children (and us, over their shoulders)
    parts.push(table(40, 560, 1120, 260, '#e4c08e', '#6b7683'));
    for (const x of [330, 860]) {
      parts.push(laptop(x, 566, 260, '#f7f9fc'));
      parts.push(codeBlocks(x - 112, 566 - 170, 224, 140, rng));
    }
    parts.push(rect(520, 520, 200, 50, '#ffffff', { opacity: 0.8 }));
    for (let i = 0; i < 4; i += 1)
      parts.push(line(520 + i * 50, 520, 520 + i * 50, 570, '#c9cbd0', 1.5));
    parts.push(robot(600, 562, 50));
    // Children over the shoulder, seated on chairs
    for (const [x, top] of [
      [260, COLORS.red],
      [480, COLORS.green],
      [800, COLORS.sky],
      [1000, COLORS.purple],
    ] as const) {
      const kid = castAt(rng, x, 900, 420, {
        seated: 'chair',
        view: 'back',
        pose: { armL: [-20, 20], armR: [20, -20], legL: [0, 0], legR: [0, 0] },
        look: { top },
      });
      parts.push(rect(x - 80, 770, 160, 130, '#3e4f63', { rx: 14 }), kid.svg);
    }
    parts.push(lightWash(c, '#ffffff', 0.25), vignette(c, 0.25));
    return parts;
  },
};

/** A torn-paper collage on a sheet: random bright polygons and circles. */
function collage(rng: Rng, x: number, y: number, w: number, h: number, angle: number): string {
  const parts = [
    rect(x + 4, y + 6, w, h, '#000000', { opacity: 0.15 }),
    rect(x, y, w, h, rng.pick(['#ffffff', '#fdf3d8', '#e8f4fb'])),
  ];
  const palette = [
    COLORS.red,
    COLORS.orange,
    COLORS.lemon,
    COLORS.lime,
    COLORS.teal,
    COLORS.blue,
    COLORS.purple,
    COLORS.pink,
    SCHOOL.maroon,
  ];
  for (let i = 0; i < 9; i += 1) {
    const cx = x + rng.range(0.15, 0.85) * w;
    const cy = y + rng.range(0.15, 0.85) * h;
    const s = rng.range(0.12, 0.26) * Math.min(w, h);
    if (rng.chance(0.3)) {
      parts.push(circle(cx, cy, s * 0.7, rng.pick(palette)));
    } else {
      const corners = rng.int(4, 7);
      const pts: Point[] = Array.from({ length: corners }, (_, k) => {
        const a = (k / corners) * Math.PI * 2 + rng.range(-0.3, 0.3);
        const rr = s * rng.range(0.6, 1.1);
        return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr] as const;
      });
      parts.push(poly(pts, rng.pick(palette)));
    }
  }
  parts.push(circle(x + w / 2, y + 8, 6, COLORS.red));
  return group(parts, { transform: `rotate(${n(angle)} ${n(x + w / 2)} ${n(y + h / 2)})` });
}

const artCollage: GalleryScene = {
  file: 'classroom-art-collage.jpg',
  aspect: '3:2',
  longSide: 1800,
  subject: 'a bulletin board of torn-paper collages and students gluing new ones',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [wall(c, '#f4ead8', '#eadcc2')];
    // Bulletin board with scalloped border
    parts.push(
      rect(70, 50, 1060, 420, SCHOOL.maroon, { rx: 10 }),
      rect(96, 76, 1008, 368, '#d6a66e'),
    );
    for (let x = 96; x < 1104; x += 28)
      parts.push(circle(x + 14, 76, 14, SCHOOL.gold), circle(x + 14, 444, 14, SCHOOL.gold));
    // "Collage" reads the same in English and Spanish.
    const title = 'COLLAGE';
    const tileColors = [
      COLORS.red,
      COLORS.teal,
      COLORS.mustard,
      COLORS.blue,
      COLORS.green,
      COLORS.purple,
    ];
    [...title].forEach((ch, i) => {
      if (ch === ' ') return;
      const x = 600 - (title.length * 36) / 2 + i * 36;
      parts.push(
        rect(x, 100, 32, 40, tileColors[i % tileColors.length] ?? COLORS.red, {
          rx: 4,
          transform: `rotate(${i % 2 === 0 ? -4 : 4} ${x + 16} 120)`,
        }),
      );
      parts.push(
        text(x + 16, 132, ch, { size: 26, weight: 'bold', anchor: 'middle', fill: '#ffffff' }),
      );
    });
    const sheets = pts([
      130, 110, 130, 290, 300, 170, 480, 170, 660, 170, 840, 110, 950, 280, 780, 320,
    ]);
    for (const [x, y] of sheets) parts.push(collage(rng, x, y, 140, 130, rng.range(-6, 6)));
    parts.push(rect(0, 500, w, 300, '#c9b28e'));
    // Students and the craft table
    const holder = castAt(rng, 360, 760, 400, {
      pose: armsPose([-150, -175], [150, 175]),
      look: { top: COLORS.teal, hairStyle: 'afro' },
    });
    parts.push(holder.svg);
    const [hx, hy] = holder.handL;
    parts.push(collage(rng, hx - 10, hy - 128, holder.handR[0] - hx + 20, 120, 0));
    const gluer = castAt(rng, 700, 770, 390, {
      pose: 'hold',
      look: { top: COLORS.coral, hairStyle: 'bob' },
    });
    parts.push(gluer.svg);
    const third = castAt(rng, 990, 780, 400, {
      pose: armsPose([-8, 60], [30, -40]),
      look: { top: COLORS.lemon, hairStyle: 'hijab', scarf: COLORS.purple },
    });
    parts.push(third.svg);
    parts.push(table(-20, 600, 1240, 220, '#e9cfa4', '#7d8894'));
    for (let i = 0; i < 26; i += 1) {
      const x = rng.range(20, 1180);
      const y = rng.range(612, 660);
      const p2: Point = [x + rng.range(14, 30), y + rng.range(-6, 6)];
      const p3: Point = [x + rng.range(6, 26), y + rng.range(8, 16)];
      parts.push(poly([[x, y], p2, p3], rng.pick(tileColors)));
    }
    parts.push(
      rect(gluer.handR[0] - 6, gluer.handR[1] - 40, 16, 50, COLORS.purple, { rx: 4 }),
      rect(gluer.handR[0] - 6, gluer.handR[1] - 50, 16, 12, '#ffffff', { rx: 3 }),
    );
    parts.push(collage(rng, 560, 592, 130, 40, 0));
    // Scissors
    parts.push(
      group(
        [
          circle(0, 0, 12, 'none', { stroke: COLORS.red, 'stroke-width': 6 }),
          circle(26, 6, 12, 'none', { stroke: COLORS.red, 'stroke-width': 6 }),
          poly(pts([10, -4, 70, -26, 16, 4]), '#b9bfc7'),
          poly(pts([30, -4, 72, -20, 24, 2]), '#9aa1ab'),
        ],
        { transform: 'translate(880 640) rotate(-10)' },
      ),
    );
    parts.push(lightWash(c, '#fff6dc', 0.3), vignette(c, 0.25));
    return parts;
  },
};

export const ACADEMIC_SCENES: readonly GalleryScene[] = [
  scienceLab,
  readingCorner,
  mathBlocks,
  circleTime,
  codingRobots,
  artCollage,
];
