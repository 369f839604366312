/**
 * Head-and-shoulders portraits for the staff cards and the school leaders: a flat editorial
 * bust with a simple, friendly face (eyes, brows, nose, smile), varied hair, clothes and
 * accessories. The bust is drawn around the head centre (cx, cy) at a fixed scale (head ≈ 300 px wide).
 */
import {
  COLORS,
  HAIR,
  SCHOOL,
  SKIN,
  circle,
  ellipse,
  group,
  path,
  poly,
  rect,
  shade,
  stroke,
} from './svg.ts';

const HAIR_STYLES = [
  'short',
  'fade',
  'sidePart',
  'long',
  'bob',
  'bun',
  'curly',
  'afro',
  'locs',
  'braids',
  'ponytail',
  'bald',
  'hijab',
] as const;
type PortraitHair = (typeof HAIR_STYLES)[number];

const OUTFITS = ['crew', 'cardigan', 'collar', 'blazer', 'turtleneck', 'blouse'] as const;
type Outfit = (typeof OUTFITS)[number];

export interface PortraitSpec {
  skin: string;
  hair: string;
  hairStyle: PortraitHair;
  outfit: Outfit;
  top: string;
  /** Inner layer (shirt under a cardigan or blazer). */
  inner?: string;
  scarf?: string;
  glasses?: boolean;
  earrings?: boolean;
  beard?: boolean;
  lanyard?: boolean;
  tie?: string;
  smile?: 'closed' | 'open';
}

/**
 * A portrait as the content JSON files write it: skin and hair as indexes into SKIN and HAIR, the
 * other colours as a COLORS name, a SCHOOL name or "#rrggbb".
 */
export interface PortraitJson extends Omit<
  PortraitSpec,
  'skin' | 'hair' | 'hairStyle' | 'outfit' | 'smile'
> {
  skin: number;
  hair: number;
  hairStyle: string;
  outfit: string;
  smile?: string;
}

/** `value` as one of `allowed`, checked at run time (JSON strings are not typed by the compiler). */
export function oneOf<T extends string>(allowed: readonly T[], value: string): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new Error(`"${value}" is not one of ${allowed.join(', ')}`);
  return found;
}

function colour(value: string): string {
  if (value.startsWith('#')) return value;
  const named =
    (COLORS as Record<string, string>)[value] ?? (SCHOOL as Record<string, string>)[value];
  if (named === undefined) throw new Error(`Unknown colour "${value}"`);
  return named;
}

/** Turns a portrait from the content JSON into the spec the drawing uses. */
export function portraitSpec(j: PortraitJson): PortraitSpec {
  const skin = SKIN[j.skin];
  const hair = HAIR[j.hair];
  if (skin === undefined || hair === undefined)
    throw new Error(`No skin ${j.skin} or hair ${j.hair}`);
  return {
    ...j,
    skin,
    hair,
    hairStyle: oneOf(HAIR_STYLES, j.hairStyle),
    outfit: oneOf(OUTFITS, j.outfit),
    top: colour(j.top),
    inner: j.inner && colour(j.inner),
    scarf: j.scarf && colour(j.scarf),
    tie: j.tie && colour(j.tie),
    smile: j.smile === undefined ? undefined : oneOf(['closed', 'open'] as const, j.smile),
  };
}

const EYE = '#2a201c';

/** A head-sized dome of hair from (cx ± w, cy + down) over the crown, as one closed path. */
const dome = (cx: number, cy: number, w: number, down: number, top: number, fill: string) =>
  path(
    `M${cx - w},${cy + down} C${cx - w - 25},${cy - top * 0.6} ${cx - w * 0.5},${cy - top} ${cx},${cy - top} C${cx + w * 0.5},${cy - top} ${cx + w + 25},${cy - top * 0.6} ${cx + w},${cy + down} Z`,
    fill,
  );

/** Hair behind the head: long hair falls to the shoulders, buns and tails sit behind the crown. */
function hairBack(s: PortraitSpec, cx: number, cy: number): string {
  const c = s.hair;
  switch (s.hairStyle) {
    case 'long':
      return dome(cx, cy, 205, 360, 250, c);
    case 'bob':
      return dome(cx, cy, 200, 150, 250, c);
    case 'bun':
      return circle(cx + 20, cy - 235, 78, shade(c, -0.08));
    case 'ponytail':
      return ellipse(cx + 175, cy + 120, 60, 170, shade(c, -0.08), {
        transform: `rotate(-12 ${cx + 175} ${cy + 120})`,
      });
    case 'curly':
    case 'afro':
      return circle(cx, cy - 50, s.hairStyle === 'afro' ? 265 : 225, c);
    case 'locs':
    case 'braids':
      return group(
        [-180, -140, 140, 180].map((dx) =>
          stroke(
            `M${cx + dx},${cy - 60} Q${cx + dx * 1.1},${cy + 160} ${cx + dx * 1.08},${cy + 400}`,
            c,
            40,
          ),
        ),
      );
    default:
      return '';
  }
}

/** Hair over the forehead: a short cap, a side-swept fringe or a rounded hairline. */
function hairFront(s: PortraitSpec, cx: number, cy: number): string {
  const c = s.hair;
  switch (s.hairStyle) {
    case 'bald':
    case 'hijab':
      return '';
    case 'long':
    case 'bob':
      return path(
        `M${cx - 168},${cy + 140} C${cx - 190},${cy - 40} ${cx - 160},${cy - 200} ${cx - 10},${cy - 212} C${cx + 140},${cy - 215} ${cx + 190},${cy - 80} ${cx + 168},${cy + 140} C${cx + 150},${cy + 40} ${cx + 140},${cy - 40} ${cx + 110},${cy - 100} C${cx + 40},${cy - 120} ${cx - 60},${cy - 150} ${cx - 120},${cy - 60} C${cx - 140},${cy - 10} ${cx - 150},${cy + 60} ${cx - 168},${cy + 140} Z`,
        c,
      );
    default: {
      // A cap of hair whose hairline sits lower for close crops and higher for curls.
      const line =
        s.hairStyle === 'fade'
          ? -130
          : s.hairStyle === 'short' || s.hairStyle === 'sidePart'
            ? -110
            : -118;
      return path(
        `M${cx - 160},${cy} C${cx - 170},${cy - 160} ${cx - 80},${cy - 215} ${cx},${cy - 212} C${cx + 80},${cy - 215} ${cx + 170},${cy - 160} ${cx + 160},${cy} C${cx + 140},${cy - 90} ${cx + 80},${cy + line} ${cx},${cy + line} C${cx - 80},${cy + line} ${cx - 140},${cy - 90} ${cx - 160},${cy} Z`,
        c,
      );
    }
  }
}

/** Shoulders and the outfit's neckline, cut off at `bottom`. */
function clothes(s: PortraitSpec, cx: number, cy: number, bottom: number): string {
  const top = s.top;
  const y = cy + 290; // shoulder line
  const skinNeck = shade(s.skin, -0.1);
  const vee = (w: number, topY: number, tipY: number, fill: string): string =>
    path(`M${cx - w},${topY} L${cx},${tipY} L${cx + w},${topY} Z`, fill);
  const parts: string[] = [
    path(
      `M${cx - 470},${bottom} L${cx - 440},${y + 150} Q${cx - 420},${y} ${cx - 250},${y - 15} L${cx + 250},${y - 15} Q${cx + 420},${y} ${cx + 440},${y + 150} L${cx + 470},${bottom} Z`,
      top,
    ),
  ];
  switch (s.outfit) {
    case 'crew':
    case 'blouse': {
      const deep = s.outfit === 'blouse' ? 120 : 80;
      parts.push(
        path(`M${cx - 100},${y - 16} Q${cx},${y + deep} ${cx + 100},${y - 16} Z`, skinNeck),
      );
      parts.push(
        stroke(
          `M${cx - 105},${y - 14} Q${cx},${y + deep + 10} ${cx + 105},${y - 14}`,
          shade(top, -0.18),
          14,
        ),
      );
      break;
    }
    case 'turtleneck':
      parts.push(rect(cx - 92, cy + 175, 184, 140, shade(top, -0.06), { rx: 30 }));
      break;
    default: {
      // Collar, cardigan and blazer: a shirt in a V, open at the neck.
      const inner = s.inner ?? '#f4f6f8';
      parts.push(
        vee(
          s.outfit === 'collar' ? 130 : 160,
          y - 14,
          s.outfit === 'collar' ? y + 140 : bottom,
          inner,
        ),
      );
      parts.push(vee(80, y - 30, y + 45, skinNeck));
      for (const side of [-1, 1]) {
        const lapel = s.outfit === 'blazer' ? shade(top, -0.12) : shade(inner, -0.06);
        parts.push(
          poly(
            [
              [cx + side * 95, y - 40],
              [cx, y + 44],
              [cx + side * 130, y + 10],
            ],
            lapel,
          ),
        );
      }
      if (s.tie)
        parts.push(
          poly(
            [
              [cx - 18, y + 50],
              [cx + 18, y + 50],
              [cx + 28, bottom - 70],
              [cx, bottom - 40],
              [cx - 28, bottom - 70],
            ],
            s.tie,
          ),
        );
    }
  }
  if (s.lanyard) {
    for (const side of [-1, 1])
      parts.push(
        stroke(
          `M${cx + side * 110},${y - 10} Q${cx + side * 80},${y + 200} ${cx},${y + 300}`,
          SCHOOL.maroon,
          18,
        ),
      );
    parts.push(
      rect(cx - 70, y + 300, 140, 180, '#ffffff', { rx: 14 }),
      rect(cx - 70, y + 300, 140, 40, SCHOOL.maroon, { rx: 10 }),
    );
  }
  return group(parts);
}

/** Eyes, brows, nose, cheeks, mouth, and the beard or glasses a spec asks for. */
function face(s: PortraitSpec, cx: number, cy: number): string {
  const parts: string[] = [];
  const brow = shade(s.hairStyle === 'bald' || s.hairStyle === 'hijab' ? '#3b2a22' : s.hair, -0.2);
  for (const side of [-1, 1]) {
    const ex = cx + side * 60;
    parts.push(ellipse(ex, cy + 14, 13, 17, EYE), circle(ex + 4, cy + 8, 4.5, '#ffffff'));
    parts.push(stroke(`M${ex - 32},${cy - 30} Q${ex},${cy - 50} ${ex + 30},${cy - 36}`, brow, 11));
    if (!s.beard) parts.push(circle(ex + side * 28, cy + 78, 28, '#e27d7d', { opacity: 0.22 }));
  }
  parts.push(
    stroke(
      `M${cx + 4},${cy + 22} Q${cx + 24},${cy + 72} ${cx - 6},${cy + 82}`,
      shade(s.skin, -0.22),
      8,
    ),
  );
  if (s.beard)
    parts.push(
      path(
        `M${cx - 150},${cy + 20} C${cx - 150},${cy + 180} ${cx - 80},${cy + 225} ${cx},${cy + 228} C${cx + 80},${cy + 225} ${cx + 150},${cy + 180} ${cx + 150},${cy + 20} L${cx + 128},${cy + 60} C${cx + 100},${cy + 110} ${cx + 60},${cy + 100} ${cx},${cy + 100} C${cx - 60},${cy + 100} ${cx - 100},${cy + 110} ${cx - 128},${cy + 60} Z`,
        s.hair,
      ),
    );
  if (s.smile === 'open')
    parts.push(
      path(`M${cx - 50},${cy + 115} Q${cx},${cy + 175} ${cx + 50},${cy + 115} Z`, '#7a2e2e'),
    );
  else
    parts.push(
      stroke(`M${cx - 46},${cy + 118} Q${cx},${cy + 152} ${cx + 46},${cy + 118}`, '#8a3b3b', 10),
    );
  if (s.glasses) {
    const frame = { stroke: '#2f2a2a', 'stroke-width': 8, rx: 22 } as const;
    parts.push(
      rect(cx - 110, cy - 22, 92, 74, 'none', frame),
      rect(cx + 18, cy - 22, 92, 74, 'none', frame),
      stroke(`M${cx - 18},${cy + 4} Q${cx},${cy - 8} ${cx + 18},${cy + 4}`, '#2f2a2a', 7),
    );
  }
  return group(parts);
}

/** The whole bust; `bottom` is where the clothes are cut off (usually the panel's lower edge). */
export function portrait(s: PortraitSpec, cx: number, cy: number, bottom: number): string {
  const neck = rect(cx - 68, cy + 110, 136, 200, s.skin);
  if (s.hairStyle === 'hijab') {
    const scarf = s.scarf ?? COLORS.teal;
    return group([
      clothes(s, cx, cy, bottom),
      dome(cx, cy, 215, 420, 240, scarf),
      ellipse(cx, cy + 15, 138, 172, s.skin),
      face(s, cx, cy),
    ]);
  }
  const parts = [hairBack(s, cx, cy), neck, clothes(s, cx, cy, bottom)];
  for (const side of [-1, 1]) {
    parts.push(ellipse(cx + side * 150, cy + 30, 30, 44, shade(s.skin, -0.05)));
    if (s.earrings) parts.push(circle(cx + side * 152, cy + 82, 12, SCHOOL.gold));
  }
  parts.push(ellipse(cx, cy, 150, 182, s.skin), hairFront(s, cx, cy), face(s, cx, cy));
  return group(parts);
}
