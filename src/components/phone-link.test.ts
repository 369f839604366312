import { describe, expect, it } from 'vitest';
import { phoneHref, unbreakablePhone } from './phone-link.tsx';

describe('phone links', () => {
  it('dial +1 and the digits, then an extension after a pause', () => {
    expect(phoneHref('(718) 555-0142')).toBe('tel:+17185550142');
    expect(phoneHref('(718) 555-0142 ext. 214')).toBe('tel:+17185550142,214');
  });

  it('show the number without places to break the line', () => {
    expect(unbreakablePhone('(718) 555-0142')).toBe('(718)\u00a0555\u20110142');
  });
});
