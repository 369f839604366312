import { monthOfPagePath } from './event-pages.ts';
import { pageIdOfPath } from './route-table.ts';

/**
 * What the site search covers. Every page's <main> carries `data-pagefind-body`, so Pagefind indexes
 * only the main content (never the header, footer or announcements), except on these pages: the
 * search page itself and the not-found pages. The build checks the index against this
 * (scripts/lib/search-index.ts).
 */
const UNSEARCHED_PAGES: ReadonlySet<string> = new Set(['search', 'notFound']);

/**
 * True when the page at a language-neutral path is in the search index: the calendar's month pages
 * (src/domain/event-pages.ts) are not, as each of their events has its own page.
 */
export function isSearchedPath(path: string): boolean {
  return isSearchedPage(pageIdOfPath(path)) && monthOfPagePath(path) === null;
}

/** True when a page (by its route id, or 'notFound') is in the search index. */
export function isSearchedPage(pageId: string): boolean {
  return !UNSEARCHED_PAGES.has(pageId);
}

/** Where the build writes the search index, and the address it is served from. */
export const SEARCH_INDEX_PATH = '/pagefind/';
