/** Gallery scenes from classrooms (category "academics"; one is also tagged "art"). */
import { armsPose, castAt } from '../people.ts';
import { beaker, flask, laptop, openBook, sproutCup } from '../props.ts';
import {
  alphabetStrip,
  bookshelf,
  starPoints,
  clock,
  table,
  windowFrame,
  type Canvas,
  type GalleryScene,
} from '../scenery.ts';
import { COLORS, circle, ellipse, group, line, poly, rect, type Point, type Rng } from '../svg.ts';

/** Bright paper and block colours shared by the classroom scenes. */
const BRIGHTS = [COLORS.red, COLORS.orange, COLORS.lemon, COLORS.green, COLORS.blue, COLORS.purple];

/** A flat classroom: a plain wall down to `floorY`, then the floor. */
const room = (c: Canvas, wall: string, floorY: number, floor: string): string[] => [
  rect(0, 0, c.w, floorY, wall),
  rect(0, floorY, c.w, c.h - floorY, floor),
];

const scienceLab: GalleryScene = {
  file: 'classroom-science-lab.jpg',
  aspect: '3:2',
  longSide: 2400,
  subject: 'third graders testing liquids and sprouting beans in the science lab',
  draw(c) {
    const { rng } = c;
    const parts = room(c, '#dff0ea', 600, '#aebcc6');
    parts.push(windowFrame(60, 90, 220, 240, '#bfe3f4'), clock(1080, 140, 36));
    // A shelf of jars and sprouting-bean cups
    parts.push(rect(720, 250, 300, 12, '#a8744a'));
    for (let i = 0; i < 5; i += 1)
      parts.push(sproutCup(750 + i * 60, 250, 36, BRIGHTS[i] ?? '', 0.6));
    // Students in safety goggles behind the lab bench
    const kids = [
      [260, COLORS.coral],
      [600, COLORS.teal],
      [940, COLORS.mustard],
    ] as const;
    for (const [x, top] of kids)
      parts.push(castAt(rng, x, 800, 430, { pose: 'stand', look: { hat: 'goggles', top } }).svg);
    parts.push(rect(0, 560, c.w, 24, '#33383f'), rect(0, 584, c.w, 216, '#5f7d8c'));
    for (let x = 30; x < c.w; x += 290) parts.push(rect(x, 610, 260, 160, '#6f8e9c', { rx: 6 }));
    // The bubbling experiment in the middle of the bench, with a beaker on each side
    parts.push(flask(430, 560, 150, '#9be36b'), beaker(770, 560, 70, 90, '#7ec8e3'));
    parts.push(beaker(120, 560, 60, 80, '#e0508a'), flask(1080, 560, 90, COLORS.lemon));
    for (let i = 0; i < 6; i += 1)
      parts.push(circle(430 + (i % 2 ? 12 : -10), 395 - i * 26, 7 + i * 1.5, '#c8f5a8'));
    return parts;
  },
};

const readingCorner: GalleryScene = {
  file: 'classroom-reading-corner.jpg',
  aspect: '2:3',
  longSide: 2400,
  subject: 'two second graders reading on cushions in the classroom reading corner',
  draw(c) {
    const { rng } = c;
    const parts = room(c, '#f6e7cf', 900, '#c99a66');
    parts.push(windowFrame(70, 170, 280, 340, '#bfe3f4'));
    parts.push(bookshelf(rng, 460, 260, 300, 640, 5, '#b07f52'));
    // Floor lamp and rug
    parts.push(line(130, 1000, 130, 640, '#3b3d45', 8), rect(80, 580, 100, 70, COLORS.mustard));
    parts.push(ellipse(400, 1070, 380, 110, '#86a6d6'));
    // Two readers on big cushions
    const readers = [
      [260, 1010, 380, COLORS.teal, COLORS.red],
      [590, 1110, 320, COLORS.coral, COLORS.blue],
    ] as const;
    for (const [x, y, size, cushion, cover] of readers) {
      parts.push(ellipse(x, y + 10, size * 0.42, size * 0.14, cushion));
      const kid = castAt(rng, x, y, size, { seated: 'floor', pose: 'hold' });
      parts.push(kid.svg, openBook(x, kid.handL[1] + 20, size * 0.42, cover));
    }
    return parts;
  },
};

/** A tower of stacked unit cubes, bottom at (x, y). */
function blockTower(x: number, y: number, count: number, size: number, first = 0): string {
  const cubes = Array.from({ length: count }, (_, i) =>
    rect(x - size / 2, y - (i + 1) * size, size - 2, size - 2, BRIGHTS[(first + i) % 6] ?? '', {
      rx: 4,
    }),
  );
  return group(cubes);
}

const mathBlocks: GalleryScene = {
  file: 'classroom-math-blocks.jpg',
  aspect: '4:3',
  longSide: 2048,
  subject: 'young students counting and building towers with math blocks',
  draw(c) {
    const { rng } = c;
    const parts = room(c, '#fdf1d8', 600, '#d7ac78');
    parts.push(windowFrame(820, 90, 260, 240, '#bfe3f4'), clock(160, 150, 44));
    // Young students at the table: one counts, one adds a block to a tower
    const counter = castAt(rng, 330, 700, 400, { seated: 'chair', pose: 'point' });
    const builder = castAt(rng, 850, 700, 400, {
      seated: 'chair',
      pose: armsPose([-8, -3], [150, 160]),
    });
    parts.push(counter.svg, builder.svg, table(40, 660, 1120, 240, '#e4c08e', '#6b7683'));
    const towers = [
      [480, 6],
      [570, 4],
      [660, 8],
      [750, 3],
    ] as const;
    for (const [x, count] of towers) parts.push(blockTower(x, 672, count, 40, Math.round(x / 90)));
    parts.push(rect(builder.handR[0] - 20, builder.handR[1] - 20, 38, 38, COLORS.green, { rx: 4 }));
    for (let i = 0; i < 5; i += 1)
      parts.push(blockTower(150 + i * 48 + (i > 2 ? 780 : 0), 672, 1, 40, i));
    return parts;
  },
};

const circleTime: GalleryScene = {
  file: 'classroom-morning-circle-time.jpg',
  aspect: '3:2',
  longSide: 2100,
  subject: 'kindergartners on the alphabet rug listening to a read-aloud at circle time',
  draw(c) {
    const { w, rng } = c;
    const parts = room(c, '#fdf1d8', 420, '#d7ac78');
    parts.push(alphabetStrip(30, w - 20, 26, 38), windowFrame(880, 130, 240, 200, '#bfe3f4'));
    parts.push(ellipse(600, 610, 540, 170, COLORS.blue), ellipse(600, 610, 420, 120, COLORS.sky));
    // Children sit in a ring on the rug, the teacher among them reading a big book
    const seats: Array<{ at: Point; back: boolean; teacher: boolean }> = [];
    for (let i = 0; i < 12; i += 1) {
      const a = (i / 12) * Math.PI * 2;
      const at: Point = [600 + Math.cos(a) * 470, 600 + Math.sin(a) * 150];
      seats.push({ at, back: Math.sin(a) > 0.2, teacher: i === 9 });
    }
    seats.sort((a, b) => a.at[1] - b.at[1]);
    for (const { at, back, teacher } of seats) {
      const kid = castAt(rng, at[0], at[1], teacher ? 330 : 210, {
        seated: 'floor',
        view: back ? 'back' : 'front',
        build: teacher ? 'adult' : 'toddler',
        pose: teacher ? 'hold' : 'stand',
      });
      parts.push(kid.svg);
      if (teacher) parts.push(openBook(at[0], kid.handL[1] + 24, 150, COLORS.orange));
    }
    return parts;
  },
};

/** A little floor robot with wheels and two eyes; (x, y) is where it touches the floor. */
function robot(x: number, y: number, s: number, color: string): string {
  return group([
    rect(x - s * 0.6, y - s * 0.8, s * 1.2, s * 0.7, color, { rx: s * 0.25 }),
    circle(x - s * 0.22, y - s * 0.5, s * 0.1, '#ffffff'),
    circle(x + s * 0.22, y - s * 0.5, s * 0.1, '#ffffff'),
    circle(x - s * 0.4, y - s * 0.1, s * 0.16, '#3b3d45'),
    circle(x + s * 0.4, y - s * 0.1, s * 0.16, '#3b3d45'),
  ]);
}

const codingRobots: GalleryScene = {
  file: 'classroom-coding-robots.jpg',
  aspect: '4:3',
  longSide: 1800,
  subject: 'fourth graders coding small robots on laptops during a technology lesson',
  draw(c) {
    const { rng } = c;
    const parts = room(c, '#e4ecf5', 480, '#b7c2cf');
    parts.push(windowFrame(140, 110, 260, 230, '#bfe3f4'), clock(1040, 150, 44));
    // A grid mat on the floor, seen in perspective (corners at y 560 and 860)
    const edge = (t: number, y: number): Point => [600 + (t - 0.5) * (y < 700 ? 640 : 1000), y];
    parts.push(poly([edge(0, 560), edge(1, 560), edge(1, 860), edge(0, 860)], '#f7f9fc'));
    for (let i = 0; i <= 6; i += 1) {
      const [x0, y0] = edge(i / 6, 560);
      const [x1, y1] = edge(i / 6, 860);
      const y = 560 + 300 * (i / 6);
      const half = 320 + 180 * (i / 6);
      parts.push(
        line(x0, y0, x1, y1, '#9aa1ab', 3),
        line(600 - half, y, 600 + half, y, '#9aa1ab', 3),
      );
    }
    parts.push(robot(470, 660, 60, COLORS.orange), robot(720, 780, 70, COLORS.teal));
    parts.push(poly(starPoints(830, 640, 34), COLORS.mustard));
    // Students around the mat: two program on laptops, one watches from behind
    const coders = [
      [150, 720, COLORS.red],
      [1050, 720, COLORS.purple],
    ] as const;
    for (const [x, y, top] of coders) {
      const kid = castAt(rng, x, y, 360, { seated: 'floor', pose: 'hold', look: { top } });
      parts.push(kid.svg, laptop(x, y + 100, 150, '#7ec8e3', true));
    }
    parts.push(castAt(rng, 600, 520, 300, { seated: 'floor', pose: 'point' }).svg);
    return parts;
  },
};

/** A paper collage: a sheet with a few bright torn shapes. */
function collage(rng: Rng, x: number, y: number, w: number, h: number): string {
  const shapes = Array.from({ length: 4 }, (_, i) => {
    const [cx, cy] = [x + w * rng.range(0.25, 0.75), y + h * rng.range(0.25, 0.75)];
    const s = Math.min(w, h) * 0.22;
    const fill = rng.pick(BRIGHTS);
    if (i % 2 === 0) return circle(cx, cy, s, fill);
    return poly([[cx, cy - s] as Point, [cx + s, cy + s], [cx - s, cy + s]], fill);
  });
  return group([rect(x, y, w, h, '#fdfcf8'), ...shapes]);
}

/** Open scissors, centred at (x, y). */
const scissors = (x: number, y: number): string =>
  group([
    circle(x - 18, y + 20, 15, 'none', { stroke: COLORS.red, 'stroke-width': 8 }),
    circle(x + 18, y + 20, 15, 'none', { stroke: COLORS.red, 'stroke-width': 8 }),
    line(x - 10, y + 8, x + 22, y - 60, '#9aa1ab', 8),
    line(x + 10, y + 8, x - 22, y - 60, '#9aa1ab', 8),
  ]);

const artCollage: GalleryScene = {
  file: 'classroom-art-collage.jpg',
  aspect: '3:2',
  longSide: 1800,
  subject: 'a bulletin board of torn-paper collages and students gluing new ones',
  draw(c) {
    const { w, rng } = c;
    const parts = room(c, '#f4ead8', 520, '#c9b28e');
    // Finished collages on a cork board
    parts.push(rect(120, 60, 960, 300, '#d6a66e', { stroke: '#8a5a3c', 'stroke-width': 14 }));
    for (let i = 0; i < 5; i += 1)
      parts.push(collage(rng, 160 + i * 185, 100, 150, 130 + (i % 2) * 60));
    // Students at their desks: one cuts, one glues, one arranges shapes
    const cutter = castAt(rng, 260, 760, 380, { pose: 'hold', look: { top: COLORS.teal } });
    const gluer = castAt(rng, 600, 760, 370, { pose: 'hold', look: { top: COLORS.coral } });
    const third = castAt(rng, 940, 760, 380, { pose: 'hold', look: { top: COLORS.lemon } });
    parts.push(cutter.svg, gluer.svg, third.svg, table(-20, 600, w + 40, 220, '#e9cfa4'));
    parts.push(rect(cutter.handL[0] - 60, cutter.handL[1] - 70, 70, 80, COLORS.blue));
    parts.push(scissors(cutter.handR[0], cutter.handR[1] - 10));
    parts.push(rect(gluer.handR[0] - 8, gluer.handR[1] - 50, 16, 50, COLORS.purple, { rx: 4 }));
    for (const x of [180, 520, 860]) parts.push(collage(rng, x, 560, 160, 40));
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
