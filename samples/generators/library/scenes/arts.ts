/** Gallery scenes from art, music and dance (category "arts"). */
import { armsPose, audienceRow, castAt, castOnGround, handsMid, type Look } from '../people.ts';
import { easel, paintCup, selfPortrait, violin } from '../props.ts';
import {
  groundShadow,
  highBridge,
  lightWash,
  sky,
  spotlight,
  stage,
  stick,
  vignette,
  wall,
  windowFrame,
  woodFloor,
  type GalleryScene,
} from '../scenery.ts';
import { COLORS, HAIR, SCHOOL, SKIN, circle, ellipse, group, path, rect, stroke } from '../svg.ts';
import type { Rng } from '../svg.ts';

/** Bright grounds for the children's paintings. */
const PAINT = [COLORS.sky, COLORS.lemon, COLORS.pink, COLORS.lime, COLORS.lilac] as const;

/** A child's framed self-portrait, `w` wide, in one of the painting colours. */
const portrait = (rng: Rng, x: number, y: number, w: number, i: number): string =>
  selfPortrait(x, y, w, w * 1.25, PAINT[i % 5] ?? COLORS.sky, rng.pick(SKIN), rng.pick(HAIR), i);

/** A child seen from behind, painting with a brush in the raised right hand. */
function painter(rng: Rng, x: number, y: number, look: Partial<Look> = {}): string {
  const f = castAt(rng, x, y, 340, {
    view: 'back',
    pose: armsPose([-10, -4], [150, 168], 4),
    look,
  });
  return groundShadow(x, y, 120) + f.svg + stick(f.handR, 8, -40, '#c79a5c', 7);
}

const studio: GalleryScene = {
  file: 'art-studio-self-portraits.jpg',
  aspect: '3:2',
  longSide: 2400,
  subject: 'a wall of student self-portraits and young painters at their easels in the art studio',
  draw(c) {
    const { w, rng } = c;
    const parts = [wall(c, '#fbf1dc', '#f0e2c8'), windowFrame(900, 70, 220, 260, '#bfe3f7')];
    // Finished self-portraits on the wall
    for (let i = 0; i < 4; i += 1) parts.push(portrait(rng, 90 + i * 190, 70, 110, i));
    parts.push(rect(0, 540, w, 260, '#cbbfae'));
    // Three children from behind, each painting a face on the canvas of an easel
    for (let i = 0; i < 3; i += 1) {
      const x = 230 + i * 370;
      const face = portrait(rng, x - 115, 331, 231, i + 1);
      parts.push(easel(x, 700, 420, face), painter(rng, x - 30, 790));
    }
    parts.push(paintCup(1150, 790, 50, COLORS.blue), paintCup(60, 780, 50, COLORS.red));
    parts.push(lightWash(c, '#fff1c4', 0.5, false), vignette(c, 0.2));
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
    const parts = [sky(c, 80, [0, '#8ec3e6'], [1, '#d7ecf6']), rect(0, 70, w, 580, '#d8cbb8')];
    // The mural: a sunny sky and the bridge's arches over the river
    const bridge = { color: SCHOOL.maroon, arch: 56, pier: 20, railing: false };
    parts.push(rect(60, 110, 1080, 480, '#f6c27a'), circle(300, 230, 60, '#fde68a'));
    parts.push(highBridge(60, 1140, 330, 480, bridge), rect(60, 480, 1080, 110, '#3aa0c8'));
    // The right-hand end is still only sketched in
    parts.push(rect(880, 110, 260, 480, '#ece4d6', { opacity: 0.75 }));
    parts.push(rect(0, 650, w, 150, '#c8c2b8'));
    for (const [i, top] of [COLORS.teal, SCHOOL.gold, COLORS.coral].entries())
      parts.push(painter(rng, 340 + i * 280, 780, { top }));
    parts.push(paintCup(520, 780, 60, SCHOOL.maroon), paintCup(1060, 770, 60, '#3aa0c8'));
    parts.push(vignette(c, 0.2));
    return parts;
  },
};

/** A six-armed paper snowflake: three crossed strokes. */
function snowflake(x: number, y: number, r: number): string {
  const [a, b] = [r / 2, r * 0.87];
  const d = `M${x - r},${y} h${2 * r} M${x - a},${y - b} L${x + a},${y + b} M${x + a},${y - b} L${x - a},${y + b}`;
  return stroke(d, '#ffffff', r * 0.14);
}

const winterConcert: GalleryScene = {
  file: 'art-winter-concert-chorus.jpg',
  aspect: '4:3',
  longSide: 2048,
  subject: 'the chorus singing on the risers at the winter concert',
  draw(c) {
    const { w, h, rng } = c;
    const parts = [stage(c, 700, SCHOOL.maroon, '#262a44'), spotlight(600, 600, 700, 900)];
    for (let i = 0; i < 7; i += 1) parts.push(snowflake(250 + i * 120, 150 + (i % 2) * 50, 26));
    // Three risers, a row of singers in white shirts holding black folders on each; the middle
    // row stands in the gaps of the others, so that every face shows
    for (let row = 0; row < 3; row += 1) {
      const y = 500 + row * 90;
      parts.push(rect(150 - row * 20, y, 900 + row * 40, 90, row === 1 ? '#666a7b' : '#5a5e6e'));
      for (let i = 0; i < 7 - (row % 2); i += 1) {
        const look = { top: '#ffffff', bottom: '#24252b', sleeves: 'long' } as const;
        const x = 240 + i * 120 + (row % 2) * 60;
        const singer = castAt(rng, x, y + 20, 240 + row * 15, { pose: 'hold', look });
        const folder = handsMid(singer)[0] - 22;
        parts.push(singer.svg, rect(folder, singer.handL[1] - 18, 44, 32, '#1d1f26', { rx: 3 }));
      }
    }
    parts.push(rect(0, 770, w, 130, '#3b2a2a'), rect(0, 770, w, 8, SCHOOL.gold));
    parts.push(audienceRow(rng, -40, w + 40, h + 5, 110, 0.45), vignette(c, 0.35));
    return parts;
  },
};

/**
 * A standing violinist: the violin under the chin with its neck in the raised hand on the image's
 * right, and the bow across the strings in the other hand.
 */
function violinist(rng: Rng, x: number, y: number, height: number): string {
  const skin = rng.pick(SKIN);
  const pose = armsPose([-20, 95], [120, 100], 4);
  const f = castOnGround(rng, x, y, height, { pose, look: { skin } });
  const chin = [f.head[0] + f.headRadius * 0.6, f.head[1] + f.headRadius * 1.3] as const;
  const angle = Math.atan2(f.handR[1] - chin[1], f.handR[0] - chin[0]);
  const k = height / 760;
  const [bx, by] = f.handL;
  return group([
    f.svg,
    violin(chin[0], chin[1] + 14 * k, 92 * k, (angle * 180) / Math.PI + 90),
    circle(f.handR[0], f.handR[1], f.headRadius * 0.3, skin),
    stick([bx - 60 * k, by + 40 * k], 280 * k, -160 * k, '#5a3a20', 6 * k),
  ]);
}

const violinLesson: GalleryScene = {
  file: 'art-violin-lesson.jpg',
  aspect: '3:4',
  longSide: 2400,
  subject: 'a student practising the violin during a music lesson',
  draw(c) {
    const { rng } = c;
    const parts = [wall(c, '#ebe5f3', '#ddd3ec'), windowFrame(120, 140, 280, 340, '#cfe7f5')];
    parts.push(woodFloor(c, 820, '#c99a66'));
    // The teacher on the right listens to three students playing side by side
    const teacher = { top: SCHOOL.maroon, hairStyle: 'long', lower: 'skirt' } as const;
    parts.push(castAt(rng, 760, 1120, 860, { build: 'adult', pose: 'relaxed', look: teacher }).svg);
    for (const x of [120, 320, 520]) parts.push(violinist(rng, x, 1080, 520));

    parts.push(lightWash(c, '#fff6dc', 0.4), vignette(c, 0.22));
    return parts;
  },
};

/** A round bowl whose rim, `r` across each side, is at (x, y). */
const bowl = (x: number, y: number, r: number, color: string): string =>
  group([
    path(`M${x - r},${y} A${r},${r * 0.8} 0 0 0 ${x + r},${y} Z`, color),
    ellipse(x, y, r, r * 0.2, '#000000', { opacity: 0.25 }),
  ]);

const pottery: GalleryScene = {
  file: 'art-clay-pottery.jpg',
  aspect: '4:3',
  longSide: 1800,
  subject: 'students shaping clay pots and coil bowls in the art room',
  draw(c) {
    const { w, rng } = c;
    const parts = [wall(c, '#e9eef0', '#dbe3e6'), rect(0, 560, w, 340, '#c8c0b4')];
    // A shelf of finished, glazed bowls
    parts.push(rect(120, 250, 960, 14, '#a8744a'));
    const glazes = [COLORS.teal, COLORS.mustard, COLORS.coral, COLORS.blue, COLORS.purple];
    glazes.forEach((glaze, i) => parts.push(bowl(220 + i * 190, 214, 45, glaze)));
    // Three students behind the long table, hands on the bowls they are shaping
    const pose = armsPose([-4, 18], [4, -18]);
    const students = [SKIN[1], SKIN[5], SKIN[3]].map((skin, i) => ({
      skin,
      ...castAt(rng, 250 + i * 350, 900, 520, { pose, look: { skin } }),
    }));
    const top = (students[0]?.handL[1] ?? 700) + 20;
    // The table: a lit top the bowls stand on, and its darker front edge below
    parts.push(...students.map((s) => s.svg), rect(0, top, w, 60, '#dcb88e'));
    parts.push(rect(0, top + 60, w, 840 - top, '#b0845a'));
    for (const s of students) {
      const mid = handsMid(s)[0];
      const rim = s.handL[1] + 6;
      parts.push(ellipse(mid, rim + 50, 70, 12, '#000000', { opacity: 0.12 }));
      parts.push(bowl(mid, rim, 64, '#b8865e'));
      for (const hand of [s.handL, s.handR]) parts.push(circle(hand[0], hand[1], 17, s.skin));
    }
    parts.push(lightWash(c, '#fff4d6', 0.3), vignette(c, 0.22));
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
    const parts = [wall(c, '#16122b', '#2b1f4a'), rect(0, 620, w, 180, '#1e1834')];
    parts.push(
      spotlight(240, 300, 620, 460, '#ff6fb5', 0.22),
      spotlight(960, 900, 620, 460, '#5fe0d4', 0.22),
    );
    // A line of dancers in bright costumes, arms out
    const costumes = ['#ff6fb5', COLORS.lemon, '#5fe0d4', COLORS.orange, COLORS.lilac];
    costumes.forEach((top, i) => {
      const x = 200 + i * 200;
      const look = { top, lower: 'dress', bottom: top, sleeves: 'long', shoes: '#f4efe4' } as const;
      const pose = i % 2 === 0 ? 'dance' : 'cheer';
      parts.push(groundShadow(x, 640, 130, 0.3), castAt(rng, x, 640, 320, { pose, look }).svg);
    });
    parts.push(audienceRow(rng, -40, w + 40, h + 5, 110, 0.6), vignette(c, 0.4));
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
