// How a page's first-load script is measured, in one place: the site's own scripts the browser
// requests until the page is interactive and the network is idle, each counted at its gzip size
// (as transferred), without the PDF viewer's files, which load after hydration on the pages that
// show a PDF. The per-page sweep (tests/e2e/pages.spec.ts) holds each page to its budget with it;
// the scale benchmark (bench/scale.ts) reports it for the sample and the scaled content.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { scriptsBeyondApp, type ViteManifest } from '../scripts/lib/manifest-assets.ts';

/** A build's Vite manifest (dist/.vite/manifest.json). */
export function readViteManifest(siteDir: string): ViteManifest {
  return JSON.parse(
    readFileSync(path.join(siteDir, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;
}

/**
 * The built files of the PDF viewer (react-pdf, pdfjs-dist, its worker) that no other code shares:
 * those modules and their static imports, minus what the app loads on every page.
 */
export function pdfViewerFiles(manifest: ViteManifest): Set<string> {
  return new Set(
    scriptsBeyondApp(
      manifest,
      Object.keys(manifest).filter((key) =>
        /react-pdf|pdfjs-dist|pdf-viewer|pdf\.worker/.test(key),
      ),
    ),
  );
}

/** The gzip size of a built file, named by its URL path ("/static/app-1234.js"). */
export function gzipBytes(siteDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(siteDir, file))).length;
}

/** Records the site's own scripts and stylesheets that a page requests (URL paths). */
export function watchAssets(
  page: Page,
  origin: string,
): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (/\.m?js$/.test(url.pathname)) scripts.add(url.pathname);
    else if (url.pathname.endsWith('.css')) styles.add(url.pathname);
  });
  return { scripts, styles };
}

/** A page's first-load script: the requested scripts but the PDF viewer's, and their gzip bytes. */
export function firstLoadScript(
  siteDir: string,
  viewerFiles: ReadonlySet<string>,
  requested: Iterable<string>,
): { counted: string[]; viewer: string[]; bytes: number } {
  const scripts = [...requested].sort();
  const viewer = scripts.filter((file) => viewerFiles.has(file));
  const counted = scripts.filter((file) => !viewerFiles.has(file));
  const bytes = counted.reduce((sum, file) => sum + gzipBytes(siteDir, file), 0);
  return { counted, viewer, bytes };
}
