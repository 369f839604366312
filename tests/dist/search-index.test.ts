// The site search's index in dist/pagefind (scripts/search-index.ts): every page of the route table
// but the search page, and the pages of the events of the test day's school year and later, in both
// languages, each page's main content only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectedSearchPages,
  listedEventIds,
  readIndexedPages,
  SEARCH_INDEX_DIR,
  type IndexedPage,
} from '../../scripts/lib/search-index.ts';
import { resultPath } from '../../src/features/search/search-results.ts';
import { TEST_TODAY } from '../today.ts';
import { REAL_SITE_DIR } from './pages.ts';

const indexDir = path.join(REAL_SITE_DIR, SEARCH_INDEX_DIR);
const common = (lng: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../locales/${lng}/common.json`), 'utf8'),
  ) as {
    a11y: { skipToContent: string };
    footer: { linksHeading: string; followUs: string };
  };

describe('the search index of the real site', () => {
  let pages: IndexedPage[];
  let eventIds: number[];
  beforeAll(async () => {
    pages = await readIndexedPages(indexDir);
    eventIds = await listedEventIds(REAL_SITE_DIR, TEST_TODAY);
  });

  it('holds every page but the search and not-found pages, once, in its own language’s index', () => {
    const urls = pages.map((page) => resultPath(page.url));
    expect([...urls].sort()).toEqual([...expectedSearchPages(eventIds)].sort());
    for (const page of pages)
      expect(page.language, page.url).toBe(page.url.startsWith('/es/') ? 'es' : 'en');
  });

  it('has each page’s main content and title, without the header, footer or announcements', () => {
    for (const page of pages) {
      const words = common(page.language);
      expect(page.title, page.url).toBeTruthy();
      expect(page.content.length, page.url).toBeGreaterThan(100);
      for (const outside of [
        words.a11y.skipToContent,
        words.footer.linksHeading,
        words.footer.followUs,
      ])
        expect(page.content, page.url).not.toContain(outside);
    }
  });

  it('is the script, its worker, the WebAssembly and small chunks, without Pagefind’s interfaces', () => {
    const files = readdirSync(indexDir);
    expect(files).toEqual(
      expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']),
    );
    expect(
      files.filter((file) => /^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file)),
    ).toEqual([]);
    for (const folder of ['index', 'fragment']) {
      for (const chunk of readdirSync(path.join(indexDir, folder))) {
        const size = readFileSync(path.join(indexDir, folder, chunk)).length;
        expect(size, `${folder}/${chunk}`).toBeLessThan(64 * 1024);
      }
    }
    expect(existsSync(path.join(indexDir, 'playground'))).toBe(false);
  });
});
