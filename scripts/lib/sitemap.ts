import { escapeHtml } from './html.ts';

/** sitemap.xml: every page in both languages, each with its hreflang alternates. */
export function sitemapXml(pages: Array<{ en: string; es: string }>): string {
  const alternates = (page: { en: string; es: string }) =>
    [
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(page.en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="es" href="${escapeHtml(page.es)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(page.en)}"/>`,
    ].join('');
  const urls = pages.flatMap((page) =>
    [page.en, page.es].map(
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
