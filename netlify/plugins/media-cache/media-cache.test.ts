// The media cache plugin, called as Netlify calls it: its file loaded with `import()` from a copy
// of the project, its hooks given a `utils.cache` that behaves as @netlify/cache-utils documents,
// kept in a temporary folder. Each "build" starts from a fresh copy, as Netlify's do, and makes
// the derivatives with the content step's own processImages. `npm run test:netlify-cache` shows
// the same with Netlify's real build (netlify build --offline).
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { processImages, type ThumbnailSpec } from '../../../scripts/lib/media/thumbnails.ts';

/** Netlify's `utils.cache` (@netlify/cache-utils), for one path at a time. */
interface NetlifyCache {
  /** Copies a file or folder into the cache; false when there is nothing to save. */
  save(path: string): Promise<boolean>;
  /** Copies it back from the cache, replacing the local one; false when nothing is cached. */
  restore(path: string): Promise<boolean>;
  remove(path: string): Promise<boolean>;
  has(path: string): Promise<boolean>;
  list(): Promise<string[]>;
}

interface HookOptions {
  utils: { cache: NetlifyCache };
}

interface MediaCachePlugin {
  onPreBuild(options: HookOptions): Promise<void>;
  onPostBuild(options: HookOptions): Promise<void>;
}

const PLUGIN_DIR = import.meta.dirname;
// Small sizes of the content step's settings, to be quick.
const GALLERY: ThumbnailSpec = { widths: [120, 240], aspect: 4 / 3 };
const STAFF: ThumbnailSpec = { widths: [80, 160], aspect: 4 / 5 };

async function countFiles(folder: string): Promise<number> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}

/** A cache kept in `cacheDir`, with the behaviour @netlify/cache-utils documents. */
function folderCache(cacheDir: string): NetlifyCache {
  const saved = new Map<string, string>();
  const place = (file: string) => saved.get(file) ?? path.join(cacheDir, String(saved.size));
  return {
    async save(file) {
      if ((await countFiles(file)) === 0) return false;
      const target = place(file);
      await rm(target, { recursive: true, force: true });
      await cp(file, target, { recursive: true });
      saved.set(file, target);
      return true;
    },
    async restore(file) {
      const source = saved.get(file);
      if (source === undefined) return false;
      await rm(file, { recursive: true, force: true });
      await cp(source, file, { recursive: true });
      return true;
    },
    async remove(file) {
      const source = saved.get(file);
      if (source === undefined) return false;
      await rm(source, { recursive: true, force: true });
      saved.delete(file);
      return true;
    },
    async has(file) {
      return saved.has(file);
    },
    async list() {
      return [...saved.keys()];
    },
  };
}

let work: string;
let site: string;
let photos: string;
let cache: NetlifyCache;
let logged: string[];

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'media-cache-'));
  site = path.join(work, 'site');
  photos = path.join(work, 'photos');
  await mkdir(photos);
  cache = folderCache(path.join(work, 'netlify-cache'));
  logged = [];
  vi.spyOn(console, 'log').mockImplementation((message: string) => logged.push(message));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(work, { recursive: true, force: true });
});

async function addPhoto(name: string, red: number): Promise<void> {
  await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: red, g: 90, b: 140 } },
  })
    .jpeg()
    .toFile(path.join(photos, name));
}

/** A fresh clone: the plugin's file, and no public/generated/. */
async function freshClone(): Promise<MediaCachePlugin> {
  await rm(site, { recursive: true, force: true });
  const pluginDir = path.join(site, 'netlify/plugins/media-cache');
  await mkdir(pluginDir, { recursive: true });
  for (const file of ['index.js', 'manifest.yml'])
    await cp(path.join(PLUGIN_DIR, file), path.join(pluginDir, file));
  return (await import(pathToFileURL(path.join(pluginDir, 'index.js')).href)) as MediaCachePlugin;
}

/** The content step's part that makes derivatives: the gallery and one staff portrait. */
async function makeDerivatives() {
  const names = (await readdir(photos)).sort();
  const media = path.join(site, 'public/generated/media');
  const kinds = [
    ['gallery', names.filter((name) => name !== 'portrait.jpg'), GALLERY],
    ['staff', names.filter((name) => name === 'portrait.jpg'), STAFF],
  ] as const;
  const runs = await Promise.all(
    kinds.map(([kind, files, spec]) =>
      processImages({
        sources: files.map((name) => ({ key: name, file: path.join(photos, name) })),
        outDir: path.join(media, kind),
        urlBase: `/generated/media/${kind}`,
        spec,
      }),
    ),
  );
  return {
    encoded: runs.reduce((sum, run) => sum + run.encoded, 0),
    removed: runs.reduce((sum, run) => sum + run.removed, 0),
    images: new Map(runs.flatMap((run) => [...run.images])),
  };
}

/** A Netlify build: the plugin's hooks around the build command. */
async function netlifyBuild(plugin: MediaCachePlugin) {
  const utils = { cache };
  await plugin.onPreBuild({ utils });
  const run = await makeDerivatives();
  await plugin.onPostBuild({ utils });
  return run;
}

describe('the media cache build plugin', () => {
  it('carries the derivatives to the next build, which encodes only a new photo', async () => {
    await addPhoto('assembly.jpg', 200);
    await addPhoto('field-day.jpg', 120);
    await addPhoto('portrait.jpg', 40);

    const first = await netlifyBuild(await freshClone());
    // Two widths of each photo in each of its formats (AVIF where smaller, WebP, JPEG).
    const made = [...first.images.values()].reduce(
      (sum, image) => sum + image.thumbnails.length,
      0,
    );
    expect(made).toBeGreaterThanOrEqual(12);
    expect(first.encoded).toBe(made);
    expect(logged).toEqual([
      'media cache: nothing cached yet: this build makes every derivative',
      // The derivatives and one index.json per kind.
      `media cache: saved ${made + 2} files of public/generated/media for the next build`,
    ]);

    logged.length = 0;
    const second = await netlifyBuild(await freshClone());
    expect(second).toMatchObject({ encoded: 0, removed: 0 });
    expect(logged[0]).toBe(
      `media cache: restored ${made + 2} files of public/generated/media from the last build`,
    );

    await addPhoto('science-fair.jpg', 80);
    const third = await netlifyBuild(await freshClone());
    const added = third.images.get('science-fair.jpg')?.thumbnails.length ?? 0;
    expect(added).toBeGreaterThanOrEqual(4);
    expect(third).toMatchObject({ encoded: added, removed: 0 });
    expect(await countFiles(path.join(site, 'public/generated/media'))).toBe(made + added + 2);

    // Without the plugin, the same fresh clone encodes everything again.
    await freshClone();
    expect((await makeDerivatives()).encoded).toBe(made + added);
  });

  it('keeps a folder that already has derivatives instead of restoring an older one', async () => {
    await addPhoto('assembly.jpg', 200);
    const plugin = await freshClone();
    await netlifyBuild(plugin);
    const kept = path.join(site, 'public/generated/media/gallery/kept-by-hand.txt');
    await writeFile(kept, 'local');
    const restore = vi.spyOn(cache, 'restore');

    logged.length = 0;
    await plugin.onPreBuild({ utils: { cache } });
    expect(restore).not.toHaveBeenCalled();
    expect(await readFile(kept, 'utf8')).toBe('local');
    expect(logged).toEqual([
      'media cache: public/generated/media already has 7 files: kept, nothing restored',
    ]);
  });

  it('lets the build go on when the cache cannot be read or written', async () => {
    const plugin = await freshClone();
    const broken: NetlifyCache = {
      ...cache,
      restore: () => Promise.reject(new Error('disk unreadable')),
      save: () => Promise.reject(new Error('disk full')),
    };
    await plugin.onPreBuild({ utils: { cache: broken } });
    await mkdir(path.join(site, 'public/generated/media'), { recursive: true });
    await writeFile(path.join(site, 'public/generated/media/index.json'), '{}');
    await plugin.onPostBuild({ utils: { cache: broken } });
    expect(logged).toEqual([
      'media cache: could not restore the cache (disk unreadable): this build makes every derivative',
      'media cache: could not save the cache (disk full): the next build makes what it lacks',
    ]);
  });

  it('is registered in netlify.toml', async () => {
    const toml = await readFile(path.join(PLUGIN_DIR, '../../../netlify.toml'), 'utf8');
    expect(toml).toMatch(/^\[\[plugins\]\]\n\s*package = "\.\/netlify\/plugins\/media-cache"$/m);
    expect(await readFile(path.join(PLUGIN_DIR, 'manifest.yml'), 'utf8')).toMatch(
      /^name: media-cache$/m,
    );
  });
});
