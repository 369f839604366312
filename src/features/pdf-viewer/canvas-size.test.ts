import { describe, expect, it } from 'vitest';
import { canvasPixelRatio, MAX_CANVAS_PIXELS } from './canvas-size.ts';

describe('canvasPixelRatio', () => {
  it("draws at the screen's pixel density when the canvas stays within the limit", () => {
    expect(canvasPixelRatio(3, 356, 906)).toBe(3);
    expect(canvasPixelRatio(1, 1000, 1294)).toBe(1);
  });

  it('lowers the density of a page zoomed far in, to the largest canvas that can be drawn', () => {
    const ratio = canvasPixelRatio(3, 1068, 2718);
    expect(ratio).toBeLessThan(3);
    expect(1068 * ratio * 2718 * ratio).toBeCloseTo(MAX_CANVAS_PIXELS, -2);
  });

  it('takes 1 for a screen that reports no density', () => {
    expect(canvasPixelRatio(0, 300, 400)).toBe(1);
  });
});
