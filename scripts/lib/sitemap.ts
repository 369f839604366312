import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageInfo,
  type Language,
} from '../../src/content/languages.ts';
import { escapeHtml } from './html.ts';

/** sitemap.xml: every page in every language, each with its hreflang alternates. */
export function sitemapXml(pages: Array<Record<Language, string>>): string {
  const alternates = (page: Record<Language, string>) =>
    [
      ...LANGUAGES.map(
        (lng) => `<xhtml:link rel="alternate" hreflang="${lng}" href="${escapeHtml(page[lng])}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(page[DEFAULT_LANGUAGE])}"/>`,
    ].join('');
  const urls = pages.flatMap((page) =>
    LANGUAGES.map((lng) => page[lng]).map(
      (loc) => `  <url><loc>${escapeHtml(loc)}</loc>${alternates(page)}</url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt pointing at the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * dist/_redirects: for each language with a prefix, its unknown addresses answer its own
 * not-found page with status 404 ("/es/*  /es/404.html  404"). No catch-all to index.html: it
 * would hide real 404s.
 */
export function notFoundRedirects(): string {
  return LANGUAGES.map((lng) => languageInfo(lng).prefix)
    .filter((prefix) => prefix !== '')
    .map((prefix) => `${prefix}/*  ${prefix}/404.html  404\n`)
    .join('');
}
