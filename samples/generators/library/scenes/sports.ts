/** Gallery scenes from field day, gym and recess (category "sports"). */
import { armsPose, castAt, castOnGround, type Figure, type Pose } from '../people.ts';
import { basketball, baton, cone, soccerBall } from '../props.ts';
import {
  FOLIAGE,
  bunting,
  cloud,
  groundShadow,
  hangingString,
  highBridge,
  pts,
  sky,
  treeRow,
  vignette,
  wall,
  windowFrame,
  woodFloor,
  type Canvas,
  type GalleryScene,
} from '../scenery.ts';
import { COLORS, SCHOOL, ellipse, line, n, poly, rect, stroke } from '../svg.ts';

/** The school team's shirt and shorts. */
const KIT = { top: SCHOOL.maroon, lower: 'shorts', bottom: '#ffffff' } as const;

/** A jump shot, both hands above the head. */
const SHOOT: Pose = { armL: [-160, 170], armR: [165, 175], legL: [-4, 14], legR: [6, 22] };

/** Side view of a kick, facing left. */
const KICK: Pose = { armL: [40, 20], armR: [-60, -90], legL: [-10, 0], legR: [55, 30], lean: -6 };

/** A sunny day outside: sky, two clouds, a line of trees and grass from `horizon` down. */
function outdoors(c: Canvas, horizon: number, grass: string): string[] {
  return [
    sky(c, horizon, [0, '#6db3e3'], [1, '#d5ecf7']),
    cloud(120, 130, 0.8),
    cloud(820, 100, 0.6),
    ...treeRow(c.rng, 12, [20, 105], horizon + 10, [36, 50], [FOLIAGE.green, FOLIAGE.deep]),
    rect(0, horizon, c.w, c.h - horizon, grass),
  ];
}

/** Field Day pennants in the school colours along the top. */
const pennants = (c: Canvas): string =>
  bunting([0, 20], [c.w, 30], 26, [SCHOOL.maroon, SCHOOL.gold], 28);

const relay: GalleryScene = {
  file: 'sport-field-day-relay.jpg',
  aspect: '3:2',
  longSide: 2400,
  subject: 'a baton pass in the field day relay race',
  draw(c) {
    const parts = outdoors(c, 380, '#7fba5c');
    // The track narrowing towards the horizon, with its lane lines
    parts.push(poly(pts([450, 380, 750, 380, 2100, 800, -900, 800]), '#d8703f'));
    for (let k = -3; k <= 3; k += 1)
      parts.push(line(600 + k * 50, 380, 600 + k * 500, 800, '#f6efe4', 3));
    // Classmates cheering along both sides
    for (let i = 0; i < 7; i += 1) {
      parts.push(castAt(c.rng, 50 + i * 50, 470, 110, { pose: i % 2 ? 'stand' : 'cheer' }).svg);
      parts.push(castAt(c.rng, 860 + i * 50, 470, 110, { pose: i % 2 ? 'cheer' : 'wave' }).svg);
    }
    // Two runners of the same team: the baton changes hands
    const giver = castOnGround(c.rng, 720, 770, 360, {
      view: 'side',
      facing: -1,
      pose: PASS,
      look: KIT,
    });
    const taker = castOnGround(c.rng, 470, 780, 360, {
      view: 'side',
      facing: -1,
      pose: TAKE,
      look: KIT,
    });
    parts.push(taker.svg, giver.svg, baton(giver.handR[0] - 10, giver.handR[1], 50, 10));
    parts.push(cone(160, 760, 50), cone(1080, 760, 50), pennants(c), vignette(c, 0.2));
    return parts;
  },
};

/** Running poses (side view, facing left) for handing on the baton and reaching back for it. */
const PASS: Pose = { armL: [-50, 40], armR: [75, 90], legL: [-28, -80], legR: [55, -5], lean: 12 };
const TAKE: Pose = {
  armL: [45, 135],
  armR: [-65, -80],
  legL: [55, -5],
  legR: [-28, -80],
  lean: 10,
};

/** Side-view pulling pose (facing right, leaning back). */
const PULL: Pose = { armL: [62, 80], armR: [55, 75], legL: [-10, 0], legR: [40, 20], lean: -14 };

const tugOfWar: GalleryScene = {
  file: 'sport-field-day-tug-of-war.jpg',
  aspect: '3:2',
  longSide: 2100,
  subject: 'two teams pulling hard in the field day tug-of-war',
  draw(c) {
    const parts = outdoors(c, 430, '#86c062');
    parts.push(line(600, 560, 600, 790, '#ffffff', 6, { 'stroke-dasharray': '18 14' }));
    // Two teams of four leaning back, the rope through every hand
    const team = (x: number, facing: 1 | -1, top: string): Figure[] =>
      Array.from({ length: 4 }, (_, i) =>
        castOnGround(c.rng, x - i * 120 * facing, 700 + i * 14, 300 + i * 10, {
          view: 'side',
          facing,
          pose: PULL,
          look: { top, lower: i % 2 ? 'pants' : 'shorts' },
        }),
      );
    const pullers = [...team(470, 1, SCHOOL.maroon), ...team(730, -1, SCHOOL.gold)];
    const hands = pullers.flatMap((f) => [f.handL, f.handR]).sort((a, b) => a[0] - b[0]);
    const rope = hands.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)},${n(y)}`).join(' ');
    parts.push(...pullers.map((f) => f.svg).reverse(), stroke(rope, '#c9a46a', 11));
    parts.push(poly(pts([600, 600, 586, 640, 614, 640]), COLORS.red), pennants(c));
    parts.push(vignette(c, 0.2));
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
    const parts = [wall(c, '#efe7d6', '#e6dccd', 0.6), rect(0, 330, w, 150, SCHOOL.maroon)];
    for (let i = 0; i < 3; i += 1) parts.push(windowFrame(70 + i * 290, 60, 200, 120, '#cfe7f5'));
    parts.push(woodFloor(c, 480, '#d9a566'), line(0, 560, w, 560, '#ffffff', 5));
    // The hoop: pole, backboard and orange rim
    parts.push(rect(1120, 140, 20, 420, '#5a5e6e'), rect(1040, 170, 90, 14, '#5a5e6e'));
    parts.push(rect(900, 110, 190, 130, '#3b3d45'), rect(906, 116, 178, 118, '#ffffff'));
    parts.push(ellipse(995, 236, 50, 12, 'none', { stroke: COLORS.orange, 'stroke-width': 6 }));
    // The shooter jumps, a defender reaches up and a teammate cheers
    const shooter = castAt(rng, 640, 760, 380, { pose: SHOOT, look: KIT });
    parts.push(ellipse(640, 860, 90, 18, '#000000', { opacity: 0.15 }), shooter.svg);
    const [[lx, ly], [rx, ry]] = [shooter.handL, shooter.handR];
    parts.push(basketball((lx + rx) / 2, Math.min(ly, ry) - 28, 32));
    const away = { top: '#ffffff', lower: 'shorts', sleeves: 'short' } as const;
    const defender = castOnGround(c.rng, 820, 840, 400, {
      view: 'back',
      pose: 'cheer',
      look: away,
    });
    const teammate = castOnGround(c.rng, 260, 860, 410, { pose: 'cheer', look: KIT });
    parts.push(defender.svg, teammate.svg, vignette(c, 0.25));
    return parts;
  },
};

const soccer: GalleryScene = {
  file: 'sport-soccer-practice.jpg',
  aspect: '3:2',
  longSide: 2200,
  subject: 'after-school soccer practice with the High Bridge in the distance',
  draw(c) {
    const bridge = { color: '#c7b9a3', steel: [600, 860], arch: 40, pier: 14 } as const;
    const parts = outdoors(c, 380, '#6fb254');
    // The High Bridge in the distance, slipped in behind the trees (after the sky and clouds)
    parts.splice(3, 0, highBridge(-20, c.w + 20, 250, 380, bridge));
    parts.push(stroke('M-40,520 Q600,470 1240,520', '#ffffff', 5));
    parts.push(cone(560, 610, 30), cone(700, 640, 32), cone(840, 610, 30));
    // One player passes the ball to a teammate
    const passer = castOnGround(c.rng, 720, 760, 340, {
      view: 'side',
      facing: -1,
      pose: KICK,
      look: KIT,
    });
    const receiver = castOnGround(c.rng, 280, 740, 320, {
      view: 'side',
      facing: 1,
      pose: 'run',
      look: KIT,
    });
    parts.push(passer.svg, receiver.svg, soccerBall(520, 700, 26));
    parts.push(stroke('M560,700 q60,4 110,40', '#ffffff', 3, { 'stroke-dasharray': '8 10' }));
    // The coach with a clipboard
    const look = { top: COLORS.navy, lower: 'pants', hairStyle: 'short' } as const;
    const pose = armsPose([-8, 70], [10, 3]);
    const coach = castOnGround(c.rng, 1040, 780, 480, { build: 'adult', pose, look });
    const [hx, hy] = coach.handL;
    parts.push(coach.svg, rect(hx - 10, hy - 50, 60, 80, '#8a5a3c', { rx: 4 }));
    parts.push(rect(hx - 4, hy - 42, 48, 64, '#ffffff'), vignette(c, 0.2));
    return parts;
  },
};

const jumpRope: GalleryScene = {
  file: 'sport-jump-rope-recess.jpg',
  aspect: '4:3',
  longSide: 1600,
  subject: 'double-dutch style jump rope and hopscotch at recess',
  draw(c) {
    const { w } = c;
    // The school's brick wall and the asphalt yard
    const parts = [sky(c, 200, [0, '#86c2e8'], [1, '#d9eef8']), rect(0, 120, w, 340, '#ac4a35')];
    parts.push(rect(0, 460, w, 440, '#8d939c'));
    for (let i = 0; i < 4; i += 1)
      parts.push(windowFrame(90 + i * 280, 170, 150, 170, '#2e4659', '#ead9ba'));
    // Chalk hopscotch squares
    const chalk = { stroke: '#fdfcf6', 'stroke-width': 4, opacity: 0.85 };
    for (const [x, y] of pts([120, 800, 120, 730, 85, 660, 155, 660, 120, 590]))
      parts.push(rect(x - 35, y - 35, 70, 70, 'none', chalk));
    // Two turners swing the rope over a jumper; a friend waits for a turn
    const leftTurner = castOnGround(c.rng, 320, 780, 330, {
      pose: armsPose([-8, -3], [60, 90], 4),
      look: { top: COLORS.coral },
    });
    const rightTurner = castOnGround(c.rng, 880, 780, 320, {
      pose: armsPose([-60, -90], [8, 3], 4),
      look: { top: COLORS.green },
    });
    const jumper = castAt(c.rng, 600, 700, 320, {
      pose: { armL: [-40, -10], armR: [40, 10], legL: [-10, 30], legR: [10, -30] },
      look: { top: SCHOOL.gold, hairStyle: 'puffs', lower: 'skirt', bottom: COLORS.purple },
    });
    parts.push(groundShadow(600, 790, 80, 0.12), leftTurner.svg, rightTurner.svg, jumper.svg);
    parts.push(hangingString(leftTurner.handR, rightTurner.handL, -220, COLORS.red, 6).svg);
    parts.push(
      castOnGround(c.rng, 1080, 830, 300, { pose: 'cheer', look: { top: COLORS.sky } }).svg,
    );
    parts.push(vignette(c, 0.2));
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
