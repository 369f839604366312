/**
 * Small props for the gallery scenes: lab glassware, pumpkins, garden tools, sports gear,
 * instruments, art supplies and ceremony items, each a handful of flat shapes. Each takes a
 * position and a size in design units; (x, y) is the middle of the base unless noted.
 */
import { COLORS, SCHOOL, circle, ellipse, group, line, n, poly, rect } from './svg.ts';
import { shade, stroke, type Point } from './svg.ts';
import { around, pts } from './scenery.ts';

const GLASS = '#e8f4f6';
const DARK = '#2f3440';
const MAROON: string = SCHOOL.maroon;
type Pair<T> = readonly [T, T];

/** Wraps parts in a group turned by `angle` degrees about (x, y). */
const rotated = (x: number, y: number, angle: number, parts: string[]): string =>
  group(parts, { transform: angle === 0 ? undefined : `rotate(${n(angle)} ${n(x)} ${n(y)})` });

/** A stroked line through points: straight segments, or one quadratic curve with `'Q'`. */
function trace(p: readonly Point[], color: string, width: number, cmd: 'L' | 'Q' = 'L'): string {
  const [first = '', ...rest] = p.map(([px, py]) => `${n(px)},${n(py)}`);
  return stroke(`M${first} ${cmd}${rest.join(' ')}`, color, width);
}

/** `count` points evenly round a circle of radius r about (x, y), the first straight up. */
function ring(x: number, y: number, r: number, count: number): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / count;
    return [x + Math.cos(a) * r, y + Math.sin(a) * r] as const;
  });
}

export function flask(x: number, y: number, s: number, liquid: string): string {
  const glass = [-0.18, -1, 0.18, -1, 0.18, -0.62, 0.45, 0, -0.45, 0, -0.18, -0.62];
  return group([
    poly(around(x, y, s, glass), GLASS, { opacity: 0.85 }),
    poly(around(x, y, s, [-0.32, -0.3, 0.32, -0.3, 0.45, 0, -0.45, 0]), liquid),
  ]);
}

/** Straight glass beaker; `level` is how full it is (0..1). */
export function beaker(x: number, y: number, w: number, h: number, liquid: string, level = 0.55) {
  return group([
    rect(x - w / 2, y - h, w, h, GLASS, { rx: w * 0.08, opacity: 0.85 }),
    rect(x - w / 2, y - h * level, w, h * level, liquid, { rx: w * 0.08 }),
  ]);
}

/** A seedling in a cup (bean-sprout experiment); `growth` lifts the leaves. */
export function sproutCup(x: number, y: number, s: number, cup: string, growth: number): string {
  const top = y - s * 0.9 - s * growth;
  return group([
    line(x, y - s * 0.8, x, top, '#4f9a5f', s * 0.08),
    ellipse(x, top, s * 0.4, s * 0.12, '#6fb36a'),
    poly(around(x, y, s, [-0.4, -0.85, 0.4, -0.85, 0.3, 0, -0.3, 0]), cup),
  ]);
}

export function pumpkin(x: number, y: number, s: number, color = '#e8822e'): string {
  return group([
    line(x, y - s * 0.8, x + s * 0.1, y - s * 1.05, '#5a7a3a', s * 0.09),
    ellipse(x, y - s * 0.42, s * 0.68, s * 0.42, shade(color, -0.12)),
    ellipse(x, y - s * 0.44, s * 0.3, s * 0.44, color),
  ]);
}

/** Canopy tent with a striped roof; (x0..x1) at roof level y, posts down to baseY. */
export function tent(
  x0: number,
  x1: number,
  y: number,
  baseY: number,
  stripe: string,
  base = '#fbf6ec',
): string {
  const w = x1 - x0;
  const [top, eave] = [y - w * 0.16, y + w * 0.04];
  const stripes = Array.from({ length: 8 }, (_, i) => {
    const [a, ta] = [x0 + (w * i) / 8, x0 + w * (0.2 + 0.075 * i)];
    return poly(
      pts([ta, top, ta + w * 0.075, top, a + w / 8, eave, a, eave]),
      i % 2 ? base : stripe,
    );
  });
  const posts = [x0, x1 - w * 0.02].map((px) => rect(px, y, w * 0.02, baseY - y, '#9aa1ab'));
  return group([...posts, ...stripes]);
}

export function wateringCan(x: number, y: number, s: number, color: string = COLORS.teal): string {
  return group([
    line(x + s * 0.3, y - s * 0.2, x + s * 0.95, y - s * 0.75, shade(color, -0.1), s * 0.12),
    trace(around(x, y, s, [-0.3, -0.6, 0, -1.05, 0.25, -0.6]), shade(color, -0.2), s * 0.08, 'Q'),
    rect(x - s * 0.4, y - s * 0.6, s * 0.75, s * 0.6, color, { rx: s * 0.1 }),
  ]);
}

export function sunflower(x: number, baseY: number, h: number, s: number): string {
  const cy = baseY - h;
  return group([
    trace(pts([x, baseY, x - s * 0.3, baseY - h / 2, x, cy]), '#4f8a45', s * 0.14, 'Q'),
    ellipse(x + s * 0.35, baseY - h * 0.35, s * 0.4, s * 0.18, '#5f9a50'),
    ...ring(x, cy, s * 0.6, 12).map(([px, py]) => circle(px, py, s * 0.25, '#f5c431')),
    circle(x, cy, s * 0.45, '#6b4a2b'),
  ]);
}

export function raisedBed(x: number, y: number, w: number, h: number, wood = '#a77b50'): string {
  return group([rect(x, y - h, w, h * 0.3, '#5a3f2b'), rect(x, y - h * 0.72, w, h * 0.72, wood)]);
}

export function lettuce(x: number, y: number, s: number): string {
  return group([
    circle(x - s * 0.35, y - s * 0.3, s * 0.4, '#4f9550'),
    circle(x + s * 0.35, y - s * 0.3, s * 0.4, '#5ea55c'),
    circle(x, y - s * 0.5, s * 0.45, '#8cc96b'),
  ]);
}

export function tomatoPlant(x: number, y: number, h: number): string {
  const parts = [line(x, y, x, y - h, '#b28a5a', h * 0.03)];
  for (const [i, k] of [0.3, 0.48, 0.66, 0.84].entries()) {
    const side = i % 2 === 0 ? -1 : 1;
    parts.push(ellipse(x + side * h * 0.12, y - h * k, h * 0.14, h * 0.07, '#4f9a5f'));
    parts.push(circle(x - side * h * 0.08, y - h * (k - 0.05), h * 0.045, '#d9412f'));
  }
  return group(parts);
}

export function butterfly(x: number, y: number, s: number, color: string): string {
  const wings = [-1, 1].flatMap((k) => [
    circle(x + k * s * 0.4, y - s * 0.2, s * 0.4, color),
    circle(x + k * s * 0.3, y + s * 0.25, s * 0.25, shade(color, -0.15)),
  ]);
  return group([...wings, line(x, y - s * 0.35, x, y + s * 0.35, DARK, s * 0.12)]);
}

export function cone(x: number, y: number, s: number): string {
  return group([
    poly(around(x, y, s, [-0.32, -0.1, -0.08, -0.95, 0.08, -0.95, 0.32, -0.1]), '#f07a35'),
    poly(around(x, y, s, [-0.22, -0.45, -0.15, -0.65, 0.15, -0.65, 0.22, -0.45]), '#ffffff'),
  ]);
}

/** A relay baton held at (x, y). */
export const baton = (x: number, y: number, s: number, angle: number): string =>
  rotated(x, y, angle, [rect(x - s / 2, y - s * 0.09, s, s * 0.18, SCHOOL.gold, { rx: s * 0.09 })]);

/** Ball centred at (x, y): a black centre pentagon and five round patches near the rim. */
export function soccerBall(x: number, y: number, r: number): string {
  return group([
    circle(x, y, r, '#fafafa', { stroke: '#c9ccd2', 'stroke-width': r * 0.06 }),
    poly(ring(x, y, r * 0.32, 5), '#2b2d33'),
    ...ring(x, y, r * 0.78, 5).map(([px, py]) => circle(px, py, r * 0.2, '#2b2d33')),
  ]);
}

/** Ball centred at (x, y); each seam is a quadratic curve, straight when its bend is the centre. */
export function basketball(x: number, y: number, r: number): string {
  const seam = (k: readonly number[]): string =>
    trace(around(x, y, r, k), '#2b2018', r * 0.07, 'Q');
  return group([
    circle(x, y, r, '#e2762d'),
    seam([-1, 0, 0, 0, 1, 0]),
    seam([0, -1, 0, 0, 0, 1]),
    ...[-1, 1].map((k) => seam([0.7 * k, -0.7, 0.2 * k, 0, 0.7 * k, 0.7])),
  ]);
}

/** An open book held or lying flat; (x, y) is the spine bottom. */
export function openBook(x: number, y: number, w: number, cover: string): string {
  const h = w * 0.62;
  return group([
    rect(x - w * 0.53, y - h * 1.02, w * 1.06, h * 1.02, cover, { rx: w * 0.02 }),
    rect(x - w / 2, y - h, w / 2, h * 0.96, '#fbf8f1'),
    rect(x, y - h, w / 2, h * 0.96, '#ece6d8'),
  ]);
}

/** An A-frame easel: a white canvas with `painting` drawn on it, resting on a ledge. */
export function easel(x: number, baseY: number, h: number, painting: string): string {
  const [cw, ch] = [h * 0.55, h * 0.45];
  return group([
    trace(around(x, baseY, h, [-0.22, 0, 0, -1, 0.22, 0]), '#b98a5e', h * 0.03),
    rect(x - cw * 0.55, baseY - h * 0.88 + ch, cw * 1.1, h * 0.03, '#b98a5e'),
    rect(x - cw / 2, baseY - h * 0.88, cw, ch, '#ffffff'),
    painting,
  ]);
}

/** A child's framed self-portrait: a smiling face under a cap of hair sized by `style`. */
export function selfPortrait(
  x: number,
  y: number,
  w: number,
  h: number,
  bg: string,
  skin: string,
  hair: string,
  style: number,
): string {
  const [cx, cy, r] = [x + w / 2, y + h * 0.48, w * 0.26];
  return group([
    rect(x, y, w, h, bg, { stroke: '#2f2a28', 'stroke-width': w * 0.12 }),
    circle(cx, cy - r * 0.25, r * (1.1 + (style % 3) * 0.12), hair),
    circle(cx, cy + r * 0.05, r, skin),
    ...[-1, 1].map((k) => circle(cx + k * r * 0.35, cy + r * 0.05, r * 0.1, '#2a2220')),
    trace(around(cx, cy, r, [-0.4, 0.4, 0, 0.75, 0.4, 0.4]), '#a8362c', r * 0.1, 'Q'),
  ]);
}

export function paintCup(x: number, y: number, s: number, color: string): string {
  return group([
    line(x + s * 0.05, y - s * 0.6, x + s * 0.3, y - s * 1.35, '#c79a5c', s * 0.07),
    rect(x - s * 0.35, y - s * 0.7, s * 0.7, s * 0.7, '#e9eef2', { rx: s * 0.08 }),
    rect(x - s * 0.35, y - s * 0.4, s * 0.7, s * 0.4, color, { rx: s * 0.08 }),
  ]);
}

/** Violin centred at (x, y) on its body, rotated by angle: two bouts, a neck and a string. */
export function violin(x: number, y: number, s: number, angle: number): string {
  return rotated(x, y, angle, [
    ellipse(x, y - s * 0.5, s * 0.36, s * 0.5, '#b5651d'),
    ellipse(x, y + s * 0.45, s * 0.46, s * 0.55, '#b5651d'),
    rect(x - s * 0.07, y - s * 1.9, s * 0.14, s * 1.6, '#2b2018'),
    line(x, y - s * 1.8, x, y + s * 0.4, '#e8e2d6', s * 0.05),
  ]);
}

/** A rolled diploma tied with a ribbon, centred at (x, y). */
export function diploma(x: number, y: number, len: number, angle: number): string {
  const r = len * 0.09;
  return rotated(x, y, angle, [
    rect(x - len / 2, y - r, len, r * 2, '#fbf6e8', { rx: r }),
    ellipse(x + len / 2, y, r * 0.45, r, '#e6dcc4'),
    rect(x - r * 0.5, y - r * 1.05, r, r * 2.1, SCHOOL.maroon),
  ]);
}

/** Mortarboard flying at an angle, with a gold tassel; (x, y) centre. */
export function flyingCap(x: number, y: number, s: number, angle: number, color = MAROON): string {
  return rotated(x, y, angle, [
    rect(x - s * 0.45, y, s * 0.9, s * 0.45, shade(color, -0.3), { rx: s * 0.12 }),
    poly(pts([x - s, y, x, y - s * 0.38, x + s, y, x, y + s * 0.38]), color),
    trace(around(x, y, s, [0, 0, 0.5, 0, 0.62, 0.7]), SCHOOL.gold, s * 0.07, 'Q'),
  ]);
}

/** A red paper lantern with gold caps and tassel, hanging from (x, y). */
export function lantern(x: number, y: number, s: number, color = '#d63a2f'): string {
  return group([
    line(x, y, x, y + s * 2.1, SCHOOL.gold, s * 0.06),
    ellipse(x, y + s * 0.95, s * 0.68, s * 0.6, color),
    ellipse(x, y + s * 0.95, s * 0.3, s * 0.6, shade(color, -0.12)),
    ...[0.28, 1.5].map((k) => rect(x - s * 0.35, y + s * k, s * 0.7, s * 0.14, SCHOOL.gold)),
  ]);
}

/** A laptop seen from the front (screen showing `screen`) or from behind. */
export function laptop(x: number, y: number, s: number, screen: string, fromBack = false): string {
  const lid = poly(around(x, y, s, [-0.55, -0.72, 0.55, -0.72, 0.5, 0, -0.5, 0]), '#b9bfc7');
  if (fromBack) return group([lid, circle(x, y - s * 0.38, s * 0.06, '#e6e9ee')]);
  return group([
    rect(x - s * 0.5, y - s * 0.7, s, s * 0.66, DARK, { rx: s * 0.04 }),
    rect(x - s * 0.45, y - s * 0.65, s * 0.9, s * 0.56, screen),
    rect(x - s * 0.6, y - s * 0.06, s * 1.2, s * 0.06, '#b9bfc7', { rx: s * 0.03 }),
  ]);
}

/** A striped picnic blanket as a parallelogram in light perspective. */
export function picnicBlanket(x: number, y: number, w: number, h: number, color: string): string {
  const skew = h * 0.35;
  // A stripe from a to b (fractions of the width), leaning with the perspective.
  const band = (a: number, b: number): Point[] =>
    pts([x + skew + w * a, y, x + skew + w * b, y, x + w * b, y + h, x + w * a, y + h]);
  return group([
    poly(band(0, 1), '#fbf6ec'),
    ...[0, 0.25, 0.5, 0.75].map((a) => poly(band(a, a + 0.125), color)),
  ]);
}

/** A diamond kite on a string running to (tail[0], tail[1]), with three bows below. */
export function kite(x: number, y: number, s: number, colors: Pair<string>, tail: Pair<number>) {
  const bows = [1.3, 1.6, 1.9].map((k, i) => circle(x, y + s * k, s * 0.1, colors[i % 2] ?? ''));
  return group([
    line(x, y + s, tail[0], tail[1], '#f4efe4', s * 0.03),
    poly(around(x, y, s, [0, -1, 0.65, -0.15, 0, 1, -0.65, -0.15]), colors[0]),
    poly(around(x, y, s, [0, -1, 0.65, -0.15, 0, -0.15]), colors[1]),
    ...bows,
  ]);
}

/** A plate centred at (x, y) with a row of food helpings. */
export function plate(x: number, y: number, s: number, foods: readonly string[]): string {
  const food = (c: string, i: number): string =>
    ellipse(x + s * (i * 0.3 - 0.3), y - s * 0.05, s * 0.22, s * 0.12, c);
  return group([ellipse(x, y, s, s * 0.38, '#ffffff'), ...foods.map(food)]);
}

export function pot(x: number, y: number, s: number, color: string, food: string): string {
  return group([
    rect(x - s * 0.8, y - s * 0.6, s * 1.6, s * 0.08, shade(color, -0.2), { rx: s * 0.04 }),
    rect(x - s * 0.6, y - s * 0.7, s * 1.2, s * 0.7, color, { rx: s * 0.1 }),
    ellipse(x, y - s * 0.7, s * 0.55, s * 0.14, food),
  ]);
}

/** Book displayed face-out: a cover with a title block and a light disc sized by `motif`. */
export function bookCover(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  motif: number,
): string {
  return group([
    rect(x, y, w, h, color, { rx: w * 0.04 }),
    rect(x, y, w * 0.08, h, shade(color, -0.2)),
    rect(x + w * 0.2, y + h * 0.1, w * 0.62, h * 0.1, shade(color, 0.55)),
    circle(x + w * 0.54, y + h * 0.62, w * (0.14 + (motif % 3) * 0.05), shade(color, 0.6)),
  ]);
}
