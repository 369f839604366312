/** SVG filters and paper effects for the sample artwork. */
import type { Canvas } from '../library/scenery.ts';
import { n, path, type Point } from '../library/svg.ts';

/** Wobbly, bleeding edges like wet watercolor or torn paper. Returns its `url(#…)`. */
export function wobbleFilter(c: Canvas, frequency: number, scale: number, seed: number): string {
  const id = c.id('wobble');
  c.defs.push(
    `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="3" seed="${seed}" result="t"/><feDisplacementMap in="SourceGraphic" in2="t" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/></filter>`,
  );
  return `url(#${id})`;
}

/**
 * Grainy coverage like crayon, oil pastel or a hand-pulled print: the shape keeps only the
 * pixels where a fine noise is below a threshold. Returns its `url(#…)`.
 */
export function grainFilter(c: Canvas, frequency: number, coverage: number, seed: number): string {
  const id = c.id('grain');
  // alpha = coverage·4 − 4·noise(R): higher coverage keeps more of the shape.
  const slope = 4;
  c.defs.push(
    `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" result="noise"/><feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${-slope} 0 0 0 ${n(coverage * slope)}" result="mask"/><feComposite in="SourceGraphic" in2="mask" operator="in"/></filter>`,
  );
  return `url(#${id})`;
}

/**
 * A paper-coloured border with a ragged inner edge, laid over a painting so it looks painted
 * on a sheet with deckled margins.
 */
export function deckledBorder(c: Canvas, inset: number, jitter: number, color: string): string {
  const { w, h, rng } = c;
  const rim: Point[] = [];
  const step = 24;
  const edge = () => rng.range(-jitter, jitter);
  for (let x = inset; x <= w - inset; x += step) rim.push([x, inset + edge()]);
  for (let y = inset; y <= h - inset; y += step) rim.push([w - inset + edge(), y]);
  for (let x = w - inset; x >= inset; x -= step) rim.push([x, h - inset + edge()]);
  for (let y = h - inset; y >= inset; y -= step) rim.push([inset + edge(), y]);
  const inner = `M${rim.map(([x, y]) => `${n(x)},${n(y)}`).join(' L')} Z`;
  return path(`M0,0 H${w} V${h} H0 Z ${inner}`, color, { 'fill-rule': 'evenodd' });
}
