/**
 * Reusable scenery for the gallery illustrations: skies, trees, the red-brick school, the High
 * Bridge, classroom furniture, party decorations and finishing touches (light, vignette).
 * Every function returns SVG markup in the scene's design coordinates, in a flat style: few
 * shapes, solid fills, at most one shade for depth.
 */
import type { Point, Rng, TextOptions } from './svg.ts';
import {
  COLORS,
  SCHOOL,
  archPath,
  circle,
  ellipse,
  group,
  line,
  n,
  path,
  poly,
  quadPoint,
  radialGradient,
  rect,
  shade,
  stroke,
  text,
  verticalGradient,
} from './svg.ts';

/** Drawing context shared by one scene: its design size, PRNG and collected <defs>. */
export interface Canvas {
  w: number;
  h: number;
  rng: Rng;
  defs: string[];
  /** A unique id for gradients and clip paths within this scene. */
  id(prefix: string): string;
}

export function createCanvas(w: number, h: number, rng: Rng): Canvas {
  let counter = 0;
  return { w, h, rng, defs: [], id: (prefix) => `${prefix}${(counter += 1)}` };
}

/** A list of colours to cycle or pick from. */
type Palette = readonly string[];

/** The i-th colour of a palette, cycling. */
const nth = (colors: Palette, i: number): string => colors[i % colors.length] ?? COLORS.red;

/** Polygon points from a flat list of coordinates `[x0, y0, x1, y1, ...]`. */
export const pts = (flat: readonly number[]): Point[] =>
  flat.flatMap((x, i) => (i % 2 === 0 ? [[x, flat[i + 1] ?? 0] as const] : []));

/** Evenly spaced upright bars (posts, folds) over x0..x1 from y0 to y1: one dashed line. */
function bars([x0, x1]: Point, [y0, y1]: Point, bar: number, every: number, color: string) {
  const dash = { 'stroke-dasharray': `${n(bar)} ${n(every - bar)}`, 'stroke-linecap': 'butt' };
  return line(x0, (y0 + y1) / 2, x1, (y0 + y1) / 2, color, y1 - y0, dash);
}

/** Polygon points given as `[dx0, dy0, dx1, dy1, ...]` in multiples of `s` from (x, y). */
export const around = (x: number, y: number, s: number, flat: readonly number[]): Point[] =>
  pts(flat.map((k, i) => (i % 2 === 0 ? x : y) + s * k));

/** A five-pointed star's ten corners around (x, y). */
export const starPoints = (x: number, y: number, outer: number, inner = outer * 0.45): Point[] =>
  Array.from({ length: 10 }, (_, i) => {
    const [a, r] = [-Math.PI / 2 + (i * Math.PI) / 5, i % 2 === 0 ? outer : inner];
    return [x + Math.cos(a) * r, y + Math.sin(a) * r] as const;
  });

/** Something straight held in a hand (brush, baton, stick): a line from `hand` by (dx, dy). */
export const stick = (hand: Point, dx: number, dy: number, color: string, width: number): string =>
  line(hand[0], hand[1], hand[0] + dx, hand[1] + dy, color, width);

/** Bold centred lettering (titles on posters, signs and boards). */
export const caption = (
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  more: Partial<TextOptions> = {},
): string => text(x, y, content, { size, weight: 'bold', anchor: 'middle', fill, ...more });

/** A full-canvas rectangle filled with the gradient that `define(id)` returns. */
function overlay(c: Canvas, define: (id: string) => string): string {
  const id = c.id('fill');
  c.defs.push(define(id));
  return rect(0, 0, c.w, c.h, `url(#${id})`);
}

/** A full-canvas vertical gradient (sky or wall) through `stops` between y0 and y1. */
const backdrop = (c: Canvas, stops: ReadonlyArray<readonly [number, string]>, y0 = 0, y1 = c.h) =>
  overlay(c, (id) => verticalGradient(id, y0, y1, stops));

/** An interior wall: `backdrop` from `top` to `bottom`, reached at `at` of the height. */
export const wall = (c: Canvas, top: string, bottom: string, at = 0.7): string =>
  backdrop(c, [
    [0, top],
    [at, bottom],
  ]);

/** A sky: `backdrop` through these stops from the top of the canvas down to `horizon`. */
export const sky = (c: Canvas, horizon: number, ...stops: Array<readonly [number, string]>) =>
  backdrop(c, stops, 0, horizon);

/** Sun in two flat rings of glow. */
export const sun = (x: number, y: number, r: number, color = '#fff3d1') =>
  group([2.6, 1.7, 1].map((k) => circle(x, y, r * k, color, { opacity: k === 1 ? 1 : 0.2 })));

/** Flat cloud; (x, y) is the left end of its flat base. */
export function cloud(x: number, y: number, s: number, color = '#ffffff', opacity = 0.95): string {
  const base = rect(x, y - 22 * s, 200 * s, 22 * s, color, { rx: 11 * s });
  return group([base, circle(x + 100 * s, y - 30 * s, 42 * s, color)], { opacity });
}

/** Rolling hills: a smooth random silhouette filled down to `bottom`. */
export function hills(
  rng: Rng,
  x0: number,
  x1: number,
  baseY: number,
  amplitude: number,
  bottom: number,
  fill: string,
  segments = 6,
): string {
  const step = (x1 - x0) / segments;
  const crests = Array.from({ length: segments }, (_, i) => {
    const [x, y] = [x0 + (i + 1) * step, baseY - rng.range(-0.4, 1) * amplitude];
    return `S${n(x - step * 0.5)},${n(y)} ${n(x)},${n(y)}`; // level at each crest and trough
  });
  return path(`M${n(x0)},${n(bottom)} V${n(baseY)} ${crests.join(' ')} V${n(bottom)} Z`, fill);
}

/** A tree's colours: its crown and its shaded side. */
export type Foliage = { fill: string; shade: string };

export const FOLIAGE = {
  green: { fill: '#5f9460', shade: '#4a7a4f' },
  deep: { fill: '#4f8556', shade: '#3f6d46' },
  spring: { fill: '#86bd63', shade: '#6aa150' },
  gold: { fill: '#e0a53e', shade: '#c4862c' },
  orange: { fill: '#d9732f', shade: '#b85c24' },
  red: { fill: '#b8432f', shade: '#963424' },
  blossom: { fill: '#f2b8c6', shade: '#e39aae' },
} as const satisfies Record<string, Foliage>;

/** Rounded deciduous tree: a trunk under a crown, lit on its upper left. */
export const tree = (x: number, baseY: number, size: number, f: Foliage, trunk = '#5d4536') =>
  group([
    rect(x - size * 0.07, baseY - size * 0.9, size * 0.14, size * 0.9, trunk),
    circle(x, baseY - size * 1.05, size * 0.85, f.shade),
    circle(x - size * 0.15, baseY - size * 1.2, size * 0.68, f.fill),
  ]);

/** `count` trees from x0 every `step` on baseY, random in size, foliage and (±jitter) place. */
export function treeRow(
  rng: Rng,
  count: number,
  [x0, step]: readonly [number, number],
  baseY: number,
  [small, big]: readonly [number, number],
  foliage: readonly Foliage[],
  jitter = 0,
): string[] {
  return Array.from({ length: count }, (_, i) => {
    const x = x0 + i * step + (jitter ? rng.range(-jitter, jitter) : 0);
    return tree(x, baseY, rng.range(small, big), rng.pick(foliage));
  });
}

/** Slender columnar tree (cypress-like). */
export const columnTree = (x: number, baseY: number, w: number, h: number, f: Foliage) =>
  group([
    rect(x - w * 0.05, baseY - h * 0.2, w * 0.1, h * 0.2, '#5d4536'),
    ellipse(x, baseY - h * 0.55, w / 2, h * 0.45, f.fill),
  ]);

export const bush = (x: number, y: number, size: number, f: Foliage) =>
  group([
    ellipse(x, y - size * 0.4, size * 1.05, size * 0.45, f.shade),
    circle(x, y - size * 0.6, size * 0.65, f.fill),
  ]);

/** A band of water (flat; `rng` is no longer needed). */
export const river = (x0: number, x1: number, y0: number, y1: number, color: string) =>
  rect(x0, y0, x1 - x0, y1 - y0, color);

export interface BridgeOptions {
  color: string;
  /** Optional steel arch span between these x positions. */
  steel?: readonly [number, number];
  arch?: number;
  pier?: number;
  railing?: boolean;
}

/** The High Bridge: a long masonry arcade (with the steel arch span over the river). */
export function highBridge(x0: number, x1: number, deck: number, baseY: number, o: BridgeOptions) {
  const { arch: span = 46, pier = 16, steel, color } = o;
  const deckH = Math.max(8, span * 0.25);
  const [under, spring] = [deck + deckH, deck + deckH + span * 0.55]; // deck's underside; arches' feet
  // One path: the deck, then each bay's pier and the spandrel above its round arch.
  let d = `M${n(x0)},${n(deck)} H${n(x1)} V${n(under)} H${n(x0)} Z`;
  for (let x = x0; x <= x1 - pier; x += span + pier) {
    if (steel && x + span + pier > steel[0] && x < steel[1]) continue;
    d += ` M${n(x)},${n(under)} h${n(pier + span)} V${n(spring)} a${n(span / 2)},${n(span / 2)} 0 0 0 ${n(-span)},0 V${n(baseY)} h${n(-pier)} Z`;
  }
  const parts = [path(d, color)];
  if (steel) {
    // Two towers and the steel arch between them
    const [a, b] = steel;
    const low = baseY - (baseY - under) * 0.35; // where the arch springs from the towers
    const arch = `M${n(a + pier)},${n(low)} Q${n((a + b) / 2)},${n(2 * under - low)} ${n(b - pier)},${n(low)}`;
    parts.push(
      rect(a - pier * 0.6, under, pier * 1.4, baseY - under, color),
      rect(b - pier * 0.8, under, pier * 1.4, baseY - under, color),
      stroke(arch, color, Math.max(4, span * 0.14)),
    );
  }
  const [rail, railY] = [shade(color, -0.15), deck - deckH * 0.45];
  if (o.railing !== false)
    parts.push(
      rect(x0, railY, x1 - x0, deckH * 0.18, rail), // top rail on posts
      bars([x0, x1], [railY, deck], deckH * 0.12, deckH * 1.8, rail),
    );
  return group(parts);
}

/** The Highbridge Water Tower: a granite tower with a pointed cap. */
export const waterTower = (x: number, baseY: number, h: number, color: string) =>
  group([
    rect(x - h * 0.1, baseY - h * 0.8, h * 0.2, h * 0.8, color),
    poly(around(x, baseY, h, [-0.12, -0.8, 0, -1, 0.12, -0.8]), shade(color, -0.12)),
  ]);

export const BRICK = {
  wall: '#ac4a35',
  light: '#bd5a42',
  dark: '#8c3a2b',
  stone: '#ead9ba',
  stoneShade: '#cdb690',
  glass: '#2e4659',
  frame: '#f3ead8',
  slate: '#56606f',
} as const;

/** A round-arched window, (x, y) its top left: stone surround and sill, glass, one mullion. */
const archWindow = (x: number, y: number, w: number, h: number, lit: boolean) =>
  group([
    path(archPath(x - w * 0.14, y - w * 0.14, w * 1.28, h + w * 0.28), BRICK.stone),
    path(archPath(x, y, w, h), lit ? '#f6d88f' : BRICK.glass),
    rect(x + w * 0.46, y, w * 0.08, h, BRICK.frame),
  ]);

export interface BuildingOptions {
  floors: number;
  floorHeight: number;
  /** Window columns on each side of the centre pavilion. */
  bays: number;
  tower?: 'left' | 'right';
  lit?: boolean;
  rng: Rng;
  banners?: boolean;
}

/**
 * The 1889 Romanesque red-brick school, scalable: façade spans x0..x1, standing on baseY. Drawn
 * in units of one floor height from the foot of the façade's centre line (y < 0 is up).
 */
export function schoolBuilding(x0: number, x1: number, baseY: number, o: BuildingOptions): string {
  const hw = (x1 - x0) / o.floorHeight / 2; // half the façade's width
  const top = -0.45 - o.floors; // foot of the roof, over the stone base and the floors
  const pw = hw * 0.26; // half the centre pavilion's width
  const winW = Math.min(0.42, ((hw - pw) / o.bays) * 0.55);
  const parts = [
    // Slate roof; brick wall with a stone cornice and base
    poly(pts([-hw, top, hw, top, hw - 0.6, top - 0.6, 0.6 - hw, top - 0.6]), BRICK.slate),
    rect(-hw, top, hw * 2, -top, BRICK.wall),
    rect(-hw - 0.12, top - 0.05, hw * 2 + 0.24, 0.14, BRICK.stone),
    rect(-hw, -0.45, hw * 2, 0.45, BRICK.stoneShade),
  ];
  // Each floor: a stone band under it (but the top floor's) and the side bays' arched windows
  for (let y = top; y < -1; y += 1) {
    if (y > top) parts.push(rect(-hw, y - 0.06, hw * 2, 0.07, BRICK.stone));
    for (let i = 0.5; i < o.bays; i += 1) {
      const dx = pw + ((hw - pw) / o.bays) * i + winW / 2;
      for (const x of [-dx, dx - winW])
        parts.push(archWindow(x, y + 0.2, winW, 0.62, Boolean(o.lit) && o.rng.chance(0.6)));
    }
  }
  // Centre pavilion: lighter brick under a stone-edged gable with a round window, three
  // windows a floor above the arched portal with the maroon doors, and two banners.
  parts.push(
    poly(pts([-pw - 0.1, top, 0, top - 1.2, pw + 0.1, top]), BRICK.stone),
    poly(pts([-pw, top + 0.02, 0, top - 1.1, pw, top + 0.02]), BRICK.light),
    circle(0, top - 0.38, 0.2, BRICK.glass, { stroke: BRICK.stone, 'stroke-width': 0.08 }),
    rect(-pw, top, pw * 2, -top, BRICK.light),
    rect(-pw, -0.45, pw * 2, 0.45, BRICK.stone),
    path(archPath(-pw * 0.42 - 0.12, -1.17, pw * 0.84 + 0.24, 1.17), BRICK.stoneShade),
    path(archPath(-pw * 0.42, -1.05, pw * 0.84, 1.05), SCHOOL.maroon),
  );
  for (let y = top; y < -2; y += 1)
    for (const k of [-1, 0, 1])
      parts.push(archWindow(pw * (k * 0.52 - 0.18), y + 0.18, pw * 0.36, 0.66, Boolean(o.lit)));
  if (o.banners !== false)
    for (const x of [-pw * 0.84, pw * 0.84 - 0.22])
      parts.push(rect(x, -1.35, 0.22, 0.7, SCHOOL.maroon), rect(x, -0.95, 0.22, 0.05, SCHOOL.gold));
  if (o.tower) {
    // The bell tower beside one wing: spire, belfry openings, clock, a column of windows
    const x = o.tower === 'left' ? -hw - 0.13 : hw + 0.13;
    const wall = top - 1.9; // the top of the tower's wall
    parts.push(
      poly(around(x, wall, 1, [-0.8, 0, 0, -1.4, 0.8, 0]), BRICK.slate),
      rect(x - 0.65, wall, 1.3, -wall, BRICK.light),
      rect(x - 0.73, wall - 0.04, 1.46, 0.12, BRICK.stone),
      ...[-0.42, 0.08].map((dx) => path(archPath(x + dx, wall + 0.2, 0.34, 0.55), '#2c2426')),
      circle(x, wall + 1.35, 0.28, BRICK.frame, { stroke: BRICK.stone, 'stroke-width': 0.06 }),
      stroke(`M${n(x - 0.1)},${n(wall + 1.41)} l0.1,-0.06 l0.13,-0.09`, '#2b2a30', 0.035),
    );
    for (let y = wall + 1.95; y < -1.05; y += 1)
      parts.push(archWindow(x - 0.13, y, 0.26, 0.6, false));
  }
  const place = `translate(${n((x0 + x1) / 2)} ${n(baseY)}) scale(${n(o.floorHeight)})`;
  return group(parts, { transform: place });
}

/** A string sagging from a to b (drawn), and the point a fraction t of the way along it. */
export function hangingString(a: Point, b: Point, sag: number, color: string, width: number) {
  const control: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
  const d = `M${n(a[0])},${n(a[1])} Q${n(control[0])},${n(control[1])} ${n(b[0])},${n(b[1])}`;
  return { svg: stroke(d, color, width), at: (t: number) => quadPoint(a, control, b, t) };
}

/**
 * A string sagging from a to b, with `count` things hung at even steps along it: `hang` gets each
 * one's point, index and the string's `at` (for things that span a stretch of it).
 */
function strung(
  [a, b, sag]: readonly [Point, Point, number],
  [color, width]: readonly [string, number],
  count: number,
  hang: (p: Point, i: number, at: (t: number) => Point) => string[],
): string {
  const string = hangingString(a, b, sag, color, width);
  const at = (t: number) => string.at(t / count);
  const things = Array.from({ length: count }, (_, i) => hang(at(i + 0.5), i, at));
  return group([string.svg, ...things.flat()]);
}

/** Triangular pennants along a sagging string from a to b. */
export function bunting(a: Point, b: Point, sag: number, colors: Palette, size: number): string {
  const count = Math.max(3, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / (size * 1.15)));
  return strung([a, b, sag], ['#f4efe4', size * 0.06], count, ([x, y], i, at) => [
    poly([at(i + 0.1), at(i + 0.9), [x, y + size * 1.1]], nth(colors, i)),
  ]);
}

/** Papel picado: tissue-paper flags with a notched hem and a round cut-out. */
export function papelPicado(
  a: Point,
  b: Point,
  sag: number,
  colors: Palette,
  size: number,
  background: string,
): string {
  const count = Math.max(3, Math.round((b[0] - a[0]) / (size * 1.1)));
  const flag = [-0.45, 0, 0.45, 0, 0.45, 1.15, 0.22, 1.05, 0, 1.15, -0.22, 1.05, -0.45, 1.15];
  return strung([a, b, sag], ['#f4efe4', size * 0.04], count, ([x, y], i) => [
    poly(around(x, y, size, flag), nth(colors, i)),
    circle(x, y + size * 0.5, size * 0.16, background),
  ]);
}

/** A balloon centred at (x, y); `tail` is a string length straight down or the hand holding it. */
export function balloon(x: number, y: number, r: number, color: string, tail: number | Point) {
  const knot = y + r * 1.15;
  const [ex, ey] = typeof tail === 'number' ? [x, knot + tail] : tail;
  const d = `M${n(x)},${n(knot)} Q${n((x + ex) / 2 + r * 0.35)},${n((knot + ey) / 2)} ${n(ex)},${n(ey)}`;
  return group([stroke(d, '#e8e2d6', Math.max(1, r * 0.05)), ellipse(x, y, r, r * 1.15, color)]);
}

/** An arch of balloons from (x0, y) to (x1, y) reaching `height`. */
export function balloonArch(
  x0: number,
  x1: number,
  y: number,
  height: number,
  r: number,
  colors: Palette,
) {
  const rx = (x1 - x0) / 2;
  const count = Math.round((Math.PI * (rx + height)) / (r * 1.5));
  const balloons = Array.from({ length: count + 1 }, (_, i) => {
    const a = Math.PI * (1 - i / count);
    return circle(x0 + rx + Math.cos(a) * rx, y - Math.sin(a) * height, r * 1.15, nth(colors, i));
  });
  return group(balloons);
}

/** Scattered confetti strips. */
export function confetti(
  rng: Rng,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  count: number,
  colors: Palette,
  size: number,
): string {
  const strips = Array.from({ length: count }, () => {
    const [x, y] = [rng.range(x0, x1), rng.range(y0, y1)];
    const spin = { transform: `rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})` };
    return rect(x - size / 2, y - size * 0.2, size, size * 0.4, rng.pick(colors), spin);
  });
  return group(strips);
}

/** Wooden floor with plank seams, closer together towards the back, from y to the bottom. */
export function woodFloor(c: Canvas, y: number, color = '#c99a66'): string {
  const parts = [rect(0, y, c.w, c.h - y, color)];
  for (let i = 1; i < 6; i += 1)
    parts.push(rect(0, y + (c.h - y) * (i / 6) ** 2, c.w, 1.5 + i, shade(color, -0.1)));
  return group(parts);
}

/** A window: frame, glass and cross bars. */
export function windowFrame(
  x: number,
  y: number,
  w: number,
  h: number,
  sky: string,
  frame = '#f4efe6',
): string {
  const t = Math.max(4, w * 0.05);
  const cross = `M${n(x + w / 2)},${n(y)} v${n(h)} M${n(x)},${n(y + h / 2)} h${n(w)}`;
  const framed = { stroke: frame, 'stroke-width': t * 2 }; // the frame: a stroke round the glass
  return group([
    rect(x, y, w, h, sky, framed),
    stroke(cross, frame, t, { 'stroke-linecap': 'butt' }),
  ]);
}

/** A bookcase: a dark case divided into shelves of upright books of random width and height. */
export function bookshelf(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  shelves: number,
  wood = '#a8744a',
): string {
  const shelfH = (h * 0.94) / shelves;
  const books = [COLORS.red, COLORS.teal, COLORS.mustard, COLORS.blue, COLORS.green, SCHOOL.maroon];
  const parts = [rect(x, y, w, h, wood)];
  // Each shelf: a dark bay (the wood between bays reads as the boards) full of books
  for (let top = y + h * 0.03; top < y + h * 0.95; top += shelfH) {
    parts.push(rect(x + w * 0.04, top, w * 0.92, shelfH * 0.94, shade(wood, -0.35)));
    for (let bx = x + w * 0.05; bx < x + w * 0.88;) {
      const [bw, bh] = [rng.range(w * 0.035, w * 0.07), shelfH * rng.range(0.55, 0.85)];
      parts.push(rect(bx, top + shelfH * 0.94 - bh, bw, bh, rng.pick(books)));
      bx += bw + 1;
    }
  }
  return group(parts);
}

const [WOOD, STEEL] = ['#d9b07c', '#7d8894'];

/** A classroom table seen from the front: top slab and two legs. */
export const table = (x: number, y: number, w: number, h: number, top = WOOD, legs = STEEL) =>
  group([
    bars([x + w * 0.04, x + w * 0.96], [y, y + h], w * 0.035, w * 0.885, legs),
    rect(x, y, w, h * 0.12, top, { rx: h * 0.04 }),
  ]);

export function clock(x: number, y: number, r: number): string {
  const hands = `M${n(x - r * 0.05)},${n(y - r * 0.62)} L${n(x)},${n(y)} l${n(r * 0.4)},${n(-r * 0.35)}`;
  const face = circle(x, y, r * 0.93, '#ffffff', { stroke: '#2f3440', 'stroke-width': r * 0.14 });
  return group([face, stroke(hands, '#2f3440', r * 0.08)]);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A row of alphabet cards along the top of a classroom wall. */
export function alphabetStrip(x0: number, x1: number, y: number, size: number, letters = ALPHABET) {
  const colors = [COLORS.red, COLORS.orange, COLORS.green, COLORS.teal, COLORS.blue, COLORS.purple];
  const fits = Math.floor((x1 - x0 + size * 0.15) / (size * 1.15));
  const cards = [...letters.slice(0, fits)].map((letter, i) => {
    const x = x0 + i * size * 1.15;
    const card = rect(x, y, size, size * 1.1, '#ffffff', { rx: size * 0.08 });
    return card + caption(x + size / 2, y + size * 0.8, letter, size * 0.6, nth(colors, i));
  });
  return group(cards);
}

/** A stage: back wall, folded side curtains, valance with a gold trim. */
export const stage = (c: Canvas, floorY: number, curtain: string, back: string) =>
  group([
    // Curtain across the stage, its folds, then the back wall between the side curtains
    rect(0, 0, c.w, floorY, curtain),
    bars([c.w * 0.014, c.w], [0, floorY], c.w * 0.02, c.w * 0.047, shade(curtain, -0.18)),
    rect(c.w * 0.14, 0, c.w * 0.72, floorY, back),
    rect(0, 0, c.w, c.h * 0.1, curtain),
    rect(0, c.h * 0.09, c.w, c.h * 0.012, SCHOOL.gold),
  ]);

/** A flat, see-through cone of light from a spotlight at (x, 0) onto the floor. */
export function spotlight(
  x: number,
  targetX: number,
  floorY: number,
  width: number,
  color = '#fff4d6',
  opacity = 0.22,
): string {
  const [half, top] = [width / 2, width * 0.06];
  const cone = pts([x - top, 0, x + top, 0, targetX + half, floorY, targetX - half, floorY]);
  return poly(cone, color, { opacity });
}

/** Darkened corners for a photographic feel. */
export const vignette = (c: Canvas, strength = 0.28): string =>
  overlay(c, (id) =>
    radialGradient(id, c.w / 2, c.h / 2, Math.hypot(c.w, c.h) / 2, [
      [0.55, '#000000', 0],
      [1, '#1a0f08', strength],
    ]),
  );

/** A warm (or cool) wash of light from one side, like sun through windows. */
export const lightWash = (c: Canvas, color: string, opacity: number, fromLeft = true): string =>
  overlay(
    c,
    (id) =>
      `<linearGradient id="${id}" x1="${fromLeft ? 0 : c.w}" y1="0" x2="${fromLeft ? c.w : 0}" y2="${n(c.h)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${color}" stop-opacity="${n(opacity)}"/><stop offset="0.6" stop-color="${color}" stop-opacity="0"/></linearGradient>`,
  );

/** Soft ground shadow under a figure or object. */
export const groundShadow = (x: number, y: number, w: number, opacity = 0.18): string =>
  ellipse(x, y, w / 2, w * 0.12, '#1b1410', { opacity });

export type Aspect = '3:2' | '4:3' | '2:3' | '3:4';

/** Design canvas per aspect ratio; scenes draw in these units and are scaled on output. */
export const DESIGN_SIZE: Readonly<Record<Aspect, readonly [number, number]>> = {
  '3:2': [1200, 800],
  '4:3': [1200, 900],
  '2:3': [800, 1200],
  '3:4': [900, 1200],
};

export interface GalleryScene {
  /** File name in public/assets/images/gallery/ (category words included on purpose). */
  file: string;
  aspect: Aspect;
  /** Output size of the long side in pixels (1600–2400). */
  longSide: number;
  /** What the picture shows, for the EXIF description. */
  subject: string;
  draw(c: Canvas): string[];
}
