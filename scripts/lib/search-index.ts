// The site search's index, built with Pagefind from the prerendered pages (scripts/search-index.ts
// runs it as the last step of `npm run build`). Which part of a page is indexed is said in the
// markup: every page's <main> has `data-pagefind-body` except the search page and the not-found
// pages (src/domain/search-scope.ts), so Pagefind indexes only that, and no other page.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import fg from 'fast-glob';
import type * as Pagefind from 'pagefind';
import { CLASSES_PAGE_PATHS } from '../../src/domain/class-pages.ts';
import { eventPagePath, isListedEvent } from '../../src/domain/event-pages.ts';
import { routeTable } from '../../src/domain/route-table.ts';
import { readSiteEvents } from './site-events.ts';
import { LANGUAGES } from '../../src/content/languages.ts';
import { isSearchedPage, SEARCH_INDEX_PATH } from '../../src/domain/search-scope.ts';
import { localizePath } from '../../src/i18n/paths.ts';

/** The folder of dist/ that holds the index, served at /pagefind/. */
export const SEARCH_INDEX_DIR = SEARCH_INDEX_PATH.replaceAll('/', '');

/** Pagefind's options for this site. */
export const PAGEFIND_CONFIG: Pagefind.PagefindServiceConfig = {
  // Words only screen readers hear, such as "(opens in a new tab)", are not what visitors look for,
  // nor what a result's excerpt should show.
  excludeSelectors: ['.visually-hidden'],
};

/** Pagefind's ready-made search interfaces, which this site does not use (it has its own dialog). */
export function isUnusedBundleFile(name: string): boolean {
  return /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/.test(name);
}

/**
 * The event pages the index must hold (src/domain/event-pages.ts): those of the events listed on
 * the build day, by id, read from the built site's calendar month files.
 */
export async function listedEventIds(siteDir: string, buildDay: string): Promise<number[]> {
  return (await readSiteEvents(siteDir))
    .filter((event) => isListedEvent(event, buildDay))
    .map((event) => event.id);
}

/**
 * The addresses the index must hold: every page of the route table but the search page, the
 * Classes page of each grade (src/domain/class-pages.ts) and the listed events' pages, in both
 * languages. The calendar's month pages are not searched.
 */
export function expectedSearchPages(eventIds: readonly number[] = []): string[] {
  return [
    ...routeTable.filter((route) => isSearchedPage(route.id)).map((route) => route.path as string),
    ...CLASSES_PAGE_PATHS.filter((page) => page !== '/classes'),
    ...eventIds.map(eventPagePath),
  ].flatMap((page) => LANGUAGES.map((lng) => localizePath(page, lng)));
}

/** How many pages each language's index must hold, with this many listed events. */
export function searchedPagesPerLanguage(listedEvents = 0): number {
  return (
    routeTable.filter((route) => isSearchedPage(route.id)).length +
    CLASSES_PAGE_PATHS.length -
    1 +
    listedEvents
  );
}

/** What Pagefind writes in pagefind-entry.json (the fields read here). */
export interface PagefindEntry {
  version: string;
  languages: Record<string, { hash: string; wasm?: string; page_count: number }>;
}

/** What is wrong with a written index, by its entry file: one index per language, of the expected size. */
export function indexProblems(entry: PagefindEntry, pagesPerLanguage: number): string[] {
  const problems: string[] = [];
  // Pagefind writes each language's code in lower case ("en-xa" for en-XA): codes are the same in
  // any case (BCP 47).
  const found = Object.keys(entry.languages).sort();
  const expected = LANGUAGES.map((lng) => lng.toLowerCase()).sort();
  if (found.join() !== expected.join())
    problems.push(`indexes for ${found.join(', ') || 'no language'}, not ${LANGUAGES.join(', ')}`);
  for (const [lng, index] of Object.entries(entry.languages))
    if (index.page_count !== pagesPerLanguage)
      problems.push(`${lng}: ${index.page_count} pages indexed, not ${pagesPerLanguage}`);
  return problems;
}

/** One indexed page, as its fragment file records it. */
export interface IndexedPage {
  language: string;
  url: string;
  title: string | undefined;
  content: string;
}

/** The pages of a written index, read back from its fragment files (gzip, with Pagefind's signature). */
export async function readIndexedPages(outputDir: string): Promise<IndexedPage[]> {
  const dir = path.join(outputDir, 'fragment');
  const pages: IndexedPage[] = [];
  for (const name of (await readdir(dir)).sort()) {
    const text = gunzipSync(await readFile(path.join(dir, name))).toString('utf8');
    if (!text.startsWith('pagefind_dcd')) throw new Error(`${name} is not a Pagefind fragment`);
    const fragment = JSON.parse(text.slice('pagefind_dcd'.length)) as {
      url: string;
      content: string;
      meta: { title?: string };
    };
    pages.push({
      language: name.split('_')[0] ?? '',
      url: fragment.url,
      title: fragment.meta.title,
      content: fragment.content,
    });
  }
  return pages;
}

/** Elements whose ends Pagefind does not treat as a break between words. */
const UNSPACED_BLOCKS = /<\/(dt|dd|li|td|th|caption|figcaption|summary|button|label)>(?=<)/g;

/**
 * Puts a space after the end of the block-like elements whose text Pagefind would otherwise run
 * into the next one ("Granate y dorado</dt><dd>Los colores" reads "doradoLos" in an excerpt).
 */
export function separateBlocks(html: string): string {
  return html.replace(UNSPACED_BLOCKS, '</$1> ');
}

/**
 * Indexes the HTML pages of `siteDir` and writes the index to `siteDir`/pagefind (replacing any
 * earlier one), without Pagefind's unused interfaces. `pagefind` is the package's Node API.
 * Returns the written entry; throws on any error Pagefind reports.
 */
export async function buildSearchIndex(
  siteDir: string,
  pagefind: Pick<typeof Pagefind, 'createIndex' | 'close'>,
): Promise<PagefindEntry> {
  const outputPath = path.join(siteDir, SEARCH_INDEX_DIR);
  await rm(outputPath, { recursive: true, force: true });
  try {
    const { index, errors } = await pagefind.createIndex(PAGEFIND_CONFIG);
    if (index === undefined) throw new Error(`Pagefind: ${errors.join('; ')}`);
    const added = { errors: [] as string[] };
    for (const file of await fg('**/*.html', { cwd: siteDir })) {
      const content = separateBlocks(await readFile(path.join(siteDir, file), 'utf8'));
      const result = await index.addHTMLFile({ sourcePath: file, content });
      added.errors.push(...result.errors);
    }
    const written = await index.writeFiles({ outputPath });
    const problems = [...errors, ...added.errors, ...written.errors];
    if (problems.length > 0) throw new Error(`Pagefind: ${problems.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  for (const name of await readdir(outputPath))
    if (isUnusedBundleFile(name)) await rm(path.join(outputPath, name));
  return JSON.parse(
    await readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8'),
  ) as PagefindEntry;
}
