/**
 * Shared SVG drawing helpers for the sample-media library generator: a seeded PRNG, colour
 * maths, element builders, the school palette, the crest and the "sample" mark.
 * Everything returns SVG markup strings; nothing here touches the file system.
 */

// ---------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------

export interface Rng {
  /** Uniform number in [0, 1). */
  next(): number;
  /** Uniform number in [min, max). */
  range(min: number, max: number): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: tiny, fast and good enough for scattering confetti. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

/** FNV-1a hash, used to derive a stable seed from a file name. */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

// ---------------------------------------------------------------------------------------------
// Numbers and colours
// ---------------------------------------------------------------------------------------------

/** Rounds to 2 decimals so the SVG stays compact and stable. */
export const n = (value: number): string => String(Math.round(value * 100) / 100);

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear mix of two #rrggbb colours (t = 0 gives `a`, t = 1 gives `b`). */
function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex(ca.map((c, i) => c + ((cb[i] ?? 0) - c) * t));
}

/** Lightens (amount > 0) or darkens (amount < 0) a colour towards white or black. */
export const shade = (color: string, amount: number): string =>
  amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);

// ---------------------------------------------------------------------------------------------
// Palette and fonts
// ---------------------------------------------------------------------------------------------

export const SANS = 'DejaVu Sans, Liberation Sans, sans-serif';
export const SERIF = 'DejaVu Serif, Liberation Serif, serif';

export const SCHOOL = {
  maroon: '#7a1f2b',
  maroonDark: '#5a1520',
  maroonLight: '#9c3242',
  gold: '#f2b632',
  goldDark: '#c98f1c',
  goldLight: '#f8d57e',
  gray: '#6b6e76',
  grayLight: '#c9cbd0',
  ink: '#26272c',
  white: '#ffffff',
  cream: '#faf6ee',
} as const;

/** A varied, friendly set of supporting colours for clothes, props and backgrounds. */
export const COLORS = {
  red: '#d9503f',
  coral: '#ef7b63',
  orange: '#f0913a',
  mustard: '#e2b23a',
  lemon: '#f5d94e',
  lime: '#9cc85a',
  green: '#4f9a5f',
  forest: '#2f6b4a',
  teal: '#2a9d8f',
  sky: '#5fb3e4',
  blue: '#3a6fc4',
  navy: '#263a66',
  indigo: '#4b4a9e',
  purple: '#7e5aa8',
  lilac: '#b79ad8',
  pink: '#ee8fb0',
  rose: '#c9566e',
  brown: '#8a5a3c',
  tan: '#d2a878',
  denim: '#4a6a96',
  charcoal: '#3b3d45',
  white: '#f7f5f0',
} as const;

/** Skin tones from deep to light; figures pick from these so every scene is mixed. */
export const SKIN = [
  '#5b3a29',
  '#70452f',
  '#8d5a3b',
  '#a86f4c',
  '#c08a62',
  '#d6a27c',
  '#e8bc96',
  '#f2cfb1',
] as const;

export const HAIR = [
  '#1d1614',
  '#2b1d17',
  '#3b2619',
  '#55331f',
  '#7a4a2a',
  '#a8703f',
  '#d8ae6a',
  '#b8b0a8',
] as const;

export const CLOTHES = [
  COLORS.red,
  COLORS.coral,
  COLORS.orange,
  COLORS.mustard,
  COLORS.lime,
  COLORS.green,
  COLORS.teal,
  COLORS.sky,
  COLORS.blue,
  COLORS.navy,
  COLORS.purple,
  COLORS.pink,
  SCHOOL.maroon,
  SCHOOL.gold,
  COLORS.white,
] as const;

// ---------------------------------------------------------------------------------------------
// Element builders
// ---------------------------------------------------------------------------------------------

export type Attrs = Readonly<Record<string, string | number | undefined>>;

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra: Attrs = {},
): string => `<rect${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;

export const circle = (
  cx: number,
  cy: number,
  r: number,
  fill: string,
  extra: Attrs = {},
): string => `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
): string => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const path = (d: string, fill: string, extra: Attrs = {}): string =>
  `<path${attrs({ d, fill, ...extra })}/>`;

export type Point = readonly [number, number];

export const poly = (points: readonly Point[], fill: string, extra: Attrs = {}): string =>
  `<polygon${attrs({ points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...extra })}/>`;

/** A stroked line with round caps. */
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
): string =>
  `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;

/** A stroked open path with round caps and joins. */
export const stroke = (d: string, color: string, width: number, extra: Attrs = {}): string =>
  path(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });

export const group = (children: readonly string[] | string, extra: Attrs = {}): string =>
  `<g${attrs(extra)}>${typeof children === 'string' ? children : children.join('')}</g>`;

export interface TextOptions {
  size: number;
  fill?: string;
  family?: string;
  weight?: 'normal' | 'bold';
  italic?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  opacity?: number;
}

/** A single line of text (the content is escaped here). */
export function text(x: number, y: number, content: string, options: TextOptions): string {
  return `<text${attrs({
    x,
    y,
    'font-family': options.family ?? SANS,
    'font-size': options.size,
    'font-weight': options.weight === 'bold' ? 'bold' : undefined,
    'font-style': options.italic ? 'italic' : undefined,
    'text-anchor': options.anchor && options.anchor !== 'start' ? options.anchor : undefined,
    'letter-spacing': options.letterSpacing,
    fill: options.fill ?? SCHOOL.ink,
    opacity: options.opacity,
  })}>${escapeXml(content)}</text>`;
}

/** Quadratic curve point at parameter t, for hanging things along a sagging string. */
export function quadPoint(a: Point, control: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return [
    u * u * a[0] + 2 * u * t * control[0] + t * t * b[0],
    u * u * a[1] + 2 * u * t * control[1] + t * t * b[1],
  ];
}

/** Outline of a round-arched opening: straight sides, semicircular head. */
export function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${n(x)},${n(y + h)} V${n(y + r)} A${n(r)},${n(r)} 0 0 1 ${n(x + w)},${n(y + r)} V${n(y + h)} Z`;
}

export interface SvgDocument {
  /** Output size in pixels. */
  width: number;
  height: number;
  /** Drawing coordinates (the design canvas); defaults to the output size. */
  viewWidth?: number;
  viewHeight?: number;
  defs?: readonly string[];
  body: readonly string[];
}

export function svgDocument(doc: SvgDocument): string {
  const vw = doc.viewWidth ?? doc.width;
  const vh = doc.viewHeight ?? doc.height;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${doc.width}" height="${doc.height}" viewBox="0 0 ${n(vw)} ${n(vh)}">`,
    doc.defs && doc.defs.length > 0 ? `<defs>${doc.defs.join('')}</defs>` : '',
    ...doc.body,
    '</svg>',
  ].join('\n');
}

/** Vertical linear gradient definition in user space. */
export function verticalGradient(
  id: string,
  y0: number,
  y1: number,
  stops: ReadonlyArray<readonly [number, string, number?]>,
): string {
  return `<linearGradient id="${id}" x1="0" y1="${n(y0)}" x2="0" y2="${n(y1)}" gradientUnits="userSpaceOnUse">${stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join('')}</linearGradient>`;
}

/** Radial gradient definition in user space. */
export function radialGradient(
  id: string,
  cx: number,
  cy: number,
  r: number,
  stops: ReadonlyArray<readonly [number, string, number?]>,
): string {
  return `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" gradientUnits="userSpaceOnUse">${stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join('')}</radialGradient>`;
}

// ---------------------------------------------------------------------------------------------
// School identity
// ---------------------------------------------------------------------------------------------

interface CrestColors {
  field: string;
  trim: string;
  ink: string;
}

const CREST_DEFAULT: CrestColors = { field: SCHOOL.maroon, trim: SCHOOL.gold, ink: SCHOOL.white };

/**
 * The school crest: a maroon shield with a gold border, the arches of the High Bridge over an
 * open book, and "1889" on a ribbon. (cx, cy) is the centre; `size` is the shield height.
 */
export function crest(cx: number, cy: number, size: number, colors = CREST_DEFAULT): string {
  const s = size / 100;
  const X = (x: number): number => cx + (x - 50) * s;
  const Y = (y: number): number => cy + (y - 50) * s;
  const shield = (inset: number): string =>
    `M${n(X(8 + inset))},${n(Y(6 + inset))} H${n(X(92 - inset))} V${n(Y(48))} C${n(X(92 - inset))},${n(Y(74 - inset * 0.4))} ${n(X(70))},${n(Y(88 - inset * 0.6))} ${n(X(50))},${n(Y(97 - inset * 1.2))} C${n(X(30))},${n(Y(88 - inset * 0.6))} ${n(X(8 + inset))},${n(Y(74 - inset * 0.4))} ${n(X(8 + inset))},${n(Y(48))} Z`;
  const parts: string[] = [path(shield(0), colors.trim), path(shield(4.5), colors.field)];
  // Bridge: deck and three arches
  parts.push(rect(X(18), Y(22), 64 * s, 5 * s, colors.trim));
  let arches = '';
  for (const [ax, aw] of [
    [20, 18],
    [41, 18],
    [62, 18],
  ] as const) {
    arches += `M${n(X(ax))},${n(Y(46))} V${n(Y(36))} A${n(9 * s)},${n(9 * s)} 0 0 1 ${n(X(ax + aw))},${n(Y(36))} V${n(Y(46))} Z `;
  }
  parts.push(
    path(`M${n(X(18))},${n(Y(27))} H${n(X(82))} V${n(Y(46))} H${n(X(18))} Z`, colors.trim),
  );
  parts.push(path(arches, colors.field));
  // Open book
  parts.push(
    path(
      `M${n(X(50))},${n(Y(58))} C${n(X(42))},${n(Y(53))} ${n(X(30))},${n(Y(53))} ${n(X(22))},${n(Y(56))} V${n(Y(74))} C${n(X(30))},${n(Y(71))} ${n(X(42))},${n(Y(71))} ${n(X(50))},${n(Y(76))} Z`,
      colors.ink,
    ),
    path(
      `M${n(X(50))},${n(Y(58))} C${n(X(58))},${n(Y(53))} ${n(X(70))},${n(Y(53))} ${n(X(78))},${n(Y(56))} V${n(Y(74))} C${n(X(70))},${n(Y(71))} ${n(X(58))},${n(Y(71))} ${n(X(50))},${n(Y(76))} Z`,
      shade(colors.ink, -0.12),
    ),
    line(X(50), Y(58), X(50), Y(76), colors.field, 1.2 * s),
  );
  // Ribbon with the founding year
  parts.push(
    path(
      `M${n(X(14))},${n(Y(80))} L${n(X(22))},${n(Y(84))} L${n(X(14))},${n(Y(88))} H${n(X(30))} V${n(Y(80))} Z M${n(X(86))},${n(Y(80))} L${n(X(78))},${n(Y(84))} L${n(X(86))},${n(Y(88))} H${n(X(70))} V${n(Y(80))} Z`,
      shade(colors.trim, -0.2),
    ),
    rect(X(24), Y(77), 52 * s, 12 * s, colors.trim, { rx: 1.5 * s }),
    text(X(50), Y(86.3), '1889', {
      size: 9.5 * s,
      family: SERIF,
      weight: 'bold',
      anchor: 'middle',
      fill: colors.field,
      letterSpacing: 0.6 * s,
    }),
  );
  return group(parts);
}

type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface SampleMarkOptions {
  label: string;
  /** Font size in drawing units; the pill scales with it. */
  size: number;
  corner: Corner;
  /** Distance from the edges, in drawing units. */
  margin: number;
  canvasWidth: number;
  canvasHeight: number;
  /** 'dark' = light text on a translucent dark pill (photos); 'light' = gray outline (paper). */
  tone: 'dark' | 'light';
  /** Approximate width of the label in drawing units (defaults to an estimate). */
  labelWidth?: number;
}

/** The small, unobtrusive "Sample …" badge every generated image carries. */
export function sampleMark(o: SampleMarkOptions): string {
  const textWidth = o.labelWidth ?? o.label.length * o.size * 0.6;
  const padX = o.size * 0.75;
  const h = o.size * 1.8;
  const w = textWidth + padX * 2 + o.size * 1.1;
  const x = o.corner.endsWith('left') ? o.margin : o.canvasWidth - o.margin - w;
  const y = o.corner.startsWith('top') ? o.margin : o.canvasHeight - o.margin - h;
  const dark = o.tone === 'dark';
  const fg = dark ? '#ffffff' : SCHOOL.gray;
  const iconX = x + padX + o.size * 0.35;
  const cy = y + h / 2;
  return group([
    rect(x, y, w, h, dark ? '#14161c' : '#ffffff', {
      rx: h / 2,
      opacity: dark ? 0.42 : 0.85,
      stroke: dark ? undefined : SCHOOL.grayLight,
      'stroke-width': dark ? undefined : o.size * 0.08,
    }),
    // A tiny "image" pictogram: frame with a mountain.
    rect(iconX - o.size * 0.36, cy - o.size * 0.3, o.size * 0.72, o.size * 0.6, 'none', {
      stroke: fg,
      'stroke-width': o.size * 0.09,
      rx: o.size * 0.08,
      opacity: 0.9,
    }),
    poly(
      [
        [iconX - o.size * 0.26, cy + o.size * 0.2],
        [iconX - o.size * 0.04, cy - o.size * 0.06],
        [iconX + o.size * 0.08, cy + o.size * 0.06],
        [iconX + o.size * 0.16, cy - o.size * 0.02],
        [iconX + o.size * 0.28, cy + o.size * 0.2],
      ],
      fg,
      { opacity: 0.9 },
    ),
    text(iconX + o.size * 0.75, cy + o.size * 0.36, o.label, {
      size: o.size,
      fill: fg,
      opacity: dark ? 0.92 : 1,
    }),
  ]);
}
