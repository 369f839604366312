/** Gallery scenes of the school, its garden and its neighbourhood (category "general"). */
import { armsPose, castAt } from '../people.ts';
import {
  butterfly,
  lettuce,
  raisedBed,
  signBoard,
  sunflower,
  tomatoPlant,
  wateringCan,
} from '../props.ts';
import {
  BRICK,
  FOLIAGE,
  brickCourses,
  bush,
  caption,
  cloud,
  columnTree,
  confetti,
  groundShadow,
  highBridge,
  hills,
  lightWash,
  river,
  schoolBuilding,
  sky,
  sun,
  tree,
  vignette,
  waterTower,
  windowFrame,
  type GalleryScene,
} from '../scenery.ts';
import { COLORS, SCHOOL, circle, ellipse, line, path, poly, rect, type Point } from '../svg.ts';

const garden: GalleryScene = {
  file: 'school-garden-spring.jpg',
  aspect: '3:2',
  longSide: 2400,
  subject: 'students watering and planting in the school garden in spring',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [sky(c, 300, [0, '#7cc0ea'], [1, '#d8eef8'])];
    parts.push(sun(c, 1080, 80, 36), cloud(560, 110, 0.8));
    // Brick wall of the school with windows on the left, fence behind the beds
    parts.push(rect(0, 60, 520, 380, BRICK.wall), rect(0, 52, 530, 16, BRICK.stone));
    parts.push(...brickCourses(520, 80, 440, BRICK.dark, { opacity: 0.5 }));
    for (const x of [60, 290]) parts.push(windowFrame(x, 110, 160, 200, BRICK.glass, BRICK.frame));
    parts.push(hills(rng, 520, w, 330, 20, 440, '#9cc8a0', 4));
    for (let i = 0; i < 5; i += 1) {
      const foliage = i % 2 === 0 ? FOLIAGE.blossom : FOLIAGE.spring;
      parts.push(tree(600 + i * 140, 400, rng.range(44, 60), foliage));
    }
    parts.push(rect(0, 430, w, 370, '#8fbf62'));
    for (let x = 520; x < w; x += 26) parts.push(rect(x, 360, 14, 90, '#f4efe4', { rx: 3 }));
    parts.push(rect(520, 380, w - 520, 8, '#e6dfd3'), rect(520, 420, w - 520, 8, '#e6dfd3'));
    parts.push(line(800, 350, 800, 440, '#8a5a3c', 8));
    parts.push(signBoard(800, 350, 260, 46, 'GARDEN · HUERTO', SCHOOL.maroon, SCHOOL.gold));
    // Sunflowers along the fence
    for (let i = 0; i < 6; i += 1)
      parts.push(sunflower(560 + i * 120, 470, 150 + (i % 3) * 30, 30));
    // Raised beds
    parts.push(raisedBed(80, 610, 420, 90), raisedBed(640, 640, 480, 100));
    for (let i = 0; i < 6; i += 1) parts.push(lettuce(120 + i * 66, 545, 30));
    for (let i = 0; i < 4; i += 1) parts.push(tomatoPlant(690 + i * 120, 565, 150));
    parts.push(path('M0,800 L520,620 H660 L420,800 Z', '#d9c7a6'));
    // Gardeners
    const waterer = castAt(rng, 560, 760, 360, {
      pose: armsPose([-8, -3], [40, 70], 4),
      look: { top: COLORS.lemon, hairStyle: 'puffs', lower: 'pants', bottom: COLORS.denim },
    });
    parts.push(
      groundShadow(560, 762, 120),
      waterer.svg,
      wateringCan(waterer.handR[0] - 20, waterer.handR[1] + 40, 70),
    );
    const [wx, wy] = waterer.handR;
    for (let i = 0; i < 7; i += 1)
      parts.push(ellipse(wx + 60 + i * 9, wy - 10 + i * 14, 3, 6, '#6fb7e3'));
    const planter = castAt(rng, 300, 700, 330, {
      view: 'back',
      seated: 'floor',
      pose: 'reachDown',
      look: { top: COLORS.coral, hairStyle: 'braids' },
    });
    parts.push(planter.svg);
    const teacher = castAt(rng, 1080, 790, 440, {
      build: 'adult',
      pose: armsPose([-10, 70], [10, 3], 4),
      look: { top: COLORS.green, hairStyle: 'curly', lower: 'pants', bottom: COLORS.tan },
    });
    parts.push(groundShadow(1080, 795, 150), teacher.svg);
    const [tx, ty] = teacher.handL;
    parts.push(
      rect(tx - 30, ty - 10, 70, 44, '#c98a4b', { rx: 6 }),
      circle(tx - 10, ty - 14, 12, COLORS.red),
      circle(tx + 14, ty - 16, 12, '#d9412f'),
    );
    parts.push(
      butterfly(420, 300, 14, COLORS.orange),
      butterfly(760, 250, 12, COLORS.lemon),
      butterfly(1120, 460, 13, COLORS.lilac),
    );
    parts.push(bush(1190, 810, 60, FOLIAGE.green));
    parts.push(lightWash(c, '#fff3cf', 0.35, false), vignette(c, 0.22));
    return parts;
  },
};

const mainBuilding: GalleryScene = {
  file: 'main-building-autumn-morning.jpg',
  aspect: '3:2',
  longSide: 2400,
  subject: 'students arriving at the red-brick Main Building on an autumn morning',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [sky(c, 560, [0, '#9cc6e4'], [0.7, '#f6e2c0'], [1, '#f7d2a2'])];
    parts.push(sun(c, 140, 200, 40, '#fff1cc'), cloud(700, 80, 0.7, '#ffffff', 0.8));
    parts.push(
      schoolBuilding(300, 1060, 560, { floors: 3, floorHeight: 90, bays: 3, tower: 'left', rng }),
    );
    parts.push(
      tree(110, 575, 110, FOLIAGE.orange),
      tree(1150, 575, 100, FOLIAGE.gold),
      columnTree(260, 570, 60, 240, FOLIAGE.red),
    );
    // Lawn, fence, sidewalk, street
    parts.push(rect(0, 560, w, 40, '#a6b96b'));
    for (let x = 0; x < w; x += 16) parts.push(rect(x, 560, 3, 50, '#2b2a30'));
    parts.push(rect(0, 570, w, 4, '#2b2a30'), rect(0, 596, w, 4, '#2b2a30'));
    parts.push(
      rect(0, 600, w, 120, '#e6dfd3'),
      rect(0, 720, w, 10, '#c3bbae'),
      rect(0, 730, w, 70, '#6f737c'),
    );
    for (let x = 40; x < w; x += 150) parts.push(rect(x, 600, 3, 120, '#d3cabb'));
    for (let x = 20; x < w; x += 160) parts.push(rect(x, 762, 90, 6, '#f2c94c'));
    const leaves = [FOLIAGE.orange.fill, FOLIAGE.gold.fill, FOLIAGE.red.fill];
    parts.push(confetti(rng, 0, 300, w, 720, 40, leaves, 9));
    // Arriving students with backpacks and a crossing guard
    const walkers = [
      [420, 690, 190, COLORS.red],
      [520, 700, 170, COLORS.teal],
      [760, 695, 200, COLORS.purple],
      [860, 710, 175, COLORS.mustard],
    ] as const;
    for (const [x, y, hgt, pack] of walkers) {
      parts.push(
        groundShadow(x, y, 70),
        castAt(rng, x, y, hgt, { view: 'back', pose: 'walk', look: { backpack: pack } }).svg,
      );
    }
    parts.push(
      groundShadow(640, 712, 90),
      castAt(rng, 640, 712, 260, { build: 'adult', view: 'back', pose: 'walk' }).svg,
    );
    const guard = castAt(rng, 1080, 760, 330, {
      build: 'adult',
      pose: armsPose([-8, -3], [150, 175], 4),
      look: {
        top: '#d7ff3d',
        lower: 'pants',
        bottom: COLORS.navy,
        hairStyle: 'short',
        hat: 'beanie',
        hatColor: COLORS.navy,
      },
    });
    parts.push(groundShadow(1080, 765, 120), guard.svg);
    const [sx, sy] = guard.handR;
    parts.push(line(sx, sy + 10, sx, sy - 60, '#9aa1ab', 5));
    const octagon = Array.from({ length: 8 }, (_, i): Point => {
      const a = (Math.PI / 8) * (2 * i + 1);
      return [sx + Math.cos(a) * 34, sy - 90 + Math.sin(a) * 34];
    });
    parts.push(poly(octagon, '#c8102e', { stroke: '#ffffff', 'stroke-width': 3 }));
    parts.push(caption(sx, sy - 83, 'STOP', 17, '#ffffff'));
    parts.push(
      groundShadow(240, 790, 110),
      castAt(rng, 240, 790, 300, {
        pose: 'wave',
        look: { top: COLORS.sky, backpack: COLORS.lime },
      }).svg,
    );
    parts.push(lightWash(c, '#ffe9bf', 0.35), vignette(c, 0.22));
    return parts;
  },
};

const bridgeSunset: GalleryScene = {
  file: 'high-bridge-walk-sunset.jpg',
  aspect: '2:3',
  longSide: 2400,
  subject: 'a family walk across the High Bridge at sunset',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [
      sky(c, 760, [0, '#3b3a7a'], [0.35, '#b9608a'], [0.62, '#f4a261'], [0.75, '#f9d38b']),
    ];
    parts.push(sun(c, 470, 600, 70, '#fff0c4'));
    parts.push(cloud(40, 300, 1.0, '#f7b7a3', 0.6), cloud(430, 220, 0.8, '#f7b7a3', 0.5));
    parts.push(hills(rng, 0, w, 700, 30, 900, '#7a4a6e', 4));
    parts.push(waterTower(620, 720, 280, '#6b3f62'));
    parts.push(hills(rng, 0, w, 760, 20, 900, '#5e3a5c', 5));
    parts.push(river(0, w, 860, 1200, '#c97b7b', rng));
    parts.push(ellipse(470, 900, 60, 200, '#f9d38b', { opacity: 0.35 }));
    parts.push(
      highBridge(-20, w + 20, 740, 900, {
        color: '#4a2c4a',
        arch: 60,
        pier: 20,
        steel: [260, 560],
      }),
    );
    // Walkers on the bridge promenade, backlit
    const silhouette = {
      skin: '#2e1c30',
      hair: '#2e1c30',
      top: '#3a2440',
      bottom: '#2e1c30',
      shoes: '#2e1c30',
      scarf: '#3a2440',
    };
    const walker = { view: 'side', facing: 1, pose: 'walk', look: silhouette } as const;
    parts.push(castAt(rng, 300, 742, 80, { ...walker, build: 'adult' }).svg);
    parts.push(castAt(rng, 330, 742, 50, walker).svg);
    parts.push(castAt(rng, 352, 742, 76, { ...walker, build: 'adult' }).svg);
    // Dark foreground trees framing the view
    parts.push(rect(0, 1120, w, 80, '#2a1a2c'));
    const dusk = { fill: '#2e1f33', shade: '#24182a' };
    parts.push(tree(40, 1200, 170, dusk, '#24182a'), tree(770, 1210, 150, dusk, '#24182a'));
    parts.push(confetti(rng, 0, 40, w, 500, 30, ['#fff6e0'], 3), vignette(c, 0.35));
    return parts;
  },
};

export const GENERAL_SCENES: readonly GalleryScene[] = [garden, mainBuilding, bridgeSunset];
