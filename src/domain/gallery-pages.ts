// The gallery in pages (issue 28): the page carries the counts of every filter and the first
// GALLERY_PAGE_SIZE photos of "All Photos"; the build writes every filter's photos as page files
// that "Show more" fetches (scripts/lib/media/gallery-pages.ts). Shared by the build and the
// browser, so that both cut the same pages and name the same files.
import type { GalleryPhoto } from '../content/media-manifest.ts';
import { GALLERY_CATEGORIES } from './file-names.ts';

/** Photos the gallery shows at first, and how many more each "Show more" adds (docs/product-rules.md). */
export const GALLERY_PAGE_SIZE = 24;

/** The filter that keeps every photo. */
export const ALL_PHOTOS = 'all';

/** What the gallery page carries, however many photos there are. */
export interface GalleryIndex {
  /** The filter buttons in order, "all" first, each with its exact number of photos. */
  filters: Array<{ id: string; count: number }>;
  /** The first page of "all": the photos the prerendered page shows. */
  first: GalleryPhoto[];
  /** Address of the folder of page files, named by their content (e.g. /generated/gallery/3f9a…). */
  base: string;
}

/** The filter buttons: "all" plus the categories the photos have, in the gallery's order. */
export function galleryFilters(photos: readonly GalleryPhoto[]): string[] {
  const present = new Set(photos.map((photo) => photo.category));
  const known = GALLERY_CATEGORIES.filter((category) => present.has(category));
  const unknown = [...present]
    .filter((category) => !(GALLERY_CATEGORIES as readonly string[]).includes(category))
    .sort();
  return [ALL_PHOTOS, ...known, ...unknown];
}

/** The photos of a filter, in the gallery's order ("all" keeps every photo). */
export function photosIn(photos: readonly GalleryPhoto[], filter: string): GalleryPhoto[] {
  return filter === ALL_PHOTOS ? [...photos] : photos.filter((photo) => photo.category === filter);
}

/** The exact number of photos of a filter (0 for a filter the gallery does not have). */
export function countOfFilter(index: GalleryIndex, filter: string): number {
  return index.filters.find((item) => item.id === filter)?.count ?? 0;
}

/** How many pages a filter of `count` photos has. */
export function pageCount(count: number): number {
  return Math.ceil(count / GALLERY_PAGE_SIZE);
}

/** The page (from 0) that holds a filter's photo number `index` (from 0). */
export function pageOfPhoto(index: number): number {
  return Math.floor(index / GALLERY_PAGE_SIZE);
}

/** Photos `page` (from 0) of a filter's photos. */
export function pageOf<T>(photos: readonly T[], page: number): T[] {
  return photos.slice(page * GALLERY_PAGE_SIZE, (page + 1) * GALLERY_PAGE_SIZE);
}

/** The file name of a filter's page (from 0) in the folder of page files: "arts-2.json" for page 1. */
function galleryPageFile(filter: string, page: number): string {
  return `${encodeURIComponent(filter)}-${page + 1}.json`;
}

/** The address of a filter's page (from 0). */
export function galleryPageUrl(base: string, filter: string, page: number): string {
  return `${base}/${galleryPageFile(filter, page)}`;
}

/** Every page file of the gallery: each filter's photos, GALLERY_PAGE_SIZE to a file. */
export function galleryPageFiles(
  photos: readonly GalleryPhoto[],
): Array<{ file: string; photos: GalleryPhoto[] }> {
  return galleryFilters(photos).flatMap((filter) => {
    const inFilter = photosIn(photos, filter);
    return Array.from({ length: pageCount(inFilter.length) }, (_, page) => ({
      file: galleryPageFile(filter, page),
      photos: pageOf(inFilter, page),
    }));
  });
}

/** What the page carries: the filters with their counts and the first page of "all". */
export function galleryIndex(photos: readonly GalleryPhoto[], base: string): GalleryIndex {
  return {
    filters: galleryFilters(photos).map((id) => ({ id, count: photosIn(photos, id).length })),
    first: pageOf(photos, 0),
    base,
  };
}
