/** Gallery scenes from field day, gym and recess (category "sports"). */
import { armsPose, castAt, type Lower, type Pose } from '../people.ts';
import { basketball, baton, cone, soccerBall } from '../props.ts';
import {
  BRICK,
  FOLIAGE,
  balloonArch,
  brickCourses,
  bunting,
  caption,
  cloud,
  groundShadow,
  highBridge,
  hills,
  pts,
  schoolBuilding,
  sky,
  starPoints,
  sun,
  tree,
  treeRow,
  vignette,
  wall,
  windowFrame,
  woodFloor,
  type GalleryScene,
} from '../scenery.ts';
import {
  COLORS,
  SANS,
  SCHOOL,
  circle,
  ellipse,
  group,
  line,
  n,
  path,
  poly,
  rect,
  stroke,
  text,
  type Point,
} from '../svg.ts';

const TEAM = [SCHOOL.maroon, SCHOOL.gold, COLORS.teal, COLORS.blue] as const;

const relay: GalleryScene = {
  file: 'sport-field-day-relay.jpg',
  aspect: '3:2',
  longSide: 2400,
  subject: 'a baton pass in the field day relay race',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [sky(c, 380, [0, '#5aa7dd'], [1, '#cde7f5'])];
    parts.push(sun(c, 160, 90, 36), cloud(420, 110, 0.8), cloud(900, 70, 0.6, '#ffffff', 0.85));
    parts.push(hills(rng, 0, w, 330, 22, 400, '#9cc3a6', 6));
    const school = {
      floors: 3,
      floorHeight: 36,
      bays: 2,
      tower: 'left',
      rng,
      banners: false,
    } as const;
    parts.push(schoolBuilding(720, 1080, 385, school));
    const foliage = [FOLIAGE.green, FOLIAGE.deep, FOLIAGE.spring];
    parts.push(...treeRow(rng, 8, [30, 90], 392, [30, 42], foliage));
    parts.push(tree(1150, 392, 40, FOLIAGE.green));
    parts.push(rect(0, 380, w, 420, '#7fba5c'));
    // Track lanes converging towards the horizon
    const vx = 600;
    const lanes = [-3, -2, -1, 0, 1, 2, 3];
    parts.push(
      poly(pts([vx - 150, 380, vx + 150, 380, vx + 1500, 800, vx - 1500, 800]), '#d8703f'),
    );
    for (const k of lanes)
      parts.push(line(vx + k * 50, 380, vx + k * 500, 800, '#f6efe4', 3 + Math.abs(k) * 0.3));
    parts.push(poly(pts([0, 380, vx - 150, 380, vx - 1500, 800, 0, 800]), '#7fba5c'));
    parts.push(poly(pts([w, 380, vx + 150, 380, vx + 1500, 800, w, 800]), '#7fba5c'));
    parts.push(line(vx - 150 + 40, 430, vx + 150 - 40 + 60, 430, '#ffffff', 6));
    // Finish arch and spectators
    parts.push(balloonArch(430, 770, 440, 120, 12, [SCHOOL.maroon, SCHOOL.gold, '#ffffff']));
    for (let i = 0; i < 9; i += 1) {
      const pose = i % 3 === 0 ? 'cheer' : 'stand';
      parts.push(castAt(rng, 40 + i * 45, 470 + (i % 2) * 6, 110, { pose }).svg);
    }
    for (let i = 0; i < 6; i += 1) {
      const pose = i % 2 === 0 ? 'cheer' : 'wave';
      parts.push(castAt(rng, 900 + i * 50, 476 + (i % 2) * 6, 115, { pose }).svg);
    }
    parts.push(cone(300, 640, 40), cone(930, 650, 44), cone(150, 760, 50), cone(1100, 770, 52));
    // Runners: far, middle and the baton pass in front
    parts.push(
      groundShadow(690, 520, 70),
      castAt(rng, 690, 520, 150, {
        view: 'side',
        facing: -1,
        pose: 'runB',
        look: { top: TEAM[2], lower: 'shorts' },
      }).svg,
    );
    parts.push(
      groundShadow(440, 610, 100),
      castAt(rng, 440, 610, 230, {
        view: 'side',
        facing: -1,
        pose: 'run',
        look: { top: TEAM[1], lower: 'shorts' },
      }).svg,
    );
    const giver = castAt(rng, 720, 770, 360, {
      view: 'side',
      facing: -1,
      pose: { armL: [-50, 40], armR: [75, 90], legL: [-28, -80], legR: [55, -5], lean: 12 },
      look: { top: TEAM[0], lower: 'shorts', hairStyle: 'ponytail' },
    });
    const taker = castAt(rng, 470, 780, 360, {
      view: 'side',
      facing: -1,
      pose: { armL: [45, 135], armR: [-65, -80], legL: [55, -5], legR: [-28, -80], lean: 10 },
      look: { top: TEAM[0], lower: 'shorts', hairStyle: 'short' },
    });
    parts.push(groundShadow(720, 775, 140), groundShadow(470, 785, 140), taker.svg, giver.svg);
    parts.push(baton(giver.handR[0] - 10, giver.handR[1], 50, 10));
    parts.push(bunting([0, 20], [w, 40], 30, TEAM, 30));
    parts.push(vignette(c, 0.22));
    return parts;
  },
};

/** Side-view pulling pose (facing right, leaning back). */
const PULL: Pose = { armL: [62, 80], armR: [55, 75], legL: [-10, 0], legR: [40, 20], lean: -14 };

const tugOfWar: GalleryScene = {
  file: 'sport-field-day-tug-of-war.jpg',
  aspect: '3:2',
  longSide: 2100,
  subject: 'two teams pulling hard in the field day tug-of-war',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [sky(c, 420, [0, '#6db3e3'], [1, '#d5ecf7'])];
    parts.push(cloud(100, 120, 0.9), cloud(760, 90, 0.7), cloud(1020, 160, 0.5, '#ffffff', 0.8));
    parts.push(hills(rng, 0, w, 380, 26, 460, '#a6c9a8', 7));
    const foliage = [FOLIAGE.green, FOLIAGE.deep, FOLIAGE.spring];
    parts.push(...treeRow(rng, 12, [20, 105], 430, [40, 58], foliage));
    parts.push(
      rect(0, 420, w, 380, '#86c062'),
      path('M0,520 Q600,480 1200,530 V800 H0 Z', '#7ab457'),
    );
    for (let i = 0; i < 14; i += 1) {
      const pose = i % 2 === 0 ? 'cheer' : 'stand';
      parts.push(castAt(rng, 60 + i * 82, 470 + (i % 2) * 8, 120, { pose }).svg);
    }
    parts.push(line(600, 560, 600, 790, '#ffffff', 6, { 'stroke-dasharray': '18 14' }));
    // Two teams of four, each leaning back
    const team = (x: number, y: number, facing: 1 | -1, top: string, lowers: [Lower, Lower]) =>
      Array.from({ length: 4 }, (_, i) =>
        castAt(rng, x - i * 120 * facing, y + i * 14, 300 + i * 10, {
          view: 'side',
          facing,
          pose: PULL,
          look: { top, lower: lowers[i % 2] },
        }),
      );
    const left = team(470, 700, 1, SCHOOL.maroon, ['shorts', 'pants']);
    const right = team(730, 704, -1, SCHOOL.gold, ['pants', 'shorts']);
    for (const f of [...left, ...right])
      parts.push(groundShadow(f.head[0] + (f.head[0] < 600 ? 40 : -40), 720, 110));
    // Rope through every hand, from one end of the field to the other
    const hands: Point[] = [...left, ...right]
      .flatMap((f) => [f.handL, f.handR])
      .sort((a, b) => a[0] - b[0]);
    const rope = [
      [-20, (hands[0]?.[1] ?? 560) + 30] as Point,
      ...hands,
      [w + 20, (hands[hands.length - 1]?.[1] ?? 560) + 30] as Point,
    ];
    const ropeD = rope.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p[0])},${n(p[1])}`).join(' ');
    parts.push(...left.map((f) => f.svg).reverse(), ...right.map((f) => f.svg).reverse());
    parts.push(
      stroke(ropeD, '#c9a46a', 11),
      stroke(ropeD, '#e3c48c', 4, { 'stroke-dasharray': '10 12' }),
    );
    const mid = rope.reduce(
      (best, p) => (Math.abs(p[0] - 600) < Math.abs(best[0] - 600) ? p : best),
      rope[0] ?? [600, 560],
    );
    parts.push(path(`M600,${n(mid[1])} l-14,40 h28 Z`, COLORS.red));
    parts.push(bunting([0, 24], [w, 30], 24, [SCHOOL.maroon, SCHOOL.gold], 28), vignette(c, 0.22));
    return parts;
  },
};

const basketballGym: GalleryScene = {
  file: 'sport-basketball-gym.jpg',
  aspect: '4:3',
  longSide: 2048,
  subject: 'a jump shot during a basketball game in the school gym',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [wall(c, '#efe7d6', '#e6dcc6', 0.6)];
    for (let i = 0; i < 4; i += 1)
      parts.push(windowFrame(70 + i * 290, 50, 200, 120, '#cfe7f5', '#d9d2c2'));
    parts.push(rect(0, 330, w, 150, SCHOOL.maroon), rect(0, 330, w, 8, SCHOOL.gold));
    for (let x = 0; x < w; x += 100) parts.push(rect(x, 338, 2, 142, SCHOOL.maroonDark));
    parts.push(
      caption(300, 430, 'HIGHBRIDGE', 54, SCHOOL.gold, { letterSpacing: 6, family: SANS }),
    );
    // Championship pennants
    for (let i = 0; i < 3; i += 1) {
      const x = 620 + i * 90;
      const [cloth, letters] =
        i === 1 ? [SCHOOL.gold, SCHOOL.maroon] : [SCHOOL.maroon, SCHOOL.gold];
      parts.push(
        poly(pts([x, 200, x + 70, 200, x + 35, 300]), cloth),
        caption(x + 35, 232, `'2${i + 1}`, 20, letters),
      );
    }
    parts.push(woodFloor(c, 480, '#d9a566'));
    // Court lines
    parts.push(path('M0,560 H1200', 'none', { stroke: '#ffffff', 'stroke-width': 5 }));
    const courtLine = { stroke: '#ffffff', 'stroke-width': 5 };
    const key = pts([900, 560, 1090, 560, 1140, 720, 850, 720]);
    parts.push(poly(key, '#c25b3d', { opacity: 0.6 }));
    parts.push(poly(key, 'none', courtLine));
    parts.push(path('M850,720 A145,50 0 0 0 1140,720', 'none', courtLine));
    parts.push(path('M640,560 A360,200 0 0 0 1360,560', 'none', courtLine));
    // Hoop
    parts.push(rect(1120, 140, 20, 420, '#5a5e6e'), rect(940, 170, 200, 14, '#5a5e6e'));
    parts.push(
      rect(900, 110, 190, 130, '#ffffff', { stroke: '#3b3d45', 'stroke-width': 6, rx: 6 }),
      rect(960, 170, 70, 50, 'none', { stroke: COLORS.red, 'stroke-width': 5 }),
    );
    parts.push(ellipse(995, 236, 50, 12, 'none', { stroke: COLORS.orange, 'stroke-width': 6 }));
    for (let i = 0; i < 6; i += 1)
      parts.push(line(948 + i * 19, 238, 958 + i * 14, 300, '#f4efe4', 2.5));
    parts.push(path('M950,300 H1035', 'none', { stroke: '#f4efe4', 'stroke-width': 2.5 }));
    // Players
    const kit = {
      top: SCHOOL.maroon,
      lower: 'shorts',
      bottom: SCHOOL.maroon,
      sleeves: 'short',
    } as const;
    const shooter = castAt(rng, 640, 760, 380, {
      pose: { armL: [-160, 170], armR: [165, 175], legL: [-4, 14], legR: [6, 22] },
      look: { ...kit, hairStyle: 'locs' },
    });
    parts.push(ellipse(640, 860, 90, 18, '#000000', { opacity: 0.15 }), shooter.svg);
    const [[lx, ly], [rx, ry]] = [shooter.handL, shooter.handR];
    parts.push(basketball((lx + rx) / 2, Math.min(ly, ry) - 28, 32));
    parts.push(
      stroke(`M${n(shooter.handR[0])},${n(shooter.handR[1] - 30)} q80,-120 200,-90`, '#ffffff', 3, {
        opacity: 0.5,
        'stroke-dasharray': '6 10',
      }),
    );
    const defender = castAt(rng, 820, 840, 400, {
      view: 'back',
      pose: armsPose([-150, -170], [150, 170], 10),
      look: { top: '#ffffff', lower: 'shorts', bottom: '#2b3a66', sleeves: 'short' },
    });
    parts.push(groundShadow(820, 845, 140), defender.svg);
    const teammate = castAt(rng, 260, 860, 410, {
      pose: 'cheer',
      look: { ...kit, hairStyle: 'puffs' },
    });
    parts.push(groundShadow(260, 865, 140), teammate.svg, vignette(c, 0.28));
    return parts;
  },
};

const soccer: GalleryScene = {
  file: 'sport-soccer-practice.jpg',
  aspect: '3:2',
  longSide: 2200,
  subject: 'after-school soccer practice with the High Bridge in the distance',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [sky(c, 360, [0, '#7ab8e2'], [1, '#f3e3c6'])];
    parts.push(sun(c, 980, 120, 40, '#fff0c8'));
    parts.push(hills(rng, 0, w, 300, 24, 380, '#b7c9b8', 6));
    const bridge = { color: '#c7b9a3', steel: [600, 860], arch: 40, pier: 14 } as const;
    parts.push(highBridge(-20, w + 20, 250, 360, bridge));
    parts.push(...treeRow(rng, 10, [0, 130], 380, [36, 50], [FOLIAGE.green, FOLIAGE.deep], 20));
    parts.push(rect(0, 370, w, 430, '#6fb254'));
    // Mown stripes
    for (let x = 0; x < 6 * 240; x += 240)
      parts.push(poly(pts([x - 100, 800, x + 20, 800, x + 420, 370, x + 360, 370]), '#79bc5d'));
    const chalk = { stroke: '#ffffff', 'stroke-width': 5 };
    parts.push(path('M-40,520 Q600,470 1240,520', 'none', chalk));
    // Goal on the left with a goalkeeper
    const gx0 = 60;
    const gx1 = 380;
    const gy0 = 420;
    const gy1 = 600;
    const net: string[] = [];
    for (let x = gx0; x <= gx1; x += 20)
      net.push(line(x, gy0, x + 20, gy1, '#ffffff', 1.5, { opacity: 0.6 }));
    for (let y = gy0; y <= gy1; y += 20)
      net.push(line(gx0, y, gx1 + 20, y, '#ffffff', 1.5, { opacity: 0.6 }));
    parts.push(
      group(net),
      rect(gx0 - 6, gy0 - 6, gx1 - gx0 + 12, 12, '#ffffff'),
      rect(gx0 - 6, gy0, 12, gy1 - gy0, '#ffffff'),
      rect(gx1 - 6, gy0, 12, gy1 - gy0, '#ffffff'),
    );
    const keeper = {
      top: COLORS.lime,
      sleeves: 'long',
      lower: 'pants',
      bottom: '#2b2d33',
    } as const;
    parts.push(
      castAt(rng, 220, 600, 200, { pose: armsPose([-100, -120], [100, 120], 18), look: keeper })
        .svg,
    );
    // Players and ball
    parts.push(cone(560, 610, 30), cone(700, 640, 32), cone(840, 610, 30));
    const kicker = castAt(rng, 720, 760, 340, {
      view: 'side',
      facing: -1,
      pose: { armL: [40, 20], armR: [-60, -90], legL: [-10, 0], legR: [55, 30], lean: -6 },
      look: { top: SCHOOL.maroon, lower: 'shorts', bottom: '#ffffff', hairStyle: 'ponytail' },
    });
    parts.push(groundShadow(720, 765, 150), kicker.svg);
    parts.push(
      soccerBall(560, 690, 26),
      stroke('M600,700 q40,10 70,30', '#ffffff', 3, { opacity: 0.6 }),
    );
    parts.push(
      groundShadow(420, 730, 110),
      castAt(rng, 420, 725, 300, {
        view: 'side',
        facing: 1,
        pose: 'run',
        look: { top: SCHOOL.gold, lower: 'shorts', bottom: '#ffffff' },
      }).svg,
    );
    // Coach with a clipboard
    const coach = castAt(rng, 1040, 780, 480, {
      build: 'adult',
      pose: armsPose([-8, 70], [10, 3], 4),
      look: {
        top: COLORS.navy,
        lower: 'pants',
        bottom: '#2b2d33',
        hairStyle: 'short',
        hat: 'beanie',
        hatColor: SCHOOL.maroon,
      },
    });
    parts.push(
      groundShadow(1040, 785, 150),
      coach.svg,
      rect(coach.handL[0] - 10, coach.handL[1] - 50, 60, 80, '#8a5a3c', { rx: 4 }),
      rect(coach.handL[0] - 4, coach.handL[1] - 42, 48, 64, '#ffffff'),
    );
    parts.push(circle(1040, coach.head[1] + 60, 6, '#c9ccd2'), vignette(c, 0.22));
    return parts;
  },
};

const jumpRope: GalleryScene = {
  file: 'sport-jump-rope-recess.jpg',
  aspect: '4:3',
  longSide: 1600,
  subject: 'double-dutch style jump rope and hopscotch at recess',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [sky(c, 200, [0, '#86c2e8'], [1, '#d9eef8'])];
    // Brick wall of the school with windows
    parts.push(rect(0, 120, w, 340, BRICK.wall), ...brickCourses(w, 130, 460, '#9a3f2d'));
    for (let i = 0; i < 4; i += 1)
      parts.push(windowFrame(90 + i * 280, 170, 150, 170, '#2e4659', '#ead9ba'));
    // Fence and yard
    parts.push(rect(0, 460, w, 440, '#8d939c'));
    const fence: string[] = [];
    for (let x = -40; x < w + 40; x += 22)
      fence.push(
        line(x, 380, x + 80, 470, '#c9ccd2', 1.6),
        line(x + 80, 380, x, 470, '#c9ccd2', 1.6),
      );
    parts.push(group(fence, { opacity: 0.8 }), rect(0, 374, w, 8, '#b9bfc7'));
    // Chalk hopscotch
    const chalk = { stroke: '#fdfcf6', 'stroke-width': 4, fill: 'none', opacity: 0.85 } as const;
    pts([120, 800, 120, 730, 85, 660, 155, 660, 120, 590]).forEach(([x, y], i) => {
      parts.push(
        rect(x - 35, y - 35, 70, 70, 'none', chalk),
        text(x, y + 14, String(i + 1), {
          size: 36,
          anchor: 'middle',
          fill: '#fdfcf6',
          opacity: 0.85,
        }),
      );
    });
    parts.push(
      circle(980, 620, 40, 'none', { ...chalk, stroke: COLORS.lemon }),
      path('M940,620 l20,-14 l0,8 h40 v12 h-40 v8 Z', COLORS.pink, { opacity: 0.8 }),
    );
    for (let i = 0; i < 6; i += 1) {
      const color = [COLORS.lemon, COLORS.pink, COLORS.sky][i % 3] ?? COLORS.lemon;
      parts.push(poly(starPoints(860 + i * 50, 820 - (i % 2) * 20, 14), color, { opacity: 0.7 }));
    }
    // Rope turners and the jumper
    const leftTurner = castAt(rng, 320, 780, 330, {
      pose: armsPose([-8, -3], [60, 90], 4),
      look: { top: COLORS.coral, hairStyle: 'braids' },
    });
    const rightTurner = castAt(rng, 880, 780, 320, {
      pose: armsPose([-60, -90], [8, 3], 4),
      look: { top: COLORS.green, hairStyle: 'curly' },
    });
    const jumper = castAt(rng, 600, 700, 320, {
      pose: { armL: [-40, -10], armR: [40, 10], legL: [-10, 30], legR: [10, -30] },
      look: { top: SCHOOL.gold, hairStyle: 'puffs', lower: 'skirt', bottom: COLORS.purple },
    });
    parts.push(
      groundShadow(320, 785, 120),
      groundShadow(880, 785, 120),
      groundShadow(600, 790, 80, 0.12),
    );
    parts.push(leftTurner.svg, rightTurner.svg, jumper.svg);
    // The rope at the top of its swing, and a faint blur of it on the way round
    const [a, b] = [leftTurner.handR, rightTurner.handL];
    const rope = (dx: number, dy: number): string =>
      `M${n(a[0])},${n(a[1])} C${n(a[0] + dx)},${n(a[1] - dy)} ${n(b[0] - dx)},${n(b[1] - dy)} ${n(b[0])},${n(b[1])}`;
    parts.push(stroke(rope(80, 480), COLORS.red, 6));
    parts.push(stroke(rope(60, 330), COLORS.red, 3, { opacity: 0.25 }));
    parts.push(
      groundShadow(1080, 830, 100),
      castAt(rng, 1080, 830, 300, { pose: 'cheer', look: { top: COLORS.sky } }).svg,
      vignette(c, 0.22),
    );
    return parts;
  },
};

export const SPORTS_SCENES: readonly GalleryScene[] = [
  relay,
  tugOfWar,
  basketballGym,
  soccer,
  jumpRope,
];
