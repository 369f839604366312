import { describe, expect, it } from 'vitest';
import { emailParts } from './email-link.tsx';

describe('emailParts', () => {
  it('splits an address after the "@" and before each "." of the domain', () => {
    expect(emailParts('mvega@hyfalliance.example')).toEqual(['mvega@', 'hyfalliance', '.example']);
    expect(emailParts('parents@highbridge-school.example')).toEqual([
      'parents@',
      'highbridge-school',
      '.example',
    ]);
    expect(emailParts('a.b@mail.nyc.gov')).toEqual(['a.b@', 'mail', '.nyc', '.gov']);
  });

  it('keeps the pieces in order, so that they spell the address', () => {
    const email = 'praman@harlemriverarts.example';
    expect(emailParts(email).join('')).toBe(email);
  });

  it('leaves text that is not an address in one piece', () => {
    expect(emailParts('office')).toEqual(['office']);
    expect(emailParts('@example.org')).toEqual(['@example.org']);
    expect(emailParts('name@')).toEqual(['name@']);
  });
});
