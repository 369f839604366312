// Writes the gallery's page files (src/domain/gallery-pages.ts) for "Show more" to fetch, in a
// folder named by their content: a rebuild with other photos writes another folder, which the
// page's index names, so that no browser or cache can mix an old page with a new one.
import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GalleryPhoto } from '../../../src/content/media-manifest.ts';
import {
  galleryIndex,
  galleryPageFiles,
  type GalleryIndex,
} from '../../../src/domain/gallery-pages.ts';

/** Where the page files go under the public folder, and their address. */
const FOLDER = 'generated/gallery';

/**
 * Writes every page file of the gallery to `<publicDir>/generated/gallery/<hash>/` (the folder of
 * another set of photos is removed) and returns the index the page carries.
 */
export async function writeGalleryPages(
  publicDir: string,
  photos: readonly GalleryPhoto[],
): Promise<GalleryIndex> {
  const files = galleryPageFiles(photos).map(({ file, photos: page }) => ({
    file,
    text: JSON.stringify(page),
  }));
  const hash = createHash('sha256');
  for (const { file, text } of files) hash.update(`${file}\n${text}\n`);
  const name = hash.digest('hex').slice(0, 12);
  const root = path.join(publicDir, FOLDER);
  await mkdir(root, { recursive: true });
  const existing = await readdir(root);
  if (!existing.includes(name)) {
    // Written beside, then renamed: a folder of that name is always complete.
    const partial = path.join(root, `.${name}.partial`);
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial);
    for (const { file, text } of files) await writeFile(path.join(partial, file), text);
    await rename(partial, path.join(root, name));
  }
  for (const other of existing.filter((entry) => entry !== name))
    await rm(path.join(root, other), { recursive: true, force: true });
  return galleryIndex(photos, `/${FOLDER}/${name}`);
}
