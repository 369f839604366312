import { describe, expect, it } from 'vitest';
import { feedSiteUrl } from './site-url.ts';

const SITE = 'https://www.highbridge-school.example';

describe('feedSiteUrl', () => {
  it('is the build’s address in the prerendered page and on any public host', () => {
    expect(feedSiteUrl(null, SITE)).toBe(SITE);
    expect(feedSiteUrl('https://deploy-preview-3--highbridge.netlify.app', SITE)).toBe(SITE);
    expect(feedSiteUrl(SITE, SITE)).toBe(SITE);
  });
  it('is the local server’s own origin on this computer', () => {
    expect(feedSiteUrl('http://localhost:8080', SITE)).toBe('http://localhost:8080');
    expect(feedSiteUrl('http://127.0.0.1:4174', SITE)).toBe('http://127.0.0.1:4174');
    expect(feedSiteUrl('http://[::1]:8080', SITE)).toBe('http://[::1]:8080');
  });
});
