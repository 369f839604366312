// @ts-check
// Netlify build plugin (registered in netlify.toml): keeps the image derivatives,
// public/generated/media/, in Netlify's build cache, so that a build encodes only the pictures added
// or changed since the last one. Netlify starts every build from a fresh clone, where that folder
// (git-ignored) is empty.
//
// No cache key is needed: a derivative is named after its source's content hash and settings
// (scripts/lib/media/thumbnails.ts), so a cached file is either still right or no longer wanted,
// and the content step deletes the ones no longer wanted before the cache is saved again.
//
// Plain JavaScript with Node's own modules only: Netlify loads local plugins with `import()` before
// the build command runs, so nothing may need compiling. A cache that cannot be read or written
// is reported and the build goes on, making what it lacks.
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The folder the content step writes derivatives to, whatever subfolders it gains. */
const MEDIA_DIR = fileURLToPath(new URL('../../../public/generated/media', import.meta.url));
const SHOWN = 'public/generated/media';

/**
 * What the hooks use of Netlify's `utils` (`utils.cache` is @netlify/cache-utils bound to the
 * site's cache folder).
 * @typedef {object} PluginUtils
 * @property {{ restore(path: string): Promise<boolean>, save(path: string): Promise<boolean> }} cache
 */

/** @param {string} message */
function log(message) {
  console.log(`media cache: ${message}`);
}

/** @param {unknown} error */
function reason(error) {
  return error instanceof Error ? error.message : String(error);
}

/** Files under `folder`, at any depth (0 when it does not exist). */
async function countFiles(/** @type {string} */ folder) {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}

/**
 * Before the build command: puts back the derivatives the last build saved. A folder that already
 * has files (a build on a computer that built before) is kept as it is, since the cache could only
 * be older.
 * @param {{ utils: PluginUtils }} options
 */
export async function onPreBuild({ utils }) {
  const present = await countFiles(MEDIA_DIR);
  if (present > 0) {
    log(`${SHOWN} already has ${present} files: kept, nothing restored`);
    return;
  }
  try {
    if (await utils.cache.restore(MEDIA_DIR))
      log(`restored ${await countFiles(MEDIA_DIR)} files of ${SHOWN} from the last build`);
    else log('nothing cached yet: this build makes every derivative');
  } catch (error) {
    log(`could not restore the cache (${reason(error)}): this build makes every derivative`);
  }
}

/**
 * After the build command succeeded (and before the deploy): saves the folder for the next build.
 * Not after a failed build (no onError): it may have left a derivative half written (a full
 * disk), and a cached file is never checked again; the next build remakes what it lacks.
 * @param {{ utils: PluginUtils }} options
 */
export async function onPostBuild({ utils }) {
  try {
    if (await utils.cache.save(MEDIA_DIR))
      log(`saved ${await countFiles(MEDIA_DIR)} files of ${SHOWN} for the next build`);
    else log(`nothing to save: ${SHOWN} is empty`);
  } catch (error) {
    log(`could not save the cache (${reason(error)}): the next build makes what it lacks`);
  }
}
