import { describe, expect, it } from 'vitest';
import { testPhoto, testPhotos } from '../../tests/gallery-photos.ts';
import {
  GALLERY_PAGE_SIZE,
  countOfFilter,
  galleryFilters,
  galleryIndex,
  galleryPageFiles,
  galleryPageUrl,
  pageCount,
  pageOfPhoto,
  photosIn,
} from './gallery-pages.ts';

describe('gallery filters', () => {
  it('offers "all" plus the categories present, an unknown one under its raw name', () => {
    const photos = [
      testPhoto('a.jpg', 'sports'),
      testPhoto('b.jpg', 'events'),
      testPhoto('c.jpg', 'fieldtrips'),
    ];
    expect(galleryFilters(photos)).toEqual(['all', 'events', 'sports', 'fieldtrips']);
    expect(photosIn(photos, 'sports').map((item) => item.file)).toEqual(['a.jpg']);
  });
});

describe('gallery pages', () => {
  it('cuts pages of 24 and finds the page of a photo', () => {
    expect(GALLERY_PAGE_SIZE).toBe(24);
    expect([0, 1, 24, 25, 48, 49].map(pageCount)).toEqual([0, 1, 1, 2, 2, 3]);
    expect([0, 23, 24, 47, 48].map(pageOfPhoto)).toEqual([0, 0, 1, 1, 2]);
    expect(galleryPageUrl('/generated/gallery/abc', 'arts', 1)).toBe(
      '/generated/gallery/abc/arts-2.json',
    );
  });

  it("writes every filter's photos, in order, 24 to a file, each photo once per filter", () => {
    const photos = testPhotos(50);
    const files = galleryPageFiles(photos);
    expect(files.map((page) => `${page.file}:${page.photos.length}`)).toEqual([
      'all-1.json:24',
      'all-2.json:24',
      'all-3.json:2',
      'events-1.json:9',
      'academics-1.json:9',
      'arts-1.json:8',
      'sports-1.json:8',
      'celebrations-1.json:8',
      'general-1.json:8',
    ]);
    const all = files.filter((page) => page.file.startsWith('all-')).flatMap((page) => page.photos);
    expect(all).toEqual(photos);
    const arts = files.find((page) => page.file === 'arts-1.json')?.photos ?? [];
    expect(arts.map((photo) => photo.file)).toEqual(
      photos.filter((photo) => photo.category === 'arts').map((photo) => photo.file),
    );
  });

  it('has no page files without photos', () => {
    expect(galleryPageFiles([])).toEqual([]);
    expect(galleryIndex([], '/g')).toEqual({
      filters: [{ id: 'all', count: 0 }],
      first: [],
      base: '/g',
    });
  });
});

describe('the gallery index (what the page carries)', () => {
  it('holds the exact count of every filter and the first 24 photos of "all"', () => {
    const photos = testPhotos(300);
    const index = galleryIndex(photos, '/generated/gallery/abc');
    expect(index.filters).toEqual([
      { id: 'all', count: 300 },
      { id: 'events', count: 50 },
      { id: 'academics', count: 50 },
      { id: 'arts', count: 50 },
      { id: 'sports', count: 50 },
      { id: 'celebrations', count: 50 },
      { id: 'general', count: 50 },
    ]);
    expect(countOfFilter(index, 'arts')).toBe(50);
    expect(countOfFilter(index, 'fieldtrips')).toBe(0);
    expect(index.first).toEqual(photos.slice(0, 24));
  });

  it('weighs the same for 31, 300 or 3,000 photos', () => {
    const size = (count: number) =>
      JSON.stringify(galleryIndex(testPhotos(count), '/generated/gallery/0123456789ab')).length;
    // Only the digits of the counts differ.
    expect(size(300) - size(31)).toBeLessThanOrEqual(7);
    expect(size(3000) - size(300)).toBeLessThanOrEqual(7);
    expect(galleryIndex(testPhotos(3000), '/g').first).toHaveLength(GALLERY_PAGE_SIZE);
  });
});
