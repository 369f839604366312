// `npm run bench:pictures -- --before <dist> --after <dist>`: do two builds of the site show their
// pictures alike? Serves each build with scripts/serve.ts, opens every page in English at 390 px
// (a phone, three device pixels to each) and at 1280 px, in Chromium on the test day with reduced
// motion (no carousel moves), scrolls through the page so that every lazy picture loads, and
// compares the two screenshots pixel by pixel. Used to check that the media pipeline's copies
// (AVIF, WebP, JPEG at the size of the slot) look like the pictures they replace: it reports, per
// page and width, whether the layout is the same (same page height) and the share of pixels that
// differ visibly (a channel off by more than 48 of 255), and writes both screenshots and a map of
// the differences to bench/.work/picture-compare/. A benchmark, not a test: it never fails.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { routeTable } from '../src/domain/route-table.ts';
import { WELCOME_SEEN_KEY } from '../src/pages/home/welcome-flag.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../tests/chromium.ts';
import { TEST_NOW } from '../tests/today.ts';
import { serveBuild } from './serve-build.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'bench/.work/picture-compare');

/** A channel differs visibly when it is off by more than this (of 255). */
const VISIBLE = 48;

const VIEWS = [
  { name: '390', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: '1280', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
] as const;

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'dist' },
    pages: { type: 'string' },
  },
});
if (values.before === undefined) {
  console.error(
    'Usage: npm run bench:pictures -- --before <dist of the other build> [--after dist]',
  );
  process.exit(2);
}
const pages =
  values.pages?.split(',') ??
  routeTable
    .map((route) => route.path)
    .filter((page) => !['/teacher-login', '/search'].includes(page));

/** A whole page's screenshot once every picture in it has loaded. */
async function shoot(
  browser: Browser,
  url: string,
  view: (typeof VIEWS)[number],
  file: string,
): Promise<void> {
  const context = await browser.newContext({
    viewport: view.viewport,
    deviceScaleFactor: view.deviceScaleFactor,
    reducedMotion: 'reduce',
  });
  await context.clock.setFixedTime(TEST_NOW);
  const page = await context.newPage();
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), WELCOME_SEEN_KEY);
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Bring every lazy picture near the screen, then wait for all of them.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += view.viewport.height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  // Every picture on the page (not those in a closed dialog, which a lazy picture never loads),
  // loaded or failed, and decoded; at most 10 s.
  await page.evaluate(async () => {
    // No named function in here: tsx would wrap it in a helper the page does not have.
    await Promise.race([
      Promise.all(
        [...document.images]
          .filter((image) => image.getClientRects().length > 0)
          .map(async (image) => {
            if (!image.complete)
              await new Promise<void>((done) => {
                image.addEventListener('load', () => done(), { once: true });
                image.addEventListener('error', () => done(), { once: true });
              });
            await image.decode().catch(() => undefined);
          }),
      ),
      new Promise((done) => setTimeout(done, 10_000)),
    ]);
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await context.close();
}

interface Comparison {
  page: string;
  view: string;
  sameLayout: boolean;
  differing: number;
}

async function compare(
  before: string,
  after: string,
  diffFile: string,
): Promise<Comparison['differing'] | null> {
  const [a, b] = await Promise.all(
    [before, after].map((file) =>
      sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
    ),
  );
  if (a === undefined || b === undefined) return null;
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) return null;
  const { width, height } = a.info;
  const diff = Buffer.alloc(width * height);
  let differing = 0;
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const at = pixel * 3;
    const off = Math.max(
      Math.abs((a.data[at] ?? 0) - (b.data[at] ?? 0)),
      Math.abs((a.data[at + 1] ?? 0) - (b.data[at + 1] ?? 0)),
      Math.abs((a.data[at + 2] ?? 0) - (b.data[at + 2] ?? 0)),
    );
    if (off > VISIBLE) {
      differing += 1;
      diff[pixel] = 255;
    }
  }
  await sharp(diff, { raw: { width, height, channels: 1 } })
    .png()
    .toFile(diffFile);
  return differing / (width * height);
}

await mkdir(out, { recursive: true });
const before = await serveBuild(values.before, 8291);
const after = await serveBuild(values.after, 8391);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const results: Comparison[] = [];
try {
  for (const page of pages) {
    for (const view of VIEWS) {
      const name = `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}-${view.name}`;
      const files = ['before', 'after'].map((which) => path.join(out, `${name}-${which}.png`));
      await shoot(browser, before.origin + page, view, files[0] as string);
      await shoot(browser, after.origin + page, view, files[1] as string);
      const differing = await compare(
        files[0] as string,
        files[1] as string,
        path.join(out, `${name}-diff.png`),
      );
      results.push({
        page,
        view: view.name,
        sameLayout: differing !== null,
        differing: differing ?? 1,
      });
      console.log(
        `${page.padEnd(22)} ${view.name.padStart(4)} px  ` +
          (differing === null
            ? 'layout differs (page height)'
            : `${(differing * 100).toFixed(3)} % of pixels differ visibly`),
      );
    }
  }
} finally {
  await browser.close();
  before.server.kill();
  after.server.kill();
}
const alike = results.filter((result) => result.sameLayout);
const worst = alike.reduce((max, result) => Math.max(max, result.differing), 0);
console.log(
  `\n${results.length} screenshots compared; ${results.length - alike.length} with another layout (page height); ` +
    `of the others, the most differing: ${(worst * 100).toFixed(3)} % of pixels. Screenshots and difference maps: ${path.relative(root, out)}/`,
);
