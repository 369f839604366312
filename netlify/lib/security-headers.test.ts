import { describe, expect, it } from 'vitest';
import {
  adminHeaders,
  contentSecurityPolicy,
  CSP_DIRECTIVES,
  HEADER_RULES,
  headersFor,
  localHeaderRules,
  netlifyHeadersFile,
  overSiteHeaders,
  pathPattern,
  SECURITY_HEADERS,
} from './security-headers.ts';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  const csp = directives(SECURITY_HEADERS['Content-Security-Policy'] ?? '');

  it('allows only the site’s own scripts: no inline code, no eval (WebAssembly for the search only)', () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(SECURITY_HEADERS['Content-Security-Policy']).not.toMatch(
      /'unsafe-inline'|'unsafe-eval'|\*/,
    );
  });

  it('locks down plugins, base URLs, framing and form targets', () => {
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('lists only what the site uses: two video embeds, the bundled PDF worker, inline previews', () => {
    expect(csp.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://drive.google.com',
    ]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    const hosts = Object.values(CSP_DIRECTIVES)
      .flat()
      .filter((source) => !source.startsWith("'") && source !== 'data:');
    expect(hosts.sort()).toEqual(['https://drive.google.com', 'https://www.youtube-nocookie.com']);
  });

  it('is built from the directive list', () => {
    expect(
      contentSecurityPolicy({ 'a-src': ["'self'", 'https://x.test'], 'b-src': ["'none'"] }),
    ).toBe("a-src 'self' https://x.test; b-src 'none'");
  });
});

describe('site headers', () => {
  it('has HSTS for two years, nosniff, the referrer policy and no camera, microphone or location', () => {
    expect(SECURITY_HEADERS).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    });
  });

  it('isolates the pages’ windows and keeps the files to the site’s own pages', () => {
    expect(SECURITY_HEADERS).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    // Pages, the search index (only the site's search fetches it), built files and the rest.
    for (const sitePath of [
      '/',
      '/es/calendar',
      '/pagefind/pagefind.js',
      '/pagefind/index/en_1a2b3c.pf_index',
      '/static/index-abc123.js',
      '/assets/images/gallery/a.jpg',
      '/generated/weekly-updates.json',
    ])
      expect(headersFor(sitePath), sitePath).toMatchObject({
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Resource-Policy': 'same-origin',
      });
  });

  it('gives the calendar files their type, and lets the editor keep its sign-in window', () => {
    for (const feed of ['/calendar.ics', '/es/calendar/no-school.ics', '/calendar/events/212.ics'])
      expect(headersFor(feed), feed).toMatchObject({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Cross-Origin-Opener-Policy': 'same-origin',
      });
    for (const rules of [HEADER_RULES, localHeaderRules('http://localhost:8081')])
      for (const editorPath of ['/admin/', '/admin/index.html', '/admin/cms/decap-cms.js'])
        expect(headersFor(editorPath, rules), editorPath).toMatchObject({
          'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
          'Cross-Origin-Resource-Policy': 'same-origin',
        });
    expect(adminHeaders()['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });

  it('names the headers an edge function must set over the site’s (Netlify joins the others)', () => {
    expect(Object.keys(overSiteHeaders(adminHeaders())).sort()).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
    ]);
  });

  it('caches only the fingerprinted files in /static/ for long', () => {
    expect(headersFor('/static/index-abc123.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const page of ['/', '/es/calendar', '/assets/images/gallery/a.jpg', '/es/static'])
      expect(headersFor(page)['Cache-Control']).toBeUndefined();
  });

  it('gives every path the security headers and calendar files their type', () => {
    expect(headersFor('/')).toMatchObject(SECURITY_HEADERS);
    expect(headersFor('/es/teacher-login')).toMatchObject(SECURITY_HEADERS);
    expect(headersFor('/es/calendar/events/280.ics')['Content-Type']).toBe(
      'text/calendar; charset=utf-8',
    );
    expect(headersFor('/calendar.ics.html')['Content-Type']).toBeUndefined();
  });

  it('matches paths the way Netlify does', () => {
    expect(pathPattern('/*').test('/')).toBe(true);
    expect(pathPattern('/static/*').test('/static')).toBe(true);
    expect(pathPattern('/static/*').test('/static/a/b.js')).toBe(true);
    expect(pathPattern('/static/*').test('/other/static/a.js')).toBe(false);
    // A standalone `*` is a segment of its own: a longer name is another path.
    expect(pathPattern('/static/*').test('/static-map')).toBe(false);
    expect(pathPattern('/admin/*').test('/administration')).toBe(false);
    expect(pathPattern('/admin/*').test('/admin/')).toBe(true);
    expect(pathPattern('/admin/*').test('/admin/config.yml')).toBe(true);
    expect(pathPattern('/').test('/')).toBe(true);
    expect(pathPattern('/').test('/calendar')).toBe(false);
    expect(pathPattern('/*.ics').test('/calendar/events/1.ics')).toBe(true);
    expect(pathPattern('/*.ics').test('/calendar/icsx')).toBe(false);
    expect(pathPattern('/Teacher-Login').test('/teacher-login/')).toBe(true);
  });

  it('writes Netlify’s _headers file from the same rules', () => {
    const file = netlifyHeadersFile();
    for (const rule of HEADER_RULES) {
      expect(file).toContain(`\n${rule.for}\n`);
      for (const [name, value] of Object.entries(rule.values))
        expect(file).toContain(`\n  ${name}: ${value}\n`);
    }
    expect(file.split('\n')[0]).toMatch(/^#/);
  });
});

describe('serving on this computer', () => {
  it('lets the editor reach the local backend too, and changes nothing else', () => {
    const local = localHeaderRules('http://localhost:8081');
    const admin = directives(headersFor('/admin/', local)['Content-Security-Policy'] ?? '');
    const published = directives(headersFor('/admin/')['Content-Security-Policy'] ?? '');
    expect(admin.get('connect-src')).toEqual([
      ...(published.get('connect-src') ?? []),
      'http://localhost:8081',
    ]);
    expect(published.get('connect-src')).not.toContain('http://localhost:8081');
    expect([...admin.keys()]).toEqual([...published.keys()]);
    for (const page of ['/', '/es/calendar', '/static/app.js'])
      expect(headersFor(page, local)).toEqual(headersFor(page));
  });
});

describe('the published editor', () => {
  it('connects only to the site, its own blobs and GitHub, and is revalidated on every visit', () => {
    const headers = adminHeaders();
    expect(directives(headers['Content-Security-Policy'] ?? '').get('connect-src')).toEqual([
      "'self'",
      'blob:',
      'https://api.github.com',
    ]);
    // Written as is, with nothing after the last source.
    expect(headers['Content-Security-Policy']).toContain(
      "; connect-src 'self' blob: https://api.github.com; ",
    );
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers['X-Robots-Tag']).toBe('noindex, nofollow');
  });
});

describe('rule paths', () => {
  it('keep the slashes between segments', () => {
    expect(pathPattern('/es/teacher-login').test('/es/teacher-login/')).toBe(true);
    expect(pathPattern('/es/teacher-login').test('/esteacher-login')).toBe(false);
  });

  it('end the _headers file with a line break', () => {
    expect(netlifyHeadersFile()).toMatch(/[^\n]\n$/);
  });
});
