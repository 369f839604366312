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
  type Point,
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

function hairBack(s: PortraitSpec, cx: number, cy: number): string {
  const c = s.hair;
  switch (s.hairStyle) {
    case 'long':
      return path(
        `M${cx - 205},${cy + 360} C${cx - 235},${cy + 120} ${cx - 230},${cy - 120} ${cx - 150},${cy - 190} C${cx - 70},${cy - 250} ${cx + 70},${cy - 250} ${cx + 150},${cy - 190} C${cx + 230},${cy - 120} ${cx + 235},${cy + 120} ${cx + 205},${cy + 360} Z`,
        c,
      );
    case 'bob':
      return path(
        `M${cx - 200},${cy + 150} C${cx - 230},${cy} ${cx - 215},${cy - 150} ${cx - 140},${cy - 200} C${cx - 60},${cy - 250} ${cx + 60},${cy - 250} ${cx + 140},${cy - 200} C${cx + 215},${cy - 150} ${cx + 230},${cy} ${cx + 200},${cy + 150} Q${cx},${cy + 175} ${cx - 200},${cy + 150} Z`,
        c,
      );
    case 'bun':
      return group([circle(cx + 20, cy - 235, 78, shade(c, -0.08)), circle(cx, cy - 20, 175, c)]);
    case 'ponytail':
      return group([
        ellipse(cx + 175, cy + 120, 60, 170, shade(c, -0.08), {
          transform: `rotate(-12 ${cx + 175} ${cy + 120})`,
        }),
        circle(cx, cy - 20, 172, c),
      ]);
    case 'curly': {
      const parts: string[] = [];
      for (let i = 0; i < 14; i += 1) {
        const a = Math.PI * (0.92 + (i / 13) * 1.16);
        parts.push(
          circle(
            cx + Math.cos(a) * 180,
            cy - 30 + Math.sin(a) * 190,
            62,
            i % 2 === 0 ? c : shade(c, -0.06),
          ),
        );
      }
      parts.push(circle(cx - 190, cy + 110, 55, c), circle(cx + 190, cy + 110, 55, c));
      return group(parts);
    }
    case 'afro':
      return group([
        circle(cx, cy - 60, 265, c),
        circle(cx - 120, cy - 180, 90, shade(c, 0.06)),
        circle(cx + 110, cy - 190, 80, shade(c, -0.05)),
      ]);
    case 'locs': {
      const parts: string[] = [circle(cx, cy - 30, 180, c)];
      [-190, -160, -130, 130, 160, 190].forEach((dx, i) => {
        parts.push(
          stroke(
            `M${cx + dx},${cy - 60} C${cx + dx * 1.05},${cy + 120} ${cx + dx * 1.1},${cy + 260} ${cx + dx * 1.08},${cy + 380}`,
            i % 2 === 0 ? c : shade(c, -0.1),
            42,
          ),
        );
      });
      return group(parts);
    }
    case 'braids': {
      const parts: string[] = [circle(cx, cy - 25, 176, c)];
      for (const dx of [-175, -145, 145, 175]) {
        parts.push(
          stroke(
            `M${cx + dx},${cy - 40} C${cx + dx * 1.1},${cy + 140} ${cx + dx * 1.05},${cy + 300} ${cx + dx * 1.1},${cy + 420}`,
            c,
            36,
          ),
        );
        for (let k = 0; k < 6; k += 1) {
          const y = cy + 20 + k * 62;
          parts.push(ellipse(cx + dx * 1.06, y, 20, 10, shade(c, 0.15), { opacity: 0.6 }));
        }
      }
      return group(parts);
    }
    default:
      return '';
  }
}

function hairFront(s: PortraitSpec, cx: number, cy: number): string {
  const c = s.hair;
  switch (s.hairStyle) {
    case 'short':
    case 'ponytail':
    case 'bun':
      return path(
        `M${cx - 158},${cy + 10} C${cx - 172},${cy - 150} ${cx - 90},${cy - 215} ${cx},${cy - 212} C${cx + 110},${cy - 210} ${cx + 172},${cy - 150} ${cx + 158},${cy + 10} L${cx + 142},${cy - 50} C${cx + 100},${cy - 120} ${cx - 10},${cy - 125} ${cx - 110},${cy - 95} C${cx - 130},${cy - 85} ${cx - 140},${cy - 60} ${cx - 144},${cy - 40} Z`,
        c,
      );
    case 'sidePart':
      return path(
        `M${cx - 158},${cy + 20} C${cx - 175},${cy - 160} ${cx - 80},${cy - 220} ${cx + 10},${cy - 214} C${cx + 120},${cy - 208} ${cx + 175},${cy - 140} ${cx + 158},${cy + 20} L${cx + 146},${cy - 60} C${cx + 120},${cy - 110} ${cx + 60},${cy - 140} ${cx - 50},${cy - 150} C${cx - 100},${cy - 120} ${cx - 130},${cy - 80} ${cx - 146},${cy - 20} Z`,
        c,
      );
    case 'fade':
      return group([
        path(
          `M${cx - 150},${cy - 20} C${cx - 160},${cy - 150} ${cx - 80},${cy - 205} ${cx},${cy - 205} C${cx + 80},${cy - 205} ${cx + 160},${cy - 150} ${cx + 150},${cy - 20} L${cx + 140},${cy - 70} C${cx + 100},${cy - 135} ${cx - 100},${cy - 135} ${cx - 140},${cy - 70} Z`,
          c,
        ),
        path(
          `M${cx - 152},${cy + 10} L${cx - 150},${cy - 40} L${cx - 132},${cy - 60} L${cx - 138},${cy + 20} Z M${cx + 152},${cy + 10} L${cx + 150},${cy - 40} L${cx + 132},${cy - 60} L${cx + 138},${cy + 20} Z`,
          c,
          { opacity: 0.55 },
        ),
      ]);
    case 'long':
    case 'bob':
      return path(
        `M${cx - 168},${cy + 140} C${cx - 190},${cy - 40} ${cx - 160},${cy - 200} ${cx - 10},${cy - 212} C${cx + 140},${cy - 215} ${cx + 190},${cy - 80} ${cx + 168},${cy + 140} C${cx + 150},${cy + 40} ${cx + 140},${cy - 40} ${cx + 110},${cy - 100} C${cx + 40},${cy - 120} ${cx - 60},${cy - 150} ${cx - 120},${cy - 60} C${cx - 140},${cy - 10} ${cx - 150},${cy + 60} ${cx - 168},${cy + 140} Z`,
        c,
      );
    case 'curly':
    case 'afro':
    case 'locs':
    case 'braids':
      return path(
        `M${cx - 160},${cy - 10} C${cx - 170},${cy - 160} ${cx - 80},${cy - 215} ${cx},${cy - 212} C${cx + 80},${cy - 215} ${cx + 170},${cy - 160} ${cx + 160},${cy - 10} C${cx + 140},${cy - 90} ${cx + 80},${cy - 120} ${cx},${cy - 118} C${cx - 80},${cy - 120} ${cx - 140},${cy - 90} ${cx - 160},${cy - 10} Z`,
        c,
      );
    default:
      return '';
  }
}

function clothes(s: PortraitSpec, cx: number, cy: number, bottom: number): string {
  const top = s.top;
  const shoulderY = cy + 290;
  const skinNeck = shade(s.skin, -0.1);
  /** A V from `topY` down to the centre line at `tipY`, `w` wide on each side. */
  const vee = (w: number, topY: number, tipY: number, fill: string): string =>
    path(`M${cx - w},${topY} L${cx},${tipY} L${cx + w},${topY} Z`, fill);
  /** A round neckline of skin, `depth` deep, with its trim just outside it. */
  const scoop = (w: number, depth: number, trimDepth: number, trim: string, width: number) => [
    path(
      `M${cx - w},${shoulderY - 16} Q${cx},${shoulderY + depth} ${cx + w},${shoulderY - 16} Z`,
      skinNeck,
    ),
    stroke(
      `M${cx - (w + 5)},${shoulderY - 14} Q${cx},${shoulderY + trimDepth} ${cx + (w + 5)},${shoulderY - 14}`,
      trim,
      width,
    ),
  ];
  /** A polygon left of the centre line, given as [dx, y] points, and its mirror image. */
  const mirrored = (points: readonly Point[], left: string, right = left): string[] =>
    [-1, 1].map((side) =>
      poly(
        points.map(([dx, y]) => [cx + side * dx, y]),
        side < 0 ? left : right,
      ),
    );
  const parts: string[] = [
    path(
      `M${cx - 470},${bottom} L${cx - 440},${shoulderY + 150} Q${cx - 420},${shoulderY} ${cx - 250},${shoulderY - 15} L${cx + 250},${shoulderY - 15} Q${cx + 420},${shoulderY} ${cx + 440},${shoulderY + 150} L${cx + 470},${bottom} Z`,
      top,
    ),
  ];
  switch (s.outfit) {
    case 'crew':
      parts.push(...scoop(95, 80, 90, shade(top, -0.18), 16));
      break;
    case 'blouse':
      parts.push(...scoop(110, 120, 128, shade(top, 0.2), 14));
      for (let k = 0; k < 3; k += 1)
        parts.push(circle(cx, shoulderY + 170 + k * 80, 9, shade(top, -0.2)));
      break;
    case 'turtleneck':
      parts.push(rect(cx - 92, cy + 175, 184, shoulderY - cy - 150, shade(top, -0.06), { rx: 30 }));
      for (let k = 0; k < 3; k += 1)
        parts.push(rect(cx - 90, cy + 200 + k * 28, 180, 6, shade(top, -0.14), { rx: 3 }));
      break;
    case 'collar': {
      const shirt = s.inner ?? '#f4f6f8';
      // With an inner colour, a shirt collar peeks out of a sweater.
      if (s.inner) parts.push(vee(130, shoulderY - 14, shoulderY + 140, shirt));
      parts.push(vee(80, shoulderY - 30, shoulderY + 40, skinNeck));
      parts.push(
        ...mirrored(
          [
            [95, shoulderY - 40],
            [0, shoulderY + 44],
            [30, shoulderY + 90],
            [130, shoulderY + 10],
          ],
          shirt,
          shade(shirt, -0.06),
        ),
      );
      if (!s.inner)
        for (let k = 0; k < 4; k += 1)
          parts.push(circle(cx, shoulderY + 120 + k * 80, 8, shade(top, -0.25)));
      break;
    }
    case 'cardigan': {
      const inner = s.inner ?? COLORS.white;
      parts.push(vee(170, shoulderY - 14, bottom, inner));
      parts.push(...scoop(95, 70, 80, shade(inner, -0.12), 14));
      for (const side of [-1, 1])
        parts.push(
          stroke(
            `M${cx + side * 175},${shoulderY - 10} L${cx + side * 10},${bottom}`,
            shade(top, -0.15),
            22,
          ),
        );
      break;
    }
    case 'blazer': {
      const inner = s.inner ?? '#f4f6f8';
      parts.push(vee(150, shoulderY - 14, bottom - 40, inner));
      parts.push(vee(80, shoulderY - 30, shoulderY + 50, skinNeck));
      parts.push(
        ...mirrored(
          [
            [90, shoulderY - 36],
            [0, shoulderY + 50],
            [26, shoulderY + 80],
            [120, shoulderY + 6],
          ],
          inner,
          shade(inner, -0.06),
        ),
      );
      if (s.tie) {
        parts.push(
          poly(
            [
              [cx - 22, shoulderY + 52],
              [cx + 22, shoulderY + 52],
              [cx + 12, shoulderY + 84],
              [cx - 12, shoulderY + 84],
            ],
            s.tie,
          ),
        );
        parts.push(
          poly(
            [
              [cx - 14, shoulderY + 84],
              [cx + 14, shoulderY + 84],
              [cx + 30, bottom - 70],
              [cx, bottom - 40],
              [cx - 30, bottom - 70],
            ],
            s.tie,
          ),
        );
      }
      // Lapels
      parts.push(
        ...mirrored(
          [
            [170, shoulderY - 12],
            [40, bottom - 90],
            [75, bottom],
            [200, shoulderY + 180],
          ],
          shade(top, -0.12),
        ),
      );
      break;
    }
  }
  if (s.lanyard) {
    for (const side of [-1, 1])
      parts.push(
        stroke(
          `M${cx + side * 110},${shoulderY - 10} Q${cx + side * 80},${shoulderY + 200} ${cx},${shoulderY + 300}`,
          SCHOOL.maroon,
          18,
        ),
      );
    parts.push(
      rect(cx - 70, shoulderY + 300, 140, 180, '#ffffff', {
        rx: 14,
        stroke: shade(top, -0.3),
        'stroke-width': 4,
      }),
      rect(cx - 70, shoulderY + 300, 140, 40, SCHOOL.maroon, { rx: 10 }),
      rect(cx - 40, shoulderY + 360, 80, 70, '#d9dde3', { rx: 8 }),
      rect(cx - 45, shoulderY + 445, 90, 10, '#b9bfc7', { rx: 5 }),
    );
  }
  return group(parts);
}

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
  if (s.beard) {
    parts.push(
      path(
        `M${cx - 150},${cy + 20} C${cx - 150},${cy + 180} ${cx - 80},${cy + 225} ${cx},${cy + 228} C${cx + 80},${cy + 225} ${cx + 150},${cy + 180} ${cx + 150},${cy + 20} L${cx + 128},${cy + 60} C${cx + 100},${cy + 110} ${cx + 60},${cy + 100} ${cx},${cy + 100} C${cx - 60},${cy + 100} ${cx - 100},${cy + 110} ${cx - 128},${cy + 60} Z`,
        s.hair,
      ),
    );
    parts.push(
      path(
        `M${cx - 60},${cy + 108} Q${cx},${cy + 88} ${cx + 60},${cy + 108} Q${cx},${cy + 100} ${cx - 60},${cy + 108} Z`,
        s.hair,
      ),
    );
  }
  if (s.smile === 'open') {
    parts.push(
      path(`M${cx - 50},${cy + 115} Q${cx},${cy + 175} ${cx + 50},${cy + 115} Z`, '#7a2e2e'),
    );
    parts.push(
      path(
        `M${cx - 42},${cy + 118} Q${cx},${cy + 132} ${cx + 42},${cy + 118} L${cx + 36},${cy + 128} Q${cx},${cy + 140} ${cx - 36},${cy + 128} Z`,
        '#ffffff',
      ),
    );
  } else {
    parts.push(
      stroke(`M${cx - 46},${cy + 118} Q${cx},${cy + 152} ${cx + 46},${cy + 118}`, '#8a3b3b', 10),
    );
  }
  if (s.glasses) {
    const frame = {
      stroke: '#2f2a2a',
      'stroke-width': 8,
      fill: '#ffffff',
      'fill-opacity': 0.12,
      rx: 22,
    } as const;
    const wire = (d: string): string => stroke(d, '#2f2a2a', 7);
    parts.push(
      rect(cx - 110, cy - 22, 92, 74, 'none', frame),
      rect(cx + 18, cy - 22, 92, 74, 'none', frame),
      wire(`M${cx - 18},${cy + 4} Q${cx},${cy - 8} ${cx + 18},${cy + 4}`),
      wire(`M${cx - 110},${cy + 4} L${cx - 150},${cy - 4}`),
      wire(`M${cx + 110},${cy + 4} L${cx + 150},${cy - 4}`),
    );
  }
  return group(parts);
}

/** The whole bust; `bottom` is where the clothes are cut off (usually the panel's lower edge). */
export function portrait(s: PortraitSpec, cx: number, cy: number, bottom: number): string {
  const parts: string[] = [];
  if (s.hairStyle === 'hijab') {
    const scarf = s.scarf ?? COLORS.teal;
    parts.push(clothes(s, cx, cy, bottom));
    parts.push(
      path(
        `M${cx - 215},${cy + 420} C${cx - 260},${cy + 100} ${cx - 230},${cy - 230} ${cx},${cy - 240} C${cx + 230},${cy - 230} ${cx + 260},${cy + 100} ${cx + 215},${cy + 420} Q${cx},${cy + 520} ${cx - 215},${cy + 420} Z`,
        scarf,
      ),
    );
    parts.push(ellipse(cx, cy + 15, 138, 172, s.skin));
    parts.push(
      path(
        `M${cx - 150},${cy - 20} C${cx - 140},${cy - 170} ${cx - 60},${cy - 200} ${cx},${cy - 200} C${cx + 60},${cy - 200} ${cx + 140},${cy - 170} ${cx + 150},${cy - 20} C${cx + 120},${cy - 120} ${cx + 60},${cy - 150} ${cx},${cy - 150} C${cx - 60},${cy - 150} ${cx - 120},${cy - 120} ${cx - 150},${cy - 20} Z`,
        shade(scarf, -0.12),
      ),
    );
    parts.push(face(s, cx, cy));
    return group(parts);
  }
  parts.push(hairBack(s, cx, cy));
  // Neck with a soft shadow under the jaw
  parts.push(
    rect(cx - 68, cy + 110, 136, 200, s.skin),
    path(
      `M${cx - 68},${cy + 150} Q${cx},${cy + 215} ${cx + 68},${cy + 150} V${cy + 120} H${cx - 68} Z`,
      shade(s.skin, -0.12),
    ),
  );
  parts.push(clothes(s, cx, cy, bottom));
  // Ears, face
  for (const side of [-1, 1]) {
    parts.push(
      ellipse(cx + side * 150, cy + 30, 30, 44, shade(s.skin, -0.05)),
      ellipse(cx + side * 152, cy + 30, 14, 24, shade(s.skin, -0.14)),
    );
    if (s.earrings) parts.push(circle(cx + side * 152, cy + 82, 12, SCHOOL.gold));
  }
  parts.push(ellipse(cx, cy, 150, 182, s.skin));
  parts.push(hairFront(s, cx, cy));
  parts.push(face(s, cx, cy));
  return group(parts);
}
