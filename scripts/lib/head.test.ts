import { describe, expect, it } from 'vitest';
import { assetTags, fillTemplate, headTags, htmlAttributes, pageShapeProblems } from './head.ts';
import { APP_MODULE, assetsFor, scriptsBeyondApp, type ViteManifest } from './manifest-assets.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const base = {
  title: 'History | School',
  description: 'A "quoted" <story>',
  siteName: 'School',
  image: 'https://x.example/poster.jpg',
  imageAlt: 'Poster',
};

describe('headTags', () => {
  it('writes canonical, hreflang alternates and Open Graph for the page language', () => {
    const head = headTags({
      ...base,
      lng: 'es',
      urls: { en: 'https://x.example/history', es: 'https://x.example/es/history' },
    });
    expect(head).toContain('<title>History | School</title>');
    expect(head).toContain(
      '<meta name="description" content="A &#34;quoted&#34; &#60;story&#62;" />',
    );
    expect(head).toContain('<link rel="canonical" href="https://x.example/es/history" />');
    expect(head).toContain(
      '<link rel="alternate" hreflang="en" href="https://x.example/history" />',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="es" href="https://x.example/es/history" />',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://x.example/history" />',
    );
    expect(head).toContain('<meta property="og:locale" content="es_US" />');
    expect(head).toContain('<meta property="og:url" content="https://x.example/es/history" />');
  });

  it('marks a page without URLs (not found) as noindex and gives it no canonical', () => {
    const head = headTags({ ...base, lng: 'en' });
    expect(head).toContain('noindex');
    expect(head).not.toContain('canonical');
  });
});

describe('htmlAttributes', () => {
  it("gives the page the direction of its language's registry entry", () => {
    expect(htmlAttributes({ code: 'en', dir: 'ltr' })).toBe('lang="en" dir="ltr"');
    expect(htmlAttributes({ code: 'ar', dir: 'rtl' })).toBe('lang="ar" dir="rtl"');
  });
});

describe('fillTemplate', () => {
  const page =
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

  it("copies content with $', $`, $& and $$ as it is, once", () => {
    const text = "costs $' now $` and $& or $$ end";
    const html = fillTemplate(page, {
      lng: 'en',
      head: `<title>${text}</title>`,
      assets: '',
      html: `<main><p>${text}</p></main>`,
      data: { announcements: [text] },
    });
    expect(html).toContain(`<title>${text}</title>`);
    expect(html).toContain(`<main><p>${text}</p></main>`);
    expect(html).toContain(JSON.stringify({ announcements: [text] }));
    expect(pageShapeProblems(html)).toEqual([]);
  });

  it("replaces the template's language and direction with the page's", () => {
    const html = fillTemplate('<html lang="en" dir="ltr"><head></head><body></body></html>', {
      lng: 'es',
      head: '',
      assets: '',
      html: '',
      data: {},
    });
    expect(html).toMatch(/^<html lang="es" dir="ltr"><head>/);
  });

  it('sets the language, head, body and non-executable data', () => {
    const template =
      '<html lang="en"><head><title>Dev</title>\n<meta name="description" content="" />\n<!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';
    const html = fillTemplate(template, {
      lng: 'es',
      head: '<title>T</title>',
      assets: assetTags(['/static/page.css'], ['/static/page.js']),
      html: '<h1>Hola</h1>',
      data: { buildDay: '2026-11-22', note: '</script>' },
    });
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).not.toContain('<title>Dev</title>');
    expect(html).toContain('<div id="root"><h1>Hola</h1></div>');
    expect(html).toContain(
      '<script type="application/json" id="app-data">{"buildDay":"2026-11-22","note":"\\u003c/script>"}</script>',
    );
    expect(html.indexOf('/static/page.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('loads the hydration scripts at low priority, leaving the rest alone', () => {
    const template =
      '<html lang="en"><head><script type="module" crossorigin src="/static/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/static/a.js"><link rel="stylesheet" href="/static/a.css">' +
      '<!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';
    const html = fillTemplate(template, {
      lng: 'en',
      head: '',
      assets: assetTags([], ['/static/page.js']),
      html: '',
      data: {},
    });
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/static/index.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/static/a.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/static/page.js" />',
    );
    expect(html).toContain('<link rel="stylesheet" href="/static/a.css">');
    expect(html.match(/fetchpriority/g)).toHaveLength(3);
  });
});

describe('assetsFor', () => {
  const manifest: ViteManifest = {
    'index.html': {
      file: 'static/index.js',
      css: ['static/index.css'],
      isEntry: true,
      imports: ['_shared.js'],
    },
    '_shared.js': { file: 'static/shared.js' },
    'src/pages/home/home-page.tsx': {
      file: 'static/home.js',
      css: ['static/home.css'],
      imports: ['_shared.js', '_cards.js'],
    },
    '_cards.js': { file: 'static/cards.js', css: ['static/cards.css'] },
    'locales/es/home.json': { file: 'static/home-es.js' },
  };

  it('lists the page chunk, its imports and their CSS, without what the entry already loads', () => {
    expect(assetsFor(manifest, ['src/pages/home/home-page.tsx', 'locales/es/home.json'])).toEqual({
      css: ['/static/home.css', '/static/cards.css'],
      js: ['/static/home.js', '/static/cards.js', '/static/home-es.js'],
    });
  });

  it("leaves out of a module's scripts those the app loads on every page", () => {
    const withApp: ViteManifest = {
      ...manifest,
      [APP_MODULE]: { file: 'static/app.js', imports: ['_cards.js'] },
    };
    expect(scriptsBeyondApp(withApp, ['src/pages/home/home-page.tsx'])).toEqual([
      '/static/home.js',
    ]);
  });

  it('fails loudly for a module the build does not have', () => {
    expect(() => assetsFor(manifest, ['src/pages/nope/nope-page.tsx'])).toThrow(
      /not in the Vite manifest/,
    );
  });
});

describe('sitemap and robots', () => {
  it('lists both languages of each page with alternates', () => {
    const xml = sitemapXml([{ en: 'https://x.example/', es: 'https://x.example/es/' }]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://x.example/es/</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://x.example/"');
  });
  it('points robots at the sitemap', () => {
    expect(robotsTxt('https://x.example')).toContain('Sitemap: https://x.example/sitemap.xml');
  });
});

describe('pageShapeProblems', () => {
  it('names what a page has more or fewer than one of', () => {
    const data = '<script type="application/json" id="app-data">{}</script>';
    expect(pageShapeProblems(`<!doctype html><main></main>${data}`)).toEqual([]);
    expect(pageShapeProblems(`<!DOCTYPE html><main class="x"></main>${data}`)).toEqual([]);
    expect(
      pageShapeProblems(`<!doctype html><main></main>${data}<!doctype html><main></main>${data}`),
    ).toEqual(['2 doctype instead of 1', '2 <main> instead of 1', '2 app-data block instead of 1']);
    expect(pageShapeProblems('<!doctype html><p>no main</p>')).toEqual([
      '0 <main> instead of 1',
      '0 app-data block instead of 1',
    ]);
  });
});
