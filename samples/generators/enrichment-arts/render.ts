/**
 * Turns a drawing into a complete SVG document. A flyer (one file per language) carries the small
 * "sample" badge in its own language; artwork and illustrations shown on both languages' pages
 * have none (`mark` left out): their EXIF tags and alt texts say they are samples.
 */
import { createCanvas, type Canvas } from '../library/scenery.ts';
import { createRng, sampleMark, seedFrom, svgDocument, type Corner } from '../library/svg.ts';
import type { TextMeasurer } from '../library/text.ts';

export async function renderSvg(options: {
  key: string;
  width: number;
  height: number;
  draw: (c: Canvas) => string[];
  mark?: string;
  tone: 'dark' | 'light';
  corner?: Corner;
  measure: TextMeasurer;
}): Promise<string> {
  const { width: w, height: h } = options;
  const c = createCanvas(w, h, createRng(seedFrom(options.key)));
  const body = options.draw(c);
  if (options.mark === undefined) return svgDocument({ width: w, height: h, defs: c.defs, body });
  const size = Math.min(w, h) * 0.022;
  body.push(
    sampleMark({
      label: options.mark,
      size,
      corner: options.corner ?? 'bottom-left',
      margin: size * 1.1,
      canvasWidth: w,
      canvasHeight: h,
      tone: options.tone,
      labelWidth: await options.measure.width(options.mark, { family: 'sans' }, size),
    }),
  );
  return svgDocument({ width: w, height: h, defs: c.defs, body });
}
