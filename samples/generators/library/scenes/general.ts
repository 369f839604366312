/** Gallery scenes of the school, its garden and its neighbourhood (category "general"). */
import { armsPose, castAt } from '../people.ts';
import { butterfly, lettuce, raisedBed, sunflower, wateringCan } from '../props.ts';
import {
  BRICK,
  FOLIAGE,
  confetti,
  highBridge,
  hills,
  river,
  schoolBuilding,
  sky,
  sun,
  tree,
  waterTower,
  windowFrame,
  type GalleryScene,
} from '../scenery.ts';
import { COLORS, ellipse, rect } from '../svg.ts';

const garden: GalleryScene = {
  file: 'school-garden-spring.jpg',
  aspect: '3:2',
  longSide: 2400,
  subject: 'students watering and planting in the school garden in spring',
  draw(c) {
    const { w, rng } = c;
    const parts: string[] = [rect(0, 0, w, 440, '#bfe3f4'), sun(1080, 90, 40)];
    // The school's brick wall on the left, spring trees on the right, then the lawn
    parts.push(rect(0, 70, 520, 380, BRICK.wall), rect(0, 60, 530, 16, BRICK.stone));
    for (const x of [60, 290]) parts.push(windowFrame(x, 120, 160, 190, BRICK.glass, BRICK.frame));
    for (let i = 0; i < 4; i += 1)
      parts.push(tree(640 + i * 160, 440, 60, i % 2 ? FOLIAGE.spring : FOLIAGE.blossom));
    parts.push(rect(0, 430, w, 370, '#8fbf62'));
    for (let i = 0; i < 4; i += 1) parts.push(sunflower(600 + i * 170, 500, 160, 30));
    // Raised beds with rows of seedlings
    parts.push(raisedBed(60, 640, 460, 90), raisedBed(660, 660, 480, 100));
    for (let i = 0; i < 6; i += 1)
      parts.push(lettuce(110 + i * 72, 575, 26), lettuce(710 + i * 76, 585, 26));
    // Two students water the beds
    const waterers = [
      [560, 770, 360, COLORS.lemon],
      [200, 790, 340, COLORS.coral],
    ] as const;
    for (const [x, y, size, top] of waterers) {
      const kid = castAt(rng, x, y, size, { pose: armsPose([-8, -3], [40, 70], 4), look: { top } });
      const [hx, hy] = kid.handR;
      parts.push(kid.svg, wateringCan(hx - 20, hy + 40, 70));
      for (let i = 0; i < 6; i += 1)
        parts.push(ellipse(hx + 60 + i * 8, hy + i * 14, 3, 6, '#6fb7e3'));
    }
    parts.push(butterfly(900, 300, 14, COLORS.orange), butterfly(420, 380, 12, COLORS.lilac));
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
    const parts: string[] = [sky(c, 560, [0, '#9cc6e4'], [1, '#f6e2c0']), sun(140, 150, 40)];
    parts.push(
      schoolBuilding(300, 1060, 560, { floors: 3, floorHeight: 90, bays: 3, tower: 'left', rng }),
    );
    parts.push(rect(0, 560, w, 60, '#a6b96b'), rect(0, 620, w, 180, '#e6dfd3'));
    parts.push(tree(120, 600, 120, FOLIAGE.orange), tree(1130, 600, 110, FOLIAGE.gold));
    parts.push(tree(200, 640, 80, FOLIAGE.red));
    parts.push(confetti(rng, 0, 300, w, 720, 30, [FOLIAGE.orange.fill, FOLIAGE.gold.fill], 9));
    // Students with backpacks walking up to the door
    const walkers = [
      [460, 720, 220, COLORS.red],
      [620, 700, 200, COLORS.teal],
      [780, 730, 230, COLORS.purple],
    ] as const;
    for (const [x, y, size, backpack] of walkers)
      parts.push(castAt(rng, x, y, size, { view: 'back', pose: 'walk', look: { backpack } }).svg);
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
    parts.push(sun(470, 600, 70, '#fff0c4'), hills(rng, 0, w, 720, 30, 900, '#7a4a6e', 4));
    parts.push(waterTower(620, 740, 280, '#6b3f62'));
    // The Harlem River under the bridge, with the sun's reflection
    parts.push(river(0, w, 860, c.h, '#c97b7b'));
    parts.push(ellipse(470, 920, 60, 200, '#f9d38b', { opacity: 0.35 }));
    const bridge = { color: '#4a2c4a', arch: 60, pier: 20, steel: [260, 560] } as const;
    parts.push(highBridge(-20, w + 20, 740, 900, bridge));
    // Two families walking the promenade, backlit: [x, height, adult?]
    const dark = '#2e1c30';
    const look = { skin: dark, hair: dark, top: '#3a2440', bottom: dark, shoes: dark, scarf: dark };
    const walkers = [
      [250, 80, true],
      [280, 50, false],
      [302, 76, true],
      [520, 82, true],
      [548, 54, false],
    ] as const;
    for (const [x, size, adult] of walkers) {
      const build = adult ? 'adult' : 'child';
      parts.push(castAt(rng, x, 742, size, { view: 'side', pose: 'walk', build, look }).svg);
    }
    // Dark trees on the near bank frame the view
    const night = { fill: '#2e1f33', shade: '#24182a' };
    parts.push(
      rect(0, 1120, w, 80, '#2a1a2c'),
      tree(40, 1200, 170, night),
      tree(770, 1210, 150, night),
    );
    return parts;
  },
};

export const GENERAL_SCENES: readonly GalleryScene[] = [garden, mainBuilding, bridgeSunset];
