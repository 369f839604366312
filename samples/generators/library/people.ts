/**
 * Stylised, faceless flat figures for the gallery scenes: children and adults in front, back and
 * side views, standing, walking, running or seated, with varied skin tones, hair and clothes.
 * Limb poses are absolute screen angles (0 = straight down, 90 = towards +x, 180 = straight up)
 * for the upper and lower segment of each arm and leg. "L" is the limb on the left of the image.
 */
import {
  CLOTHES,
  COLORS,
  HAIR,
  SCHOOL,
  SKIN,
  circle,
  ellipse,
  group,
  n,
  path,
  poly,
  rect,
  shade,
  stroke,
  type Point,
  type Rng,
} from './svg.ts';
import { around } from './scenery.ts';

export type HairStyle =
  | 'short'
  | 'crop'
  | 'afro'
  | 'puffs'
  | 'ponytail'
  | 'bun'
  | 'long'
  | 'bob'
  | 'braids'
  | 'curly'
  | 'locs'
  | 'hijab'
  | 'bald';

export type Lower = 'pants' | 'shorts' | 'skirt' | 'dress' | 'gown';

export interface Look {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  bottom: string;
  shoes: string;
  lower: Lower;
  sleeves: 'short' | 'long';
  /** Headscarf colour for the 'hijab' style. */
  scarf?: string;
  /** Extra things on the head. */
  hat?: 'mortarboard' | 'crown' | 'goggles' | 'beanie';
  hatColor?: string;
  /** Gold stole over a graduation gown. */
  stole?: string;
  /** A wide, ruffled folklórico skirt in these colours (outermost first). */
  ruffles?: readonly string[];
  backpack?: string;
}

export type Limb = readonly [number, number];

export interface Pose {
  armL: Limb;
  armR: Limb;
  legL: Limb;
  legR: Limb;
  /** Rotation of the upper body around the hips, degrees (positive = clockwise). */
  lean?: number;
  /** Put this hand exactly here (elbow solved automatically, bending downwards). */
  reachL?: Point;
  reachR?: Point;
}

const POSES = {
  stand: { armL: [-8, -3], armR: [8, 3], legL: [-3, 0], legR: [3, 0] },
  relaxed: { armL: [-12, 6], armR: [6, 2], legL: [-4, -1], legR: [2, 0] },
  wave: { armL: [-10, -4], armR: [140, 175], legL: [-3, 0], legR: [3, 0] },
  cheer: { armL: [-150, -168], armR: [150, 168], legL: [-6, -2], legR: [6, 2] },
  hold: { armL: [-8, 78], armR: [8, -78], legL: [-3, 0], legR: [3, 0] },
  holdHigh: { armL: [-10, -4], armR: [40, 160], legL: [-3, 0], legR: [3, 0] },
  walk: { armL: [-12, -5], armR: [14, 6], legL: [-8, -2], legR: [6, 1] },
  run: { armL: [-50, 40], armR: [45, 135], legL: [-28, -80], legR: [55, -5], lean: 12 },
  runB: { armL: [45, 135], armR: [-50, 40], legL: [55, -5], legR: [-28, -80], lean: 12 },
  jump: { armL: [-120, -150], armR: [120, 150], legL: [-25, 20], legR: [25, -20] },
  pullLeft: { armL: [-70, -85], armR: [-75, -88], legL: [-25, -25], legR: [15, 10], lean: -18 },
  pullRight: { armL: [75, 88], armR: [70, 85], legL: [-15, -10], legR: [25, 25], lean: 18 },
  dance: { armL: [-60, -40], armR: [60, 40], legL: [-8, -2], legR: [14, 4] },
  leap: { armL: [-110, -140], armR: [70, 100], legL: [-70, -80], legR: [60, 30], lean: -6 },
  point: { armL: [-8, -3], armR: [100, 100], legL: [-3, 0], legR: [3, 0] },
  write: { armL: [-8, -3], armR: [150, 150], legL: [-3, 0], legR: [3, 0] },
  reachDown: { armL: [-30, -40], armR: [45, 50], legL: [-10, 0], legR: [10, 0] },
} as const satisfies Record<string, Pose>;

type PoseName = keyof typeof POSES;

interface Build {
  head: number;
  /** Heights above the feet, as fractions of the total height. */
  shoulder: number;
  hip: number;
  shoulderHalf: number;
  hipHalf: number;
  upperArm: number;
  foreArm: number;
  arm: number;
  thigh: number;
  shin: number;
  leg: number;
  legGap: number;
}

const BUILDS = {
  toddler: {
    head: 0.125,
    shoulder: 0.72,
    hip: 0.4,
    shoulderHalf: 0.14,
    hipHalf: 0.12,
    upperArm: 0.16,
    foreArm: 0.14,
    arm: 0.08,
    thigh: 0.19,
    shin: 0.175,
    leg: 0.095,
    legGap: 0.055,
  },
  child: {
    head: 0.105,
    shoulder: 0.755,
    hip: 0.42,
    shoulderHalf: 0.125,
    hipHalf: 0.105,
    upperArm: 0.165,
    foreArm: 0.15,
    arm: 0.07,
    thigh: 0.2,
    shin: 0.185,
    leg: 0.085,
    legGap: 0.05,
  },
  adult: {
    head: 0.072,
    shoulder: 0.83,
    hip: 0.48,
    shoulderHalf: 0.118,
    hipHalf: 0.094,
    upperArm: 0.19,
    foreArm: 0.17,
    arm: 0.055,
    thigh: 0.235,
    shin: 0.22,
    leg: 0.068,
    legGap: 0.045,
  },
} as const satisfies Record<string, Build>;

export type BuildName = keyof typeof BUILDS;

export interface Person {
  /** Feet point (standing) or seat point (seated). */
  x: number;
  y: number;
  height: number;
  look: Look;
  pose?: Pose | PoseName;
  view?: 'front' | 'back' | 'side';
  /** Which way a side-view figure faces. */
  facing?: 1 | -1;
  build?: BuildName;
  /** Seated: front view shows foreshortened thighs; back view hides the legs. */
  seated?: 'chair' | 'floor';
}

export interface Figure {
  svg: string;
  handL: Point;
  handR: Point;
  head: Point;
  headRadius: number;
}

// ---------------------------------------------------------------------------------------------
// Geometry helpers
// ---------------------------------------------------------------------------------------------

const rad = (deg: number): number => (deg * Math.PI) / 180;
const dir = (deg: number): Point => [Math.sin(rad(deg)), Math.cos(rad(deg))];
const add = (p: Point, v: Point, k: number): Point => [p[0] + v[0] * k, p[1] + v[1] * k];

function rotate(p: Point, c: Point, deg: number): Point {
  const a = rad(deg);
  const dx = p[0] - c[0];
  const dy = p[1] - c[1];
  return [c[0] + dx * Math.cos(a) - dy * Math.sin(a), c[1] + dx * Math.sin(a) + dy * Math.cos(a)];
}

const pt = (p: Point): string => `${n(p[0])},${n(p[1])}`;

/** Point on a circle at `deg` (0 = +x, 90 = down, as in SVG). */
const onCircle = (cx: number, cy: number, r: number, deg: number): Point => [
  cx + r * Math.cos(rad(deg)),
  cy + r * Math.sin(rad(deg)),
];

/** Circular segment between two angles (clockwise from a to b), closed by a curve through c. */
function capPath(cx: number, cy: number, r: number, a: number, b: number, control: Point): string {
  const p1 = onCircle(cx, cy, r, a);
  const p2 = onCircle(cx, cy, r, b);
  const span = (((b - a) % 360) + 360) % 360;
  return `M${pt(p1)} A${n(r)},${n(r)} 0 ${span > 180 ? 1 : 0} 1 ${pt(p2)} Q${pt(control)} ${pt(p1)} Z`;
}

// ---------------------------------------------------------------------------------------------
// Hair
// ---------------------------------------------------------------------------------------------

interface HairLayers {
  back: string;
  front: string;
}

function hairFront(style: HairStyle, cx: number, cy: number, r: number, color: string): HairLayers {
  const back: string[] = [];
  const front: string[] = [];
  const cap = (a = 192, b = 348, dip = 0.05): string =>
    path(capPath(cx, cy, r * 1.04, a, b, [cx + r * 0.25, cy - r * dip]), color);
  switch (style) {
    case 'short':
      front.push(cap(188, 352, 0.15));
      break;
    case 'crop':
      front.push(path(capPath(cx, cy, r * 1.02, 200, 340, [cx, cy - r * 0.45]), color));
      break;
    case 'afro':
      back.push(circle(cx, cy - r * 0.3, r * 1.42, color));
      front.push(cap(195, 345, 0.35));
      break;
    case 'puffs':
      back.push(circle(cx - r * 0.95, cy - r * 0.75, r * 0.55, color));
      back.push(circle(cx + r * 0.95, cy - r * 0.75, r * 0.55, color));
      front.push(path(capPath(cx, cy, r * 1.03, 190, 350, [cx, cy - r * 0.55]), color));
      break;
    case 'ponytail':
      back.push(ellipse(cx + r * 1.05, cy + r * 0.3, r * 0.38, r * 0.85, color));
      front.push(cap(185, 355, 0.2));
      break;
    case 'bun':
      back.push(circle(cx, cy - r * 1.05, r * 0.48, color));
      front.push(path(capPath(cx, cy, r * 1.03, 185, 355, [cx, cy - r * 0.45]), color));
      break;
    case 'long':
      back.push(path(roundedTop(cx - r * 1.12, cy - r * 0.3, r * 2.24, r * 2.2, r * 1.1), color));
      front.push(cap(175, 365, -0.05));
      break;
    case 'bob':
      back.push(path(roundedTop(cx - r * 1.16, cy - r * 0.4, r * 2.32, r * 1.55, r * 1.1), color));
      front.push(cap(178, 362, 0.05));
      break;
    case 'braids':
      for (const side of [-1, 1]) {
        back.push(
          stroke(
            `M${n(cx + side * r * 0.85)},${n(cy)} Q${n(cx + side * r * 1.15)},${n(cy + r)} ${n(cx + side * r * 1.0)},${n(cy + r * 2.1)}`,
            color,
            r * 0.42,
          ),
        );
      }
      front.push(path(capPath(cx, cy, r * 1.03, 182, 358, [cx, cy - r * 0.6]), color));
      break;
    case 'curly':
      for (let i = 0; i < 7; i += 1) {
        const a = 180 + i * 30;
        const p = onCircle(cx, cy - r * 0.1, r * 0.95, a);
        back.push(circle(p[0], p[1], r * 0.42, color));
      }
      front.push(cap(190, 350, 0.25));
      break;
    case 'locs':
      // Strands fall beside the face only, never across it.
      for (const dx of [-1.08, -0.82, 0.82, 1.08]) {
        const len = Math.abs(dx) > 1 ? 1.9 : 1.5;
        back.push(
          stroke(`M${n(cx + dx * r)},${n(cy - r * 0.5)} V${n(cy + r * len)}`, color, r * 0.3),
        );
      }
      front.push(cap(188, 352, 0.2));
      break;
    case 'hijab':
    case 'bald':
      break;
  }
  return { back: back.join(''), front: front.join('') };
}

/** A shape with a round top and straight sides (long hair seen from the front or back). */
function roundedTop(x: number, y: number, w: number, h: number, r: number): string {
  return `M${n(x)},${n(y + h)} V${n(y + r)} A${n(w / 2)},${n(r)} 0 0 1 ${n(x + w)},${n(y + r)} V${n(y + h)} Q${n(x + w / 2)},${n(y + h + r * 0.25)} ${n(x)},${n(y + h)} Z`;
}

function hairBack(style: HairStyle, cx: number, cy: number, r: number, color: string): string {
  const parts: string[] = [];
  switch (style) {
    case 'long':
      parts.push(path(roundedTop(cx - r * 1.1, cy - r * 1.05, r * 2.2, r * 3.0, r * 1.1), color));
      break;
    case 'bob':
      parts.push(
        path(roundedTop(cx - r * 1.12, cy - r * 1.05, r * 2.24, r * 2.05, r * 1.1), color),
      );
      break;
    case 'braids':
      parts.push(circle(cx, cy - r * 0.05, r * 1.02, color));
      for (const side of [-1, 1]) {
        parts.push(
          stroke(
            `M${n(cx + side * r * 0.45)},${n(cy + r * 0.4)} Q${n(cx + side * r * 0.6)},${n(cy + r * 1.4)} ${n(cx + side * r * 0.5)},${n(cy + r * 2.3)}`,
            color,
            r * 0.4,
          ),
        );
      }
      break;
    case 'ponytail':
      parts.push(circle(cx, cy - r * 0.05, r * 1.02, color));
      parts.push(ellipse(cx, cy + r * 1.05, r * 0.35, r * 0.9, color));
      parts.push(
        rect(cx - r * 0.3, cy + r * 0.15, r * 0.6, r * 0.2, shade(color, 0.35), { rx: 3 }),
      );
      break;
    case 'bun':
      parts.push(circle(cx, cy - r * 0.05, r * 1.02, color));
      parts.push(circle(cx, cy - r * 0.55, r * 0.5, shade(color, -0.12)));
      break;
    case 'afro':
      parts.push(circle(cx, cy - r * 0.25, r * 1.42, color));
      break;
    case 'puffs':
      parts.push(circle(cx, cy - r * 0.05, r * 1.02, color));
      parts.push(circle(cx - r * 0.95, cy - r * 0.75, r * 0.55, color));
      parts.push(circle(cx + r * 0.95, cy - r * 0.75, r * 0.55, color));
      break;
    case 'curly':
      for (let i = 0; i < 9; i += 1) {
        const p = onCircle(cx, cy - r * 0.1, r * 0.78, 150 + i * 30);
        parts.push(circle(p[0], p[1], r * 0.45, color));
      }
      parts.push(circle(cx, cy - r * 0.1, r * 0.95, color));
      break;
    case 'locs':
      parts.push(circle(cx, cy - r * 0.05, r * 1.02, color));
      for (let i = 0; i < 6; i += 1) {
        const x = cx - r * 0.85 + (i * r * 1.7) / 5;
        parts.push(stroke(`M${n(x)},${n(cy)} V${n(cy + r * 1.9)}`, color, r * 0.32));
      }
      break;
    case 'short':
      parts.push(path(capPath(cx, cy, r * 1.03, 150, 30, [cx, cy + r * 0.95]), color));
      break;
    case 'crop':
      parts.push(path(capPath(cx, cy, r * 1.02, 160, 20, [cx, cy + r * 0.7]), color));
      break;
    case 'hijab':
    case 'bald':
      break;
  }
  return parts.join('');
}

function hairSide(
  style: HairStyle,
  cx: number,
  cy: number,
  r: number,
  color: string,
  facing: 1 | -1,
): HairLayers {
  const back: string[] = [];
  const fx = (dx: number): number => cx + dx * facing;
  // Segment covering the top and back of the head, from the forehead over to the nape.
  const capD =
    facing === 1
      ? capPath(cx, cy, r * 1.03, 140, 290, [fx(-r * 0.1), cy - r * 0.05])
      : capPath(cx, cy, r * 1.03, 250, 400, [fx(-r * 0.1), cy - r * 0.05]);
  switch (style) {
    case 'ponytail': {
      const px = fx(-r * 1.0);
      const py = cy + r * 0.45;
      back.push(
        ellipse(px, py, r * 0.34, r * 0.85, color, {
          transform: `rotate(${35 * facing} ${n(px)} ${n(py)})`,
        }),
      );
      break;
    }
    case 'long':
      back.push(
        path(roundedTop(fx(-r * 0.2) - r * 0.95, cy - r * 0.9, r * 1.9, r * 2.6, r), color),
      );
      break;
    case 'bob':
      back.push(
        path(roundedTop(fx(-r * 0.15) - r * 1.0, cy - r * 0.9, r * 2.0, r * 1.8, r), color),
      );
      break;
    case 'braids':
      back.push(
        stroke(
          `M${n(fx(-r * 0.6))},${n(cy + r * 0.3)} Q${n(fx(-r * 1.0))},${n(cy + r * 1.2)} ${n(fx(-r * 0.7))},${n(cy + r * 2.1)}`,
          color,
          r * 0.42,
        ),
      );
      break;
    case 'bun':
      back.push(circle(fx(-r * 0.9), cy - r * 0.6, r * 0.45, color));
      break;
    case 'afro':
      back.push(circle(fx(-r * 0.3), cy - r * 0.25, r * 1.38, color));
      break;
    case 'puffs':
      back.push(circle(fx(-r * 0.7), cy - r * 0.95, r * 0.55, color));
      break;
    case 'curly':
      for (let i = 0; i < 5; i += 1) {
        const p = onCircle(
          fx(-r * 0.15),
          cy - r * 0.1,
          r * 0.95,
          facing === 1 ? 150 + i * 32 : 30 - i * 32,
        );
        back.push(circle(p[0], p[1], r * 0.45, color));
      }
      break;
    case 'locs':
      for (let i = 0; i < 4; i += 1) {
        back.push(
          stroke(`M${n(fx(-r * (0.9 - i * 0.25)))},${n(cy)} V${n(cy + r * 1.8)}`, color, r * 0.3),
        );
      }
      break;
    default:
      break;
  }
  const front = style === 'bald' || style === 'hijab' ? '' : path(capD, color);
  return { back: back.join(''), front };
}

// ---------------------------------------------------------------------------------------------
// Head and hats
// ---------------------------------------------------------------------------------------------

interface HeadSpec {
  cx: number;
  cy: number;
  r: number;
  look: Look;
  view: 'front' | 'back' | 'side';
  facing: 1 | -1;
}

function head({ cx, cy, r, look, view, facing }: HeadSpec): string {
  const parts: string[] = [];
  if (look.hairStyle === 'hijab') {
    const scarf = look.scarf ?? COLORS.teal;
    parts.push(
      path(
        `M${n(cx - r * 1.25)},${n(cy + r * 1.75)} Q${n(cx - r * 1.35)},${n(cy - r * 1.3)} ${n(cx)},${n(cy - r * 1.3)} Q${n(cx + r * 1.35)},${n(cy - r * 1.3)} ${n(cx + r * 1.25)},${n(cy + r * 1.75)} Z`,
        scarf,
      ),
    );
    if (view === 'front') parts.push(ellipse(cx, cy + r * 0.08, r * 0.78, r * 0.88, look.skin));
    if (view === 'side') {
      parts.push(ellipse(cx + facing * r * 0.45, cy + r * 0.05, r * 0.55, r * 0.82, look.skin));
    }
    if (view !== 'back') {
      parts.push(
        path(
          `M${n(cx - r * 0.95)},${n(cy - r * 0.1)} Q${n(cx)},${n(cy - r * 1.25)} ${n(cx + r * 0.95)},${n(cy - r * 0.1)} Q${n(cx)},${n(cy - r * 0.95)} ${n(cx - r * 0.95)},${n(cy - r * 0.1)} Z`,
          shade(scarf, -0.12),
        ),
      );
    }
    parts.push(hat(cx, cy, r, look));
    return parts.join('');
  }
  if (view === 'back') {
    const style = look.hairStyle;
    parts.push(circle(cx, cy, r, look.skin));
    parts.push(hairBack(style, cx, cy, r, look.hair));
  } else if (view === 'side') {
    const layers = hairSide(look.hairStyle, cx, cy, r, look.hair, facing);
    parts.push(layers.back, circle(cx, cy, r, look.skin));
    // Nose bump and ear
    parts.push(circle(cx + facing * r * 0.95, cy + r * 0.12, r * 0.16, look.skin));
    parts.push(layers.front);
    parts.push(
      ellipse(cx - facing * r * 0.12, cy + r * 0.12, r * 0.16, r * 0.22, shade(look.skin, -0.12)),
    );
  } else {
    const layers = hairFront(look.hairStyle, cx, cy, r, look.hair);
    parts.push(layers.back);
    parts.push(circle(cx - r * 0.98, cy + r * 0.12, r * 0.17, shade(look.skin, -0.06)));
    parts.push(circle(cx + r * 0.98, cy + r * 0.12, r * 0.17, shade(look.skin, -0.06)));
    parts.push(circle(cx, cy, r, look.skin));
    parts.push(layers.front);
  }
  parts.push(hat(cx, cy, r, look));
  return parts.join('');
}

function hat(cx: number, cy: number, r: number, look: Look): string {
  const color = look.hatColor ?? SCHOOL.maroon;
  switch (look.hat) {
    case 'mortarboard': {
      const top = cy - r * 0.85;
      return group([
        path(
          `M${n(cx - r * 0.9)},${n(top + r * 0.05)} Q${n(cx)},${n(top - r * 0.2)} ${n(cx + r * 0.9)},${n(top + r * 0.05)} V${n(top + r * 0.5)} Q${n(cx)},${n(top + r * 0.3)} ${n(cx - r * 0.9)},${n(top + r * 0.5)} Z`,
          shade(color, -0.25),
        ),
        poly(around(cx, top, r, [-1.55, -0.02, 0, -0.5, 1.55, -0.02, 0, 0.38]), color),
        circle(cx, top - r * 0.06, r * 0.09, SCHOOL.gold),
        stroke(
          `M${n(cx)},${n(top - r * 0.06)} L${n(cx + r * 1.1)},${n(top + r * 0.12)} V${n(top + r * 0.75)}`,
          SCHOOL.gold,
          r * 0.08,
        ),
        rect(cx + r * 1.03, top + r * 0.6, r * 0.16, r * 0.42, SCHOOL.gold, { rx: r * 0.05 }),
      ]);
    }
    case 'crown': {
      const base = cy - r * 0.55;
      const pts: Point[] = [[cx - r * 0.95, base + r * 0.3]];
      for (let i = 0; i <= 4; i += 1) {
        const x = cx - r * 0.95 + (i * r * 1.9) / 4;
        pts.push([x, i % 2 === 0 ? base - r * 0.55 : base - r * 0.1]);
      }
      pts.push([cx + r * 0.95, base + r * 0.3]);
      return group([
        poly(pts, look.hatColor ?? SCHOOL.gold),
        circle(cx, base + r * 0.08, r * 0.1, COLORS.red),
        circle(cx - r * 0.5, base + r * 0.1, r * 0.08, COLORS.sky),
        circle(cx + r * 0.5, base + r * 0.1, r * 0.08, COLORS.green),
      ]);
    }
    case 'goggles':
      return group([
        rect(cx - r * 1.02, cy - r * 0.22, r * 2.04, r * 0.16, '#2f3440'),
        rect(cx - r * 0.82, cy - r * 0.35, r * 0.74, r * 0.44, '#bfe6f2', {
          rx: r * 0.16,
          stroke: '#2f3440',
          'stroke-width': r * 0.08,
        }),
        rect(cx + r * 0.08, cy - r * 0.35, r * 0.74, r * 0.44, '#bfe6f2', {
          rx: r * 0.16,
          stroke: '#2f3440',
          'stroke-width': r * 0.08,
        }),
      ]);
    case 'beanie':
      return group([
        path(capPath(cx, cy, r * 1.08, 180, 360, [cx, cy - r * 0.25]), color),
        rect(cx - r * 1.1, cy - r * 0.42, r * 2.2, r * 0.32, shade(color, -0.15), { rx: r * 0.12 }),
        circle(cx, cy - r * 1.12, r * 0.22, shade(color, 0.3)),
      ]);
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------------------------
// The figure
// ---------------------------------------------------------------------------------------------

function limb(
  start: Point,
  a: Limb,
  l1: number,
  l2: number,
): { mid: Point; end: Point; d: string } {
  const mid = add(start, dir(a[0]), l1);
  const end = add(mid, dir(a[1]), l2);
  return { mid, end, d: `M${pt(start)} L${pt(mid)} L${pt(end)}` };
}

/** The same pose seen in a mirror (side-view poses are written facing right). */
function mirrorPose(pose: Pose): Pose {
  const flip = (l: Limb): Limb => [-l[0], -l[1]];
  return {
    armL: flip(pose.armL),
    armR: flip(pose.armR),
    legL: flip(pose.legL),
    legR: flip(pose.legR),
    lean: -(pose.lean ?? 0),
  };
}

/** Two-segment limb from `start` whose end lands on `target` (or as close as it can reach). */
function limbTo(
  start: Point,
  target: Point,
  l1: number,
  l2: number,
): { mid: Point; end: Point; d: string } {
  const dx = target[0] - start[0];
  const dy = target[1] - start[1];
  const d = Math.min(Math.hypot(dx, dy), (l1 + l2) * 0.999);
  const base = Math.atan2(dy, dx);
  const bend = Math.acos(Math.min(1, Math.max(-1, (l1 * l1 + d * d - l2 * l2) / (2 * l1 * d))));
  // Of the two possible elbows, use the lower one (elbows hang down).
  const candidates = [base + bend, base - bend].map((a): Point => [
    start[0] + Math.cos(a) * l1,
    start[1] + Math.sin(a) * l1,
  ]);
  const mid =
    (candidates[0]?.[1] ?? 0) >= (candidates[1]?.[1] ?? 0)
      ? (candidates[0] ?? start)
      : (candidates[1] ?? start);
  const ex = Math.atan2(target[1] - mid[1], target[0] - mid[0]);
  const end: Point = [mid[0] + Math.cos(ex) * l2, mid[1] + Math.sin(ex) * l2];
  return { mid, end, d: `M${pt(start)} L${pt(mid)} L${pt(end)}` };
}

export function figure(p: Person): Figure {
  const b: Build = BUILDS[p.build ?? 'child'];
  const h = p.height;
  const view = p.view ?? 'front';
  const facing = p.facing ?? 1;
  const basePose: Pose = typeof p.pose === 'string' ? POSES[p.pose] : (p.pose ?? POSES.stand);
  const pose = view === 'side' && facing === -1 ? mirrorPose(basePose) : basePose;
  const look = p.look;
  const seated = p.seated;
  const hip: Point = seated ? [p.x, p.y] : [p.x, p.y - b.hip * h];
  const shoulderY = hip[1] - (b.shoulder - b.hip) * h;
  const r = b.head * h;
  const headC: Point = [p.x, hip[1] - (1 - b.head - b.hip) * h];
  const side = view === 'side';
  const sx = b.shoulderHalf * h * (side ? 0.55 : 1);
  const hx = b.hipHalf * h * (side ? 0.62 : 1);
  const armW = b.arm * h * (look.lower === 'gown' ? 1.35 : 1);
  const legW = b.leg * h;
  const lean = pose.lean ?? 0;
  const robe = look.lower === 'gown';
  const skirtLike = look.lower === 'skirt' || look.lower === 'dress';
  const lowerColor = look.lower === 'dress' ? look.top : look.bottom;

  // --- legs --------------------------------------------------------------------------------
  const legs: string[] = [];
  const legParts = (which: 'L' | 'R', angles: Limb, far: boolean): { svg: string; foot: Point } => {
    const offset = side
      ? (which === 'L' ? -0.15 : 0.15) * legW
      : (which === 'L' ? -1 : 1) * b.legGap * h;
    const start: Point = [hip[0] + offset, hip[1] - legW * 0.2];
    const thigh = seated === 'chair' && view === 'front' ? b.thigh * 0.3 : b.thigh;
    const lg = limb(start, angles, thigh * h, b.shin * h);
    const parts: string[] = [];
    const legColor = robe ? look.bottom : look.lower === 'pants' ? look.bottom : look.skin;
    const tone = far ? shade(legColor, -0.12) : legColor;
    parts.push(stroke(lg.d, tone, legW));
    if (look.lower === 'shorts') {
      const knee = add(start, dir(angles[0]), thigh * h * 0.6);
      parts.push(
        stroke(
          `M${pt(start)} L${pt(knee)}`,
          far ? shade(look.bottom, -0.12) : look.bottom,
          legW * 1.12,
        ),
      );
    }
    const toe: Point = side
      ? [lg.end[0] + facing * legW * 0.45, lg.end[1] + legW * 0.15]
      : [lg.end[0] + (which === 'L' ? -1 : 1) * legW * 0.3, lg.end[1] + legW * 0.2];
    parts.push(
      ellipse(
        toe[0],
        toe[1],
        legW * 0.78,
        legW * 0.45,
        far ? shade(look.shoes, -0.15) : look.shoes,
      ),
    );
    return { svg: parts.join(''), foot: lg.end };
  };
  const hideLegs = seated !== undefined && view === 'back';
  if (seated === 'floor' && !hideLegs) {
    // Cross-legged: knees out to the sides, feet tucked in front.
    const legColor = look.lower === 'pants' || robe ? look.bottom : look.skin;
    for (const side of [-1, 1]) {
      const start: Point = [hip[0] + side * b.legGap * h, hip[1] - legW * 0.3];
      const knee: Point = [hip[0] + side * (hx + h * 0.12), hip[1] + h * 0.02];
      const foot: Point = [hip[0] - side * h * 0.03, hip[1] + h * 0.06];
      legs.push(
        stroke(
          `M${pt(start)} L${pt(knee)} L${pt(foot)}`,
          side < 0 ? shade(legColor, -0.08) : legColor,
          legW,
        ),
      );
      legs.push(
        ellipse(
          foot[0] - side * legW * 0.2,
          foot[1] + legW * 0.2,
          legW * 0.7,
          legW * 0.42,
          look.shoes,
        ),
      );
    }
    if (look.lower !== 'pants')
      legs.push(ellipse(hip[0], hip[1], hx + h * 0.03, h * 0.05, lowerColor));
  } else if (!hideLegs) {
    const lL = legParts('L', pose.legL, side);
    const lR = legParts('R', pose.legR, false);
    legs.push(lL.svg, lR.svg);
    if (look.lower === 'pants' || look.lower === 'shorts') {
      legs.push(
        rect(hip[0] - hx, hip[1] - h * 0.05, hx * 2, h * 0.075, look.bottom, { rx: h * 0.02 }),
      );
    }
  } else if (seated === 'floor') {
    legs.push(ellipse(hip[0], hip[1] - h * 0.01, hx + h * 0.1, h * 0.055, look.bottom));
  }

  // --- upper body (drawn unrotated inside a rotate() group) -----------------------------------
  const upper: string[] = [];
  const armStart = (which: 'L' | 'R'): Point =>
    side
      ? [p.x + (which === 'L' ? -0.2 : 0.2) * sx, shoulderY + armW * 0.5]
      : [p.x + (which === 'L' ? -1 : 1) * (sx - armW * 0.5), shoulderY + armW * 0.55];
  const sleeve = robe ? look.top : shade(look.top, -0.07);
  const drawArm = (which: 'L' | 'R', angles: Limb, far: boolean): Point => {
    const target = which === 'L' ? pose.reachL : pose.reachR;
    const lm = target
      ? limbTo(armStart(which), target, b.upperArm * h, b.foreArm * h)
      : limb(armStart(which), angles, b.upperArm * h, b.foreArm * h);
    const skin = far ? shade(look.skin, -0.1) : look.skin;
    const sleeveColor = far ? shade(sleeve, -0.12) : sleeve;
    if (look.sleeves === 'long' || robe) {
      upper.push(stroke(lm.d, sleeveColor, armW));
    } else {
      upper.push(stroke(lm.d, skin, armW * 0.9));
      const start = armStart(which);
      const cuff: Point = [
        start[0] + (lm.mid[0] - start[0]) * 0.55,
        start[1] + (lm.mid[1] - start[1]) * 0.55,
      ];
      upper.push(stroke(`M${pt(armStart(which))} L${pt(cuff)}`, sleeveColor, armW * 1.05));
    }
    upper.push(circle(lm.end[0], lm.end[1], armW * 0.62, skin));
    return lm.end;
  };

  const torsoBottom = hip[1] + h * 0.015;
  const torso = `M${n(p.x - sx)},${n(shoulderY + h * 0.05)} Q${n(p.x - sx)},${n(shoulderY)} ${n(p.x - sx + h * 0.05)},${n(shoulderY)} H${n(p.x + sx - h * 0.05)} Q${n(p.x + sx)},${n(shoulderY)} ${n(p.x + sx)},${n(shoulderY + h * 0.05)} L${n(p.x + hx)},${n(torsoBottom)} H${n(p.x - hx)} Z`;

  // In side view the far arm goes behind the torso; in front and back view both arms go over it.
  let handL: Point | undefined = side ? drawArm('L', pose.armL, true) : undefined;
  // Neck
  upper.push(
    rect(
      p.x - r * 0.28,
      headC[1] + r * 0.6,
      r * 0.56,
      shoulderY - headC[1] - r * 0.4,
      shade(look.skin, -0.08),
    ),
  );
  if (look.backpack && view !== 'back') {
    upper.push(
      rect(p.x - sx * 0.9, shoulderY + h * 0.02, sx * 0.35, h * 0.2, shade(look.backpack, -0.2), {
        rx: h * 0.02,
      }),
    );
    upper.push(
      rect(p.x + sx * 0.55, shoulderY + h * 0.02, sx * 0.35, h * 0.2, shade(look.backpack, -0.2), {
        rx: h * 0.02,
      }),
    );
  }
  if (robe) {
    const hem = p.y - h * 0.1;
    upper.push(
      path(
        `M${n(p.x - sx)},${n(shoulderY + h * 0.05)} Q${n(p.x - sx)},${n(shoulderY)} ${n(p.x - sx + h * 0.05)},${n(shoulderY)} H${n(p.x + sx - h * 0.05)} Q${n(p.x + sx)},${n(shoulderY)} ${n(p.x + sx)},${n(shoulderY + h * 0.05)} L${n(p.x + sx + h * 0.05)},${n(hem)} H${n(p.x - sx - h * 0.05)} Z`,
        look.top,
      ),
    );
    if (look.stole && view === 'front') {
      upper.push(
        poly(
          [
            [p.x - r * 0.5, shoulderY],
            [p.x - r * 0.15, shoulderY],
            [p.x - r * 0.35, hip[1] + h * 0.08],
            [p.x - r * 0.75, hip[1] + h * 0.08],
          ],
          look.stole,
        ),
        poly(
          [
            [p.x + r * 0.5, shoulderY],
            [p.x + r * 0.15, shoulderY],
            [p.x + r * 0.35, hip[1] + h * 0.08],
            [p.x + r * 0.75, hip[1] + h * 0.08],
          ],
          look.stole,
        ),
      );
    }
  } else {
    upper.push(path(torso, look.top));
    if (view === 'front') {
      // Collar shadow
      upper.push(ellipse(p.x, shoulderY + h * 0.006, r * 0.42, r * 0.16, shade(look.top, -0.15)));
    }
    if (skirtLike || look.ruffles) {
      const flare = look.ruffles ? h * 0.3 : h * 0.07;
      const len = look.ruffles ? h * 0.3 : h * 0.17;
      const top = hip[1] - h * 0.04;
      const colors = look.ruffles ?? [lowerColor];
      colors.forEach((color, i) => {
        const k = 1 - i * (0.55 / Math.max(1, colors.length));
        const bottom = top + len * k;
        const half = hx + flare * k;
        upper.push(
          path(
            `M${n(p.x - hx)},${n(top)} H${n(p.x + hx)} L${n(p.x + half)},${n(bottom)} Q${n(p.x)},${n(bottom + h * 0.04)} ${n(p.x - half)},${n(bottom)} Z`,
            color,
          ),
        );
      });
    }
  }
  if (look.backpack && view === 'back') {
    upper.push(
      rect(p.x - sx * 0.8, shoulderY + h * 0.03, sx * 1.6, h * 0.24, look.backpack, {
        rx: h * 0.04,
      }),
    );
    upper.push(
      rect(p.x - sx * 0.55, shoulderY + h * 0.16, sx * 1.1, h * 0.08, shade(look.backpack, -0.15), {
        rx: h * 0.02,
      }),
    );
  }
  if (look.backpack && side) {
    upper.push(
      rect(
        p.x - facing * sx * 2.1 - (facing === 1 ? 0 : sx * 0.2),
        shoulderY + h * 0.03,
        sx * 1.3,
        h * 0.22,
        look.backpack,
        { rx: h * 0.04 },
      ),
    );
  }
  if (!side) handL = drawArm('L', pose.armL, false);
  const handR = drawArm('R', pose.armR, false);
  upper.push(head({ cx: headC[0], cy: headC[1], r, look, view, facing }));

  const rotated =
    lean === 0 ? group(upper) : group(upper, { transform: `rotate(${n(lean)} ${pt(hip)})` });
  return {
    svg: group([...legs, rotated]),
    handL: rotate(handL ?? hip, hip, lean),
    handR: rotate(handR, hip, lean),
    head: rotate(headC, hip, lean),
    headRadius: r,
  };
}

// ---------------------------------------------------------------------------------------------
// Random looks
// ---------------------------------------------------------------------------------------------

const KID_STYLES: readonly HairStyle[] = [
  'short',
  'crop',
  'afro',
  'puffs',
  'ponytail',
  'bun',
  'long',
  'bob',
  'braids',
  'curly',
  'locs',
  'short',
  'ponytail',
  'puffs',
];

const ADULT_STYLES: readonly HairStyle[] = [
  'short',
  'crop',
  'bun',
  'long',
  'bob',
  'curly',
  'locs',
  'hijab',
  'bald',
  'afro',
  'ponytail',
  'short',
];

export interface LookOptions {
  adult?: boolean;
  /** Restrict clothes to these colours (e.g. team shirts). */
  tops?: readonly string[];
  bottoms?: readonly string[];
  lower?: Lower;
  sleeves?: 'short' | 'long';
}

/** A random but plausible outfit; callers override fields for uniforms and costumes. */
export function randomLook(rng: Rng, options: LookOptions = {}): Look {
  const style = rng.pick(options.adult ? ADULT_STYLES : KID_STYLES);
  const skin = rng.pick(SKIN);
  const lightHair = rng.chance(0.18);
  const hair =
    style === 'hijab'
      ? HAIR[0]
      : lightHair
        ? rng.pick(HAIR.slice(3, 7))
        : rng.pick(HAIR.slice(0, 4));
  const lowerRoll = rng.next();
  const lower: Lower =
    options.lower ??
    (lowerRoll < 0.62
      ? 'pants'
      : lowerRoll < 0.76
        ? 'shorts'
        : lowerRoll < 0.9
          ? 'skirt'
          : 'dress');
  return {
    skin,
    hair: options.adult && style !== 'hijab' && rng.chance(0.12) ? HAIR[7] : hair,
    hairStyle: style,
    top: rng.pick(options.tops ?? CLOTHES),
    bottom: rng.pick(
      options.bottoms ?? [
        COLORS.denim,
        COLORS.navy,
        COLORS.charcoal,
        COLORS.tan,
        '#5b6b7a',
        COLORS.denim,
      ],
    ),
    shoes: rng.pick(['#2d2f36', '#f4f1ea', '#c0392b', '#34495e', '#8a5a3c', '#f4f1ea']),
    lower,
    sleeves: options.sleeves ?? (rng.chance(0.5) ? 'short' : 'long'),
    scarf:
      style === 'hijab'
        ? rng.pick([COLORS.teal, COLORS.purple, COLORS.rose, COLORS.navy, COLORS.mustard])
        : undefined,
  };
}

/** A row of audience members seen from behind: just heads and shoulders. */
export function audienceRow(
  rng: Rng,
  x0: number,
  x1: number,
  baseY: number,
  size: number,
  darken = 0,
): string {
  const parts: string[] = [];
  let x = x0 + rng.range(0, size * 0.6);
  while (x < x1) {
    const look = randomLook(rng, { adult: rng.chance(0.6) });
    const s = size * rng.range(0.88, 1.1);
    const tone = (c: string): string => (darken > 0 ? shade(c, -darken) : c);
    const dimmed: Look = {
      ...look,
      top: tone(look.top),
      hair: tone(look.hair),
      skin: tone(look.skin),
      scarf: look.scarf ? tone(look.scarf) : undefined,
    };
    parts.push(
      path(
        `M${n(x - s * 0.62)},${n(baseY)} V${n(baseY - s * 0.55)} Q${n(x - s * 0.62)},${n(baseY - s * 0.85)} ${n(x - s * 0.3)},${n(baseY - s * 0.85)} H${n(x + s * 0.3)} Q${n(x + s * 0.62)},${n(baseY - s * 0.85)} ${n(x + s * 0.62)},${n(baseY - s * 0.55)} V${n(baseY)} Z`,
        dimmed.top,
      ),
    );
    parts.push(
      head({ cx: x, cy: baseY - s * 1.12, r: s * 0.34, look: dimmed, view: 'back', facing: 1 }),
    );
    x += s * rng.range(1.05, 1.4);
  }
  return parts.join('');
}

export interface CastOptions extends Omit<Person, 'look' | 'build'> {
  build?: BuildName;
  /** Fields that override the random outfit. */
  look?: Partial<Look>;
  options?: LookOptions;
}

/** A figure with a random look (overridable), sized for its build. */
function cast(rng: Rng, o: CastOptions): Figure {
  const adult = o.build === 'adult';
  const look: Look = { ...randomLook(rng, { adult, ...o.options }), ...o.look };
  return figure({ ...o, look });
}

/** `cast` with the feet (or seat) point and the height first: one short line per figure. */
export const castAt = (
  rng: Rng,
  x: number,
  y: number,
  height: number,
  o: Omit<CastOptions, 'x' | 'y' | 'height'> = {},
): Figure => cast(rng, { x, y, height, ...o });

/** A pose with these arm angles and the legs a little apart (`spread` degrees each side). */
export const armsPose = (armL: Limb, armR: Limb, spread = 3, extra: Partial<Pose> = {}): Pose => ({
  armL,
  armR,
  legL: [-spread, 0],
  legR: [spread, 0],
  ...extra,
});
