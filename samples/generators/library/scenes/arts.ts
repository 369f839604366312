/** Gallery scenes from art, music and dance (category "arts"). */
import { armsPose, audienceRow, castAt, figure, randomLook } from '../people.ts';
import {
  easel,
  kidPainting,
  musicStand,
  paintCup,
  paintPalette,
  selfPortrait,
  violin,
} from '../props.ts';
import {
  caption,
  clock,
  groundShadow,
  highBridge,
  lightWash,
  pts,
  sky,
  spotlight,
  stage,
  stick,
  table,
  vignette,
  wall,
  windowFrame,
  woodFloor,
  type GalleryScene,
} from '../scenery.ts';
import {
  COLORS,
  HAIR,
  SCHOOL,
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
  type Point,
} from '../svg.ts';

const studio: GalleryScene = {
  file: 'art-studio-self-portraits.jpg',
  aspect: '3:2',
  longSide: 2400,
  subject: 'a wall of student self-portraits and young painters at their easels in the art studio',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [wall(c, '#f3e9d9', '#eadbc3')];
    const bgs = [
      COLORS.sky,
      COLORS.lemon,
      COLORS.pink,
      COLORS.lime,
      COLORS.lilac,
      COLORS.orange,
      COLORS.teal,
      COLORS.coral,
      COLORS.mustard,
      '#9fd3c7',
    ];
    for (let i = 0; i < 10; i += 1) {
      const col = i % 5;
      const row = Math.floor(i / 5);
      const x = 70 + col * 150 + (row === 1 ? 40 : 0);
      const y = 60 + row * 190;
      const [skin, hair] = [SKIN[(i * 3) % SKIN.length] ?? SKIN[0], HAIR[(i * 5) % 6] ?? HAIR[0]];
      parts.push(selfPortrait(x, y, 110, 140, bgs[i] ?? COLORS.sky, skin, hair, i));
    }
    parts.push(rect(60, 420, 760, 10, '#a8744a'));
    // Shelf with paint jars and a sink area on the right
    parts.push(rect(880, 90, 280, 14, '#a8744a'), rect(880, 230, 280, 14, '#a8744a'));
    const jars = [
      COLORS.red,
      COLORS.orange,
      COLORS.lemon,
      COLORS.green,
      COLORS.blue,
      COLORS.purple,
      COLORS.pink,
    ];
    jars.forEach((color, i) => {
      parts.push(
        rect(892 + i * 38, 48, 30, 42, '#eef2f4', { rx: 5 }),
        rect(892 + i * 38, 64, 30, 26, color, { rx: 5 }),
        rect(890 + i * 38, 44, 34, 8, shade(color, -0.2), { rx: 3 }),
      );
    });
    for (let i = 0; i < 5; i += 1)
      parts.push(
        rect(895 + i * 52, 150, 40, 80, rng.pick(jars), { rx: 4 }),
        rect(895 + i * 52, 150, 40, 14, '#ffffff', { opacity: 0.6 }),
      );
    parts.push(clock(1020, 330, 36));
    parts.push(rect(0, 520, w, 280, '#b9b3a8'));
    for (let i = 0; i < 40; i += 1)
      parts.push(
        circle(rng.range(0, w), rng.range(540, 800), rng.range(3, 9), rng.pick(jars), {
          opacity: 0.5,
        }),
      );
    // Painters from behind at their easels
    for (const [x, variant] of pts([250, 0, 640, 1])) {
      const h = 420;
      parts.push(
        easel(x, 700, h, kidPainting(x - h * 0.275, 700 - h * 0.88, h * 0.55, h * 0.45, variant)),
      );
      const painter = castAt(rng, x - 20, 790, 360, {
        view: 'back',
        pose: armsPose([-10, -4], [150, 165]),
      });
      parts.push(groundShadow(x - 20, 790, 120), painter.svg);
      parts.push(stick(painter.handR, 14, -40, '#c79a5c', 6));
    }
    const proud = castAt(rng, 960, 780, 380, {
      pose: armsPose([-20, 50], [14, 4]),
      look: { top: COLORS.purple, hairStyle: 'puffs' },
    });
    parts.push(
      groundShadow(960, 780, 120),
      proud.svg,
      paintPalette(proud.handL[0] + 10, proud.handL[1], 56, -20),
    );
    parts.push(table(1040, 640, 180, 140, '#d9b07c'));
    parts.push(paintCup(1080, 642, 40, COLORS.blue), paintCup(1140, 642, 40, COLORS.red));
    parts.push(lightWash(c, '#fff4d6', 0.35), vignette(c, 0.25));
    return parts;
  },
};

const mural: GalleryScene = {
  file: 'art-mural-highbridge.jpg',
  aspect: '3:2',
  longSide: 2100,
  subject: 'fifth graders painting a mural of the High Bridge on the schoolyard wall',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [sky(c, 120, [0, '#8ec3e6'], [1, '#d7ecf6'])];
    // Schoolyard wall
    parts.push(rect(0, 70, w, 560, '#d8cbb8'), rect(0, 60, w, 16, '#bfae96'));
    // Mural: painted part on the left, pencil outlines on the right
    const mx0 = 40;
    const mx1 = 1160;
    const my0 = 100;
    const my1 = 600;
    const split = 820;
    const painted: string[] = [
      rect(mx0, my0, split - mx0, my1 - my0, '#f6c27a'),
      rect(mx0, my0, split - mx0, 180, '#f39f6b'),
      circle(300, 230, 70, '#fde68a'),
      path(`M${mx0},420 Q250,360 450,410 T${split},400 V${my1} H${mx0} Z`, '#6bbf9a'),
      highBridge(mx0, split, 330, 470, {
        color: SCHOOL.maroon,
        arch: 56,
        pier: 20,
        railing: false,
      }),
      rect(mx0, 470, split - mx0, 60, '#3aa0c8'),
      stroke(`M80,495 q40,-16 80,0 t80,0 t80,0 t80,0 t80,0 t80,0 t80,0 t80,0`, '#bfe6f5', 6),
      path(`M${mx0},530 H${split} V${my1} H${mx0} Z`, '#4f9a5f'),
    ];
    for (let i = 0; i < 12; i += 1) {
      const fx = 70 + i * 62;
      const fy = 560 + (i % 2) * 14;
      const petal = [COLORS.pink, COLORS.lemon, '#ffffff', COLORS.orange][i % 4] ?? COLORS.pink;
      for (let k = 0; k < 5; k += 1) {
        const a = (k * Math.PI * 2) / 5;
        painted.push(circle(fx + Math.cos(a) * 11, fy + Math.sin(a) * 11, 9, petal));
      }
      painted.push(circle(fx, fy, 7, SCHOOL.gold));
    }
    parts.push(group(painted));
    for (const fill of [SCHOOL.maroon, 'none'])
      parts.push(caption(430, 165, 'HIGHBRIDGE', 58, fill, { letterSpacing: 6 }));
    const outline = { stroke: '#7d746a', 'stroke-width': 3, fill: 'none' } as const;
    parts.push(rect(split, my0, mx1 - split, my1 - my0, '#e6dccd'));
    parts.push(path(`M${split},410 Q980,380 ${mx1},400`, 'none', outline));
    parts.push(path(`M${split},470 H${mx1} M${split},530 H${mx1}`, 'none', outline));
    for (let x = split + 10; x < mx1 - 40; x += 76)
      parts.push(path(`M${x},470 V370 A28,28 0 0 1 ${x + 56},370 V470`, 'none', outline));
    parts.push(path(`M${split},330 H${mx1}`, 'none', outline));
    parts.push(rect(split, my0, 200, 180, '#f39f6b'), rect(split, 280, 120, 50, '#f6c27a'));
    const frame = { stroke: '#ffffff', 'stroke-width': 8 };
    parts.push(rect(mx0 - 10, my0 - 10, mx1 - mx0 + 20, my1 - my0 + 20, 'none', frame));
    // Ground, drop cloth and paint
    parts.push(rect(0, 630, w, 170, '#c8c2b8'), rect(0, 630, w, 10, '#b0a99e'));
    parts.push(poly(pts([560, 660, 1180, 650, 1200, 790, 520, 800]), '#f2f0ea'));
    const paints = [COLORS.red, SCHOOL.maroon, COLORS.teal, COLORS.lemon];
    for (let i = 0; i < 30; i += 1) {
      const [x, y, r] = [rng.range(540, 1190), rng.range(660, 790), rng.range(2, 7)];
      parts.push(circle(x, y, r, rng.pick(paints), { opacity: 0.7 }));
    }
    const bucket = (x: number, y: number, color: string): string =>
      group([
        rect(x - 26, y - 50, 52, 50, '#e8ecef', { rx: 5 }),
        ellipse(x, y - 50, 26, 8, color),
        rect(x - 26, y - 30, 52, 8, color),
        path(`M${x - 24},${y - 48} Q${x},${y - 90} ${x + 24},${y - 48}`, 'none', {
          stroke: '#8e959e',
          'stroke-width': 3,
        }),
      ]);
    parts.push(
      bucket(640, 760, SCHOOL.maroon),
      bucket(720, 775, COLORS.teal),
      bucket(1120, 770, COLORS.lemon),
    );
    // Step ladder and painters
    parts.push(line(930, 780, 990, 470, '#9aa1ab', 10), line(1060, 780, 1000, 470, '#7d8590', 10));
    for (let k = 1; k < 5; k += 1)
      parts.push(line(930 + k * 12, 780 - k * 62, 1060 - k * 12, 780 - k * 62, '#9aa1ab', 7));
    const climber = castAt(rng, 1000, 596, 300, {
      view: 'back',
      pose: armsPose([-10, -4], [-150, -175], 4),
      look: { top: COLORS.lemon, lower: 'pants', bottom: COLORS.denim },
    });
    parts.push(
      climber.svg,
      stick(climber.handR, -8, -46, '#c79a5c', 7),
      circle(climber.handR[0] - 9, climber.handR[1] - 48, 6, '#f39f6b'),
    );
    const kneeler = castAt(rng, 380, 720, 320, {
      view: 'back',
      seated: 'floor',
      pose: { armL: [-20, -40], armR: [160, 150], legL: [0, 0], legR: [0, 0] },
      look: { top: COLORS.teal, hairStyle: 'braids' },
    });
    parts.push(kneeler.svg);
    const stander = castAt(rng, 660, 790, 360, {
      view: 'back',
      pose: armsPose([-8, -3], [130, 160], 4),
      look: { top: SCHOOL.maroon, hairStyle: 'short' },
    });
    parts.push(
      groundShadow(660, 790, 120),
      stander.svg,
      stick(stander.handR, 20, -40, '#c79a5c', 7),
    );
    parts.push(lightWash(c, '#fff1c9', 0.3), vignette(c, 0.25));
    return parts;
  },
};

/** A paper snowflake hanging from the ceiling. */
function snowflake(x: number, y: number, r: number): string {
  const arms: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const a = (i * Math.PI) / 3;
    const ex = x + Math.cos(a) * r;
    const ey = y + Math.sin(a) * r;
    arms.push(line(x, y, ex, ey, '#ffffff', r * 0.12));
    const branch: Point = [x + Math.cos(a) * r * 0.6, y + Math.sin(a) * r * 0.6];
    for (const b of [a + 0.7, a - 0.7])
      arms.push(stick(branch, Math.cos(b) * r * 0.3, Math.sin(b) * r * 0.3, '#ffffff', r * 0.08));
  }
  return group([line(x, 0, x, y - r, '#e8e2d6', 1.5), ...arms], { opacity: 0.92 });
}

const winterConcert: GalleryScene = {
  file: 'art-winter-concert-chorus.jpg',
  aspect: '4:3',
  longSide: 2048,
  subject: 'the chorus singing on the risers at the winter concert',
  draw(c) {
    const { w, h, rng } = c;
    const parts: string[] = [stage(c, 700, SCHOOL.maroon, '#262a44')];
    parts.push(
      spotlight(c, 350, 420, 700, 520, '#e6f0ff', 0.2),
      spotlight(c, 850, 780, 700, 520, '#fff1d6', 0.2),
    );
    for (let i = 0; i < 9; i += 1)
      parts.push(snowflake(200 + i * 100 + (i % 2) * 20, 150 + (i % 3) * 40, 22 + (i % 2) * 8));
    // Risers and three rows of singers
    const rows = [
      [470, 240, 7],
      [560, 255, 8],
      [660, 270, 8],
    ] as const;
    parts.push(
      rect(150, 500, 900, 60, '#5a5e6e'),
      rect(130, 590, 940, 60, '#6b6f80'),
      rect(110, 680, 980, 40, '#7b7f90'),
    );
    for (const [y, size, count] of rows) {
      const span = 840;
      for (let i = 0; i < count; i += 1) {
        const x = 600 - span / 2 + (span * (i + 0.5)) / count;
        const singer = castAt(rng, x, y + 40, size, {
          pose: 'hold',
          look: {
            top: '#ffffff',
            bottom: '#24252b',
            lower: rng.chance(0.5) ? 'pants' : 'skirt',
            sleeves: 'long',
            shoes: '#24252b',
          },
        });
        const folderX = (singer.handL[0] + singer.handR[0]) / 2 - 22;
        parts.push(singer.svg, rect(folderX, singer.handL[1] - 18, 44, 32, '#1d1f26', { rx: 3 }));
      }
    }
    parts.push(rect(0, 700, w, 200, '#3b2a2a'), rect(0, 700, w, 8, SCHOOL.gold));
    // Conductor and audience
    const conductor = castAt(rng, 600, 930, 380, {
      build: 'adult',
      view: 'back',
      pose: armsPose([-120, -150], [110, 140]),
      look: {
        top: '#1d1f26',
        bottom: '#1d1f26',
        lower: 'pants',
        sleeves: 'long',
      },
    });
    parts.push(conductor.svg, stick(conductor.handR, 30, -40, '#ffffff', 3));
    parts.push(
      audienceRow(rng, -40, 430, h + 5, 120, 0.45),
      audienceRow(rng, 780, w + 40, h + 5, 120, 0.45),
      vignette(c, 0.4),
    );
    return parts;
  },
};

const violinLesson: GalleryScene = {
  file: 'art-violin-lesson.jpg',
  aspect: '3:4',
  longSide: 2400,
  subject: 'a student practising the violin during a music lesson',
  draw(c) {
    const { rng } = c;
    const parts: string[] = [wall(c, '#ebe5f3', '#ddd3ec')];
    parts.push(windowFrame(560, 120, 260, 360, '#cfe7f5'));
    // Music staff poster
    parts.push(rect(80, 120, 380, 240, '#ffffff'), rect(80, 120, 380, 44, COLORS.purple));
    parts.push(caption(270, 151, 'Do Re Mi Fa Sol', 24, '#ffffff'));
    for (let i = 0; i < 5; i += 1) parts.push(rect(110, 200 + i * 24, 320, 2, '#6b6e76'));
    for (let i = 0; i < 5; i += 1) {
      const nx = 150 + i * 60;
      const ny = 296 - i * 12;
      parts.push(
        ellipse(nx, ny, 13, 10, COLORS.charcoal, { transform: `rotate(-20 ${nx} ${ny})` }),
        line(nx + 12, ny, nx + 12, ny - 58, COLORS.charcoal, 3),
      );
    }
    parts.push(woodFloor(c, 880, '#c99a66'));
    // Student with the violin: left hand on the neck (image right), bow in the right hand
    const look = {
      ...randomLook(rng),
      top: COLORS.teal,
      hairStyle: 'ponytail',
      lower: 'skirt',
      bottom: COLORS.navy,
      sleeves: 'long',
      shoes: '#2d2f36',
    } as const;
    const player = figure({
      x: 420,
      y: 1130,
      height: 760,
      pose: armsPose([-20, 95], [120, 100], 4),
      look,
    });
    parts.push(groundShadow(420, 1130, 260), player.svg);
    const chin: Point = [player.head[0] + 40, player.head[1] + player.headRadius * 1.2];
    const neckEnd = player.handR;
    const angle = (Math.atan2(neckEnd[1] - chin[1], neckEnd[0] - chin[0]) * 180) / Math.PI;
    const s = 92;
    const body: Point = [
      chin[0] - Math.cos((angle * Math.PI) / 180) * s * 0.2,
      chin[1] - Math.sin((angle * Math.PI) / 180) * s * 0.2 + 20,
    ];
    parts.push(
      violin(body[0], body[1], s, angle + 90),
      circle(neckEnd[0], neckEnd[1], 17, look.skin),
    );
    const bowA = player.handL;
    parts.push(
      line(bowA[0] - 60, bowA[1] + 40, bowA[0] + 220, bowA[1] - 120, '#5a3a20', 6),
      line(bowA[0] - 55, bowA[1] + 46, bowA[0] + 222, bowA[1] - 112, '#efe6d2', 3),
    );
    parts.push(musicStand(160, 1140, 520));
    // Teacher on the right, partly out of frame
    const teacher = castAt(rng, 790, 1170, 800, {
      build: 'adult',
      pose: 'relaxed',
      look: {
        top: SCHOOL.maroon,
        hairStyle: 'short',
        lower: 'pants',
        bottom: COLORS.charcoal,
        sleeves: 'long',
      },
    });
    parts.push(teacher.svg);
    parts.push(lightWash(c, '#fff6dc', 0.45, false), vignette(c, 0.28));
    return parts;
  },
};

const pottery: GalleryScene = {
  file: 'art-clay-pottery.jpg',
  aspect: '4:3',
  longSide: 1800,
  subject: 'students shaping clay pots and coil bowls in the art room',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [wall(c, '#e9eef0', '#dbe3e6')];
    const glazes = [
      COLORS.teal,
      COLORS.blue,
      COLORS.mustard,
      COLORS.coral,
      '#8fbfa8',
      COLORS.purple,
      '#d9d2c2',
    ];
    const vessel = (x: number, y: number, s: number, kind: number, color: string): string => {
      if (kind === 0)
        return group([
          path(
            `M${x - s * 0.5},${y - s} Q${x - s * 0.7},${y - s * 0.4} ${x - s * 0.3},${y} H${x + s * 0.3} Q${x + s * 0.7},${y - s * 0.4} ${x + s * 0.5},${y - s} Z`,
            color,
          ),
          ellipse(x, y - s, s * 0.5, s * 0.12, shade(color, -0.25)),
        ]);
      if (kind === 1)
        return group([
          path(
            `M${x - s * 0.15},${y - s * 1.3} V${y - s * 1.0} Q${x - s * 0.6},${y - s * 0.7} ${x - s * 0.35},${y} H${x + s * 0.35} Q${x + s * 0.6},${y - s * 0.7} ${x + s * 0.15},${y - s * 1.0} V${y - s * 1.3} Z`,
            color,
          ),
          rect(x - s * 0.2, y - s * 1.36, s * 0.4, s * 0.08, shade(color, -0.2)),
        ]);
      return group([
        path(
          `M${x - s * 0.6},${y - s * 0.5} Q${x},${y + s * 0.3} ${x + s * 0.6},${y - s * 0.5} Z`,
          color,
        ),
        ellipse(x, y - s * 0.5, s * 0.6, s * 0.12, shade(color, -0.25)),
      ]);
    };
    // Shelves of finished work
    for (const y of [200, 360]) {
      parts.push(rect(80, y, 760, 14, '#a8744a'));
      let x = 120;
      while (x < 800) {
        const s = rng.range(40, 70);
        parts.push(vessel(x, y, s, rng.int(0, 2), rng.pick(glazes)));
        x += s * 1.5 + 14;
      }
    }
    // Kiln
    parts.push(
      rect(900, 230, 220, 330, '#8e959e', { rx: 14 }),
      rect(920, 250, 180, 240, '#a3aab3', { rx: 10 }),
    );
    parts.push(
      circle(960, 520, 12, '#3b3d45'),
      circle(1000, 520, 12, '#3b3d45'),
      rect(1030, 512, 50, 16, COLORS.red, { rx: 4 }),
    );
    // A flame on the kiln's door: hot, without a word in either language.
    parts.push(
      path(
        'M1010,276 C990,300 984,318 994,334 C1000,344 1020,344 1026,334 C1036,318 1030,300 1010,276 Z',
        COLORS.orange,
      ),
      path(
        'M1010,306 C1002,318 1000,326 1004,333 C1008,338 1012,338 1016,333 C1020,326 1018,318 1010,306 Z',
        COLORS.lemon,
      ),
    );
    parts.push(rect(0, 560, w, 340, '#c8c0b4'));
    // Students behind the clay table
    const people = [
      { x: 260, top: COLORS.sky, style: 'curly' as const },
      { x: 600, top: COLORS.coral, style: 'bun' as const },
      { x: 930, top: COLORS.green, style: 'crop' as const },
    ];
    const looks = people.map((p) => ({ ...randomLook(rng), top: p.top, hairStyle: p.style }));
    const figures = people.map((p, i) =>
      figure({
        x: p.x,
        y: 880,
        height: 500,
        pose: armsPose([-4, 18], [4, -18]),
        look: looks[i] ?? randomLook(rng),
      }),
    );
    for (const f of figures) parts.push(f.svg);
    // Table top in light perspective, with work in progress
    parts.push(poly(pts([-20, 690, w + 20, 690, w + 60, 900, -60, 900]), '#cfa77c'));
    parts.push(rect(0, 686, w, 8, '#b48a5f'));
    for (let i = 0; i < 8; i += 1)
      parts.push(rect(0, 720 + i * 24, w, 2, '#c29a6f', { opacity: 0.6 }));
    const clay = '#b8865e';
    figures.forEach((f, i) => {
      const mid = (f.handL[0] + f.handR[0]) / 2;
      parts.push(ellipse(mid, 742, 80, 14, '#000000', { opacity: 0.12 }));
      parts.push(vessel(mid, 742, 70, i === 1 ? 1 : i === 0 ? 0 : 2, clay));
      const skin = looks[i]?.skin ?? SKIN[4];
      parts.push(
        circle(f.handL[0], f.handL[1], 17, skin),
        circle(f.handR[0], f.handR[1], 17, skin),
      );
    });
    // Coils, slabs, tools and a water bowl at the front
    for (let i = 0; i < 4; i += 1) {
      const x = 110 + i * 320;
      parts.push(
        group(
          Array.from({ length: 4 }, (_, k) =>
            ellipse(x, 850 - k * 13, 46 - k * 3, 11, k % 2 === 0 ? clay : shade(clay, -0.1)),
          ),
        ),
      );
    }
    parts.push(rect(420, 800, 150, 60, '#c99a70', { rx: 8, transform: 'rotate(-6 495 830)' }));
    for (let i = 0; i < 5; i += 1)
      parts.push(circle(440 + i * 26, 828 - i * 3, 6, shade(clay, -0.2)));
    parts.push(
      rect(720, 810, 130, 16, '#c79a5c', { rx: 8, transform: 'rotate(12 785 818)' }),
      rect(680, 800, 12, 36, '#9aa1ab', { rx: 3, transform: 'rotate(12 686 818)' }),
    );
    parts.push(
      ellipse(1000, 790, 54, 16, '#eef2f4'),
      ellipse(1000, 790, 44, 11, '#9fc7d9'),
      rect(960, 840, 60, 30, COLORS.lemon, { rx: 6 }),
    );
    parts.push(lightWash(c, '#fff4d6', 0.3), vignette(c, 0.25));
    return parts;
  },
};

const danceShowcase: GalleryScene = {
  file: 'art-dance-showcase.jpg',
  aspect: '3:2',
  longSide: 2200,
  subject: 'dancers leaping with ribbons under coloured stage lights at the spring showcase',
  draw(c) {
    const { w, h, rng } = c;
    const parts: string[] = [wall(c, '#16122b', '#2b1f4a')];
    parts.push(
      spotlight(c, 240, 300, 640, 460, '#ff6fb5', 0.22),
      spotlight(c, 600, 600, 640, 480, '#ffe59a', 0.2),
      spotlight(c, 960, 900, 640, 460, '#5fe0d4', 0.22),
    );
    for (let i = 0; i < 60; i += 1) {
      const [x, y, r] = [rng.range(0, w), rng.range(0, 480), rng.range(1, 2.6)];
      parts.push(circle(x, y, r, '#ffffff', { opacity: rng.range(0.2, 0.7) }));
    }
    parts.push(
      rect(0, 640, w, 160, '#1e1834'),
      ellipse(600, 660, 560, 40, '#3a2f63', { opacity: 0.7 }),
    );
    const dancers = [
      [300, 560, '#ff6fb5', COLORS.lemon, 'leap'],
      [600, 620, COLORS.lemon, COLORS.pink, 'cheer'],
      [900, 580, '#5fe0d4', COLORS.coral, 'leap'],
    ] as const;
    for (const [x, y, top, ribbon, pose] of dancers) {
      const d = castAt(rng, x, y, 330, {
        pose,
        facing: 1,
        look: { top, lower: 'dress', sleeves: 'long', bottom: top, shoes: '#f4efe4' },
      });
      const r0 = d.handR;
      parts.push(groundShadow(x, 650, 150, 0.3));
      parts.push(
        stroke(
          `M${n(r0[0])},${n(r0[1])} Q${n(r0[0] + 50)},${n(r0[1] - 90)} ${n(r0[0] + 110)},${n(r0[1] - 40)} T${n(r0[0] + 200)},${n(r0[1] - 30)} T${n(r0[0] + 270)},${n(r0[1] + 40)} T${n(r0[0] + 300)},${n(r0[1] + 130)}`,
          ribbon,
          9,
          { opacity: 0.95 },
        ),
      );
      parts.push(d.svg);
    }
    parts.push(audienceRow(rng, -40, w + 40, h + 5, 110, 0.6), vignette(c, 0.45));
    return parts;
  },
};

export const ARTS_SCENES: readonly GalleryScene[] = [
  studio,
  mural,
  winterConcert,
  violinLesson,
  pottery,
  danceShowcase,
];
