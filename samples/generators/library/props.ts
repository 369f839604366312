/**
 * Small props for the gallery scenes: lab glassware, pumpkins, garden tools, sports gear,
 * instruments, art supplies and ceremony items. Each takes a position and a size in design units.
 */
import {
  COLORS,
  SCHOOL,
  SANS,
  circle,
  ellipse,
  group,
  line,
  n,
  path,
  poly,
  rect,
  shade,
  stroke,
  text,
} from './svg.ts';
import { around, pts } from './scenery.ts';

/** Conical flask with coloured liquid; (x, y) is the middle of its base. */
export function flask(x: number, y: number, s: number, liquid: string): string {
  const neck = s * 0.18;
  return group([
    path(
      `M${n(x - neck)},${n(y - s)} V${n(y - s * 0.62)} L${n(x - s * 0.42)},${n(y - s * 0.06)} Q${n(x - s * 0.45)},${n(y)} ${n(x - s * 0.38)},${n(y)} H${n(x + s * 0.38)} Q${n(x + s * 0.45)},${n(y)} ${n(x + s * 0.42)},${n(y - s * 0.06)} L${n(x + neck)},${n(y - s * 0.62)} V${n(y - s)} Z`,
      '#e8f4f6',
      { opacity: 0.85 },
    ),
    path(
      `M${n(x - s * 0.3)},${n(y - s * 0.3)} H${n(x + s * 0.3)} L${n(x + s * 0.42)},${n(y - s * 0.06)} Q${n(x + s * 0.45)},${n(y)} ${n(x + s * 0.38)},${n(y)} H${n(x - s * 0.38)} Q${n(x - s * 0.45)},${n(y)} ${n(x - s * 0.42)},${n(y - s * 0.06)} Z`,
      liquid,
    ),
    rect(x - neck * 1.2, y - s * 1.04, neck * 2.4, s * 0.07, '#cfdde2', { rx: s * 0.02 }),
    rect(x - s * 0.2, y - s * 0.22, s * 0.08, s * 0.14, '#ffffff', { opacity: 0.6, rx: s * 0.03 }),
  ]);
}

/** Straight beaker with graduation marks. */
export function beaker(
  x: number,
  y: number,
  w: number,
  h: number,
  liquid: string,
  level = 0.55,
): string {
  const marks: string[] = [];
  for (let i = 1; i < 5; i += 1)
    marks.push(rect(x - w * 0.35, y - (h * i) / 5, w * 0.2, h * 0.015, '#8fb2bd'));
  return group([
    rect(x - w / 2, y - h, w, h, '#e8f4f6', { rx: w * 0.08, opacity: 0.85 }),
    rect(x - w / 2, y - h * level, w, h * level, liquid, { rx: w * 0.08 }),
    rect(x - w * 0.55, y - h - h * 0.03, w * 1.1, h * 0.05, '#cfdde2', { rx: w * 0.03 }),
    ...marks,
  ]);
}

export function testTubeRack(x: number, y: number, w: number, colors: readonly string[]): string {
  const parts: string[] = [];
  const step = w / (colors.length + 1);
  colors.forEach((color, i) => {
    const tx = x + step * (i + 1);
    parts.push(
      rect(tx - step * 0.22, y - w * 0.55, step * 0.44, w * 0.5, '#e8f4f6', { rx: step * 0.22 }),
    );
    parts.push(
      rect(tx - step * 0.22, y - w * 0.3, step * 0.44, w * 0.25, color, { rx: step * 0.22 }),
    );
  });
  parts.push(
    rect(x, y - w * 0.12, w, w * 0.08, '#b98a5e'),
    rect(x, y - w * 0.4, w, w * 0.06, '#c99a6a'),
  );
  parts.push(
    rect(x + w * 0.03, y - w * 0.4, w * 0.05, w * 0.4, '#a6794f'),
    rect(x + w * 0.92, y - w * 0.4, w * 0.05, w * 0.4, '#a6794f'),
  );
  return group(parts);
}

export function microscope(x: number, y: number, s: number): string {
  const body = '#eef0f2';
  const dark = '#3b3f4a';
  return group([
    rect(x - s * 0.35, y - s * 0.1, s * 0.7, s * 0.1, dark, { rx: s * 0.03 }),
    path(
      `M${n(x + s * 0.15)},${n(y - s * 0.1)} Q${n(x + s * 0.35)},${n(y - s * 0.6)} ${n(x + s * 0.05)},${n(y - s * 0.85)}`,
      'none',
      { stroke: body, 'stroke-width': s * 0.14, 'stroke-linecap': 'round' },
    ),
    rect(x - s * 0.3, y - s * 0.42, s * 0.4, s * 0.06, dark),
    rect(x - s * 0.2, y - s * 1.0, s * 0.14, s * 0.5, body, {
      transform: `rotate(-20 ${n(x - s * 0.13)} ${n(y - s * 0.75)})`,
      rx: s * 0.04,
    }),
    rect(x - s * 0.18, y - s * 1.1, s * 0.1, s * 0.14, dark, {
      transform: `rotate(-20 ${n(x - s * 0.13)} ${n(y - s * 0.75)})`,
    }),
    circle(x + s * 0.16, y - s * 0.55, s * 0.07, dark),
  ]);
}

/** A seedling in a cup (bean-sprout experiment). */
export function sproutCup(x: number, y: number, s: number, cup: string, growth: number): string {
  const stemTop = y - s * 0.9 - s * growth;
  return group([
    stroke(
      `M${n(x)},${n(y - s * 0.8)} Q${n(x + s * 0.1)},${n((y + stemTop) / 2)} ${n(x)},${n(stemTop)}`,
      '#4f9a5f',
      s * 0.08,
    ),
    ellipse(x - s * 0.22, stemTop, s * 0.24, s * 0.12, '#6fb36a', {
      transform: `rotate(-25 ${n(x - s * 0.22)} ${n(stemTop)})`,
    }),
    ellipse(x + s * 0.22, stemTop - s * 0.05, s * 0.24, s * 0.12, '#5ea55c', {
      transform: `rotate(25 ${n(x + s * 0.22)} ${n(stemTop - s * 0.05)})`,
    }),
    poly(around(x, y, s, [-0.4, -0.85, 0.4, -0.85, 0.3, 0, -0.3, 0]), cup),
    rect(x - s * 0.42, y - s * 0.9, s * 0.84, s * 0.1, shade(cup, 0.25), { rx: s * 0.03 }),
  ]);
}

export function pumpkin(x: number, y: number, s: number, color = '#e8822e'): string {
  return group([
    ellipse(x - s * 0.32, y - s * 0.42, s * 0.36, s * 0.42, shade(color, -0.12)),
    ellipse(x + s * 0.32, y - s * 0.42, s * 0.36, s * 0.42, shade(color, -0.12)),
    ellipse(x, y - s * 0.44, s * 0.36, s * 0.44, color),
    ellipse(x - s * 0.1, y - s * 0.58, s * 0.08, s * 0.2, shade(color, 0.25), { opacity: 0.6 }),
    stroke(
      `M${n(x)},${n(y - s * 0.84)} q${n(s * 0.02)},${n(-s * 0.2)} ${n(s * 0.14)},${n(-s * 0.26)}`,
      '#5a7a3a',
      s * 0.09,
    ),
  ]);
}

export function hayBale(x: number, y: number, w: number, h: number): string {
  const parts = [
    rect(x, y - h, w, h, '#e3bb62', { rx: h * 0.12 }),
    rect(x, y - h, w, h * 0.2, '#efcf80', { rx: h * 0.1 }),
  ];
  for (let i = 1; i < 5; i += 1) parts.push(rect(x + (w * i) / 5, y - h, 2, h, '#c99d45'));
  parts.push(
    rect(x + w * 0.22, y - h, w * 0.03, h, '#8a5a3c'),
    rect(x + w * 0.75, y - h, w * 0.03, h, '#8a5a3c'),
  );
  return group(parts);
}

/** Canopy tent with a striped roof and scalloped valance; (x0..x1) at roof level y, posts to baseY. */
export function tent(
  x0: number,
  x1: number,
  y: number,
  baseY: number,
  stripe: string,
  base = '#fbf6ec',
): string {
  const w = x1 - x0;
  const roofH = w * 0.16;
  const parts: string[] = [];
  const stripes = 8;
  for (let i = 0; i < stripes; i += 1) {
    const a = x0 + (w * i) / stripes;
    const b = x0 + (w * (i + 1)) / stripes;
    const ta = x0 + w * 0.2 + (w * 0.6 * i) / stripes;
    const tb = x0 + w * 0.2 + (w * 0.6 * (i + 1)) / stripes;
    parts.push(poly(pts([ta, y - roofH, tb, y - roofH, b, y, a, y]), i % 2 === 0 ? stripe : base));
  }
  const valH = w * 0.06;
  for (let i = 0; i < stripes; i += 1) {
    const a = x0 + (w * i) / stripes;
    parts.push(
      path(
        `M${n(a)},${n(y)} H${n(a + w / stripes)} V${n(y + valH * 0.6)} Q${n(a + w / stripes / 2)},${n(y + valH * 1.4)} ${n(a)},${n(y + valH * 0.6)} Z`,
        i % 2 === 0 ? stripe : base,
      ),
    );
  }
  parts.push(
    rect(x0 + w * 0.01, y + valH, w * 0.015, baseY - y - valH, '#9aa1ab'),
    rect(x1 - w * 0.025, y + valH, w * 0.015, baseY - y - valH, '#9aa1ab'),
  );
  return group(parts);
}

export function wateringCan(x: number, y: number, s: number, color: string = COLORS.teal): string {
  return group([
    path(
      `M${n(x + s * 0.3)},${n(y - s * 0.25)} L${n(x + s * 0.95)},${n(y - s * 0.75)} L${n(x + s * 1.0)},${n(y - s * 0.68)} L${n(x + s * 0.4)},${n(y - s * 0.1)} Z`,
      shade(color, -0.1),
    ),
    rect(x + s * 0.9, y - s * 0.86, s * 0.2, s * 0.14, shade(color, -0.2), {
      rx: s * 0.04,
      transform: `rotate(-38 ${n(x + s)} ${n(y - s * 0.79)})`,
    }),
    rect(x - s * 0.4, y - s * 0.6, s * 0.75, s * 0.6, color, { rx: s * 0.1 }),
    path(
      `M${n(x - s * 0.3)},${n(y - s * 0.6)} Q${n(x)},${n(y - s * 1.05)} ${n(x + s * 0.25)},${n(y - s * 0.6)}`,
      'none',
      { stroke: shade(color, -0.2), 'stroke-width': s * 0.08 },
    ),
  ]);
}

export function sunflower(x: number, baseY: number, h: number, s: number): string {
  const cy = baseY - h;
  const petals: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const a = (i * 360) / 14;
    petals.push(
      ellipse(x, cy - s * 0.62, s * 0.16, s * 0.42, i % 2 === 0 ? '#f5c431' : '#eab020', {
        transform: `rotate(${a} ${n(x)} ${n(cy)})`,
      }),
    );
  }
  return group([
    stroke(
      `M${n(x)},${n(baseY)} Q${n(x - s * 0.3)},${n(baseY - h * 0.5)} ${n(x)},${n(cy)}`,
      '#4f8a45',
      s * 0.14,
    ),
    ellipse(x - s * 0.45, baseY - h * 0.45, s * 0.45, s * 0.2, '#5f9a50', {
      transform: `rotate(-30 ${n(x - s * 0.45)} ${n(baseY - h * 0.45)})`,
    }),
    ellipse(x + s * 0.4, baseY - h * 0.3, s * 0.45, s * 0.2, '#4f8a45', {
      transform: `rotate(25 ${n(x + s * 0.4)} ${n(baseY - h * 0.3)})`,
    }),
    ...petals,
    circle(x, cy, s * 0.42, '#6b4a2b'),
    circle(x - s * 0.1, cy - s * 0.1, s * 0.2, '#7d5833'),
  ]);
}

export function raisedBed(x: number, y: number, w: number, h: number, wood = '#a77b50'): string {
  return group([
    rect(x, y - h, w, h * 0.3, '#5a3f2b'),
    rect(x, y - h * 0.72, w, h * 0.72, wood),
    rect(x, y - h * 0.72, w, h * 0.08, shade(wood, 0.15)),
    rect(x, y - h * 0.36, w, h * 0.03, shade(wood, -0.2)),
    rect(x - w * 0.01, y - h * 0.78, w * 0.03, h * 0.78, shade(wood, -0.15)),
    rect(x + w * 0.98, y - h * 0.78, w * 0.03, h * 0.78, shade(wood, -0.15)),
  ]);
}

export function lettuce(x: number, y: number, s: number): string {
  return group([
    circle(x - s * 0.35, y - s * 0.3, s * 0.4, '#5ea55c'),
    circle(x + s * 0.35, y - s * 0.3, s * 0.4, '#4f9550'),
    circle(x, y - s * 0.5, s * 0.45, '#8cc96b'),
    circle(x, y - s * 0.35, s * 0.2, '#b5de8c'),
  ]);
}

export function tomatoPlant(x: number, y: number, h: number): string {
  const parts = [stroke(`M${n(x)},${n(y)} V${n(y - h)}`, '#b28a5a', h * 0.03)];
  for (let i = 0; i < 5; i += 1) {
    const yy = y - h * (0.25 + i * 0.15);
    const side = i % 2 === 0 ? -1 : 1;
    parts.push(
      ellipse(x + side * h * 0.12, yy, h * 0.14, h * 0.07, i % 2 === 0 ? '#4f9a5f' : '#3d8050'),
    );
    if (i < 4)
      parts.push(
        circle(x - side * h * 0.08, yy + h * 0.05, h * 0.045, i === 2 ? '#f0a23a' : '#d9412f'),
      );
  }
  return group(parts);
}

export function butterfly(x: number, y: number, s: number, color: string): string {
  return group([
    ellipse(x - s * 0.45, y - s * 0.2, s * 0.45, s * 0.35, color, {
      transform: `rotate(-20 ${n(x - s * 0.45)} ${n(y - s * 0.2)})`,
    }),
    ellipse(x + s * 0.45, y - s * 0.2, s * 0.45, s * 0.35, color, {
      transform: `rotate(20 ${n(x + s * 0.45)} ${n(y - s * 0.2)})`,
    }),
    ellipse(x - s * 0.3, y + s * 0.25, s * 0.28, s * 0.22, shade(color, -0.15)),
    ellipse(x + s * 0.3, y + s * 0.25, s * 0.28, s * 0.22, shade(color, -0.15)),
    rect(x - s * 0.06, y - s * 0.4, s * 0.12, s * 0.8, '#2f3440', { rx: s * 0.06 }),
  ]);
}

export function cone(x: number, y: number, s: number): string {
  return group([
    rect(x - s * 0.5, y - s * 0.1, s, s * 0.1, '#d9642b', { rx: s * 0.03 }),
    poly(around(x, y, s, [-0.32, -0.1, -0.08, -0.95, 0.08, -0.95, 0.32, -0.1]), '#f07a35'),
    poly(around(x, y, s, [-0.22, -0.45, -0.15, -0.65, 0.15, -0.65, 0.22, -0.45]), '#ffffff'),
  ]);
}

/** A relay baton held at (x, y). */
export const baton = (x: number, y: number, s: number, angle: number): string =>
  rect(x - s * 0.5, y - s * 0.09, s, s * 0.18, SCHOOL.gold, {
    rx: s * 0.09,
    transform: `rotate(${n(angle)} ${n(x)} ${n(y)})`,
  });

export function soccerBall(x: number, y: number, r: number): string {
  const parts = [circle(x, y, r, '#fafafa')];
  parts.push(poly(pentagon(x, y, r * 0.32, -90), '#2b2d33'));
  for (let i = 0; i < 5; i += 1) {
    const a = ((-90 + i * 72) * Math.PI) / 180;
    parts.push(
      poly(
        pentagon(
          x + Math.cos(a) * r * 0.85,
          y + Math.sin(a) * r * 0.85,
          r * 0.22,
          -90 + i * 72 + 36,
        ),
        '#2b2d33',
      ),
    );
  }
  parts.push(circle(x, y, r, 'none', { stroke: '#c9ccd2', 'stroke-width': r * 0.06 }));
  return group(parts);
}

function pentagon(
  x: number,
  y: number,
  r: number,
  start: number,
): Array<readonly [number, number]> {
  return Array.from({ length: 5 }, (_, i) => {
    const a = ((start + i * 72) * Math.PI) / 180;
    return [x + Math.cos(a) * r, y + Math.sin(a) * r] as const;
  });
}

export function basketball(x: number, y: number, r: number): string {
  const c = '#2b2018';
  return group([
    circle(x, y, r, '#e2762d'),
    line(x - r, y, x + r, y, c, r * 0.07),
    line(x, y - r, x, y + r, c, r * 0.07),
    path(
      `M${n(x - r * 0.7)},${n(y - r * 0.7)} Q${n(x - r * 0.2)},${n(y)} ${n(x - r * 0.7)},${n(y + r * 0.7)}`,
      'none',
      { stroke: c, 'stroke-width': r * 0.07 },
    ),
    path(
      `M${n(x + r * 0.7)},${n(y - r * 0.7)} Q${n(x + r * 0.2)},${n(y)} ${n(x + r * 0.7)},${n(y + r * 0.7)}`,
      'none',
      { stroke: c, 'stroke-width': r * 0.07 },
    ),
  ]);
}

/** An open book held or lying flat; (x, y) is the spine bottom. */
export function openBook(x: number, y: number, w: number, cover: string): string {
  const h = w * 0.62;
  return group([
    path(
      `M${n(x)},${n(y)} L${n(x - w / 2 - w * 0.03)},${n(y - h * 0.05)} V${n(y - h - h * 0.02)} L${n(x)},${n(y - h * 0.93)} Z`,
      cover,
    ),
    path(
      `M${n(x)},${n(y)} L${n(x + w / 2 + w * 0.03)},${n(y - h * 0.05)} V${n(y - h - h * 0.02)} L${n(x)},${n(y - h * 0.93)} Z`,
      cover,
    ),
    path(
      `M${n(x)},${n(y - h * 0.04)} Q${n(x - w * 0.25)},${n(y - h * 0.12)} ${n(x - w / 2)},${n(y - h * 0.08)} V${n(y - h)} Q${n(x - w * 0.25)},${n(y - h * 1.04)} ${n(x)},${n(y - h * 0.95)} Z`,
      '#fbf8f1',
    ),
    path(
      `M${n(x)},${n(y - h * 0.04)} Q${n(x + w * 0.25)},${n(y - h * 0.12)} ${n(x + w / 2)},${n(y - h * 0.08)} V${n(y - h)} Q${n(x + w * 0.25)},${n(y - h * 1.04)} ${n(x)},${n(y - h * 0.95)} Z`,
      '#f1ece1',
    ),
    ...[0.3, 0.45, 0.6].flatMap((k) => [
      rect(x - w * 0.42, y - h * (1 - k), w * 0.32, h * 0.03, '#c9c3b6'),
      rect(x + w * 0.1, y - h * (1 - k), w * 0.32, h * 0.03, '#c9c3b6'),
    ]),
  ]);
}

/** A closed book standing or lying; angle rotates it about its centre. */
export function book(x: number, y: number, w: number, h: number, color: string, angle = 0): string {
  return group(
    [
      rect(x - w / 2, y - h / 2, w, h, color, { rx: Math.min(w, h) * 0.08 }),
      rect(x - w / 2, y - h / 2, w * 0.12, h, shade(color, -0.2)),
      rect(x - w * 0.25, y - h * 0.3, w * 0.6, h * 0.08, shade(color, 0.45)),
    ],
    { transform: angle === 0 ? undefined : `rotate(${n(angle)} ${n(x)} ${n(y)})` },
  );
}

export function easel(x: number, baseY: number, h: number, painting: string): string {
  const wood = '#b98a5e';
  const cw = h * 0.55;
  const ch = h * 0.45;
  return group([
    line(x - h * 0.22, baseY, x, baseY - h, wood, h * 0.03),
    line(x + h * 0.22, baseY, x, baseY - h, wood, h * 0.03),
    line(x, baseY - h * 0.95, x + h * 0.02, baseY, shade(wood, -0.15), h * 0.025),
    rect(x - cw / 2, baseY - h * 0.88, cw, ch, '#ffffff'),
    painting,
    rect(x - cw * 0.55, baseY - h * 0.88 + ch, cw * 1.1, h * 0.03, wood),
  ]);
}

/** Abstract child-style painting content for a canvas at (x, y, w, h). */
export function kidPainting(x: number, y: number, w: number, h: number, variant: number): string {
  const skyC = [COLORS.sky, '#f6c7a3', '#cfe8f5', '#fde6a8'][variant % 4] ?? COLORS.sky;
  const parts = [rect(x, y, w, h, skyC)];
  if (variant % 3 === 0) {
    parts.push(
      circle(x + w * 0.78, y + h * 0.25, h * 0.14, COLORS.lemon),
      rect(x, y + h * 0.7, w, h * 0.3, COLORS.lime),
    );
    parts.push(
      rect(x + w * 0.2, y + h * 0.4, w * 0.3, h * 0.32, COLORS.red),
      poly(
        [
          [x + w * 0.16, y + h * 0.42],
          [x + w * 0.35, y + h * 0.2],
          [x + w * 0.54, y + h * 0.42],
        ],
        COLORS.purple,
      ),
    );
  } else if (variant % 3 === 1) {
    parts.push(
      circle(x + w * 0.5, y + h * 0.5, h * 0.3, COLORS.orange),
      circle(x + w * 0.5, y + h * 0.5, h * 0.16, COLORS.mustard),
    );
    for (let i = 0; i < 8; i += 1) {
      const a = (i * Math.PI) / 4;
      parts.push(
        line(
          x + w * 0.5 + Math.cos(a) * h * 0.35,
          y + h * 0.5 + Math.sin(a) * h * 0.35,
          x + w * 0.5 + Math.cos(a) * h * 0.46,
          y + h * 0.5 + Math.sin(a) * h * 0.46,
          COLORS.orange,
          h * 0.04,
        ),
      );
    }
  } else {
    parts.push(
      path(
        `M${n(x)},${n(y + h * 0.65)} Q${n(x + w * 0.3)},${n(y + h * 0.45)} ${n(x + w * 0.55)},${n(y + h * 0.62)} T${n(x + w)},${n(y + h * 0.55)} V${n(y + h)} H${n(x)} Z`,
        COLORS.teal,
      ),
    );
    parts.push(
      circle(x + w * 0.25, y + h * 0.28, h * 0.12, '#ffffff'),
      circle(x + w * 0.35, y + h * 0.3, h * 0.1, '#ffffff'),
    );
  }
  return group(parts);
}

/** A child's self-portrait in a frame: simple smiling face on a bright ground. */
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
  const cx = x + w / 2;
  const cy = y + h * 0.48;
  const r = w * 0.26;
  const parts = [
    rect(x - w * 0.06, y - w * 0.06, w * 1.12, h + w * 0.12, '#2f2a28'),
    rect(x, y, w, h, bg),
  ];
  parts.push(
    path(
      `M${n(x + w * 0.15)},${n(y + h)} Q${n(cx)},${n(y + h * 0.68)} ${n(x + w * 0.85)},${n(y + h)} Z`,
      shade(bg, -0.35),
    ),
  );
  if (style % 3 === 0) parts.push(circle(cx, cy - r * 0.2, r * 1.35, hair));
  if (style % 3 === 1)
    parts.push(rect(cx - r * 1.15, cy - r * 1.1, r * 2.3, r * 2.4, hair, { rx: r }));
  parts.push(circle(cx, cy, r, skin));
  if (style % 3 !== 0)
    parts.push(
      path(
        `M${n(cx - r)},${n(cy - r * 0.1)} Q${n(cx - r)},${n(cy - r * 1.2)} ${n(cx)},${n(cy - r * 1.1)} Q${n(cx + r)},${n(cy - r * 1.2)} ${n(cx + r)},${n(cy - r * 0.1)} Q${n(cx)},${n(cy - r * 0.7)} ${n(cx - r)},${n(cy - r * 0.1)} Z`,
        hair,
      ),
    );
  if (style % 3 === 0)
    parts.push(
      path(
        `M${n(cx - r * 0.95)},${n(cy - r * 0.2)} Q${n(cx)},${n(cy - r * 1.4)} ${n(cx + r * 0.95)},${n(cy - r * 0.2)} Q${n(cx)},${n(cy - r * 0.75)} ${n(cx - r * 0.95)},${n(cy - r * 0.2)} Z`,
        hair,
      ),
    );
  parts.push(
    circle(cx - r * 0.35, cy + r * 0.05, r * 0.1, '#2a2220'),
    circle(cx + r * 0.35, cy + r * 0.05, r * 0.1, '#2a2220'),
  );
  parts.push(
    path(
      `M${n(cx - r * 0.4)},${n(cy + r * 0.4)} Q${n(cx)},${n(cy + r * 0.75)} ${n(cx + r * 0.4)},${n(cy + r * 0.4)}`,
      'none',
      { stroke: '#a8362c', 'stroke-width': r * 0.1, 'stroke-linecap': 'round' },
    ),
  );
  parts.push(
    circle(cx - r * 0.6, cy + r * 0.35, r * 0.14, '#ef8f8f', { opacity: 0.5 }),
    circle(cx + r * 0.6, cy + r * 0.35, r * 0.14, '#ef8f8f', { opacity: 0.5 }),
  );
  return group(parts);
}

export function paintPalette(x: number, y: number, s: number, angle = 0): string {
  const blobs = [COLORS.red, COLORS.lemon, COLORS.blue, COLORS.green, '#ffffff'];
  return group(
    [
      path(
        `M${n(x - s)},${n(y)} Q${n(x - s)},${n(y - s * 0.7)} ${n(x)},${n(y - s * 0.7)} Q${n(x + s)},${n(y - s * 0.7)} ${n(x + s)},${n(y)} Q${n(x + s)},${n(y + s * 0.6)} ${n(x + s * 0.2)},${n(y + s * 0.55)} Q${n(x + s * 0.5)},${n(y + s * 0.2)} ${n(x)},${n(y + s * 0.2)} Q${n(x - s * 0.6)},${n(y + s * 0.55)} ${n(x - s)},${n(y)} Z`,
        '#d9b07c',
      ),
      ...blobs.map((color, i) =>
        circle(x - s * 0.6 + i * s * 0.3, y - s * 0.3 + (i % 2) * s * 0.15, s * 0.13, color),
      ),
    ],
    { transform: angle === 0 ? undefined : `rotate(${n(angle)} ${n(x)} ${n(y)})` },
  );
}

export function paintCup(x: number, y: number, s: number, color: string): string {
  return group([
    rect(x - s * 0.35, y - s * 0.7, s * 0.7, s * 0.7, '#e9eef2', { rx: s * 0.08 }),
    rect(x - s * 0.35, y - s * 0.4, s * 0.7, s * 0.4, color, { rx: s * 0.08 }),
    line(x + s * 0.05, y - s * 0.6, x + s * 0.3, y - s * 1.35, '#c79a5c', s * 0.07),
    rect(x + s * 0.22, y - s * 1.5, s * 0.14, s * 0.22, color, {
      rx: s * 0.05,
      transform: `rotate(18 ${n(x + s * 0.29)} ${n(y - s * 1.39)})`,
    }),
  ]);
}

export function musicStand(x: number, baseY: number, h: number): string {
  return group([
    line(x, baseY, x, baseY - h * 0.7, '#2f3440', h * 0.025),
    line(x - h * 0.15, baseY, x, baseY - h * 0.1, '#2f3440', h * 0.02),
    line(x + h * 0.15, baseY, x, baseY - h * 0.1, '#2f3440', h * 0.02),
    poly(around(x, baseY, h, [-0.32, -0.72, 0.32, -0.72, 0.28, -1, -0.28, -1]), '#2f3440'),
    rect(x - h * 0.26, baseY - h * 0.98, h * 0.24, h * 0.24, '#fbf8f1'),
    rect(x + h * 0.02, baseY - h * 0.98, h * 0.24, h * 0.24, '#f3eee4'),
    ...[0.2, 0.4, 0.6, 0.8].flatMap((k) => [
      rect(x - h * 0.24, baseY - h * 0.98 + h * 0.24 * k, h * 0.2, h * 0.004, '#6b6e76'),
      rect(x + h * 0.04, baseY - h * 0.98 + h * 0.24 * k, h * 0.2, h * 0.004, '#6b6e76'),
    ]),
    ...[0.3, 0.5, 0.7].map((k) =>
      circle(x - h * 0.2 + h * 0.4 * k, baseY - h * 0.98 + h * 0.24 * k, h * 0.012, '#2f3440'),
    ),
  ]);
}

/** Violin body centred at (x, y), rotated by angle. */
export function violin(x: number, y: number, s: number, angle: number): string {
  const wood = '#b5651d';
  return group(
    [
      path(
        `M${n(x)},${n(y - s)} C${n(x + s * 0.45)},${n(y - s)} ${n(x + s * 0.45)},${n(y - s * 0.45)} ${n(x + s * 0.25)},${n(y - s * 0.2)} C${n(x + s * 0.55)},${n(y + s * 0.1)} ${n(x + s * 0.55)},${n(y + s)} ${n(x)},${n(y + s)} C${n(x - s * 0.55)},${n(y + s)} ${n(x - s * 0.55)},${n(y + s * 0.1)} ${n(x - s * 0.25)},${n(y - s * 0.2)} C${n(x - s * 0.45)},${n(y - s * 0.45)} ${n(x - s * 0.45)},${n(y - s)} ${n(x)},${n(y - s)} Z`,
        wood,
      ),
      rect(x - s * 0.07, y - s * 1.9, s * 0.14, s * 1.6, '#2b2018'),
      circle(x, y - s * 1.95, s * 0.12, '#5a3a20'),
      rect(x - s * 0.15, y + s * 0.35, s * 0.3, s * 0.08, '#2b2018'),
      path(
        `M${n(x - s * 0.2)},${n(y - s * 0.05)} q${n(-s * 0.08)},${n(s * 0.15)} 0,${n(s * 0.3)}`,
        'none',
        { stroke: '#2b2018', 'stroke-width': s * 0.04 },
      ),
      path(
        `M${n(x + s * 0.2)},${n(y - s * 0.05)} q${n(s * 0.08)},${n(s * 0.15)} 0,${n(s * 0.3)}`,
        'none',
        { stroke: '#2b2018', 'stroke-width': s * 0.04 },
      ),
      ...[-0.045, -0.015, 0.015, 0.045].map((dx) =>
        line(x + s * dx, y - s * 1.8, x + s * dx, y + s * 0.35, '#e8e2d6', s * 0.012),
      ),
    ],
    { transform: `rotate(${n(angle)} ${n(x)} ${n(y)})` },
  );
}

export function drum(x: number, y: number, s: number, color: string): string {
  return group([
    rect(x - s, y - s * 1.1, s * 2, s * 1.1, color),
    ...[-0.7, -0.2, 0.3, 0.8].map((k) =>
      line(x + k * s, y - s * 1.05, x + (k + 0.25) * s, y - s * 0.05, '#f4efe4', s * 0.04),
    ),
    ellipse(x, y - s * 1.1, s, s * 0.28, '#f4efe4'),
    ellipse(x, y, s, s * 0.28, shade(color, -0.2)),
    rect(x - s, y - s * 0.12, s * 2, s * 0.12, shade(color, -0.2)),
  ]);
}

/** A rolled diploma tied with a ribbon, centred at (x, y). */
export function diploma(x: number, y: number, len: number, angle: number): string {
  const r = len * 0.09;
  return group(
    [
      rect(x - len / 2, y - r, len, r * 2, '#fbf6e8', { rx: r }),
      ellipse(x + len / 2, y, r * 0.45, r, '#e6dcc4'),
      rect(x - r * 0.5, y - r * 1.05, r, r * 2.1, SCHOOL.maroon),
      path(
        `M${n(x)},${n(y + r)} l${n(-r * 0.8)},${n(r * 1.8)} l${n(r * 0.5)},${n(-r * 0.2)} Z M${n(x)},${n(y + r)} l${n(r * 0.8)},${n(r * 1.8)} l${n(-r * 0.5)},${n(-r * 0.2)} Z`,
        SCHOOL.maroon,
      ),
    ],
    { transform: `rotate(${n(angle)} ${n(x)} ${n(y)})` },
  );
}

/** Mortarboard seen from below/at an angle, flying; (x, y) centre. */
export function flyingCap(
  x: number,
  y: number,
  s: number,
  angle: number,
  color: string = SCHOOL.maroon,
): string {
  return group(
    [
      path(
        `M${n(x - s * 0.45)},${n(y + s * 0.05)} V${n(y + s * 0.4)} Q${n(x)},${n(y + s * 0.58)} ${n(x + s * 0.45)},${n(y + s * 0.4)} V${n(y + s * 0.05)} Z`,
        shade(color, -0.3),
      ),
      poly(pts([x - s, y, x, y - s * 0.38, x + s, y, x, y + s * 0.38]), color),
      circle(x, y, s * 0.06, SCHOOL.gold),
      stroke(
        `M${n(x)},${n(y)} Q${n(x + s * 0.5)},${n(y + s * 0.05)} ${n(x + s * 0.62)},${n(y + s * 0.5)}`,
        SCHOOL.gold,
        s * 0.05,
      ),
      rect(x + s * 0.56, y + s * 0.45, s * 0.12, s * 0.3, SCHOOL.gold, { rx: s * 0.04 }),
    ],
    { transform: `rotate(${n(angle)} ${n(x)} ${n(y)})` },
  );
}

/** A red paper lantern with gold caps and tassel, hanging from (x, y). */
export function lantern(x: number, y: number, s: number, color = '#d63a2f'): string {
  return group([
    line(x, y, x, y + s * 0.3, '#3a3530', s * 0.04),
    rect(x - s * 0.35, y + s * 0.28, s * 0.7, s * 0.14, SCHOOL.gold, { rx: s * 0.04 }),
    ellipse(x, y + s * 0.95, s * 0.68, s * 0.6, color),
    ...[-0.42, 0, 0.42].map((k) =>
      ellipse(
        x + k * s * 0.9,
        y + s * 0.95,
        s * (0.68 - Math.abs(k) * 0.9) + s * 0.05,
        s * 0.6,
        'none',
        { stroke: shade(color, -0.2), 'stroke-width': s * 0.03 },
      ),
    ),
    rect(x - s * 0.35, y + s * 1.5, s * 0.7, s * 0.14, SCHOOL.gold, { rx: s * 0.04 }),
    line(x, y + s * 1.64, x, y + s * 2.1, SCHOOL.gold, s * 0.08),
    circle(x, y + s * 0.95, s * 1.4, '#ffb347', { opacity: 0.08 }),
  ]);
}

export function laptop(x: number, y: number, s: number, screen: string, fromBack = false): string {
  if (fromBack) {
    return group([
      poly(around(x, y, s, [-0.55, -0.72, 0.55, -0.72, 0.5, 0, -0.5, 0]), '#b9bfc7'),
      circle(x, y - s * 0.38, s * 0.06, '#e6e9ee'),
      rect(x - s * 0.6, y - s * 0.02, s * 1.2, s * 0.06, '#8e959e', { rx: s * 0.03 }),
    ]);
  }
  return group([
    rect(x - s * 0.5, y - s * 0.7, s, s * 0.66, '#2f3440', { rx: s * 0.04 }),
    rect(x - s * 0.45, y - s * 0.65, s * 0.9, s * 0.56, screen),
    poly(around(x, y, s, [-0.6, 0, 0.6, 0, 0.5, -0.06, -0.5, -0.06]), '#b9bfc7'),
  ]);
}

/** A small sign board on a stake or table, with centred text. */
export function signBoard(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  fill = '#2f3440',
  color = '#ffffff',
): string {
  return group([
    rect(x - w / 2, y - h, w, h, fill, { rx: h * 0.12 }),
    text(x, y - h * 0.32, label, {
      size: h * 0.42,
      family: SANS,
      weight: 'bold',
      anchor: 'middle',
      fill: color,
    }),
  ]);
}

/** Acoustic guitar centred at (x, y) on its body, rotated by angle. */
export function guitar(x: number, y: number, s: number, angle: number, color = '#c98a4b'): string {
  return group(
    [
      rect(x - s * 0.08, y - s * 2.1, s * 0.16, s * 1.6, '#5a3a20'),
      rect(x - s * 0.13, y - s * 2.35, s * 0.26, s * 0.3, '#3b2618', { rx: s * 0.04 }),
      circle(x, y - s * 0.45, s * 0.48, color),
      circle(x, y + s * 0.25, s * 0.62, color),
      circle(x, y - s * 0.15, s * 0.17, '#3b2618'),
      rect(x - s * 0.25, y + s * 0.45, s * 0.5, s * 0.08, '#3b2618'),
      ...[-0.05, 0, 0.05].map((dx) =>
        line(x + s * dx, y - s * 2.2, x + s * dx, y + s * 0.48, '#efe6d2', s * 0.015),
      ),
    ],
    { transform: `rotate(${n(angle)} ${n(x)} ${n(y)})` },
  );
}

/** A desk globe on a stand; (x, y) is the base. */
export function globe(x: number, y: number, s: number): string {
  const cy = y - s * 1.1;
  return group([
    rect(x - s * 0.4, y - s * 0.1, s * 0.8, s * 0.1, '#5a3a20', { rx: s * 0.04 }),
    rect(x - s * 0.05, y - s * 0.45, s * 0.1, s * 0.35, '#5a3a20'),
    path(
      `M${n(x - s * 0.55)},${n(cy + s * 0.45)} A${n(s * 0.72)},${n(s * 0.72)} 0 0 1 ${n(x + s * 0.2)},${n(cy - s * 0.7)}`,
      'none',
      { stroke: SCHOOL.gold, 'stroke-width': s * 0.06 },
    ),
    circle(x, cy, s * 0.62, '#4a8fd0'),
    path(
      `M${n(x - s * 0.35)},${n(cy - s * 0.4)} q${n(s * 0.3)},${n(-s * 0.1)} ${n(s * 0.35)},${n(s * 0.15)} t${n(-s * 0.05)},${n(s * 0.35)} q${n(-s * 0.3)},${n(s * 0.1)} ${n(-s * 0.4)},${n(-s * 0.15)} Z`,
      '#7cc06a',
    ),
    path(
      `M${n(x + s * 0.15)},${n(cy + s * 0.05)} q${n(s * 0.3)},${n(-s * 0.05)} ${n(s * 0.3)},${n(s * 0.2)} q${n(-s * 0.05)},${n(s * 0.25)} ${n(-s * 0.25)},${n(s * 0.2)} Z`,
      '#7cc06a',
    ),
  ]);
}

/** A gingham picnic blanket as a parallelogram in light perspective. */
export function picnicBlanket(x: number, y: number, w: number, h: number, color: string): string {
  const skew = h * 0.35;
  const parts = [poly(pts([x + skew, y, x + w + skew, y, x + w, y + h, x, y + h]), '#fbf6ec')];
  const cols = 8;
  const rows = 4;
  for (let i = 0; i < cols; i += 2) {
    const a = i / cols;
    const b = (i + 1) / cols;
    parts.push(
      poly(
        [
          [x + skew + w * a, y],
          [x + skew + w * b, y],
          [x + w * b, y + h],
          [x + w * a, y + h],
        ],
        color,
        { opacity: 0.55 },
      ),
    );
  }
  for (let j = 0; j < rows; j += 2) {
    const a = j / rows;
    const b = (j + 1) / rows;
    parts.push(
      poly(
        [
          [x + skew * (1 - a), y + h * a],
          [x + w + skew * (1 - a), y + h * a],
          [x + w + skew * (1 - b), y + h * b],
          [x + skew * (1 - b), y + h * b],
        ],
        color,
        { opacity: 0.55 },
      ),
    );
  }
  return group(parts);
}

export function kite(
  x: number,
  y: number,
  s: number,
  colors: readonly [string, string],
  tail: readonly [number, number],
): string {
  return group([
    stroke(
      `M${n(x)},${n(y + s)} Q${n((x + tail[0]) / 2 + s)},${n((y + s + tail[1]) / 2)} ${n(tail[0])},${n(tail[1])}`,
      '#f4efe4',
      s * 0.03,
    ),
    poly(around(x, y, s, [0, -1, 0.65, -0.15, 0, 1, -0.65, -0.15]), colors[0]),
    poly(pts([x, y - s, x + s * 0.65, y - s * 0.15, x, y - s * 0.15]), colors[1]),
    poly(pts([x, y + s, x - s * 0.65, y - s * 0.15, x, y - s * 0.15]), colors[1]),
    ...[0.3, 0.6, 0.9].map((k, i) =>
      poly(
        [
          [x - s * 0.12, y + s + k * s * 0.9],
          [x + s * 0.12, y + s + k * s * 0.9 - s * 0.1],
          [x, y + s + k * s * 0.9 + s * 0.12],
        ],
        i % 2 === 0 ? colors[0] : colors[1],
      ),
    ),
  ]);
}

export function plate(x: number, y: number, s: number, foods: readonly string[]): string {
  const parts = [
    ellipse(x, y, s, s * 0.38, '#ffffff'),
    ellipse(x, y, s * 0.75, s * 0.27, '#eef0f2'),
  ];
  foods.forEach((color, i) =>
    parts.push(
      ellipse(
        x - s * 0.3 + i * s * 0.3,
        y - s * 0.05 + (i % 2) * s * 0.06,
        s * 0.22,
        s * 0.12,
        color,
      ),
    ),
  );
  return group(parts);
}

export function pot(x: number, y: number, s: number, color: string, food: string): string {
  return group([
    rect(x - s * 0.6, y - s * 0.7, s * 1.2, s * 0.7, color, { rx: s * 0.1 }),
    ellipse(x, y - s * 0.7, s * 0.6, s * 0.16, shade(color, -0.25)),
    ellipse(x, y - s * 0.68, s * 0.5, s * 0.12, food),
    rect(x - s * 0.8, y - s * 0.6, s * 0.2, s * 0.08, shade(color, -0.2), { rx: s * 0.04 }),
    rect(x + s * 0.6, y - s * 0.6, s * 0.2, s * 0.08, shade(color, -0.2), { rx: s * 0.04 }),
  ]);
}

/** Book displayed face-out: a cover with a simple title block and motif. */
export function bookCover(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  motif: number,
): string {
  const parts = [
    rect(x, y, w, h, color, { rx: w * 0.04 }),
    rect(x, y, w * 0.08, h, shade(color, -0.2)),
  ];
  parts.push(
    rect(x + w * 0.2, y + h * 0.1, w * 0.62, h * 0.1, shade(color, 0.55)),
    rect(x + w * 0.28, y + h * 0.24, w * 0.46, h * 0.05, shade(color, 0.4)),
  );
  const cx = x + w * 0.54;
  const cy = y + h * 0.62;
  const light = shade(color, 0.6);
  if (motif % 4 === 0) parts.push(circle(cx, cy, w * 0.22, light));
  else if (motif % 4 === 1)
    parts.push(poly(around(cx, cy, w, [-0.25, 0.2, 0, -0.25, 0.25, 0.2]), light));
  else if (motif % 4 === 2)
    parts.push(rect(cx - w * 0.2, cy - w * 0.2, w * 0.4, w * 0.4, light, { rx: w * 0.05 }));
  else
    parts.push(
      path(
        `M${n(cx)},${n(cy + w * 0.2)} C${n(cx - w * 0.35)},${n(cy - w * 0.05)} ${n(cx - w * 0.1)},${n(cy - w * 0.3)} ${n(cx)},${n(cy - w * 0.1)} C${n(cx + w * 0.1)},${n(cy - w * 0.3)} ${n(cx + w * 0.35)},${n(cy - w * 0.05)} ${n(cx)},${n(cy + w * 0.2)} Z`,
        light,
      ),
    );
  return group(parts);
}
