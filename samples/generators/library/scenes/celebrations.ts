/** Gallery scenes from graduations and moving-up ceremonies (category "celebrations"). */
import { armsPose, audienceRow, castAt, type Look } from '../people.ts';
import { diploma, flyingCap } from '../props.ts';
import { person } from './events.ts';
import {
  BRICK,
  balloon,
  balloonArch,
  bunting,
  confetti,
  sky,
  stage,
  starPoints,
  sun,
  vignette,
  wall,
  woodFloor,
  type GalleryScene,
} from '../scenery.ts';
import { COLORS, SCHOOL, circle, path, poly, rect, stroke } from '../svg.ts';

const CELEBRATE = [SCHOOL.maroon, SCHOOL.gold, '#ffffff'] as const;
const CONFETTI = [SCHOOL.gold, '#ffffff', COLORS.pink, COLORS.sky];

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
  subject: 'fifth-grade graduates in maroon caps and gowns lined up on the auditorium stage',
  draw(c) {
    const { w, rng } = c;
    const parts = [stage(c, 560, SCHOOL.maroon, '#f1e6d2')];
    parts.push(balloonArch(170, 1030, 560, 420, 24, CELEBRATE));
    parts.push(rect(0, 560, w, 40, '#a8744a'), rect(0, 600, w, 200, '#5a2b2b'));
    // The graduates in a line across the stage, families watching from the seats
    for (let i = 0; i < 7; i += 1) {
      parts.push(castAt(rng, 240 + i * 120, 575 - (i % 2) * 6, 250, { look: GOWN }).svg);
    }
    parts.push(audienceRow(rng, -20, w + 40, 830, 90, 0.2));
    parts.push(confetti(rng, 0, 80, w, 420, 40, CONFETTI, 8), vignette(c, 0.3));
    return parts;
  },
};

const capsInTheAir: GalleryScene = {
  file: 'graduation-caps-in-the-air.jpg',
  aspect: '3:2',
  longSide: 2100,
  subject: 'graduates tossing their caps into a blue sky beside the bell tower',
  draw(c) {
    const { h, rng } = c;
    const parts = [sky(c, h, [0, '#3f8fd2'], [1, '#d4ecf8']), sun(960, 150, 46)];
    // Corner of the bell tower, with its clock
    parts.push(path('M-40,170 L110,20 L260,170 Z', BRICK.slate));
    parts.push(rect(-20, 170, 250, 700, BRICK.light));
    parts.push(circle(110, 400, 60, BRICK.stone), circle(110, 400, 48, BRICK.frame));
    parts.push(stroke('M84,416 L110,400 L134,370', '#2b2a30', 6));
    // Caps in the air, over graduates seen from behind with their arms still up
    for (let i = 0; i < 9; i += 1) {
      const [x, y] = [380 + (i % 5) * 180 + rng.range(-30, 30), i < 5 ? 160 : 400];
      parts.push(flyingCap(x, y + rng.range(-50, 50), rng.range(44, 76), rng.range(-35, 35)));
    }
    parts.push(confetti(rng, 250, 40, c.w, 600, 60, CONFETTI, 10));
    const look = { ...GOWN, hat: undefined };
    const grad = { view: 'back', seated: 'chair', pose: 'cheer', look } as const;
    for (let i = 0; i < 6; i += 1) {
      parts.push(castAt(rng, 150 + i * 200, h + 100 - (i % 2) * 30, 430, grad).svg);
    }
    parts.push(vignette(c, 0.25));
    return parts;
  },
};

const movingUp: GalleryScene = {
  file: 'graduation-pre-k-moving-up.jpg',
  aspect: '4:3',
  longSide: 1800,
  subject: 'pre-K students in paper caps holding certificates at the moving-up celebration',
  draw(c) {
    const { w, rng } = c;
    const paper = [COLORS.red, COLORS.lemon, COLORS.sky, COLORS.lime, COLORS.pink];
    const parts = [wall(c, '#fdf1d8', '#f7e2bd'), woodFloor(c, 600, '#d7ac78')];
    parts.push(bunting([0, 80], [w, 80], 40, paper, 44));
    parts.push(balloon(120, 300, 50, SCHOOL.gold, 280), balloon(200, 250, 44, COLORS.sky, 330));
    parts.push(balloon(1000, 250, 44, COLORS.pink, 330), balloon(1080, 300, 50, COLORS.red, 280));
    // Children in paper caps, each with a rolled certificate
    const tops = [COLORS.blue, COLORS.orange, COLORS.purple, COLORS.green, COLORS.red];
    tops.forEach((top, i) => {
      const look = { top, hat: 'mortarboard', hatColor: paper[(i + 2) % 5] } as const;
      const o = { build: 'toddler', pose: i % 2 ? 'cheer' : 'holdHigh', look } as const;
      const kid = person(rng, 220 + i * 190, 810 + (i % 2) * 30, 330, o);
      parts.push(kid.svg, diploma(...kid.handR, 110, -60));
    });
    parts.push(confetti(rng, 0, 130, w, 600, 50, paper, 9), vignette(c, 0.25));
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
    const parts = [stage(c, 1000, SCHOOL.maroon, '#f3e8d6'), rect(0, 1000, w, 200, '#a8744a')];
    parts.push(balloonArch(40, 760, 1000, 800, 34, CELEBRATE));
    // The principal on the left, the graduate on the right, hands meeting in the middle
    const principal = castAt(rng, 190, 1280, 1000, {
      build: 'adult',
      pose: armsPose([-10, -4], [0, 0], 3, { reachR: [400, 760] }),
      look: { top: '#2f3b5c', bottom: '#2f3b5c', lower: 'skirt', hairStyle: 'bun' },
    });
    const grad = castAt(rng, 580, 1230, 720, {
      pose: armsPose([0, 0], [35, 165], 3, { reachL: [408, 764] }),
      look: { ...GOWN, hairStyle: 'braids' },
    });
    parts.push(principal.svg, grad.svg, diploma(grad.handR[0], grad.handR[1] - 10, 200, -70));
    parts.push(confetti(rng, 0, 0, w, 700, 50, CONFETTI, 10), vignette(c, 0.3));
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
    const parts = [wall(c, '#2c2347', '#3a2f5e', 0.8), rect(0, 700, w, 100, '#4a3a6e')];
    // The booth: a big gold frame, stars and balloons
    const frame = { stroke: SCHOOL.gold, 'stroke-width': 26, rx: 12 };
    parts.push(rect(230, 60, 740, 600, 'none', frame));
    for (let i = 0; i < 18; i += 1) {
      const star = starPoints(rng.range(0, w), rng.range(0, 680), rng.range(8, 16));
      parts.push(poly(star, rng.pick([SCHOOL.gold, '#ffffff'])));
    }
    parts.push(balloon(110, 220, 60, SCHOOL.maroon, 480), balloon(180, 160, 54, SCHOOL.gold, 540));
    parts.push(balloon(1090, 220, 60, SCHOOL.gold, 480), balloon(1020, 160, 54, '#ffffff', 540));
    // Grandmother, little sister, the graduate and a parent
    const family = [
      [330, 470, { build: 'adult', look: { hair: '#b8b0a8', hairStyle: 'bun', lower: 'skirt' } }],
      [460, 270, { build: 'toddler', pose: 'holdHigh', look: { top: COLORS.lemon } }],
      [600, 430, { pose: 'cheer', look: { ...GOWN, hairStyle: 'short' } }],
      [840, 520, { build: 'adult', pose: 'wave', look: { top: COLORS.teal } }],
    ] as const;
    for (const [x, height, o] of family) parts.push(person(rng, x, 790, height, o).svg);
    parts.push(confetti(rng, 0, 0, w, 700, 50, CONFETTI, 10), vignette(c, 0.3));
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
