/** Gallery scenes from graduations and moving-up ceremonies (category "celebrations"). */
import { armsPose, castAt, type Look } from '../people.ts';
import { diploma, flyingCap } from '../props.ts';
import {
  BRICK,
  alphabetStrip,
  around,
  balloon,
  balloonArch,
  bunting,
  caption,
  cloud,
  confetti,
  groundShadow,
  lightWash,
  pts,
  schoolBanner,
  sky,
  spotlight,
  stage,
  starPoints,
  sun,
  vignette,
  wall,
  woodFloor,
  type GalleryScene,
} from '../scenery.ts';
import {
  COLORS,
  SCHOOL,
  archPath,
  circle,
  crest,
  n,
  path,
  poly,
  rect,
  stroke,
  type Point,
} from '../svg.ts';

const CELEBRATE = [SCHOOL.maroon, SCHOOL.gold, '#ffffff'] as const;

const GOWN: Partial<Look> = {
  top: SCHOOL.maroon,
  bottom: '#2b2d33',
  lower: 'gown',
  sleeves: 'long',
  hat: 'mortarboard',
  hatColor: SCHOOL.maroon,
  stole: SCHOOL.gold,
};

const ceremony: GalleryScene = {
  file: 'graduation-fifth-grade-ceremony.jpg',
  aspect: '3:2',
  longSide: 2400,
  subject: 'fifth-grade graduates in maroon caps and gowns at the ceremony in the auditorium',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [stage(c, 520, SCHOOL.maroon, '#f1e6d2')];
    parts.push(spotlight(c, 600, 600, 520, 700, '#fff6dc', 0.25));
    parts.push(balloonArch(230, 970, 520, 330, 24, CELEBRATE));
    parts.push(schoolBanner(250, 100, 700, 70, 'CLASS OF 2024 · PROMOCIÓN 2024'));
    parts.push(rect(0, 520, w, 30, '#a8744a'), rect(0, 550, w, 250, '#5a2b2b'));
    // Principal at the podium with the crest
    const principal = castAt(rng, 600, 520, 320, {
      build: 'adult',
      pose: armsPose([-20, 50], [20, -50]),
      look: {
        top: COLORS.navy,
        hairStyle: 'bob',
        lower: 'pants',
        bottom: COLORS.navy,
        sleeves: 'long',
      },
    });
    parts.push(principal.svg);
    parts.push(
      path('M520,400 H680 L665,520 H535 Z', '#8a5a3c'),
      rect(510, 390, 180, 18, '#6b4428', { rx: 4 }),
    );
    parts.push(crest(600, 455, 70));
    // Seated graduates in rows, seen from behind
    const rows: ReadonlyArray<readonly [number, number, number]> = [
      [640, 190, 9],
      [730, 230, 8],
      [830, 270, 7],
    ];
    for (const [y, size, count] of rows) {
      for (let i = 0; i < count; i += 1) {
        const x = (w / count) * (i + 0.5) + (count % 2 === 0 ? 0 : 30);
        parts.push(castAt(rng, x, y, size, { seated: 'chair', view: 'back', look: GOWN }).svg);
      }
    }
    parts.push(confetti(rng, 0, 0, w, 420, 50, [SCHOOL.gold, '#ffffff', COLORS.pink], 8));
    parts.push(vignette(c, 0.3));
    return parts;
  },
};

const capsInTheAir: GalleryScene = {
  file: 'graduation-caps-in-the-air.jpg',
  aspect: '3:2',
  longSide: 2100,
  subject: 'graduates tossing their caps into a blue sky beside the bell tower',
  draw(c) {
    const { w, h, rng } = c;
    const parts: string[] = [sky(c, c.h, [0, '#3f8fd2'], [0.7, '#9fd0ef'], [1, '#d4ecf8'])];
    parts.push(
      sun(c, 960, 150, 46, '#fff6d6'),
      cloud(120, 200, 1.1),
      cloud(620, 120, 0.7, '#ffffff', 0.85),
    );
    // Corner of the bell tower on the left
    parts.push(
      poly(pts([-40, 170, 110, 20, 260, 170]), BRICK.slate),
      rect(-20, 170, 250, 700, BRICK.light),
      rect(190, 170, 40, 700, BRICK.dark),
    );
    parts.push(
      rect(-30, 160, 270, 20, BRICK.stone),
      path(archPath(40, 230, 60, 120), '#2c2426'),
      path(archPath(120, 230, 60, 120), '#2c2426'),
    );
    parts.push(circle(110, 470, 60, BRICK.stone), circle(110, 470, 48, BRICK.frame));
    parts.push(stroke('M110,470 L84,486', '#2b2a30', 6), stroke('M110,470 L134,440', '#2b2a30', 5));
    // Flying caps
    const caps = [
      [420, 180, 60, -20],
      [600, 300, 80, 15],
      [800, 170, 54, 30],
      [980, 330, 70, -10],
      [500, 440, 46, 40],
      [720, 470, 64, -35],
      [1120, 120, 44, 20],
      [340, 360, 40, 10],
      [900, 520, 50, 25],
    ] as const;
    for (const [x, y, s, a] of caps) parts.push(flyingCap(x, y, s, a));
    parts.push(
      confetti(rng, 250, 40, w, 620, 90, [SCHOOL.gold, '#ffffff', COLORS.pink, COLORS.sky], 10),
    );
    // Graduates seen from behind along the bottom edge, arms up after the toss
    const xs = [150, 360, 560, 760, 960, 1150];
    xs.forEach((x, i) => {
      parts.push(
        castAt(rng, x, h + 100 - (i % 2) * 30, 430, {
          view: 'back',
          seated: 'chair',
          pose: {
            armL: [-150 + (i % 3) * 8, -170],
            armR: [145 - (i % 2) * 10, 165],
            legL: [0, 0],
            legR: [0, 0],
          },
          look: { ...GOWN, hat: undefined },
        }).svg,
      );
    });
    parts.push(vignette(c, 0.25));
    return parts;
  },
};

const movingUp: GalleryScene = {
  file: 'graduation-pre-k-moving-up.jpg',
  aspect: '4:3',
  longSide: 1800,
  subject: 'pre-K students in paper crowns holding certificates at the moving-up celebration',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [wall(c, '#fdf1d8', '#f7e2bd')];
    parts.push(alphabetStrip(30, w - 20, 24, 38));
    const pennants = [COLORS.red, COLORS.lemon, COLORS.sky, COLORS.lime, COLORS.pink];
    parts.push(bunting([0, 110], [w, 110], 40, pennants, 40));
    parts.push(schoolBanner(330, 200, 540, 90, 'PRE-K 2024'));
    const starColors = [COLORS.lemon, COLORS.sky, COLORS.pink, COLORS.lime, COLORS.orange];
    for (let i = 0; i < 8; i += 1) {
      const [x, y] = [90 + i * 145, 350 + (i % 2) * 40];
      parts.push(poly(starPoints(x, y, 34), starColors[i % starColors.length] ?? COLORS.lemon));
    }
    parts.push(
      balloon(110, 330, 46, SCHOOL.gold, 260),
      balloon(180, 300, 40, SCHOOL.maroon, 300),
      balloon(1080, 320, 46, COLORS.sky, 270),
      balloon(1020, 300, 40, SCHOOL.gold, 300),
    );
    parts.push(woodFloor(c, 600, '#d7ac78'));
    // Teacher clapping at the back
    parts.push(
      castAt(rng, 960, 640, 420, {
        build: 'adult',
        pose: armsPose([-20, 70], [20, -70]),
        look: { top: COLORS.teal, hairStyle: 'hijab', scarf: COLORS.purple, lower: 'pants' },
      }).svg,
    );
    // Children with crowns and rolled certificates
    const tops = [COLORS.red, COLORS.blue, COLORS.lemon, COLORS.green, COLORS.purple];
    pts([220, 820, 400, 800, 580, 830, 760, 805, 940, 840]).forEach(([x, y], i) => {
      const top = tops[i] ?? COLORS.red;
      const kid = castAt(rng, x, y, 330, {
        build: 'toddler',
        pose: i % 2 === 0 ? 'holdHigh' : 'hold',
        look: { top, hat: 'crown', hatColor: SCHOOL.gold },
      });
      parts.push(groundShadow(x, y, 120), kid.svg);
      const hand = i % 2 === 0 ? kid.handR : kid.handL;
      parts.push(diploma(hand[0], hand[1], 110, i % 2 === 0 ? -60 : -10));
    });
    parts.push(
      confetti(rng, 0, 130, w, 600, 60, [SCHOOL.gold, COLORS.pink, COLORS.sky, COLORS.lime], 9),
    );
    parts.push(lightWash(c, '#fff6dc', 0.3), vignette(c, 0.25));
    return parts;
  },
};

const handshake: GalleryScene = {
  file: 'graduation-diploma-handshake.jpg',
  aspect: '2:3',
  longSide: 2400,
  subject: 'a fifth grader receiving a diploma and a handshake from the principal',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [stage(c, 1000, SCHOOL.maroon, '#f3e8d6')];
    parts.push(balloonArch(40, 760, 760, 560, 34, CELEBRATE));
    parts.push(spotlight(c, 420, 420, 1100, 700, '#fff6dc', 0.25));
    parts.push(rect(0, 1000, w, 200, '#a8744a'), rect(0, 1000, w, 10, SCHOOL.gold));
    // The principal on the left, the graduate on the right, hands meeting in the middle
    const meet: Point = [400, 760];
    const principal = castAt(rng, 190, 1280, 1000, {
      build: 'adult',
      pose: armsPose([-10, -4], [0, 0], 3, { reachR: meet }),
      look: {
        top: '#2f3b5c',
        bottom: '#2f3b5c',
        lower: 'pants',
        sleeves: 'long',
        hairStyle: 'short',
      },
    });
    const grad = castAt(rng, 580, 1230, 720, {
      pose: armsPose([0, 0], [35, 165], 3, { reachL: [meet[0] + 8, meet[1] + 4] }),
      look: GOWN,
    });
    parts.push(principal.svg);
    const tie = principal.head[1] + 95;
    parts.push(
      rect(principal.head[0] - 12, tie, 24, 120, SCHOOL.maroon),
      poly(around(principal.head[0], tie, 1, [-12, 120, 12, 120, 0, 142]), SCHOOL.maroon),
    );
    parts.push(grad.svg);
    parts.push(diploma(grad.handR[0], grad.handR[1] - 10, 200, -70));
    parts.push(confetti(rng, 0, 0, w, 700, 70, [SCHOOL.gold, '#ffffff', COLORS.pink], 10));
    parts.push(schoolBanner(90, 150, 620, 76, 'CLASS OF 2024 · PROMOCIÓN 2024', true));
    parts.push(vignette(c, 0.3));
    return parts;
  },
};

const photoBooth: GalleryScene = {
  file: 'graduation-family-photo-booth.jpg',
  aspect: '3:2',
  longSide: 1800,
  subject: 'a graduate and family posing at the celebration photo booth',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [wall(c, '#2c2347', '#3a2f5e', 0.8)];
    // Backdrop wall with stars and a big frame
    for (let i = 0; i < 70; i += 1)
      parts.push(
        poly(
          starPoints(rng.range(0, w), rng.range(0, 700), rng.range(6, 14)),
          rng.pick([SCHOOL.gold, '#ffffff', COLORS.pink]),
          { opacity: rng.range(0.4, 0.9) },
        ),
      );
    parts.push(
      rect(230, 60, 740, 600, 'none', { stroke: SCHOOL.gold, 'stroke-width': 26, rx: 12 }),
    );
    parts.push(
      rect(420, 30, 360, 70, SCHOOL.gold, { rx: 10 }),
      caption(600, 80, '2024', 40, SCHOOL.maroon, { letterSpacing: 3 }),
    );
    parts.push(rect(0, 700, w, 100, '#4a3a6e'));
    parts.push(
      balloon(110, 220, 60, SCHOOL.maroon, 480),
      balloon(180, 170, 54, SCHOOL.gold, 520),
      balloon(60, 130, 46, '#ffffff', 570),
    );
    parts.push(
      balloon(1090, 220, 60, SCHOOL.gold, 480),
      balloon(1020, 170, 54, SCHOOL.maroon, 520),
      balloon(1140, 120, 46, '#ffffff', 580),
    );
    // The family
    const grandma = castAt(rng, 330, 780, 470, {
      build: 'adult',
      pose: 'relaxed',
      look: {
        hair: '#b8b0a8',
        hairStyle: 'bun',
        top: COLORS.purple,
        lower: 'skirt',
        bottom: COLORS.navy,
      },
    });
    const parent = castAt(rng, 840, 790, 520, {
      build: 'adult',
      pose: 'wave',
      look: { top: COLORS.teal, lower: 'pants', hairStyle: 'short' },
    });
    const grad = castAt(rng, 590, 790, 430, {
      pose: 'cheer',
      look: { ...GOWN, hairStyle: 'puffs' },
    });
    const sibling = castAt(rng, 460, 790, 270, {
      build: 'toddler',
      pose: 'holdHigh',
      look: { top: COLORS.lemon },
    });
    parts.push(
      groundShadow(330, 780, 160),
      groundShadow(840, 790, 170),
      groundShadow(590, 790, 150),
      groundShadow(460, 790, 110),
    );
    parts.push(grandma.svg, parent.svg, grad.svg, sibling.svg);
    // Props on sticks: a star and a speech bubble
    const s = sibling.handR;
    parts.push(
      stroke(`M${n(s[0])},${n(s[1])} L${n(s[0] + 10)},${n(s[1] - 120)}`, '#c79a5c', 6),
      poly(starPoints(s[0] + 10, s[1] - 150, 40), SCHOOL.gold),
    );
    const g = grandma.handR;
    parts.push(stroke(`M${n(g[0])},${n(g[1])} L${n(g[0] + 30)},${n(g[1] - 170)}`, '#c79a5c', 6));
    parts.push(
      rect(g[0] - 50, g[1] - 270, 180, 100, '#ffffff', { rx: 40 }),
      poly(around(g[0], g[1], 1, [10, -176, 50, -176, 22, -150]), '#ffffff'),
    );
    // A heart in the speech bubble says "so proud" in any language.
    const [hx, hy] = [g[0] + 40, g[1] - 236];
    parts.push(
      path(
        `M${n(hx)},${n(hy + 44)} C${n(hx - 52)},${n(hy + 8)} ${n(hx - 30)},${n(hy - 30)} ${n(hx)},${n(hy - 6)} C${n(hx + 30)},${n(hy - 30)} ${n(hx + 52)},${n(hy + 8)} ${n(hx)},${n(hy + 44)} Z`,
        COLORS.red,
      ),
    );
    parts.push(
      confetti(rng, 0, 0, w, 700, 60, [SCHOOL.gold, '#ffffff', COLORS.pink, COLORS.sky], 10),
    );
    parts.push(vignette(c, 0.3));
    return parts;
  },
};

export const CELEBRATION_SCENES: readonly GalleryScene[] = [
  ceremony,
  capsInTheAir,
  movingUp,
  handshake,
  photoBooth,
];
