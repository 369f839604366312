/** The part of Vite's build manifest (dist/.vite/manifest.json) the prerenderer reads. */
export type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

/**
 * The stylesheets and scripts a lazily loaded module needs (itself and its static imports), minus
 * what the entry already loads, so the prerendered page paints with its CSS and starts its code early.
 */
export function assetsFor(manifest: ViteManifest, keys: string[]): { css: string[]; js: string[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  const inEntry = new Set<string>();
  const css = new Set<string>();
  const js = new Set<string>();

  const walk = (key: string, into: { css: Set<string>; js: Set<string> }, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`${key} is not in the Vite manifest`);
    into.js.add(`/${chunk.file}`);
    chunk.css?.forEach((file) => into.css.add(`/${file}`));
    chunk.imports?.forEach((child) => walk(child, into, seen));
  };

  const entry = { css: new Set<string>(), js: new Set<string>() };
  if (entryKey !== undefined) walk(entryKey, entry, new Set());
  entry.js.forEach((file) => inEntry.add(file));
  entry.css.forEach((file) => inEntry.add(file));

  const seen = new Set<string>();
  for (const key of keys) walk(key, { css, js }, seen);
  return {
    css: [...css].filter((file) => !inEntry.has(file)),
    js: [...js].filter((file) => !inEntry.has(file)),
  };
}

/** The app every page runs, which src/app/boot.ts imports once the page has loaded. */
export const APP_MODULE = 'src/app/entry-client.tsx';

/** The scripts of these modules that the app (APP_MODULE) does not already load on every page. */
export function scriptsBeyondApp(manifest: ViteManifest, keys: string[]): string[] {
  const app = new Set(assetsFor(manifest, [APP_MODULE]).js);
  return assetsFor(manifest, keys).js.filter((file) => !app.has(file));
}
