import { describe, expect, it } from 'vitest';
import { localSiteAddress, siteAddress } from './site-address.ts';

const FALLBACK = 'https://www.highbridge-school.example';

describe('siteAddress', () => {
  it('takes SITE_URL first, then Netlify’s URL, then data/site.json', () => {
    expect(
      siteAddress(
        { SITE_URL: 'https://school.example.org/', URL: 'https://x.netlify.app' },
        FALLBACK,
      ),
    ).toBe('https://school.example.org');
    expect(siteAddress({ URL: 'https://x.netlify.app' }, FALLBACK)).toBe('https://x.netlify.app');
    expect(siteAddress({ SITE_URL: ' ' }, FALLBACK)).toBe(FALLBACK);
    expect(siteAddress({}, `${FALLBACK}/`)).toBe(FALLBACK);
  });
  it('keeps a local address with its port', () => {
    expect(siteAddress({ SITE_URL: localSiteAddress(8080) }, FALLBACK)).toBe(
      'http://localhost:8080',
    );
  });
  it('refuses what is not a site’s root address, naming the setting', () => {
    expect(() => siteAddress({ SITE_URL: 'www.school.org' }, FALLBACK)).toThrow(
      'SITE_URL must be a full address',
    );
    expect(() => siteAddress({ SITE_URL: 'ftp://school.org' }, FALLBACK)).toThrow(
      'SITE_URL must start with https:// or http://',
    );
    expect(() => siteAddress({ URL: 'https://school.org/calendar' }, FALLBACK)).toThrow(
      'URL must be the site’s root address'.replace('’', "'"),
    );
  });
});
