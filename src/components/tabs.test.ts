import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './tabs.tsx';

describe('nextTabIndex', () => {
  it('moves right and left and wraps at both ends (left to right: the right arrow is next)', () => {
    expect(nextTabIndex('ArrowRight', 0, 3, 'ltr')).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3, 'ltr')).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3, 'ltr')).toBe(2);
    expect(nextTabIndex('ArrowLeft', 2, 3, 'ltr')).toBe(1);
  });
  it('takes the left arrow as next in a right-to-left page, and wraps', () => {
    expect(nextTabIndex('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(nextTabIndex('ArrowLeft', 2, 3, 'rtl')).toBe(0);
    expect(nextTabIndex('ArrowRight', 0, 3, 'rtl')).toBe(2);
    expect(nextTabIndex('ArrowRight', 2, 3, 'rtl')).toBe(1);
  });
  it('moves down and up the same way in either direction', () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      expect(nextTabIndex('ArrowDown', 2, 3, dir)).toBe(0);
      expect(nextTabIndex('ArrowUp', 0, 3, dir)).toBe(2);
    }
  });
  it('jumps with Home and End and ignores other keys', () => {
    expect(nextTabIndex('Home', 2, 3, 'ltr')).toBe(0);
    expect(nextTabIndex('End', 0, 3, 'rtl')).toBe(2);
    expect(nextTabIndex('Enter', 1, 3, 'ltr')).toBeNull();
  });
});
