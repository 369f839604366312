import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, swipeStep } from './gallery-view.tsx';

describe('swipeStep', () => {
  it('moves to the next photo on a swipe to the left and back on one to the right', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
  });
  it('ignores short or mostly vertical movements (taps and scrolling)', () => {
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });
});
