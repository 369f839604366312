import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, swipeStep } from './gallery-view.tsx';

describe('swipeStep', () => {
  it('moves to the next photo on a swipe to the left and back on one to the right (left to right)', () => {
    expect(swipeStep(-120, 10, 'ltr')).toBe(1);
    expect(swipeStep(120, -10, 'ltr')).toBe(-1);
  });
  it('moves to the next photo on a swipe to the right and back on one to the left (right to left)', () => {
    expect(swipeStep(120, -10, 'rtl')).toBe(1);
    expect(swipeStep(-120, 10, 'rtl')).toBe(-1);
  });
  it('ignores short or mostly vertical movements (taps and scrolling)', () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      expect(swipeStep(-(SWIPE_MIN_PX - 1), 0, dir)).toBe(0);
      expect(swipeStep(SWIPE_MIN_PX - 1, 0, dir)).toBe(0);
      expect(swipeStep(-80, 120, dir)).toBe(0);
      expect(swipeStep(0, 0, dir)).toBe(0);
    }
  });
});
