// Where the visitor is. Every page is its own prerendered HTML document, and a link loads the next
// one, so the path never changes while a page is open; only the query does, when a page keeps its
// state in the URL (the calendar's view, the gallery's filter). These hooks are
// the little of a router the site needs, without shipping one to the phone.
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { PageId } from '../domain/route-table.ts';

/** The page being shown: its path and page id ('notFound' for the not-found page). */
export interface PageLocation {
  pathname: string;
  pageId: PageId | 'notFound';
}

export const PageLocationContext = createContext<PageLocation>({ pathname: '/', pageId: 'home' });

/** The path and page id of the page being shown. */
export function usePageLocation(): PageLocation {
  return useContext(PageLocationContext);
}

const QUERY_CHANGE = 'highbridge:querychange';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(QUERY_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(QUERY_CHANGE, onChange);
  };
}

export interface SetQueryOptions {
  /** Replace the current history entry instead of adding one (Back then skips this state). */
  replace?: boolean;
  /** Render the new state before returning, so that focus can move to what it shows. */
  flushSync?: boolean;
  /**
   * The path to show the query on, when not the current one: a page at several addresses (the
   * calendar's month pages) keeps its state on its main address.
   */
  pathname?: string;
}

/**
 * The path in the address bar, which a page at several addresses (the calendar on a month) may
 * change with its query; while hydrating, the prerendered page's path.
 */
export function useCurrentPath(): string {
  const { pathname } = usePageLocation();
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => pathname,
  );
}

/**
 * The URL query and a way to change it without loading another page: the change adds a history
 * entry (Back returns to the previous state) and keeps the scroll position. On the server and while
 * hydrating, the query is empty, as in the prerendered HTML.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams, options?: SetQueryOptions) => void,
] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const setQuery = useCallback(
    (next: Record<string, string> | URLSearchParams, options: SetQueryOptions = {}) => {
      const query = new URLSearchParams(next).toString();
      const url = `${options.pathname ?? window.location.pathname}${query === '' ? '' : `?${query}`}${window.location.hash}`;
      if (options.replace === true) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      const notify = () => window.dispatchEvent(new Event(QUERY_CHANGE));
      if (options.flushSync === true) flushSync(notify);
      else notify();
    },
    [],
  );
  const query = useMemo(() => new URLSearchParams(search), [search]);
  return [query, setQuery];
}
