import { describe, expect, it } from 'vitest';
import { inlineArrowStep } from './direction.ts';

describe('inlineArrowStep', () => {
  it('takes the right arrow as next in a left-to-right page', () => {
    expect(inlineArrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(inlineArrowStep('ArrowLeft', 'ltr')).toBe(-1);
  });

  it('takes the left arrow as next in a right-to-left page', () => {
    expect(inlineArrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(inlineArrowStep('ArrowRight', 'rtl')).toBe(-1);
  });

  it('leaves the other keys alone', () => {
    for (const dir of ['ltr', 'rtl'] as const)
      for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'Enter', 'a'])
        expect(inlineArrowStep(key, dir)).toBe(0);
  });
});
