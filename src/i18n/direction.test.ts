import { afterEach, describe, expect, it, vi } from 'vitest';
import { directionOf, inlineArrowStep } from './direction.ts';

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

describe('directionOf', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the direction the browser lays the element out in, left to right unless rtl', () => {
    const element = {} as Element;
    for (const [laidOut, dir] of [
      ['rtl', 'rtl'],
      ['ltr', 'ltr'],
      ['', 'ltr'],
    ]) {
      const style = vi.fn(() => ({ direction: laidOut }));
      vi.stubGlobal('getComputedStyle', style);
      expect(directionOf(element)).toBe(dir);
      expect(style).toHaveBeenCalledWith(element);
    }
  });
});
