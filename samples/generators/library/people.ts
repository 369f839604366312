/**
 * Plain, faceless flat figures for the illustrations: children and adults in front, back and side
 * views, standing, walking, running or seated. A figure is a round head with one of a few hair
 * shapes, a tapered torso and limbs drawn as thick round-capped strokes, in flat colours.
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
  rect,
  shade,
  stroke,
  type Point,
  type Rng,
} from './svg.ts';
import { groundShadow } from './scenery.ts';

/** The few hair shapes drawn, and the styles folded onto each ('none': bald, or under a hijab). */
const HAIR_SHAPES = {
  cap: ['short', 'crop'],
  round: ['afro', 'curly', 'puffs'],
  bun: ['ponytail', 'bun'],
  long: ['long', 'bob', 'braids', 'locs'],
  none: ['hijab', 'bald'],
} as const;

type HairShape = keyof typeof HAIR_SHAPES;
type HairStyle = (typeof HAIR_SHAPES)[HairShape][number];

const shapeOf = (style: HairStyle): HairShape =>
  (Object.keys(HAIR_SHAPES) as HairShape[]).find((k) =>
    (HAIR_SHAPES[k] as readonly string[]).includes(style),
  ) ?? 'cap';

type Lower = 'pants' | 'shorts' | 'skirt' | 'dress' | 'gown';

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
  /** A wide, layered folklórico skirt in these colours (outermost first). */
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
  dance: { armL: [-60, -40], armR: [60, 40], legL: [-8, -2], legR: [14, 4] },
  leap: { armL: [-110, -140], armR: [70, 100], legL: [-70, -80], legR: [60, 30], lean: -6 },
  point: { armL: [-8, -3], armR: [100, 100], legL: [-3, 0], legR: [3, 0] },
  write: { armL: [-8, -3], armR: [150, 150], legL: [-3, 0], legR: [3, 0] },
  reachDown: { armL: [-30, -40], armR: [45, 50], legL: [-10, 0], legR: [10, 0] },
} as const satisfies Record<string, Pose>;

type PoseName = keyof typeof POSES;

/**
 * Body proportions as fractions of the total height: head radius, shoulder and hip heights above
 * the feet, half the shoulder width, whole arm length and arm thickness. The rest is derived:
 * legs reach from the hips to the feet and are a little thicker than the arms.
 */
const BUILDS = {
  toddler: { head: 0.125, shoulder: 0.72, hip: 0.4, width: 0.14, arm: 0.3, limb: 0.08 },
  child: { head: 0.105, shoulder: 0.755, hip: 0.42, width: 0.125, arm: 0.315, limb: 0.07 },
  adult: { head: 0.072, shoulder: 0.83, hip: 0.48, width: 0.118, arm: 0.36, limb: 0.055 },
} as const;

export type BuildName = keyof typeof BUILDS;

type View = 'front' | 'back' | 'side';

interface Person {
  /** Feet point (standing) or seat point (seated). */
  x: number;
  y: number;
  height: number;
  look: Look;
  pose?: Pose | PoseName;
  view?: View;
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

// --- Geometry helpers

const rad = (deg: number): number => (deg * Math.PI) / 180;
const pt = (p: Point): string => `${n(p[0])},${n(p[1])}`;

/** `p` moved `k` along the pose angle `deg` (0 = down, 90 = towards +x). */
const along = (p: Point, deg: number, k: number): Point => [
  p[0] + Math.sin(rad(deg)) * k,
  p[1] + Math.cos(rad(deg)) * k,
];

function rotate(p: Point, c: Point, deg: number): Point {
  const [cos, sin] = [Math.cos(rad(deg)), Math.sin(rad(deg))];
  const [dx, dy] = [p[0] - c[0], p[1] - c[1]];
  return [c[0] + dx * cos - dy * sin, c[1] + dx * sin + dy * cos];
}

/** Arc of a circle clockwise from angle a to b (0 = +x, 90 = down), closed by a curve through c. */
function capPath(cx: number, cy: number, r: number, a: number, b: number, c: Point): string {
  const at = (deg: number): string =>
    pt([cx + r * Math.cos(rad(deg)), cy + r * Math.sin(rad(deg))]);
  const large = (((b - a) % 360) + 360) % 360 > 180 ? 1 : 0;
  return `M${at(a)} A${n(r)},${n(r)} 0 ${large} 1 ${at(b)} Q${pt(c)} ${at(a)} Z`;
}

/** A filled shape with a round top and straight sides (long hair, a headscarf). */
function hood(x: number, y: number, w: number, h: number, r: number, fill: string): string {
  return path(
    `M${n(x)},${n(y + h)} V${n(y + r)} A${n(w / 2)},${n(r)} 0 0 1 ${n(x + w)},${n(y + r)} V${n(y + h)} Z`,
    fill,
  );
}

/** A torso or gown: rounded shoulders (radius k) `half0` wide at y0, widening to `half1` at y1. */
function bodyPath(x: number, y0: number, half0: number, y1: number, half1: number, k: number) {
  return `M${n(x - half0)},${n(y0 + k)} Q${n(x - half0)},${n(y0)} ${n(x - half0 + k)},${n(y0)} H${n(x + half0 - k)} Q${n(x + half0)},${n(y0)} ${n(x + half0)},${n(y0 + k)} L${n(x + half1)},${n(y1)} H${n(x - half1)} Z`;
}

// --- Head, hair and hats

/** The hair drawn behind the head and the hair drawn over it. */
function hair(look: Look, cx: number, cy: number, r: number, view: View, facing: 1 | -1) {
  const shape = shapeOf(look.hairStyle);
  if (shape === 'none') return ['', ''];
  const c = look.hair;
  // Seen from the side, the bulk of the hair sits towards the back of the head.
  const back = view === 'side' ? -facing * r : 0;
  let behind = '';
  if (shape === 'round') behind = circle(cx + back * 0.35, cy - r * 0.25, r * 1.4, c);
  if (shape === 'bun') behind = circle(cx + back * 0.8, cy - r * 0.95, r * 0.5, c);
  if (shape === 'long') {
    behind = hood(cx + back * 0.3 - r * 1.1, cy - r * 1.05, r * 2.2, r * 2.9, r * 1.1, c);
  }
  // From the front the hairline sits about a third of the way down the face.
  const [a, b] = view === 'front' ? [195, 345] : facing === 1 ? [140, 290] : [250, 400];
  const dip = view === 'front' ? 0.6 : 0.3;
  const over =
    view === 'back'
      ? circle(cx, cy - r * 0.03, r * 1.03, c)
      : path(capPath(cx, cy, r * 1.04, a, b, [cx + back * 0.1, cy - r * dip]), c);
  return [behind, over];
}

function head(cx: number, cy: number, r: number, look: Look, view: View, facing: 1 | -1): string {
  if (look.hairStyle === 'hijab') {
    // A headscarf framing the face, falling to the shoulders.
    const cover = look.scarf ?? COLORS.teal;
    const scarf = hood(cx - r * 1.3, cy - r * 1.3, r * 2.6, r * 3, r * 1.3, cover);
    const [faceX, faceW] = view === 'side' ? [cx + facing * r * 0.45, 0.55] : [cx, 0.78];
    const face =
      view === 'back' ? '' : ellipse(faceX, cy + r * 0.08, r * faceW, r * 0.85, look.skin);
    return scarf + face + hat(cx, cy, r, look);
  }
  const [behind, over] = hair(look, cx, cy, r, view, facing);
  return behind + circle(cx, cy, r, look.skin) + over + hat(cx, cy, r, look);
}

function hat(cx: number, cy: number, r: number, look: Look): string {
  const color = look.hatColor ?? SCHOOL.maroon;
  const top = cy - r * 0.85;
  switch (look.hat) {
    case 'mortarboard': {
      // Skull cap, square board seen at an angle, gold tassel.
      const board = `M${n(cx - r * 1.55)},${n(top)} L${n(cx)},${n(top - r * 0.5)} L${n(cx + r * 1.55)},${n(top)} L${n(cx)},${n(top + r * 0.38)} Z`;
      const tassel = `M${n(cx)},${n(top)} L${n(cx + r * 1.1)},${n(top + r * 0.12)} V${n(top + r * 0.95)}`;
      const cap = rect(cx - r * 0.9, top, r * 1.8, r * 0.5, shade(color, -0.25));
      return cap + path(board, color) + stroke(tassel, SCHOOL.gold, r * 0.1);
    }
    case 'crown': {
      // A band with five points just above the brow.
      const points = [0, 1, 2, 3, 4].map(
        (i) => `L${n(cx - r + (i * r) / 2)},${n(top - r * (i % 2 === 0 ? 0.25 : -0.2))}`,
      );
      const d = `M${n(cx - r)},${n(cy - r * 0.25)} ${points.join(' ')} L${n(cx + r)},${n(cy - r * 0.25)} Z`;
      return path(d, look.hatColor ?? SCHOOL.gold);
    }
    case 'goggles': {
      // A dark strap with two pale lenses.
      const lens = { rx: r * 0.16, stroke: '#2f3440', 'stroke-width': r * 0.08 };
      const lenses = [-0.82, 0.08].map((dx) =>
        rect(cx + dx * r, cy - r * 0.35, r * 0.74, r * 0.44, '#bfe6f2', lens),
      );
      return rect(cx - r * 1.02, cy - r * 0.22, r * 2.04, r * 0.16, '#2f3440') + lenses.join('');
    }
    case 'beanie': {
      const band = rect(cx - r * 1.1, cy - r * 0.42, r * 2.2, r * 0.32, shade(color, -0.15));
      return path(capPath(cx, cy, r * 1.08, 180, 360, [cx, cy - r * 0.25]), color) + band;
    }
    default:
      return '';
  }
}

// --- The figure

/** The joints of a two-segment limb (shoulder, elbow, hand or hip, knee, foot). */
type Joints = [Point, Point, Point];

const polyline = (points: readonly Point[]): string => `M${points.map(pt).join(' L')}`;

/** Two-segment limb from `start` at the pose angles `a`. */
function limb(start: Point, a: Limb, l1: number, l2: number): Joints {
  const mid = along(start, a[0], l1);
  return [start, mid, along(mid, a[1], l2)];
}

/** Two-segment limb from `start` whose end lands on `target` (or as close as it can reach). */
function limbTo(start: Point, target: Point, l1: number, l2: number): Joints {
  const [dx, dy] = [target[0] - start[0], target[1] - start[1]];
  const d = Math.min(Math.hypot(dx, dy), (l1 + l2) * 0.999);
  const base = Math.atan2(dy, dx);
  const bend = Math.acos(Math.min(1, Math.max(-1, (l1 * l1 + d * d - l2 * l2) / (2 * l1 * d))));
  // Of the two possible elbows, use the lower one (elbows hang down).
  const a = Math.sin(base + bend) >= Math.sin(base - bend) ? base + bend : base - bend;
  const mid: Point = [start[0] + Math.cos(a) * l1, start[1] + Math.sin(a) * l1];
  const e = Math.atan2(target[1] - mid[1], target[0] - mid[0]);
  return [start, mid, [mid[0] + Math.cos(e) * l2, mid[1] + Math.sin(e) * l2]];
}

/** The same pose seen in a mirror (side-view poses are written facing right). */
function mirrorPose(pose: Pose): Pose {
  const flip = (l: Limb): Limb => [-l[0], -l[1]];
  const { armL, armR, legL, legR, lean = 0 } = pose;
  return { armL: flip(armL), armR: flip(armR), legL: flip(legL), legR: flip(legR), lean: -lean };
}

function figure(p: Person): Figure {
  const b = BUILDS[p.build ?? 'child'];
  const { x, height: h, look, seated } = p;
  const view = p.view ?? 'front';
  const side = view === 'side';
  const facing = p.facing ?? 1;
  const named: Pose = typeof p.pose === 'string' ? POSES[p.pose] : (p.pose ?? POSES.stand);
  const pose = side && facing === -1 ? mirrorPose(named) : named;
  const lean = pose.lean ?? 0;
  const robe = look.lower === 'gown';
  const hip: Point = seated ? [x, p.y] : [x, p.y - b.hip * h];
  const shoulderY = hip[1] - (b.shoulder - b.hip) * h;
  const r = b.head * h;
  const headC: Point = [x, hip[1] - (1 - b.head - b.hip) * h];
  const sx = b.width * h * (side ? 0.55 : 1);
  const hx = b.width * h * (side ? 0.5 : 0.82);
  const armW = b.limb * h * (robe ? 1.35 : 1);
  const legW = b.limb * h * 1.2;
  const lowerColor = look.lower === 'dress' ? look.top : look.bottom;
  /** The far limbs of a side view are a little darker. */
  const tone = (color: string, far: boolean): string => (far ? shade(color, -0.12) : color);

  // --- legs ----------------------------------------------------------------------------------
  const legs: string[] = [];
  if (seated === 'floor') {
    // Cross-legged: a lap with the feet tucked in front (seen from behind, just the lap).
    legs.push(ellipse(hip[0], hip[1] + h * 0.02, hx + h * 0.12, h * 0.06, lowerColor));
    for (const s of view === 'back' ? [] : [-1, 1])
      legs.push(ellipse(x + s * h * 0.05, hip[1] + h * 0.07, legW * 0.7, legW * 0.42, look.shoes));
  } else if (!(seated && view === 'back')) {
    const legColor = look.lower === 'pants' || robe ? look.bottom : look.skin;
    const thigh = b.hip * h * (seated && view === 'front' ? 0.15 : 0.5);
    for (const s of [-1, 1] as const) {
      const far = side && s === -1;
      const angles = s === -1 ? pose.legL : pose.legR;
      const start: Point = [x + s * (side ? legW * 0.15 : hx * 0.48), hip[1] - legW * 0.2];
      const leg = limb(start, angles, thigh, b.hip * h * 0.46);
      legs.push(stroke(polyline(leg), tone(legColor, far), legW));
      if (look.lower === 'shorts') {
        const knee = along(start, angles[0], thigh * 0.6);
        legs.push(stroke(`M${pt(start)} L${pt(knee)}`, tone(look.bottom, far), legW * 1.12));
      }
      const toe = (side ? facing * 0.45 : s * 0.3) * legW;
      const shoe = tone(look.shoes, far);
      legs.push(ellipse(leg[2][0] + toe, leg[2][1] + legW * 0.2, legW * 0.78, legW * 0.45, shoe));
    }
  }

  // --- upper body (drawn unrotated inside a rotate() group) ----------------------------------
  const upper: string[] = [];
  const sleeve = robe ? look.top : shade(look.top, -0.07);
  const drawArm = (s: -1 | 1, far: boolean): Point => {
    const start: Point = [x + s * (side ? sx * 0.2 : sx - armW * 0.5), shoulderY + armW * 0.55];
    const target = s === -1 ? pose.reachL : pose.reachR;
    const [l1, l2] = [b.arm * h * 0.53, b.arm * h * 0.47];
    const angles = s === -1 ? pose.armL : pose.armR;
    const arm = target ? limbTo(start, target, l1, l2) : limb(start, angles, l1, l2);
    const [, elbow, hand] = arm;
    if (look.sleeves === 'long' || robe) {
      upper.push(stroke(polyline(arm), tone(sleeve, far), armW));
    } else {
      const cuff: Point = [(start[0] + elbow[0]) / 2, (start[1] + elbow[1]) / 2];
      upper.push(stroke(polyline(arm), tone(look.skin, far), armW * 0.9));
      upper.push(stroke(polyline([start, cuff]), tone(sleeve, far), armW * 1.05));
    }
    upper.push(circle(hand[0], hand[1], armW * 0.62, tone(look.skin, far)));
    return hand;
  };

  // In side view the far arm goes behind the torso; in front and back view both arms go over it.
  let handL = side ? drawArm(-1, true) : hip;
  const neckTop = headC[1] + r * 0.6;
  const neck = rect(x - r * 0.28, neckTop, r * 0.56, shoulderY - neckTop + r * 0.2, look.skin);
  upper.push(neck);
  if (robe) {
    upper.push(path(bodyPath(x, shoulderY, sx, p.y - h * 0.1, sx + h * 0.05, h * 0.05), look.top));
    // A graduation stole: a band down each side of the chest.
    for (const s of look.stole && view === 'front' ? [-1, 1] : []) {
      const band = `M${n(x + s * r * 0.33)},${n(shoulderY)} L${n(x + s * r * 0.55)},${n(hip[1] + h * 0.08)}`;
      upper.push(stroke(band, look.stole ?? SCHOOL.gold, r * 0.35));
    }
  } else {
    upper.push(path(bodyPath(x, shoulderY, sx, hip[1] + h * 0.015, hx, h * 0.05), look.top));
    // A skirt, or layered ruffles each a little shorter and narrower than the one behind.
    const layers =
      look.ruffles ?? (look.lower === 'skirt' || look.lower === 'dress' ? [lowerColor] : []);
    const [flare, len] = look.ruffles ? [h * 0.3, h * 0.3] : [h * 0.07, h * 0.17];
    const top = hip[1] - h * 0.04;
    layers.forEach((color, i) => {
      const k = 1 - i * (0.55 / Math.max(1, layers.length));
      upper.push(path(bodyPath(x, top, hx, top + len * k, hx + flare * k, 0), color));
    });
  }
  if (look.backpack) {
    // Two straps from the front; the pack itself from behind or beside.
    const front = view === 'front';
    const w = sx * (front ? 0.35 : side ? 1.3 : 1.6);
    const fill = front ? shade(look.backpack, -0.2) : look.backpack;
    const y = shoulderY + h * 0.03;
    for (const dx of front ? [-0.72, 0.72] : [side ? -facing * 1.5 : 0]) {
      upper.push(rect(x + dx * sx - w / 2, y, w, h * 0.22, fill, { rx: w * 0.2 }));
    }
  }
  if (!side) handL = drawArm(-1, false);
  const handR = drawArm(1, false);
  upper.push(head(headC[0], headC[1], r, look, view, facing));

  const rotated =
    lean === 0 ? group(upper) : group(upper, { transform: `rotate(${n(lean)} ${pt(hip)})` });
  return {
    svg: group([...legs, rotated]),
    handL: rotate(handL, hip, lean),
    handR: rotate(handR, hip, lean),
    head: rotate(headC, hip, lean),
    headRadius: r,
  };
}

// --- Random looks

const KID_STYLES: readonly HairStyle[] = ['short', 'afro', 'puffs', 'ponytail', 'long', 'short'];
const ADULT_STYLES: readonly HairStyle[] = ['short', 'bun', 'long', 'curly', 'hijab', 'bald'];
const BOTTOMS = [COLORS.denim, COLORS.navy, COLORS.charcoal, COLORS.tan, '#5b6b7a'];
const SHOES = ['#2d2f36', '#f4f1ea', '#c0392b', '#34495e', '#8a5a3c', '#f4f1ea'];
const SCARVES = [COLORS.teal, COLORS.purple, COLORS.rose, COLORS.navy, COLORS.mustard];

interface LookOptions {
  adult?: boolean;
  /** Restrict clothes to these colours (e.g. team shirts). */
  tops?: readonly string[];
  bottoms?: readonly string[];
  lower?: Lower;
  sleeves?: 'short' | 'long';
}

/** A random but plausible outfit; callers override fields for uniforms and costumes. */
function randomLook(rng: Rng, options: LookOptions = {}): Look {
  const style = rng.pick(options.adult ? ADULT_STYLES : KID_STYLES);
  // Mostly dark hair, some light, and now and then grey for adults.
  const hair = rng.chance(0.18) ? rng.pick(HAIR.slice(3, 7)) : rng.pick(HAIR.slice(0, 4));
  const roll = rng.next();
  const lower: Lower =
    roll < 0.62 ? 'pants' : roll < 0.76 ? 'shorts' : roll < 0.9 ? 'skirt' : 'dress';
  return {
    skin: rng.pick(SKIN),
    hair: options.adult && rng.chance(0.12) ? HAIR[7] : hair,
    hairStyle: style,
    top: rng.pick(options.tops ?? CLOTHES),
    bottom: rng.pick(options.bottoms ?? BOTTOMS),
    shoes: rng.pick(SHOES),
    lower: options.lower ?? lower,
    sleeves: options.sleeves ?? (rng.chance(0.5) ? 'short' : 'long'),
    scarf: style === 'hijab' ? rng.pick(SCARVES) : undefined,
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
  const tone = (c: string): string => (darken > 0 ? shade(c, -darken) : c);
  for (let x = x0 + rng.range(0, size * 0.6); x < x1;) {
    const look = randomLook(rng, { adult: rng.chance(0.6) });
    const s = size * rng.range(0.88, 1.1);
    const dimmed: Look = {
      ...look,
      top: tone(look.top),
      hair: tone(look.hair),
      skin: tone(look.skin),
      scarf: look.scarf && tone(look.scarf),
    };
    parts.push(path(bodyPath(x, baseY - s * 0.85, s * 0.62, baseY, s * 0.62, s * 0.3), dimmed.top));
    parts.push(head(x, baseY - s * 1.12, s * 0.34, dimmed, 'back', 1));
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

/** A figure with a random look (overridable) standing (or seated) at x, y: one line per figure. */
export function castAt(
  rng: Rng,
  x: number,
  y: number,
  height: number,
  o: Omit<CastOptions, 'x' | 'y' | 'height'> = {},
): Figure {
  const random = randomLook(rng, { adult: o.build === 'adult', ...o.options });
  return figure({ ...o, x, y, height, look: { ...random, ...o.look } });
}

/** `castAt` standing on a soft shadow, `shadow` times its height wide. */
export function castOnGround(
  rng: Rng,
  x: number,
  y: number,
  height: number,
  o: Omit<CastOptions, 'x' | 'y' | 'height'> = {},
  shadow = 0.35,
): Figure {
  const f = castAt(rng, x, y, height, o);
  return { ...f, svg: groundShadow(x, y, height * shadow) + f.svg };
}

/** The point between a figure's two hands, where it holds something in front of it. */
export const handsMid = (f: Figure): Point => [
  (f.handL[0] + f.handR[0]) / 2,
  (f.handL[1] + f.handR[1]) / 2,
];

/** A pose with these arm angles and the legs a little apart (`spread` degrees each side). */
export const armsPose = (armL: Limb, armR: Limb, spread = 3, extra: Partial<Pose> = {}): Pose => ({
  armL,
  armR,
  legL: [-spread, 0],
  legR: [spread, 0],
  ...extra,
});
