import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES_PAGE_PATHS } from '../../src/domain/class-pages.ts';
import { routeTable } from '../../src/domain/route-table.ts';
import {
  buildSearchIndex,
  expectedSearchPages,
  indexProblems,
  isUnusedBundleFile,
  PAGEFIND_CONFIG,
  readIndexedPages,
  searchedPagesPerLanguage,
  separateBlocks,
  SEARCH_INDEX_DIR,
  type IndexedPage,
  type PagefindEntry,
} from './search-index.ts';

/** A page as the prerenderer writes it: header, <main> (indexed or not), footer. */
function page(lng: 'en' | 'es', title: string, body: string, indexed = true): string {
  return `<!doctype html><html lang="${lng}"><head><title>${title} | Site</title></head><body>
<header><a href="/">Home</a> Header words</header>
<main id="main"${indexed ? ' data-pagefind-body=""' : ''}><h1>${title}</h1>${body}</main>
<footer>Footer words</footer></body></html>`;
}

describe('buildSearchIndex on a small site, with the real Pagefind', () => {
  let site: string;
  let entry: PagefindEntry;
  let pages: IndexedPage[];

  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    const files: Record<string, string> = {
      'index.html': page('en', 'Welcome', '<p>Uniforms are navy and white.</p>'),
      'library/index.html': page(
        'en',
        'Library',
        '<p>Get a library card.</p><dl><dt>Hours</dt><dd>Open daily</dd></dl><a href="https://x.example">Apply<span class="visually-hidden"> (opens in a new tab)</span></a>',
      ),
      'es/index.html': page('es', 'Bienvenida', '<p>El uniforme es azul marino y blanco.</p>'),
      'search/index.html': page('en', 'Search', '<p>Search needs JavaScript.</p>', false),
      '404.html': page('en', 'Page not found', '<p>Not here.</p>', false),
    };
    for (const [file, html] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await writeFile(path.join(site, file), html);
    }
    // An index from an earlier build is replaced, not added to.
    await mkdir(path.join(site, SEARCH_INDEX_DIR), { recursive: true });
    await writeFile(path.join(site, SEARCH_INDEX_DIR, 'stale.txt'), 'old');
    entry = await buildSearchIndex(site, pagefind);
    pages = await readIndexedPages(path.join(site, SEARCH_INDEX_DIR));
  }, 60_000);

  afterAll(async () => {
    await rm(site, { recursive: true, force: true });
  });

  it('makes one index per <html lang>', () => {
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'es']);
    expect(entry.languages.en?.page_count).toBe(2);
    expect(entry.languages.es?.page_count).toBe(1);
    expect(indexProblems(entry, 2)).toEqual(['es: 1 pages indexed, not 2']);
  });

  it('indexes only the pages whose <main> has data-pagefind-body, titled by their h1', () => {
    expect(pages.map((indexed) => [indexed.language, indexed.url, indexed.title]).sort()).toEqual([
      ['en', '/', 'Welcome'],
      ['en', '/library/', 'Library'],
      ['es', '/es/', 'Bienvenida'],
    ]);
  });

  it('indexes the main content only: no header, footer or screen-reader-only words', () => {
    const library = pages.find((indexed) => indexed.url === '/library/');
    expect(library?.content).toContain('Get a library card.');
    // The end of a <dt> is a break between words, as it is on the page.
    expect(library?.content).toContain('Hours Open daily');
    for (const indexed of pages) {
      expect(indexed.content).not.toMatch(/Header words|Footer words|opens in a new tab/);
    }
  });

  it('writes the browser script, the worker and the index, without Pagefind’s own interfaces', async () => {
    const files = await readdir(path.join(site, SEARCH_INDEX_DIR));
    expect(files).toEqual(
      expect.arrayContaining([
        'pagefind.js',
        'pagefind-worker.js',
        'pagefind-entry.json',
        'wasm.en.pagefind',
        'wasm.es.pagefind',
        'fragment',
        'index',
      ]),
    );
    expect(files.filter(isUnusedBundleFile)).toEqual([]);
    expect(files).not.toContain('stale.txt');
  });
});

describe('the index rules', () => {
  it('say which part of a page is indexed in the markup, not by a root selector', () => {
    expect(PAGEFIND_CONFIG.rootSelector).toBeUndefined();
    expect(PAGEFIND_CONFIG.excludeSelectors).toEqual(['.visually-hidden']);
    expect(PAGEFIND_CONFIG.writePlayground).toBeFalsy();
  });

  it('know Pagefind’s unused interfaces from the files search needs', () => {
    for (const name of [
      'pagefind-ui.js',
      'pagefind-ui.css',
      'pagefind-modular-ui.js',
      'pagefind-component-ui.css',
      'pagefind-highlight.js',
    ])
      expect(isUnusedBundleFile(name), name).toBe(true);
    for (const name of [
      'pagefind.js',
      'pagefind-worker.js',
      'pagefind-entry.json',
      'wasm.en.pagefind',
    ])
      expect(isUnusedBundleFile(name), name).toBe(false);
  });

  it("expect every page of the route table but the search page, and each grade's Classes pages, in both languages", () => {
    const expected = expectedSearchPages();
    expect(expected).toContain('/');
    expect(expected).toContain('/es/');
    expect(expected).toContain('/es/parents');
    expect(expected).toContain('/es/classes/second/supply-lists');
    expect(expected).not.toContain('/search');
    expect(expected).not.toContain('/es/search');
    // /classes is the route table's; the other Classes pages are a grade's (src/domain/class-pages.ts).
    const perLanguage = routeTable.length - 1 + CLASSES_PAGE_PATHS.length - 1;
    expect(expected).toHaveLength(perLanguage * 2);
    expect(searchedPagesPerLanguage()).toBe(perLanguage);
  });

  it('report an index with a missing or an extra language', () => {
    const entry = (languages: string[]): PagefindEntry => ({
      version: '1',
      languages: Object.fromEntries(languages.map((lng) => [lng, { hash: lng, page_count: 3 }])),
    });
    expect(indexProblems(entry(['en', 'es']), 3)).toEqual([]);
    expect(indexProblems(entry(['en']), 3)).toEqual(['indexes for en, not en, es']);
    expect(indexProblems(entry(['en', 'es', 'unknown']), 3)).toEqual([
      'indexes for en, es, unknown, not en, es',
    ]);
  });
});

describe('separateBlocks', () => {
  it('puts a space after block-like ends that touch the next element, and nowhere else', () => {
    expect(separateBlocks('<dl><dt>Granate y dorado</dt><dd>Los colores</dd></dl>')).toBe(
      '<dl><dt>Granate y dorado</dt> <dd>Los colores</dd> </dl>',
    );
    expect(separateBlocks('<li>uno</li><li>dos</li>')).toBe('<li>uno</li> <li>dos</li>');
    expect(separateBlocks('<p><b>Uni</b><i>forme</i></p><dd>x</dd> y')).toBe(
      '<p><b>Uni</b><i>forme</i></p><dd>x</dd> y',
    );
  });
});
