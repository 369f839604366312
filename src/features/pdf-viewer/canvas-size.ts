/**
 * The largest canvas, in device pixels, the viewer draws a PDF page on: 4096 × 4096, the limit of
 * Safari on iPhones and iPads (a larger canvas stays blank there) and far below other browsers'.
 */
export const MAX_CANVAS_PIXELS = 4096 * 4096;

/**
 * The pixel ratio to draw a page of `width` × `height` CSS pixels at: the screen's, so the page is
 * sharp, unless that would make the canvas larger than MAX_CANVAS_PIXELS (a page zoomed far in on
 * a high-density screen); then the largest ratio that fits.
 */
export function canvasPixelRatio(screenRatio: number, width: number, height: number): number {
  const ratio = screenRatio > 0 ? screenRatio : 1;
  if (width <= 0 || height <= 0) return ratio;
  return Math.min(ratio, Math.sqrt(MAX_CANVAS_PIXELS / (width * height)));
}
