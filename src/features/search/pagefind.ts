import type { Language } from '../../content/languages.ts';
import { SEARCH_INDEX_PATH } from '../../domain/search-scope.ts';

/** A result's details, as Pagefind's `data()` gives them (the fields the site reads). */
interface PagefindResultData {
  url: string;
  /** The page's words around the matches, each match in <mark>; not escaped (see excerptParts). */
  excerpt: string;
  meta: { title?: string };
}

interface PagefindSearch {
  results: Array<{ id: string; data: () => Promise<PagefindResultData> }>;
}

/** The part of Pagefind's browser API (pagefind.js, 1.x) that the site uses. */
export interface PagefindInstance {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<PagefindSearch | null>;
}

interface PagefindModule {
  createInstance: (options: { basePath: string }) => PagefindInstance;
}

/** Words of page text around the matches in a result's excerpt. */
const EXCERPT_WORDS = 24;

const instances = new Map<Language, Promise<PagefindInstance>>();

async function createInstance(lng: Language): Promise<PagefindInstance> {
  // Built by `npm run build` into dist/pagefind/ (scripts/search-index.ts): not part of the bundle,
  // so Vite must leave this import alone.
  const script = `${SEARCH_INDEX_PATH}pagefind.js`;
  const pagefind = (await import(/* @vite-ignore */ script)) as PagefindModule;
  // Pagefind keeps one index per language and chooses it by <html lang> when an instance is
  // created (createInstance takes no language option). The prerendered page sets its language
  // there already; setting it again here makes the choice explicit, so that a Spanish page always
  // searches the Spanish index.
  document.documentElement.lang = lng;
  const instance = pagefind.createInstance({ basePath: SEARCH_INDEX_PATH });
  await instance.options({ excerptLength: EXCERPT_WORDS });
  await instance.init();
  return instance;
}

/**
 * The search index of a language, loaded on first use (pagefind.js, its WebAssembly and the index
 * chunks a search needs). A failed load is forgotten, so that the next search tries again.
 */
export function searchIndex(lng: Language): Promise<PagefindInstance> {
  let instance = instances.get(lng);
  if (instance === undefined) {
    instance = createInstance(lng);
    instances.set(lng, instance);
    instance.catch(() => instances.delete(lng));
  }
  return instance;
}
