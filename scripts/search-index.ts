// `tsx scripts/search-index.ts [--site DIR]`: builds the site search's index (Pagefind) from the
// prerendered pages in DIR (default dist/) into DIR/pagefind, and checks that it holds every page
// it should in both languages. The last step of `npm run build`, after the prerenderer and the feeds.
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as pagefind from 'pagefind';
import {
  buildSearchIndex,
  indexProblems,
  listedEventIds,
  SEARCH_INDEX_DIR,
  searchedPagesPerLanguage,
} from './lib/search-index.ts';
import { siteClock } from './lib/site-today.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { site: { type: 'string' } } });
const siteDir = values.site === undefined ? path.join(root, 'dist') : path.resolve(values.site);

const entry = await buildSearchIndex(siteDir, pagefind);
// The build day is the prerenderer's, which chose the listed events' pages by it.
const events = await listedEventIds(siteDir, siteClock().today);
const problems = indexProblems(entry, searchedPagesPerLanguage(events.length));
if (problems.length > 0) {
  console.error(
    `The search index is not what it should be: ${problems.join('; ')}. Every page but the search ` +
      'page needs <main data-pagefind-body>, and no other page may have it (src/domain/search-scope.ts).',
  );
  process.exit(1);
}
const counts = Object.entries(entry.languages)
  .map(([lng, index]) => `${index.page_count} ${lng}`)
  .join(' + ');
console.log(
  `✔ indexed ${counts} pages for the site search into ${path.relative(root, path.join(siteDir, SEARCH_INDEX_DIR))}/`,
);
