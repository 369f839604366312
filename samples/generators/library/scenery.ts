/**
 * Reusable scenery for the gallery illustrations: skies, trees, the red-brick school, the High
 * Bridge, classroom furniture, party decorations and finishing touches (light, vignette).
 * Every function returns SVG markup in the scene's design coordinates.
 */
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
  SANS,
  SERIF,
  type Attrs,
  type Point,
  type Rng,
  type TextOptions,
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
  return {
    w,
    h,
    rng,
    defs: [],
    id: (prefix) => {
      counter += 1;
      return `${prefix}${counter}`;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Compact shapes: short call signatures for what the scenes draw again and again
// ---------------------------------------------------------------------------------------------

/** Polygon points from a flat list of coordinates `[x0, y0, x1, y1, ...]`. */
export function pts(flat: readonly number[]): Point[] {
  return Array.from({ length: flat.length / 2 }, (_, i) => [
    flat[i * 2] ?? 0,
    flat[i * 2 + 1] ?? 0,
  ]);
}

/** Polygon points given as `[dx0, dy0, dx1, dy1, ...]` in multiples of `s` from (x, y). */
export const around = (x: number, y: number, s: number, flat: readonly number[]): Point[] =>
  pts(flat.map((k, i) => (i % 2 === 0 ? x : y) + s * k));

/** A five-pointed star's ten corners around (x, y). */
export function starPoints(x: number, y: number, outer: number, inner = outer * 0.45): Point[] {
  return Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? outer : inner;
    return [x + Math.cos(a) * r, y + Math.sin(a) * r] as const;
  });
}

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

// ---------------------------------------------------------------------------------------------
// Sky and landscape
// ---------------------------------------------------------------------------------------------

/** A full-canvas vertical gradient (sky or wall). */
function backdrop(
  c: Canvas,
  stops: ReadonlyArray<readonly [number, string]>,
  y0 = 0,
  y1 = c.h,
): string {
  const id = c.id('bg');
  c.defs.push(verticalGradient(id, y0, y1, stops));
  return rect(0, 0, c.w, c.h, `url(#${id})`);
}

/** An interior wall: `backdrop` from `top` to `bottom`, reached at `at` of the height. */
export const wall = (c: Canvas, top: string, bottom: string, at = 0.7): string =>
  backdrop(c, [
    [0, top],
    [at, bottom],
  ]);

/** A sky: `backdrop` through these stops from the top of the canvas down to `horizon`. */
export const sky = (
  c: Canvas,
  horizon: number,
  ...stops: Array<readonly [number, string]>
): string => backdrop(c, stops, 0, horizon);

/** Mortar lines of running-bond brick over x 0..x1, y0..y1 (18 units a course), one item each. */
export function brickCourses(x1: number, y0: number, y1: number, color: string, extra: Attrs = {}) {
  const parts: string[] = [];
  for (let y = y0; y < y1; y += 18)
    for (let x = (y / 18) % 2 === 0 ? 0 : 20; x < x1; x += 40)
      parts.push(rect(x, y, 38, 2, color, extra));
  return parts;
}

/** Sun with a soft glow. */
export function sun(c: Canvas, x: number, y: number, r: number, color = '#fff3d1'): string {
  const id = c.id('sun');
  c.defs.push(
    radialGradient(id, x, y, r * 5, [
      [0, color, 0.75],
      [0.3, color, 0.28],
      [1, color, 0],
    ]),
  );
  return group([circle(x, y, r * 5, `url(#${id})`), circle(x, y, r, color)]);
}

/** Flat cloud; (x, y) is the left end of its flat base. */
export function cloud(x: number, y: number, s: number, color = '#ffffff', opacity = 0.95): string {
  return group(
    [
      rect(x, y - 22 * s, 200 * s, 22 * s, color, { rx: 11 * s }),
      circle(x + 46 * s, y - 28 * s, 24 * s, color),
      circle(x + 90 * s, y - 44 * s, 36 * s, color),
      circle(x + 138 * s, y - 32 * s, 26 * s, color),
    ],
    { opacity },
  );
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
  let d = `M${n(x0)},${n(bottom)} L${n(x0)},${n(baseY)}`;
  let prevY = baseY;
  for (let i = 1; i <= segments; i += 1) {
    const x = x0 + i * step;
    const y = baseY - rng.range(-0.4, 1) * amplitude;
    d += ` C${n(x - step * 0.6)},${n(prevY)} ${n(x - step * 0.4)},${n(y)} ${n(x)},${n(y)}`;
    prevY = y;
  }
  d += ` L${n(x1)},${n(bottom)} Z`;
  return path(d, fill);
}

export interface Foliage {
  fill: string;
  shade: string;
  light?: string;
}

export const FOLIAGE = {
  green: { fill: '#5f9460', shade: '#4a7a4f', light: '#78ab6c' },
  deep: { fill: '#4f8556', shade: '#3f6d46', light: '#62985f' },
  spring: { fill: '#86bd63', shade: '#6aa150', light: '#a5d27c' },
  gold: { fill: '#e0a53e', shade: '#c4862c', light: '#f0c060' },
  orange: { fill: '#d9732f', shade: '#b85c24', light: '#eb9247' },
  red: { fill: '#b8432f', shade: '#963424', light: '#cf5a3e' },
  blossom: { fill: '#f2b8c6', shade: '#e39aae', light: '#fbd3dc' },
} as const satisfies Record<string, Foliage>;

/** Rounded deciduous tree made of overlapping circles. */
export function tree(
  x: number,
  baseY: number,
  size: number,
  f: Foliage,
  trunk = '#5d4536',
): string {
  const top = baseY - size * 0.9;
  const lobes: ReadonlyArray<readonly [number, number, number]> = [
    [0, -size * 0.55, size * 0.78],
    [-size * 0.55, -size * 0.1, size * 0.62],
    [size * 0.55, -size * 0.05, size * 0.64],
    [0, size * 0.15, size * 0.7],
  ];
  return group([
    rect(x - size * 0.07, top, size * 0.14, size * 0.9, trunk),
    stroke(`M${n(x)},${n(top + size * 0.3)} L${n(x + size * 0.3)},${n(top)}`, trunk, size * 0.06),
    ...lobes.map(([dx, dy, r]) => circle(x + dx, top + dy, r, f.shade)),
    ...lobes.map(([dx, dy, r]) => circle(x + dx - r * 0.12, top + dy - r * 0.14, r * 0.86, f.fill)),
    f.light ? circle(x - size * 0.3, top - size * 0.55, size * 0.3, f.light) : '',
  ]);
}

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
export function columnTree(x: number, baseY: number, w: number, h: number, f: Foliage): string {
  const top = baseY - h;
  return group([
    rect(x - w * 0.05, baseY - h * 0.2, w * 0.1, h * 0.2, '#5d4536'),
    ellipse(x, top + h * 0.45, w / 2, h * 0.45, f.shade),
    path(
      `M${n(x)},${n(top)} A${n(w / 2)},${n(h * 0.45)} 0 0 0 ${n(x)},${n(top + h * 0.9)} Z`,
      f.fill,
    ),
  ]);
}

export function bush(x: number, y: number, size: number, f: Foliage): string {
  return group([
    circle(x - size * 0.55, y - size * 0.35, size * 0.5, f.shade),
    circle(x + size * 0.5, y - size * 0.35, size * 0.55, f.shade),
    circle(x, y - size * 0.6, size * 0.65, f.fill),
    circle(x - size * 0.2, y - size * 0.75, size * 0.35, f.light ?? f.fill),
    rect(x - size * 1.05, y - size * 0.35, size * 2.1, size * 0.35, f.shade, { rx: size * 0.15 }),
  ]);
}

export function river(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  color: string,
  rng: Rng,
): string {
  const parts = [rect(x0, y0, x1 - x0, y1 - y0, color)];
  const glint = shade(color, 0.3);
  for (let i = 0; i < 10; i += 1) {
    const y = y0 + rng.range(0.15, 0.9) * (y1 - y0);
    const x = x0 + rng.range(0, 0.9) * (x1 - x0);
    parts.push(rect(x, y, rng.range(30, 120), 3, glint, { rx: 1.5, opacity: 0.8 }));
  }
  return group(parts);
}

// ---------------------------------------------------------------------------------------------
// Landmarks
// ---------------------------------------------------------------------------------------------

export interface BridgeOptions {
  color: string;
  /** Optional steel arch span between these x positions. */
  steel?: readonly [number, number];
  arch?: number;
  pier?: number;
  railing?: boolean;
}

/** The High Bridge: a long masonry arcade (with the steel arch span over the river). */
export function highBridge(
  x0: number,
  x1: number,
  deckY: number,
  baseY: number,
  o: BridgeOptions,
): string {
  const span = o.arch ?? 46;
  const pier = o.pier ?? 16;
  const deckH = Math.max(8, span * 0.25);
  const deckBottom = deckY + deckH;
  const parts: string[] = [];
  let d = `M${n(x0)},${n(deckY)} H${n(x1)} V${n(deckBottom)} H${n(x0)} Z`;
  const steel = o.steel;
  for (let x = x0; x + span + pier <= x1 + span; x += span + pier) {
    if (steel && x + span + pier > steel[0] && x < steel[1]) continue;
    d += ` M${n(x)},${n(deckBottom)} H${n(x + pier)} V${n(baseY)} H${n(x)} Z`;
    const ax = x + pier;
    const rr = span / 2;
    d += ` M${n(ax)},${n(deckBottom)} H${n(ax + span)} V${n(deckBottom + span * 0.55)} A${n(rr)},${n(rr)} 0 0 0 ${n(ax)},${n(deckBottom + span * 0.55)} Z`;
  }
  parts.push(path(d, o.color));
  if (steel) {
    const [a, b] = steel;
    parts.push(rect(a - pier * 0.6, deckBottom, pier * 1.4, baseY - deckBottom, o.color));
    parts.push(rect(b - pier * 0.8, deckBottom, pier * 1.4, baseY - deckBottom, o.color));
    const archTop = deckBottom + (baseY - deckBottom) * 0.05;
    const spring = baseY - (baseY - deckBottom) * 0.35;
    parts.push(
      stroke(
        `M${n(a + pier)},${n(spring)} Q${n((a + b) / 2)},${n(archTop - (spring - archTop) * 0.9)} ${n(b - pier)},${n(spring)}`,
        o.color,
        Math.max(4, span * 0.14),
      ),
    );
    for (let i = 1; i < 12; i += 1) {
      const x = a + pier + ((b - a - pier * 2) * i) / 12;
      const t = i / 12;
      const yArch = quadPoint(
        [a + pier, spring],
        [(a + b) / 2, archTop - (spring - archTop) * 0.9],
        [b - pier, spring],
        t,
      )[1];
      parts.push(line(x, deckBottom, x, yArch, o.color, Math.max(1.5, span * 0.05)));
    }
  }
  if (o.railing !== false) {
    parts.push(rect(x0, deckY - deckH * 0.45, x1 - x0, deckH * 0.18, shade(o.color, -0.15)));
    for (let x = x0; x < x1; x += deckH * 0.9) {
      parts.push(rect(x, deckY - deckH * 0.45, deckH * 0.12, deckH * 0.45, shade(o.color, -0.15)));
    }
  }
  return group(parts);
}

/** The Highbridge Water Tower: an octagonal granite tower with a pointed cap. */
export function waterTower(x: number, baseY: number, h: number, color: string): string {
  const w = h * 0.2;
  return group([
    rect(x - w / 2, baseY - h * 0.78, w, h * 0.78, color),
    rect(x - w * 0.62, baseY - h * 0.8, w * 1.24, h * 0.05, shade(color, -0.08)),
    poly(
      [
        [x - w * 0.55, baseY - h * 0.8],
        [x, baseY - h],
        [x + w * 0.55, baseY - h * 0.8],
      ],
      shade(color, -0.12),
    ),
    rect(x - w * 0.1, baseY - h * 0.6, w * 0.2, h * 0.1, shade(color, -0.2), { rx: w * 0.1 }),
    rect(x - w * 0.1, baseY - h * 0.4, w * 0.2, h * 0.1, shade(color, -0.2), { rx: w * 0.1 }),
  ]);
}

export const BRICK = {
  wall: '#ac4a35',
  light: '#bd5a42',
  dark: '#8c3a2b',
  deep: '#74301f',
  stone: '#ead9ba',
  stoneShade: '#cdb690',
  stoneDeep: '#b29a74',
  glass: '#2e4659',
  glassLight: '#4b6a80',
  frame: '#f3ead8',
  slate: '#56606f',
  slateDark: '#434b58',
} as const;

function archWindow(x: number, y: number, w: number, h: number, lit: boolean): string {
  const ring = w * 0.14;
  const glass = lit ? '#f6d88f' : BRICK.glass;
  const glassLight = lit ? '#fbe7b5' : BRICK.glassLight;
  return group([
    path(archPath(x - ring, y - ring, w + ring * 2, h + ring), BRICK.stone),
    path(archPath(x, y, w, h), glass),
    poly(
      [
        [x + w * 0.08, y + h - 2],
        [x + w * 0.08, y + h * 0.62],
        [x + w * 0.55, y + h * 0.45],
        [x + w * 0.55, y + h - 2],
      ],
      glassLight,
    ),
    rect(x + w / 2 - w * 0.04, y + 2, w * 0.08, h - 2, BRICK.frame),
    rect(x, y + h * 0.58, w, w * 0.07, BRICK.frame),
    rect(x - w * 0.12, y + h, w * 1.24, w * 0.14, BRICK.stone),
  ]);
}

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

/** The 1889 Romanesque red-brick school, scalable: façade spans x0..x1, standing on baseY. */
export function schoolBuilding(x0: number, x1: number, baseY: number, o: BuildingOptions): string {
  const fh = o.floorHeight;
  const baseH = fh * 0.45;
  const wallTop = baseY - baseH - o.floors * fh;
  const w = x1 - x0;
  const cx = (x0 + x1) / 2;
  const pavW = w * 0.26;
  const parts: string[] = [];
  // Roof
  parts.push(
    poly(
      [
        [x0 - fh * 0.15, wallTop],
        [x1 + fh * 0.15, wallTop],
        [x1 - fh * 0.6, wallTop - fh * 0.75],
        [x0 + fh * 0.6, wallTop - fh * 0.75],
      ],
      BRICK.slate,
    ),
  );
  parts.push(rect(x0 + w * 0.15, wallTop - fh * 1.1, fh * 0.3, fh * 0.5, BRICK.dark));
  parts.push(rect(x1 - w * 0.15 - fh * 0.3, wallTop - fh * 1.1, fh * 0.3, fh * 0.5, BRICK.dark));
  // Wall, cornice, base
  parts.push(rect(x0, wallTop, w, baseY - wallTop, BRICK.wall));
  for (let i = 0; i < Math.round(w / 8); i += 1) {
    const bx = x0 + o.rng.range(0, w - fh * 0.25);
    const by =
      wallTop +
      fh * 0.3 +
      Math.floor(o.rng.range(0, (o.floors * fh - fh * 0.3) / (fh * 0.09))) * fh * 0.09;
    parts.push(
      rect(
        bx,
        by,
        fh * (o.rng.chance(0.5) ? 0.2 : 0.12),
        fh * 0.05,
        o.rng.chance(0.5) ? BRICK.light : BRICK.dark,
      ),
    );
  }
  parts.push(rect(x0 - fh * 0.12, wallTop - fh * 0.05, w + fh * 0.24, fh * 0.14, BRICK.stone));
  parts.push(rect(x0, baseY - baseH, w, baseH, BRICK.stoneShade));
  for (let y = baseY - baseH; y < baseY; y += baseH / 4)
    parts.push(rect(x0, y, w, 1.5, BRICK.stoneDeep));
  for (let f = 1; f < o.floors; f += 1) {
    parts.push(rect(x0, wallTop + f * fh - fh * 0.06, w, fh * 0.07, BRICK.stone));
  }
  // Side bays of windows
  const sideW = (w - pavW) / 2;
  const winW = Math.min(fh * 0.42, (sideW / o.bays) * 0.55);
  for (let f = 0; f < o.floors; f += 1) {
    for (let i = 0; i < o.bays; i += 1) {
      for (const start of [x0, x0 + sideW + pavW]) {
        const wx = start + (sideW / o.bays) * (i + 0.5) - winW / 2;
        const lit = Boolean(o.lit) && o.rng.chance(0.6);
        parts.push(archWindow(wx, wallTop + f * fh + fh * 0.2, winW, fh * 0.62, lit));
      }
    }
  }
  // Centre pavilion with gable and portal
  const px0 = cx - pavW / 2;
  const px1 = cx + pavW / 2;
  const apex = wallTop - fh * 1.1;
  parts.push(
    poly(
      [
        [px0 - fh * 0.1, wallTop + 2],
        [cx, apex - fh * 0.1],
        [px1 + fh * 0.1, wallTop + 2],
      ],
      BRICK.stone,
    ),
  );
  parts.push(poly(pts([px0, wallTop + 2, cx, apex, px1, wallTop + 2]), BRICK.light));
  parts.push(
    circle(cx, wallTop - fh * 0.38, fh * 0.22, BRICK.stone),
    circle(cx, wallTop - fh * 0.38, fh * 0.16, BRICK.glass),
  );
  parts.push(rect(px0, wallTop, pavW, baseY - wallTop, BRICK.light));
  parts.push(rect(px1 - pavW * 0.06, wallTop, pavW * 0.06, baseY - wallTop, BRICK.dark));
  parts.push(rect(px0, baseY - baseH, pavW, baseH, BRICK.stone));
  for (let f = 0; f < o.floors - 1; f += 1) {
    const ww = pavW * 0.18;
    for (const k of [-1, 0, 1]) {
      parts.push(
        archWindow(
          cx + k * pavW * 0.26 - ww / 2,
          wallTop + f * fh + fh * 0.18,
          ww,
          fh * 0.66,
          Boolean(o.lit),
        ),
      );
    }
  }
  const portalW = pavW * 0.42;
  const portalTop = baseY - fh * 1.05;
  parts.push(
    path(
      archPath(
        cx - portalW / 2 - fh * 0.12,
        portalTop - fh * 0.12,
        portalW + fh * 0.24,
        baseY - portalTop + fh * 0.12,
      ),
      BRICK.stoneShade,
    ),
  );
  parts.push(
    path(archPath(cx - portalW / 2, portalTop, portalW, baseY - portalTop), SCHOOL.maroonDark),
  );
  parts.push(
    rect(
      cx - portalW * 0.42,
      portalTop + portalW * 0.5,
      portalW * 0.84,
      baseY - portalTop - portalW * 0.5,
      SCHOOL.maroon,
    ),
  );
  parts.push(
    rect(
      cx - 1,
      portalTop + portalW * 0.5,
      2,
      baseY - portalTop - portalW * 0.5,
      SCHOOL.maroonDark,
    ),
  );
  parts.push(
    path(
      archPath(cx - portalW * 0.4, portalTop + portalW * 0.06, portalW * 0.8, portalW * 0.42),
      BRICK.glassLight,
    ),
  );
  // Name panel
  parts.push(rect(cx - pavW * 0.38, portalTop - fh * 0.42, pavW * 0.76, fh * 0.24, BRICK.stone));
  parts.push(
    text(cx, portalTop - fh * 0.255, 'PUBLIC SCHOOL 418', {
      size: fh * 0.12,
      family: SERIF,
      anchor: 'middle',
      fill: BRICK.stoneDeep,
      weight: 'bold',
      letterSpacing: fh * 0.02,
    }),
  );
  if (o.banners !== false) {
    for (const bx of [px0 + pavW * 0.08, px1 - pavW * 0.08 - fh * 0.22]) {
      const by = baseY - fh * 1.35;
      parts.push(
        path(
          `M${n(bx)},${n(by)} H${n(bx + fh * 0.22)} V${n(by + fh * 0.7)} L${n(bx + fh * 0.11)},${n(by + fh * 0.6)} L${n(bx)},${n(by + fh * 0.7)} Z`,
          SCHOOL.maroon,
        ),
        rect(bx + fh * 0.03, by + fh * 0.45, fh * 0.16, fh * 0.03, SCHOOL.gold),
      );
    }
  }
  // Bell tower
  if (o.tower) {
    const tw = fh * 1.3;
    const tx = o.tower === 'left' ? x0 - tw * 0.6 : x1 - tw * 0.4;
    const tTop = wallTop - fh * 1.9;
    parts.push(
      poly(
        [
          [tx - tw * 0.12, tTop],
          [tx + tw / 2, tTop - fh * 1.4],
          [tx + tw * 1.12, tTop],
        ],
        BRICK.slate,
      ),
    );
    parts.push(
      poly(
        [
          [tx + tw / 2, tTop],
          [tx + tw / 2, tTop - fh * 1.4],
          [tx + tw * 1.12, tTop],
        ],
        BRICK.slateDark,
      ),
    );
    parts.push(
      line(tx + tw / 2, tTop - fh * 1.4, tx + tw / 2, tTop - fh * 1.75, '#2b2a30', fh * 0.04),
    );
    parts.push(
      path(
        `M${n(tx + tw / 2)},${n(tTop - fh * 1.75)} h${n(fh * 0.45)} l${n(-fh * 0.08)},${n(fh * 0.12)} l${n(fh * 0.08)},${n(fh * 0.12)} h${n(-fh * 0.45)} Z`,
        SCHOOL.maroon,
      ),
    );
    parts.push(rect(tx, tTop, tw, baseY - tTop, BRICK.light));
    parts.push(rect(tx + tw * 0.86, tTop, tw * 0.14, baseY - tTop, BRICK.dark));
    parts.push(rect(tx - tw * 0.06, tTop - fh * 0.04, tw * 1.12, fh * 0.12, BRICK.stone));
    for (const k of [0.18, 0.56])
      parts.push(path(archPath(tx + tw * k, tTop + fh * 0.2, tw * 0.26, fh * 0.55), '#2c2426'));
    parts.push(rect(tx - tw * 0.04, tTop + fh * 0.85, tw * 1.08, fh * 0.08, BRICK.stone));
    const clockY = tTop + fh * 1.35;
    parts.push(
      circle(tx + tw / 2, clockY, fh * 0.3, BRICK.stone),
      circle(tx + tw / 2, clockY, fh * 0.24, BRICK.frame),
    );
    parts.push(
      line(tx + tw / 2, clockY, tx + tw / 2 - fh * 0.1, clockY + fh * 0.06, '#2b2a30', fh * 0.035),
    );
    parts.push(
      line(tx + tw / 2, clockY, tx + tw / 2 + fh * 0.13, clockY - fh * 0.09, '#2b2a30', fh * 0.03),
    );
    for (let y = clockY + fh * 0.6; y < baseY - baseH - fh * 0.6; y += fh) {
      parts.push(archWindow(tx + tw / 2 - fh * 0.13, y, fh * 0.26, fh * 0.6, false));
    }
    parts.push(rect(tx, baseY - baseH, tw, baseH, BRICK.stoneShade));
  }
  return group(parts);
}

// ---------------------------------------------------------------------------------------------
// Decorations
// ---------------------------------------------------------------------------------------------

/** A string sagging from a to b (drawn), and the point a fraction t of the way along it. */
export function hangingString(
  a: Point,
  b: Point,
  sag: number,
  color: string,
  width: number,
): { svg: string; at(t: number): Point } {
  const control: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
  const d = `M${n(a[0])},${n(a[1])} Q${n(control[0])},${n(control[1])} ${n(b[0])},${n(b[1])}`;
  return { svg: stroke(d, color, width), at: (t) => quadPoint(a, control, b, t) };
}

/** Triangular pennants along a sagging string from a to b. */
export function bunting(
  a: Point,
  b: Point,
  sag: number,
  colors: readonly string[],
  size: number,
): string {
  const string = hangingString(a, b, sag, '#f4efe4', size * 0.06);
  const parts = [string.svg];
  const count = Math.max(3, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / (size * 1.15)));
  for (let i = 0; i < count; i += 1) {
    const p1 = string.at((i + 0.1) / count);
    const p2 = string.at((i + 0.9) / count);
    const mid = string.at((i + 0.5) / count);
    parts.push(
      poly([p1, p2, [mid[0], mid[1] + size * 1.1]], colors[i % colors.length] ?? COLORS.red),
    );
  }
  return group(parts);
}

/** Papel picado: rectangular tissue-paper flags with cut-out patterns. */
export function papelPicado(
  a: Point,
  b: Point,
  sag: number,
  colors: readonly string[],
  size: number,
  background: string,
): string {
  const string = hangingString(a, b, sag, '#f4efe4', size * 0.04);
  const parts = [string.svg];
  const count = Math.max(3, Math.round((b[0] - a[0]) / (size * 1.1)));
  for (let i = 0; i < count; i += 1) {
    const top = string.at((i + 0.5) / count);
    const x = top[0] - size * 0.45;
    const y = top[1];
    const w = size * 0.9;
    const h = size * 1.15;
    const color = colors[i % colors.length] ?? COLORS.pink;
    const holes: string[] = [];
    // Scalloped bottom edge
    let d = `M${n(x)},${n(y)} H${n(x + w)} V${n(y + h)}`;
    for (let k = 5; k >= 1; k -= 1) {
      const sx = x + (w * (k - 1)) / 5;
      d += ` Q${n(sx + w / 10)},${n(y + h + size * 0.1)} ${n(sx)},${n(y + h)}`;
    }
    d += ' Z';
    // Cut-outs: a flower, diamonds and dots
    const cx = x + w / 2;
    const cy = y + h * 0.48;
    for (let k = 0; k < 6; k += 1) {
      const ang = (k * Math.PI) / 3;
      holes.push(
        ellipse(
          cx + Math.cos(ang) * size * 0.13,
          cy + Math.sin(ang) * size * 0.13,
          size * 0.07,
          size * 0.07,
          background,
        ),
      );
    }
    holes.push(circle(cx, cy, size * 0.06, background));
    for (const [dx, dy] of [
      [-0.3, -0.32],
      [0.3, -0.32],
      [-0.3, 0.34],
      [0.3, 0.34],
    ] as const) {
      const hx = cx + dx * w;
      const hy = cy + dy * h;
      holes.push(poly(around(hx, hy, size, [0, -0.06, 0.05, 0, 0, 0.06, -0.05, 0]), background));
    }
    parts.push(path(d, color), ...holes);
  }
  return group(parts);
}

/** Warm string lights with small glows. */
export function stringLights(
  a: Point,
  b: Point,
  sag: number,
  count: number,
  size: number,
  bulb = '#ffd98a',
): string {
  const string = hangingString(a, b, sag, '#3a3530', size * 0.18);
  const parts = [string.svg];
  for (let i = 0; i < count; i += 1) {
    const p = string.at((i + 0.5) / count);
    parts.push(circle(p[0], p[1] + size * 1.1, size * 2.6, bulb, { opacity: 0.16 }));
    parts.push(rect(p[0] - size * 0.35, p[1], size * 0.7, size * 0.6, '#3a3530'));
    parts.push(ellipse(p[0], p[1] + size * 1.1, size * 0.6, size * 0.8, bulb));
  }
  return group(parts);
}

/** A balloon centred at (x, y); `tail` is a string length straight down or the hand holding it. */
export function balloon(
  x: number,
  y: number,
  r: number,
  color: string,
  tail: number | Point,
): string {
  const knot: Point = [x, y + r * 1.2];
  const end: Point = typeof tail === 'number' ? [x, knot[1] + tail] : tail;
  const mid: Point = [(knot[0] + end[0]) / 2 + r * 0.35, (knot[1] + end[1]) / 2];
  return group([
    stroke(
      `M${n(knot[0])},${n(knot[1])} Q${n(mid[0])},${n(mid[1])} ${n(end[0])},${n(end[1])}`,
      '#e8e2d6',
      Math.max(1, r * 0.05),
    ),
    ellipse(x, y, r, r * 1.15, color),
    poly(around(x, y, r, [-0.15, 1.25, 0, 1.1, 0.15, 1.25]), shade(color, -0.1)),
    ellipse(x - r * 0.38, y - r * 0.4, r * 0.18, r * 0.3, '#ffffff', {
      opacity: 0.45,
      transform: `rotate(25 ${n(x - r * 0.38)} ${n(y - r * 0.4)})`,
    }),
  ]);
}

/** An arch of balloons from (x0, baseY) to (x1, baseY) reaching `height`. */
export function balloonArch(
  x0: number,
  x1: number,
  baseY: number,
  height: number,
  r: number,
  colors: readonly string[],
): string {
  const parts: string[] = [];
  const cx = (x0 + x1) / 2;
  const rx = (x1 - x0) / 2;
  const count = Math.round((Math.PI * (rx + height) * 0.5) / (r * 0.9));
  for (let i = 0; i <= count; i += 1) {
    const a = Math.PI - (i / count) * Math.PI;
    const x = cx + Math.cos(a) * rx;
    const y = baseY - Math.sin(a) * height;
    for (const [dx, dy, k] of [
      [-0.5, 0.2, 0],
      [0.5, -0.2, 1],
    ] as const) {
      const color = colors[(i * 2 + k) % colors.length] ?? SCHOOL.gold;
      parts.push(circle(x + dx * r, y + dy * r, r, color));
      parts.push(
        circle(x + dx * r - r * 0.35, y + dy * r - r * 0.35, r * 0.22, '#ffffff', {
          opacity: 0.35,
        }),
      );
    }
  }
  return group(parts);
}

/** Scattered confetti rectangles and dots. */
export function confetti(
  rng: Rng,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  count: number,
  colors: readonly string[],
  size: number,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const color = rng.pick(colors);
    if (rng.chance(0.35)) parts.push(circle(x, y, size * 0.4, color));
    else
      parts.push(
        rect(x - size / 2, y - size * 0.2, size, size * 0.4, color, {
          transform: `rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})`,
        }),
      );
  }
  return group(parts);
}

/** A fabric banner with centred lettering. */
export function banner(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  label: string,
  labelColor: string,
  family = SANS,
): string {
  return group([
    rect(x, y, w, h, fill, { rx: h * 0.08 }),
    rect(x + h * 0.12, y + h * 0.12, w - h * 0.24, h * 0.76, 'none', {
      stroke: labelColor,
      'stroke-width': h * 0.03,
      opacity: 0.5,
      rx: h * 0.05,
    }),
    // Bold capitals run about 0.74 em wide; shrink long labels so they stay inside the border.
    text(
      x + w / 2,
      y + h * 0.5 + Math.min(h * 0.44, (w - h * 0.7) / (label.length * 0.8)) * 0.36,
      label,
      {
        size: Math.min(h * 0.44, (w - h * 0.7) / (label.length * 0.8)),
        family,
        weight: 'bold',
        anchor: 'middle',
        fill: labelColor,
        letterSpacing: h * 0.04,
      },
    ),
  ]);
}

/** A banner in the school colours with serif lettering: maroon and gold, or gold and maroon. */
export const schoolBanner = (
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  gold = false,
): string =>
  banner(
    x,
    y,
    w,
    h,
    gold ? SCHOOL.gold : SCHOOL.maroon,
    label,
    gold ? SCHOOL.maroon : SCHOOL.gold,
    SERIF,
  );

// ---------------------------------------------------------------------------------------------
// Interiors
// ---------------------------------------------------------------------------------------------

/** Wooden floor with planks from y to the bottom of the canvas. */
export function woodFloor(c: Canvas, y: number, color = '#c99a66'): string {
  const parts = [rect(0, y, c.w, c.h - y, color)];
  const rows = 7;
  for (let i = 0; i < rows; i += 1) {
    const t0 = i / rows;
    const yy = y + (c.h - y) * t0 * t0 + (c.h - y) * 0.02;
    parts.push(rect(0, yy, c.w, Math.max(1.5, (c.h - y) * 0.006 * (1 + i)), shade(color, -0.1)));
  }
  for (let i = 0; i < 24; i += 1) {
    const x = c.rng.range(0, c.w);
    const yy = y + c.rng.range(0.05, 1) * (c.h - y);
    parts.push(rect(x, yy - 8, 2, 14, shade(color, -0.08)));
  }
  return group(parts);
}

export function windowFrame(
  x: number,
  y: number,
  w: number,
  h: number,
  sky: string,
  frame = '#f4efe6',
): string {
  const t = Math.max(4, w * 0.05);
  return group([
    rect(x - t, y - t, w + t * 2, h + t * 2, frame),
    rect(x, y, w, h, sky),
    poly(
      [
        [x, y + h],
        [x, y + h * 0.55],
        [x + w * 0.5, y],
        [x + w * 0.8, y],
        [x + w * 0.2, y + h],
      ],
      '#ffffff',
      { opacity: 0.18 },
    ),
    rect(x + w / 2 - t / 2, y, t, h, frame),
    rect(x, y + h * 0.5 - t / 2, w, t, frame),
    rect(x - t * 1.6, y + h + t * 0.6, w + t * 3.2, t * 1.4, shade(frame, -0.05)),
  ]);
}

export function whiteboard(x: number, y: number, w: number, h: number, content: string): string {
  return group([
    rect(x - 8, y - 8, w + 16, h + 16, '#9aa1ab', { rx: 4 }),
    rect(x, y, w, h, '#fbfcfd'),
    rect(x, y + h + 4, w, 10, '#8b929c'),
    rect(x + w * 0.1, y + h, 40, 8, COLORS.blue, { rx: 3 }),
    rect(x + w * 0.1 + 50, y + h, 40, 8, COLORS.red, { rx: 3 }),
    content,
  ]);
}

export function bookshelf(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  shelves: number,
  wood = '#a8744a',
): string {
  const parts = [
    rect(x, y, w, h, wood),
    rect(x + w * 0.04, y + h * 0.03, w * 0.92, h * 0.94, shade(wood, -0.35)),
  ];
  const shelfH = (h * 0.94) / shelves;
  const palette = [
    COLORS.red,
    COLORS.teal,
    COLORS.mustard,
    COLORS.blue,
    COLORS.green,
    COLORS.purple,
    COLORS.coral,
    SCHOOL.maroon,
    COLORS.navy,
    COLORS.lime,
    COLORS.pink,
    COLORS.orange,
  ];
  for (let s = 0; s < shelves; s += 1) {
    const bottom = y + h * 0.03 + (s + 1) * shelfH;
    let bx = x + w * 0.05;
    while (bx < x + w * 0.92) {
      const bw = rng.range(w * 0.035, w * 0.07);
      if (bx + bw > x + w * 0.95) break;
      const bh = shelfH * rng.range(0.55, 0.85);
      if (rng.chance(0.08)) {
        bx += bw * 1.2;
        continue;
      }
      const color = rng.pick(palette);
      parts.push(rect(bx, bottom - bh - shelfH * 0.06, bw, bh, color));
      parts.push(rect(bx, bottom - bh * 0.75 - shelfH * 0.06, bw, bh * 0.06, shade(color, 0.35)));
      bx += bw + 1;
    }
    parts.push(rect(x, bottom - shelfH * 0.06, w, shelfH * 0.06, wood));
  }
  return group(parts);
}

/** A classroom table seen from the front: top slab, apron and legs. */
export function table(
  x: number,
  y: number,
  w: number,
  h: number,
  top = '#d9b07c',
  legs = '#7d8894',
): string {
  const t = h * 0.12;
  return group([
    rect(x + w * 0.04, y + t, w * 0.035, h - t, legs),
    rect(x + w * 0.925, y + t, w * 0.035, h - t, legs),
    rect(x, y, w, t, top, { rx: t * 0.3 }),
    rect(x, y + t * 0.75, w, t * 0.3, shade(top, -0.2)),
  ]);
}

export function clock(x: number, y: number, r: number): string {
  return group([
    circle(x, y, r, '#2f3440'),
    circle(x, y, r * 0.86, '#ffffff'),
    line(x, y, x + r * 0.4, y - r * 0.35, '#2f3440', r * 0.09),
    line(x, y, x - r * 0.05, y - r * 0.62, '#2f3440', r * 0.06),
    circle(x, y, r * 0.08, COLORS.red),
  ]);
}

export function pottedPlant(x: number, y: number, s: number, pot: string = COLORS.coral): string {
  const leaves: string[] = [];
  for (const [a, len] of [
    [-50, 1.0],
    [-20, 1.25],
    [10, 1.1],
    [40, 0.95],
    [-75, 0.75],
    [70, 0.8],
  ] as const) {
    const rad = (a * Math.PI) / 180;
    const tx = x + Math.sin(rad) * s * len;
    const ty = y - s * 0.55 - Math.cos(rad) * s * len;
    leaves.push(
      path(
        `M${n(x)},${n(y - s * 0.5)} Q${n((x + tx) / 2 - s * 0.25)},${n((y + ty) / 2)} ${n(tx)},${n(ty)} Q${n((x + tx) / 2 + s * 0.25)},${n((y + ty) / 2)} ${n(x)},${n(y - s * 0.5)} Z`,
        a % 20 === 0 ? '#4f9a5f' : '#3d8050',
      ),
    );
  }
  return group([
    ...leaves,
    poly(around(x, y, s, [-0.38, -0.55, 0.38, -0.55, 0.3, 0, -0.3, 0]), pot),
    rect(x - s * 0.42, y - s * 0.62, s * 0.84, s * 0.12, shade(pot, -0.12)),
  ]);
}

/** A row of alphabet cards along the top of a classroom wall. */
export function alphabetStrip(
  x0: number,
  x1: number,
  y: number,
  size: number,
  letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
): string {
  const colors = [
    COLORS.red,
    COLORS.orange,
    COLORS.mustard,
    COLORS.green,
    COLORS.teal,
    COLORS.blue,
    COLORS.purple,
  ];
  const parts: string[] = [];
  const step = size * 1.15;
  let i = 0;
  for (let x = x0; x + size <= x1 && i < letters.length; x += step, i += 1) {
    const color = colors[i % colors.length] ?? COLORS.red;
    parts.push(rect(x, y, size, size * 1.1, '#ffffff', { rx: size * 0.08 }));
    parts.push(rect(x, y, size, size * 0.18, color, { rx: size * 0.05 }));
    parts.push(
      text(x + size / 2, y + size * 0.88, letters[i] ?? '', {
        size: size * 0.6,
        family: SANS,
        weight: 'bold',
        anchor: 'middle',
        fill: color,
      }),
    );
  }
  return group(parts);
}

/** A stage with curtains, floor and valance. */
export function stage(c: Canvas, floorY: number, curtain: string, back: string): string {
  const parts: string[] = [rect(0, 0, c.w, floorY, back)];
  const folds = 9;
  for (const side of [0, 1]) {
    const x0 = side === 0 ? 0 : c.w * 0.86;
    const w = c.w * 0.14;
    parts.push(rect(x0, 0, w, floorY, curtain));
    for (let i = 0; i < folds; i += 1) {
      parts.push(rect(x0 + (w / folds) * i, 0, (w / folds) * 0.45, floorY, shade(curtain, -0.18)));
    }
  }
  parts.push(rect(0, 0, c.w, c.h * 0.09, curtain));
  for (let x = 0; x < c.w; x += c.w / 24) {
    parts.push(
      path(
        `M${n(x)},${n(c.h * 0.09)} Q${n(x + c.w / 48)},${n(c.h * 0.13)} ${n(x + c.w / 24)},${n(c.h * 0.09)} Z`,
        curtain,
      ),
    );
  }
  parts.push(rect(0, c.h * 0.085, c.w, c.h * 0.012, SCHOOL.gold));
  return group(parts);
}

/** Soft cone of light from a spotlight at (x, 0) onto the floor. */
export function spotlight(
  c: Canvas,
  x: number,
  targetX: number,
  floorY: number,
  width: number,
  color = '#fff4d6',
  opacity = 0.22,
): string {
  const id = c.id('spot');
  c.defs.push(
    verticalGradient(id, 0, floorY, [
      [0, color, opacity * 1.3],
      [1, color, opacity * 0.5],
    ]),
  );
  return group([
    poly(
      [
        [x - width * 0.06, 0],
        [x + width * 0.06, 0],
        [targetX + width / 2, floorY],
        [targetX - width / 2, floorY],
      ],
      `url(#${id})`,
    ),
    ellipse(targetX, floorY, width / 2, width * 0.09, color, { opacity: opacity * 1.2 }),
  ]);
}

/** Darkened corners for a photographic feel. */
export function vignette(c: Canvas, strength = 0.28): string {
  const id = c.id('vig');
  const r = Math.hypot(c.w, c.h) / 2;
  c.defs.push(
    radialGradient(id, c.w / 2, c.h / 2, r, [
      [0.55, '#000000', 0],
      [1, '#1a0f08', strength],
    ]),
  );
  return rect(0, 0, c.w, c.h, `url(#${id})`);
}

/** A warm (or cool) wash of light from one side, like sun through windows. */
export function lightWash(c: Canvas, color: string, opacity: number, fromLeft = true): string {
  const id = c.id('wash');
  c.defs.push(
    `<linearGradient id="${id}" x1="${fromLeft ? 0 : c.w}" y1="0" x2="${fromLeft ? c.w : 0}" y2="${n(c.h)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${color}" stop-opacity="${n(opacity)}"/><stop offset="0.6" stop-color="${color}" stop-opacity="0"/></linearGradient>`,
  );
  return rect(0, 0, c.w, c.h, `url(#${id})`);
}

/** Soft ground shadow under a figure or object. */
export const groundShadow = (x: number, y: number, w: number, opacity = 0.18): string =>
  ellipse(x, y, w / 2, w * 0.12, '#1b1410', { opacity });

// ---------------------------------------------------------------------------------------------
// Gallery scene description
// ---------------------------------------------------------------------------------------------

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
