import { describe, expect, it } from 'vitest';
import { testPhotos } from '../../../tests/gallery-photos.ts';
import { galleryIndex, pageOf, photosIn } from '../../domain/gallery-pages.ts';
import {
  galleryListReducer,
  gridOf,
  initialGalleryList,
  pageAtHand,
  photoAt,
  requestOf,
  type GalleryListAction,
  type GalleryListState,
} from './gallery-list.ts';

// 60 photos, categories taking turns: 10 in each of the six categories.
const photos = testPhotos(60);
const index = galleryIndex(photos, '/generated/gallery/test');
const files = (list: readonly { file: string }[]) => list.map((photo) => photo.file);
const run = (...actions: GalleryListAction[]): GalleryListState =>
  actions.reduce(galleryListReducer, initialGalleryList(index));
const loaded = (filter: string, page: number): GalleryListAction => ({
  type: 'loaded',
  filter,
  page,
  photos: pageOf(photosIn(photos, filter), page),
});

describe('the gallery grid', () => {
  it('shows the first 24 of "all" from the page itself', () => {
    const grid = gridOf(run(), index, 'all');
    expect(files(grid.photos)).toEqual(files(photos.slice(0, 24)));
    expect(grid.waiting).toBeNull();
  });

  it('"Show more" waits for the next page, then shows 48; the last page ends the list', () => {
    let state = run({ type: 'more', filter: 'all' });
    expect(gridOf(state, index, 'all')).toMatchObject({ waiting: 1 });
    expect(gridOf(state, index, 'all').photos).toHaveLength(24);
    state = galleryListReducer(state, { type: 'loading', filter: 'all', page: 1 });
    expect(requestOf(state, 'all', 1)).toBe('loading');
    state = galleryListReducer(state, loaded('all', 1));
    expect(requestOf(state, 'all', 1)).toBeUndefined();
    expect(files(gridOf(state, index, 'all').photos)).toEqual(files(photos.slice(0, 48)));
    state = [{ type: 'more', filter: 'all' } as const, loaded('all', 2)].reduce(
      galleryListReducer,
      state,
    );
    expect(gridOf(state, index, 'all')).toEqual({ photos, waiting: null });
    // Nothing beyond the last page.
    state = galleryListReducer(state, { type: 'more', filter: 'all' });
    expect(gridOf(state, index, 'all')).toEqual({ photos, waiting: null });
  });

  it('a failed page waits for "Try again"', () => {
    const state = run(
      { type: 'more', filter: 'all' },
      { type: 'loading', filter: 'all', page: 1 },
      { type: 'failed', filter: 'all', page: 1 },
    );
    expect(requestOf(state, 'all', 1)).toBe('failed');
    expect(gridOf(state, index, 'all')).toMatchObject({ waiting: 1 });
    const retried = [{ type: 'loading', filter: 'all', page: 1 } as const, loaded('all', 1)].reduce(
      galleryListReducer,
      state,
    );
    expect(gridOf(retried, index, 'all').photos).toHaveLength(48);
  });

  it('another category shows its own first page, and "all" its first again', () => {
    let state = run({ type: 'more', filter: 'all' }, loaded('all', 1));
    expect(gridOf(state, index, 'all').photos).toHaveLength(48);
    state = galleryListReducer(state, { type: 'filter', filter: 'arts' });
    // Arts' first ten photos: eight are among the 48 of "all" at hand, so the page is fetched.
    expect(gridOf(state, index, 'arts')).toEqual({ photos: [], waiting: 0 });
    state = galleryListReducer(state, loaded('arts', 0));
    expect(files(gridOf(state, index, 'arts').photos)).toEqual(files(photosIn(photos, 'arts')));
    state = galleryListReducer(state, { type: 'filter', filter: 'all' });
    expect(gridOf(state, index, 'all').photos).toHaveLength(24);
    // The page fetched before is still at hand: "Show more" needs no second fetch.
    state = galleryListReducer(state, { type: 'more', filter: 'all' });
    expect(gridOf(state, index, 'all')).toMatchObject({ waiting: null });
    expect(gridOf(state, index, 'all').photos).toHaveLength(48);
  });

  it('cuts a category from "all" when the photos at hand hold it: a small gallery fetches nothing', () => {
    const small = testPhotos(20);
    const smallIndex = galleryIndex(small, '/g');
    const state = initialGalleryList(smallIndex);
    expect(files(gridOf(state, smallIndex, 'sports').photos)).toEqual(
      files(photosIn(small, 'sports')),
    );
    // 48 of 60 at hand hold the first eight of every category, not all ten.
    const partial = run({ type: 'more', filter: 'all' }, loaded('all', 1));
    expect(pageAtHand(partial, index, 'events', 0)).toBeUndefined();
    const everything = [loaded('all', 2)].reduce(galleryListReducer, partial);
    expect(files(pageAtHand(everything, index, 'events', 0) ?? [])).toEqual(
      files(photosIn(photos, 'events')),
    );
  });
});

describe('the full view', () => {
  it('finds any photo of the filter whose page is at hand, in or beyond the grid', () => {
    const state = run(loaded('all', 2));
    expect(photoAt(state, index, 'all', 0)?.file).toBe(photos[0]?.file);
    expect(photoAt(state, index, 'all', 59)?.file).toBe(photos[59]?.file);
    // Page 2 of "all" (photos 25 to 48) was never fetched.
    expect(photoAt(state, index, 'all', 30)).toBeUndefined();
    // The grid still shows the first page only.
    expect(gridOf(state, index, 'all').photos).toHaveLength(24);
  });
});
