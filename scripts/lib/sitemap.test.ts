import { describe, expect, it } from 'vitest';
import { notFoundRedirects, sitemapXml } from './sitemap.ts';

describe('sitemap.xml and the not-found rules', () => {
  it('lists each page in every language, with every language and x-default as alternates', () => {
    const xml = sitemapXml([
      { en: 'https://s.example/history', es: 'https://s.example/es/history' },
    ]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://s.example/history"/>' +
      '<xhtml:link rel="alternate" hreflang="es" href="https://s.example/es/history"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://s.example/history"/>';
    expect(xml).toContain(`<url><loc>https://s.example/history</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://s.example/es/history</loc>${alternates}</url>`);
  });

  it('gives each language with a prefix its own not-found page', () => {
    expect(notFoundRedirects()).toBe('/es/*  /es/404.html  404\n');
  });
});

describe('the whole sitemap.xml', () => {
  it('is an XML declaration, then the urlset with one line per address, ending in a newline', () => {
    const xml = sitemapXml([{ en: 'https://s.example/', es: 'https://s.example/es/' }]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://s.example/"/>' +
      '<xhtml:link rel="alternate" hreflang="es" href="https://s.example/es/"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://s.example/"/>';
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        `  <url><loc>https://s.example/</loc>${alternates}</url>`,
        `  <url><loc>https://s.example/es/</loc>${alternates}</url>`,
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
