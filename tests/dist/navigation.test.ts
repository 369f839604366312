// Every page of the route table can be reached from every built page of the real site by the
// header or the footer alone, in the page's language (links in the page's own content do not count).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/domain/route-table.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { BUILT_PAGES, REAL_SITE_DIR } from './pages.ts';

/** The HTML of the first element that opens with `open` (e.g. `<header class="site-header"`). */
export function elementHtml(html: string, open: string, tag: string): string {
  const start = html.indexOf(open);
  if (start === -1) return '';
  const end = html.indexOf(`</${tag}>`, start);
  return end === -1 ? '' : html.slice(start, end + tag.length + 3);
}

/** The local addresses the links of a piece of HTML lead to (query and #section left out). */
export function linkTargets(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map(
      (match) => (match[1] ?? '').replaceAll('&amp;', '&').split(/[?#]/)[0] ?? '',
    ),
  );
}

describe('header and footer navigation of the real site', () => {
  it('finds the links of a header and a footer', () => {
    const html =
      '<header class="site-header"><a href="/es/">x</a><nav><a href="/es/gym#top">y</a></nav></header>' +
      '<main><a href="/es/art">z</a></main><footer class="site-footer"><a href="/es/pbis?x=1">p</a></footer>';
    expect([...linkTargets(elementHtml(html, '<header class="site-header"', 'header'))]).toEqual([
      '/es/',
      '/es/gym',
    ]);
    expect([...linkTargets(elementHtml(html, '<footer class="site-footer"', 'footer'))]).toEqual([
      '/es/pbis',
    ]);
  });

  for (const { url, file } of BUILT_PAGES) {
    const lng = url === '/es' || url.startsWith('/es/') ? 'es' : 'en';
    it(`${url} links to every page in its language from its header or footer`, async () => {
      const html = await readFile(path.join(REAL_SITE_DIR, file), 'utf8');
      const header = elementHtml(html, '<header class="site-header', 'header');
      const footer = elementHtml(html, '<footer class="site-footer', 'footer');
      expect(header, `${url}: header`).not.toBe('');
      expect(footer, `${url}: footer`).not.toBe('');
      const linked = new Set([...linkTargets(header), ...linkTargets(footer)]);
      const missing = routeTable
        .map((route) => localizePath(route.path, lng))
        .filter((target) => !linked.has(target));
      expect(missing, `${url}: pages its header and footer do not link to`).toEqual([]);
    });
  }
});
