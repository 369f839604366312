import { describe, expect, it } from 'vitest';
import { classNames } from './class-names.ts';

describe('classNames', () => {
  it('joins the names given, in order, with one space', () => {
    expect(classNames('card', 'mascot__card_x1', 'mascot__card--pride_x1')).toBe(
      'card mascot__card_x1 mascot__card--pride_x1',
    );
  });

  it('leaves out false, null, undefined and empty names', () => {
    expect(classNames('card', undefined, false, null, '', 'b')).toBe('card b');
    expect(classNames(undefined)).toBe('');
  });
});
