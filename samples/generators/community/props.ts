/**
 * Small props for the community-events pictures that the shared kit does not have, drawn flat:
 * donuts, paper cups, medals, boxes, cans, trash bags, rakes, safety vests and heart cards.
 * Each is drawn in unit coordinates around its anchor (x, y), the bottom centre unless said, and
 * scaled by `s` to the scene's design units.
 */
import { SCHOOL, circle, ellipse, group, n, path, rect, stroke } from '../library/svg.ts';

/** `parts` drawn in units of `s` around the point (x, y), turned by `turn` degrees. */
const at = (x: number, y: number, s: number, parts: string[], turn = 0): string =>
  group(parts, { transform: `translate(${n(x)} ${n(y)}) rotate(${turn}) scale(${n(s)})` });

/** Strawberry, chocolate and vanilla glazes. */
export const GLAZES = ['#f4a3c0', '#6b3f2a', '#f8e7b9'] as const;

/** A glazed donut (radius r) on a white plate that rests on (x, y). */
export const donut = (x: number, y: number, r: number, glaze: string): string =>
  at(x, y, r, [
    ellipse(0, 0, 1.5, 0.4, '#ffffff'),
    ellipse(0, -0.3, 1, 0.6, '#c98d4e'),
    ellipse(0, -0.38, 0.9, 0.5, glaze),
    ellipse(0, -0.36, 0.28, 0.15, '#b7773c'),
  ]);

/** A paper cup of water with a maroon band. */
export const cup = (x: number, y: number, s: number): string =>
  at(x, y, s, [
    path('M-0.5,-1.2 H0.5 L0.38,0 H-0.38 Z', '#ffffff'),
    rect(-0.44, -0.8, 0.88, 0.22, SCHOOL.maroon),
  ]);

/** A gold medal on a ribbon hanging from the neck point (x, y). */
export const medal = (x: number, y: number, s: number): string =>
  at(x, y, s, [
    stroke('M-0.6,0 L0,1.5 L0.6,0', SCHOOL.maroon, 0.22),
    circle(0, 1.75, 0.5, SCHOOL.gold),
  ]);

/** A cardboard box with a darker top edge; (x, y) is its bottom-left corner. */
export const cardboardBox = (x: number, y: number, w: number, h: number): string =>
  group([rect(x, y - h, w, h, '#b07a45'), rect(x, y - h, w, h * 0.14, '#8f6236')]);

/** A food can with a coloured label. */
export const can = (x: number, y: number, s: number, label: string): string =>
  at(x, y, s, [rect(-0.4, -1, 0.8, 1, '#c3c7cf', { rx: 0.08 }), rect(-0.4, -0.8, 0.8, 0.6, label)]);

/** A full trash bag, tied at the top. */
export const trashBag = (x: number, y: number, s: number, color = '#2b2d33'): string =>
  at(x, y, s, [
    path('M-0.55,0 Q-0.8,-1 0,-1 Q0.8,-1 0.55,0 Z', color),
    circle(0, -1.08, 0.12, color),
  ]);

/** A rake held at `hand`, its head on the ground at (x, y): a bar with a comb of teeth. */
export const rake = (hand: readonly [number, number], x: number, y: number, s: number): string =>
  group([
    stroke(`M${n(hand[0])},${n(hand[1])} L${n(x)},${n(y)}`, '#9a6b3f', s * 0.09),
    at(x, y, s, [
      rect(-0.45, -0.1, 0.9, 0.1, '#5f6670'),
      ...[0, 1, 2, 3, 4, 5].map((i) => rect(-0.45 + i * 0.17, 0, 0.05, 0.16, '#5f6670')),
    ]),
  ]);

/** A bright safety vest with a reflective stripe, for a torso `w` wide from the neck (x, y) down. */
export const vest = (x: number, y: number, w: number): string =>
  at(x, y, w, [
    path('M-0.5,0 H-0.15 L0,0.4 L0.15,0 H0.5 V1 H-0.5 Z', '#c6e13b'),
    rect(-0.5, 0.6, 1, 0.1, '#e8eef2'),
  ]);

/** A heart 24 units wide, its top notch at (0, -8). */
const HEART = 'M0,-8 c-8,-10 -22,-2 -12,10 l12,12 l12,-12 c10,-12 -4,-20 -12,-10 z';

/** A paper card with a maroon heart, centred on (x, y) and tilted by `tilt` degrees. */
export const heartCard = (x: number, y: number, color: string, tilt: number): string =>
  at(x, y, 1, [rect(-45, -32, 90, 64, color, { rx: 4 }), path(HEART, SCHOOL.maroon)], tilt);
