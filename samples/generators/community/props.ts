/**
 * Small props for the community-events illustrations that the shared library does not have:
 * donuts, paper cups, medals, boxes, cans, trash bags, rakes and safety vests.
 * Every function returns SVG markup in the scene's design coordinates.
 */
import {
  COLORS,
  SCHOOL,
  circle,
  ellipse,
  group,
  line,
  n,
  path,
  rect,
  shade,
} from '../library/svg.ts';

/** A glazed donut seen slightly from above. */
export function donut(x: number, y: number, r: number, glaze: string, sprinkles = true): string {
  const parts = [
    ellipse(x, y + r * 0.12, r, r * 0.62, '#c98d4e'),
    ellipse(x, y, r * 0.96, r * 0.56, glaze),
    ellipse(x, y + r * 0.02, r * 0.3, r * 0.16, '#b7773c'),
  ];
  if (sprinkles) {
    const colors = ['#ffffff', COLORS.sky, COLORS.lemon, COLORS.pink];
    for (let i = 0; i < 8; i += 1) {
      const a = (i / 8) * Math.PI * 2;
      const px = x + Math.cos(a) * r * 0.62;
      const py = y + Math.sin(a) * r * 0.34;
      parts.push(
        line(px, py, px + r * 0.12, py + r * 0.05, colors[i % colors.length] ?? '#fff', r * 0.07, {
          'stroke-linecap': 'round',
        }),
      );
    }
  }
  return group(parts);
}

/** Strawberry, chocolate and vanilla glazes. */
export const GLAZES = ['#f4a3c0', '#6b3f2a', '#f8e7b9'];

/** An open pink bakery box with a dozen donuts. */
export function donutBox(x: number, y: number, w: number): string {
  const h = w * 0.55;
  const parts = [
    path(
      `M${n(x)},${n(y)} L${n(x + w * 0.08)},${n(y - h * 0.9)} H${n(x + w * 0.92)} L${n(x + w)},${n(y)} Z`,
      '#f3b6c8',
    ),
    rect(x, y, w, h * 0.5, '#f7c9d7', { rx: 3 }),
    rect(x, y, w, h * 0.08, shade('#f7c9d7', -0.12)),
  ];
  for (let i = 0; i < 6; i += 1)
    parts.push(
      donut(x + w * (0.13 + i * 0.148), y - h * 0.06, w * 0.07, GLAZES[i % 3] ?? '#f4a3c0'),
    );
  return group(parts);
}

/** A paper cup of water or juice. */
export function cup(x: number, y: number, s: number, color = '#ffffff'): string {
  return group([
    path(
      `M${n(x - s * 0.5)},${n(y - s * 1.2)} H${n(x + s * 0.5)} L${n(x + s * 0.38)},${n(y)} H${n(x - s * 0.38)} Z`,
      color,
    ),
    rect(x - s * 0.5, y - s * 1.22, s, s * 0.12, shade(color, -0.12)),
    rect(x - s * 0.44, y - s * 0.8, s * 0.88, s * 0.22, SCHOOL.maroon, { opacity: 0.85 }),
  ]);
}

/** A finisher's medal on a ribbon, hanging from a neck point. */
export function medal(x: number, y: number, s: number): string {
  return group([
    path(
      `M${n(x - s * 0.6)},${n(y)} L${n(x)},${n(y + s * 1.5)} L${n(x + s * 0.6)},${n(y)}`,
      'none',
      { stroke: SCHOOL.maroon, 'stroke-width': s * 0.22 },
    ),
    circle(x, y + s * 1.75, s * 0.45, SCHOOL.gold, {
      stroke: SCHOOL.goldDark,
      'stroke-width': s * 0.08,
    }),
  ]);
}

/** A cardboard box, optionally with a label strip and things sticking out. */
export function cardboardBox(x: number, y: number, w: number, h: number, label?: string): string {
  const parts = [
    rect(x, y - h, w, h, '#c89a62', { rx: 2 }),
    rect(x, y - h, w, h * 0.14, shade('#c89a62', -0.12)),
    path(
      `M${n(x)},${n(y - h)} L${n(x - w * 0.18)},${n(y - h * 1.18)} L${n(x + w * 0.1)},${n(y - h)} Z`,
      '#b98a55',
    ),
    path(
      `M${n(x + w)},${n(y - h)} L${n(x + w * 1.18)},${n(y - h * 1.18)} L${n(x + w * 0.9)},${n(y - h)} Z`,
      '#b98a55',
    ),
  ];
  if (label !== undefined)
    parts.push(rect(x + w * 0.2, y - h * 0.62, w * 0.6, h * 0.26, '#ffffff', { opacity: 0.9 }));
  return group(parts);
}

/** A food can with a coloured label. */
export function can(x: number, y: number, s: number, label: string): string {
  return group([
    rect(x - s * 0.4, y - s, s * 0.8, s, '#c3c7cf', { rx: s * 0.08 }),
    rect(x - s * 0.4, y - s * 0.82, s * 0.8, s * 0.62, label),
    ellipse(x, y - s, s * 0.4, s * 0.1, '#dfe2e7'),
  ]);
}

/** A full trash bag (black or green). */
export function trashBag(x: number, y: number, s: number, color = '#2b2d33'): string {
  return group([
    path(
      `M${n(x - s * 0.55)},${n(y)} Q${n(x - s * 0.75)},${n(y - s * 0.7)} ${n(x - s * 0.15)},${n(y - s * 1.05)} L${n(x)},${n(y - s * 1.3)} L${n(x + s * 0.15)},${n(y - s * 1.05)} Q${n(x + s * 0.75)},${n(y - s * 0.7)} ${n(x + s * 0.55)},${n(y)} Z`,
      color,
    ),
    path(
      `M${n(x - s * 0.3)},${n(y - s * 0.8)} Q${n(x - s * 0.4)},${n(y - s * 0.4)} ${n(x - s * 0.25)},${n(y - s * 0.1)}`,
      'none',
      { stroke: shade(color, 0.25), 'stroke-width': s * 0.06 },
    ),
  ]);
}

/** A long-handled tool (rake or broom) held from a hand point down to the ground. */
export function rake(
  hand: readonly [number, number],
  groundX: number,
  groundY: number,
  s: number,
): string {
  const [hx, hy] = hand;
  const dx = groundX - hx;
  const dy = groundY - hy;
  const top: [number, number] = [hx - dx * 0.35, hy - dy * 0.35];
  const parts = [
    line(top[0], top[1], groundX, groundY, '#9a6b3f', s * 0.09, { 'stroke-linecap': 'round' }),
    rect(groundX - s * 0.45, groundY - s * 0.08, s * 0.9, s * 0.1, '#5f6670', { rx: s * 0.03 }),
  ];
  for (let i = 0; i < 7; i += 1) {
    const tx = groundX - s * 0.42 + i * s * 0.14;
    parts.push(line(tx, groundY, tx, groundY + s * 0.18, '#5f6670', s * 0.035));
  }
  return group(parts);
}

/** A bright safety vest drawn over a figure's torso (neck point and torso size). */
export function vest(x: number, neckY: number, w: number, h: number): string {
  return group([
    path(
      `M${n(x - w * 0.5)},${n(neckY + h * 0.08)} L${n(x - w * 0.18)},${n(neckY)} L${n(x)},${n(neckY + h * 0.45)} L${n(x + w * 0.18)},${n(neckY)} L${n(x + w * 0.5)},${n(neckY + h * 0.08)} L${n(x + w * 0.46)},${n(neckY + h)} H${n(x - w * 0.46)} Z`,
      '#c6e13b',
    ),
    rect(x - w * 0.47, neckY + h * 0.6, w * 0.94, h * 0.1, '#e8eef2'),
  ]);
}

/** A running bib pinned to a shirt. */
export function bib(x: number, y: number, w: number, number: string): string {
  return group([
    rect(x - w / 2, y, w, w * 0.7, '#ffffff', { rx: w * 0.06 }),
    `<text x="${n(x)}" y="${n(y + w * 0.5)}" font-family="DejaVu Sans, sans-serif" font-size="${n(w * 0.38)}" font-weight="bold" text-anchor="middle" fill="${SCHOOL.maroon}">${number}</text>`,
  ]);
}
