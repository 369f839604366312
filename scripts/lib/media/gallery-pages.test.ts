import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testPhotos } from '../../../tests/gallery-photos.ts';
import { writeGalleryPages } from './gallery-pages.ts';

let publicDir = '';
beforeEach(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), 'gallery-pages-'));
});
afterEach(async () => {
  await rm(publicDir, { recursive: true, force: true });
});

const folders = () => readdir(path.join(publicDir, 'generated/gallery'));

describe('writeGalleryPages', () => {
  it('writes the page files in a folder named by their content, which the index names', async () => {
    const photos = testPhotos(30);
    const index = await writeGalleryPages(publicDir, photos);
    const [folder = ''] = await folders();
    expect(folder).toMatch(/^[0-9a-f]{12}$/);
    expect(index.base).toBe(`/generated/gallery/${folder}`);
    const dir = path.join(publicDir, 'generated/gallery', folder);
    expect((await readdir(dir)).sort()).toEqual(
      [
        'all-1.json',
        'all-2.json',
        'events-1.json',
        'academics-1.json',
        'arts-1.json',
        'sports-1.json',
        'celebrations-1.json',
        'general-1.json',
      ].sort(),
    );
    const second = JSON.parse(await readFile(path.join(dir, 'all-2.json'), 'utf8')) as unknown;
    expect(second).toEqual(photos.slice(24));
    expect(index.first).toEqual(photos.slice(0, 24));
  });

  it('keeps the folder for the same photos and replaces it for others', async () => {
    const first = await writeGalleryPages(publicDir, testPhotos(30));
    expect((await writeGalleryPages(publicDir, testPhotos(30))).base).toBe(first.base);
    const other = await writeGalleryPages(publicDir, testPhotos(31));
    expect(other.base).not.toBe(first.base);
    expect(await folders()).toEqual([other.base.split('/').at(-1)]);
  });
});
