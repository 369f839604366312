/** SVG filters and paper effects shared by the sample artwork, flyers and mascot drawings. */
import type { Canvas } from '../library/scenery.ts';
import { n, path, type Rng } from '../library/svg.ts';

/** Wobbly, bleeding edges like wet watercolor or torn paper. Returns the filter id. */
export function wobbleFilter(c: Canvas, frequency: number, scale: number, seed: number): string {
  const id = c.id('wobble');
  c.defs.push(
    `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="3" seed="${seed}" result="t"/><feDisplacementMap in="SourceGraphic" in2="t" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/></filter>`,
  );
  return id;
}

/**
 * Grainy coverage like crayon, oil pastel or a hand-pulled print: the shape keeps only the
 * pixels where a fine noise is below a threshold. Returns the filter id.
 */
export function grainFilter(c: Canvas, frequency: number, coverage: number, seed: number): string {
  const id = c.id('grain');
  // alpha = coverage·4 − 4·noise(R): higher coverage keeps more of the shape.
  const slope = 4;
  c.defs.push(
    `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" result="noise"/><feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${-slope} 0 0 0 ${n(coverage * slope)}" result="mask"/><feComposite in="SourceGraphic" in2="mask" operator="in"/></filter>`,
  );
  return id;
}

/** Soft blur (for blooms and shadows). Returns the filter id. */
export function blurFilter(c: Canvas, deviation: number): string {
  const id = c.id('blur');
  c.defs.push(
    `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
  );
  return id;
}

/**
 * A paper-coloured border with a ragged inner edge, laid over a painting so it looks painted
 * on a sheet with deckled margins.
 */
export function deckledBorder(c: Canvas, inset: number, jitter: number, color: string): string {
  const { w, h, rng } = c;
  const points: Array<[number, number]> = [];
  const step = 24;
  const edge = (rngInner: Rng) => rngInner.range(-jitter, jitter);
  for (let x = inset; x <= w - inset; x += step) points.push([x, inset + edge(rng)]);
  for (let y = inset; y <= h - inset; y += step) points.push([w - inset + edge(rng), y]);
  for (let x = w - inset; x >= inset; x -= step) points.push([x, h - inset + edge(rng)]);
  for (let y = h - inset; y >= inset; y -= step) points.push([inset + edge(rng), y]);
  const inner = `M${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' L')} Z`;
  return path(`M0,0 H${w} V${h} H0 Z ${inner}`, color, { 'fill-rule': 'evenodd' });
}
