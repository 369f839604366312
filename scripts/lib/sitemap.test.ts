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
