/**
 * Turns a drawing into a complete SVG document. A flyer (one file per language) carries the small
 * "sample" badge in its own language; artwork and illustrations shown on both languages' pages
 * have none (`mark` left out): their EXIF tags and alt texts say they are samples.
 */
import { createCanvas, type Canvas } from './scenery.ts';
import { createRng, sampleMark, seedFrom, svgDocument } from './svg.ts';
import { TextMeasurer } from './text.ts';

const measure = new TextMeasurer();

/** Draws at `size` with a PRNG seeded from `key`; `mark` is the badge label (flyers only). */
export async function renderSvg(
  key: string,
  [w, h]: readonly [number, number],
  draw: (c: Canvas) => string[],
  mark?: string,
): Promise<string> {
  const c = createCanvas(w, h, createRng(seedFrom(key)));
  const body = draw(c);
  if (mark !== undefined) {
    // Only the paper flyers carry a badge: a light one, in the top-right corner.
    const size = Math.min(w, h) * 0.022;
    const labelWidth = await measure.width(mark, { family: 'sans' }, size);
    const page = { canvasWidth: w, canvasHeight: h, corner: 'top-right', tone: 'light' } as const;
    body.push(sampleMark({ label: mark, size, margin: size * 1.1, labelWidth, ...page }));
  }
  return svgDocument({ width: w, height: h, defs: c.defs, body });
}
