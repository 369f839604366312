// Byte budgets of every page (tests/budgets.ts), measured on the production build: the scripts and
// stylesheets a first visit loads until the page is hydrated and the network is idle, gzip-sized.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { assetsFor, type ViteManifest } from '../../scripts/lib/manifest-assets.ts';
import { CSS_KB, HERO_POSTER_KB, KB, PDF_PAGES, scriptBudgetKb } from '../budgets.ts';
import { expect, test, EVERY_PAGE, skipWelcome } from './support.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as ViteManifest;

/**
 * The built files of the PDF viewer (react-pdf, pdfjs-dist, its worker) that no other code shares:
 * those modules and their static imports, minus what the entry loads on every page.
 */
const viewerFiles = new Set(
  assetsFor(
    manifest,
    Object.keys(manifest).filter((key) => /react-pdf|pdfjs-dist|pdf-viewer|pdf\.worker/.test(key)),
  ).js,
);
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The site's own scripts and stylesheets a page loads on a first visit. */
async function firstLoad(
  page: Page,
  url: string,
): Promise<{ scripts: string[]; styles: string[] }> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (origin !== new URL(page.url() === 'about:blank' ? url : page.url()).origin) return;
    if (/\.m?js$/.test(pathname)) scripts.add(pathname);
    else if (pathname.endsWith('.css')) styles.add(pathname);
  });
  await page.goto(url);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

for (const { id, url } of EVERY_PAGE) {
  test(`${url} stays within its script and style budgets`, async ({ page, baseURL }) => {
    await skipWelcome(page);
    const { scripts, styles } = await firstLoad(page, `${baseURL}${url}`);
    const viewer = scripts.filter((file) => viewerFiles.has(file));
    const counted = scripts.filter((file) => !viewerFiles.has(file));
    const scriptBytes = counted.reduce((sum, file) => sum + gzipBytes(file), 0);
    const styleBytes = styles.reduce((sum, file) => sum + gzipBytes(file), 0);
    const scriptBudget = scriptBudgetKb(id) * KB;
    console.log(
      `${url.padEnd(34)} script ${kb(scriptBytes).padStart(9)} of ${scriptBudgetKb(id)} KB` +
        ` (${counted.length} files)   css ${kb(styleBytes).padStart(8)} of ${CSS_KB} KB` +
        (viewer.length > 0
          ? `   + PDF viewer ${kb(viewer.reduce((s, f) => s + gzipBytes(f), 0))}`
          : ''),
    );
    expect(scriptBytes, `${url}: first-load script ${kb(scriptBytes)} (gzip)`).toBeLessThanOrEqual(
      scriptBudget,
    );
    expect(styleBytes, `${url}: first-load CSS ${kb(styleBytes)} (gzip)`).toBeLessThanOrEqual(
      CSS_KB * KB,
    );
    if (!PDF_PAGES.has(id))
      expect(viewer, `${url} must not load the PDF viewer's code`).toEqual([]);
  });
}

test('the home hero poster stays within its budget', () => {
  const file = path.join(dist, 'assets/images/home/hero-poster.jpg');
  const bytes = statSync(file).size;
  console.log(`hero poster ${kb(bytes)} of ${HERO_POSTER_KB} KB`);
  expect(bytes, `hero poster ${kb(bytes)}`).toBeLessThanOrEqual(HERO_POSTER_KB * KB);
});
