import { describe, expect, it } from 'vitest';
import { wrapIndex } from './carousel-index.ts';

describe('wrapIndex', () => {
  it('steps forward and back inside the range', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, -1, 3)).toBe(1);
  });

  it('wraps from the last slide to the first and from the first to the last', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });

  it('wraps both ways with the two slides of Our Two Buildings', () => {
    expect(wrapIndex(0, 1, 2)).toBe(1);
    expect(wrapIndex(1, 1, 2)).toBe(0);
    expect(wrapIndex(0, -1, 2)).toBe(1);
    expect(wrapIndex(1, -1, 2)).toBe(0);
  });

  it('stays on the only slide of a one-slide carousel', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
  });

  it('handles steps longer than the carousel and a step of zero', () => {
    expect(wrapIndex(1, 7, 3)).toBe(2);
    expect(wrapIndex(1, -7, 3)).toBe(0);
    expect(wrapIndex(2, 0, 3)).toBe(2);
  });

  it('brings an index that is out of range back inside it', () => {
    expect(wrapIndex(5, 0, 3)).toBe(2);
    expect(wrapIndex(-1, 0, 3)).toBe(2);
  });

  it('answers 0 when there are no slides', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
    expect(wrapIndex(3, -1, 0)).toBe(0);
  });
});
