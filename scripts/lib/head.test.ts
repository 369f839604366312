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

describe('the whole head', () => {
  it('is the tags in their order, one a line, with the other language as alternate locale', () => {
    const head = headTags({
      ...base,
      lng: 'en',
      urls: { en: 'https://x.example/history', es: 'https://x.example/es/history' },
    });
    expect(head.split('\n    ')).toEqual([
      '<title>History | School</title>',
      '<meta name="description" content="A &#34;quoted&#34; &#60;story&#62;" />',
      '<link rel="canonical" href="https://x.example/history" />',
      '<link rel="alternate" hreflang="en" href="https://x.example/history" />',
      '<link rel="alternate" hreflang="es" href="https://x.example/es/history" />',
      '<link rel="alternate" hreflang="x-default" href="https://x.example/history" />',
      '<meta property="og:url" content="https://x.example/history" />',
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="School" />',
      '<meta property="og:title" content="History | School" />',
      '<meta property="og:description" content="A &#34;quoted&#34; &#60;story&#62;" />',
      '<meta property="og:locale" content="en_US" />',
      '<meta property="og:locale:alternate" content="es_US" />',
      '<meta property="og:image" content="https://x.example/poster.jpg" />',
      '<meta property="og:image:alt" content="Poster" />',
      '<meta name="twitter:card" content="summary_large_image" />',
    ]);
  });

  it('lists the page’s stylesheets, then its scripts to preload at low priority, one a line', () => {
    expect(assetTags(['/static/a.css', '/static/b.css'], ['/static/c.js'])).toBe(
      [
        '<link rel="stylesheet" href="/static/a.css" />',
        '<link rel="stylesheet" href="/static/b.css" />',
        '<link rel="modulepreload" fetchpriority="low" href="/static/c.js" />',
      ].join('\n    '),
    );
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

  it('puts the head and assets in the template’s place, dropping its own title and description', () => {
    const template =
      '<html lang="en"><head>\n    <title>Dev\n  site</title>\n    <meta name="description" content="dev">\n    <!--app-head-->\n  </head><body><!--app-html--><!--app-data--></body></html>';
    const parts = { lng: 'en' as const, head: '<title>T</title>', html: '', data: {} };
    expect(fillTemplate(template, { ...parts, assets: '' })).toBe(
      '<html lang="en" dir="ltr"><head>\n    <title>T</title>\n  </head><body><script type="application/json" id="app-data">{}</script></body></html>',
    );
    expect(
      fillTemplate(template, { ...parts, assets: '<link rel="stylesheet" href="/a.css" />' }),
    ).toBe(
      '<html lang="en" dir="ltr"><head>\n    <title>T</title>\n    <link rel="stylesheet" href="/a.css" />\n  </head><body><script type="application/json" id="app-data">{}</script></body></html>',
    );
  });

  it('leaves a script or preload that already has its priority as it is', () => {
    const template =
      '<html lang="en"><head><script type="module" src="/i.js" fetchpriority="high"></script>' +
      '<link rel="modulepreload" href="/a.js" fetchpriority="high"><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>';
    const html = fillTemplate(template, { lng: 'en', head: '', assets: '', html: '', data: {} });
    expect(html).toContain('<script type="module" src="/i.js" fetchpriority="high"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/a.js" fetchpriority="high">');
    expect(html.match(/fetchpriority/g)).toHaveLength(2);
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
