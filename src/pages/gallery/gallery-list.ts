// Which photos the gallery holds and shows: the first page of "All Photos" comes with the page;
// other pages are fetched from the build's page files when the grid ("Show more", another
// category) or the full view (next, previous) needs them, each once.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { GalleryPhoto } from '../../content/media-manifest.ts';
import {
  ALL_PHOTOS,
  countOfFilter,
  GALLERY_PAGE_SIZE,
  galleryPageUrl,
  pageCount,
  pageOfPhoto,
  photosIn,
  type GalleryIndex,
} from '../../domain/gallery-pages.ts';

type Photos = readonly GalleryPhoto[];

/** A page being fetched, or one whose fetch failed (until it is tried again). */
export type PageRequest = 'loading' | 'failed';

export interface GalleryListState {
  /** Pages at hand, by filter and page number (from 0). */
  pages: Readonly<Record<string, Readonly<Record<number, Photos>>>>;
  /** Pages being fetched or that failed, by `filter/page`. */
  requests: Readonly<Record<string, PageRequest>>;
  /** The filter the grid shows and how many of its pages: one until "Show more". */
  shown: { filter: string; pages: number };
}

export type GalleryListAction =
  | { type: 'filter' | 'more'; filter: string }
  | { type: 'loading' | 'failed'; filter: string; page: number }
  | { type: 'loaded'; filter: string; page: number; photos: Photos };

const requestKey = (filter: string, page: number) => `${filter}/${page}`;

/** The state a page starts with: the first page of "all", which the page carries. */
export function initialGalleryList(index: GalleryIndex): GalleryListState {
  return {
    pages: { [ALL_PHOTOS]: { 0: index.first } },
    requests: {},
    shown: { filter: ALL_PHOTOS, pages: 1 },
  };
}

/** How many pages the grid shows of a filter: its first unless "Show more" was used since it was chosen. */
function pagesShown(state: GalleryListState, filter: string): number {
  return state.shown.filter === filter ? state.shown.pages : 1;
}

export function galleryListReducer(
  state: GalleryListState,
  action: GalleryListAction,
): GalleryListState {
  const key = requestKey(action.filter, 'page' in action ? action.page : 0);
  switch (action.type) {
    // Another filter shows its first page (and the one before, when chosen again, its first too).
    case 'filter':
      return state.shown.filter === action.filter
        ? state
        : { ...state, shown: { filter: action.filter, pages: 1 } };
    case 'more':
      return {
        ...state,
        shown: { filter: action.filter, pages: pagesShown(state, action.filter) + 1 },
      };
    case 'loading':
    case 'failed':
      return { ...state, requests: { ...state.requests, [key]: action.type } };
    case 'loaded': {
      const { [key]: _done, ...requests } = state.requests;
      const pages = { ...state.pages[action.filter], [action.page]: action.photos };
      return { ...state, pages: { ...state.pages, [action.filter]: pages }, requests };
    }
  }
}

/**
 * A page of a filter, if at hand: fetched, or cut from the pages of "all" at hand when they hold
 * it (every photo of "all", or enough of the filter's from its start), so that a small gallery
 * never fetches anything.
 */
export function pageAtHand(
  state: GalleryListState,
  index: GalleryIndex,
  filter: string,
  page: number,
): Photos | undefined {
  const fetched = state.pages[filter]?.[page];
  if (fetched !== undefined) return fetched;
  const all: GalleryPhoto[] = [];
  for (let number = 0; state.pages[ALL_PHOTOS]?.[number] !== undefined; number++)
    all.push(...(state.pages[ALL_PHOTOS]?.[number] ?? []));
  const inFilter = photosIn(all, filter);
  const end = Math.min((page + 1) * GALLERY_PAGE_SIZE, countOfFilter(index, filter));
  if (all.length < countOfFilter(index, ALL_PHOTOS) && inFilter.length < end) return undefined;
  return inFilter.slice(page * GALLERY_PAGE_SIZE, end);
}

/** The grid of a filter: the photos of the pages it shows, and the first page it still waits for. */
export function gridOf(
  state: GalleryListState,
  index: GalleryIndex,
  filter: string,
): { photos: GalleryPhoto[]; waiting: number | null } {
  const photos: GalleryPhoto[] = [];
  const pages = Math.min(pagesShown(state, filter), pageCount(countOfFilter(index, filter)));
  for (let page = 0; page < pages; page++) {
    const photosOfPage = pageAtHand(state, index, filter, page);
    if (photosOfPage === undefined) return { photos, waiting: page };
    photos.push(...photosOfPage);
  }
  return { photos, waiting: null };
}

/** A filter's photo number `at` (from 0), if its page is at hand. */
export function photoAt(
  state: GalleryListState,
  index: GalleryIndex,
  filter: string,
  at: number,
): GalleryPhoto | undefined {
  return pageAtHand(state, index, filter, pageOfPhoto(at))?.[at % GALLERY_PAGE_SIZE];
}

/** Whether a page is being fetched or failed (undefined: at hand, or not asked for yet). */
export function requestOf(
  state: GalleryListState,
  filter: string,
  page: number,
): PageRequest | undefined {
  return state.requests[requestKey(filter, page)];
}

async function fetchPage(url: string): Promise<Photos> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const photos: unknown = await response.json();
  if (!Array.isArray(photos)) throw new Error(`${url}: not a list of photos`);
  return photos as Photos;
}

/**
 * The gallery's photos for a filter: the grid's, a way to show more, a photo by its number for the
 * full view, and the pages to fetch. `wanted` are the pages (of `filter`) the full view needs.
 */
export function useGalleryList(index: GalleryIndex, filter: string, wanted: readonly number[]) {
  const [state, dispatch] = useReducer(galleryListReducer, index, initialGalleryList);
  // A filter just chosen starts at its first page (React renders again at once, before painting).
  if (state.shown.filter !== filter) dispatch({ type: 'filter', filter });
  const inFlight = useRef(new Set<string>());

  const load = useCallback(
    (page: number) => {
      const key = requestKey(filter, page);
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      dispatch({ type: 'loading', filter, page });
      fetchPage(galleryPageUrl(index.base, filter, page))
        .then(
          (photos) => dispatch({ type: 'loaded', filter, page, photos }),
          () => dispatch({ type: 'failed', filter, page }),
        )
        // Whatever the outcome, a later request may try again.
        .finally(() => inFlight.current.delete(key));
    },
    [filter, index.base],
  );

  const grid = gridOf(state, index, filter);
  // The pages to fetch: the grid's, and the full view's; a page that failed waits for "Try again".
  const needed = [...(grid.waiting === null ? [] : [grid.waiting]), ...wanted].filter(
    (page) =>
      pageAtHand(state, index, filter, page) === undefined &&
      requestOf(state, filter, page) === undefined,
  );
  const neededKey = needed.join(',');
  useEffect(() => {
    for (const page of neededKey === '' ? [] : neededKey.split(',')) load(Number(page));
  }, [neededKey, load]);

  return {
    grid,
    /** The state of the page the grid waits for. */
    gridRequest: grid.waiting === null ? undefined : requestOf(state, filter, grid.waiting),
    photoAt: (at: number) => photoAt(state, index, filter, at),
    requestOfPhoto: (at: number) => requestOf(state, filter, pageOfPhoto(at)),
    more: () => dispatch({ type: 'more', filter }),
    retry: load,
  };
}
