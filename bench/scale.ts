// `npm run bench:scale`: how the site copes with a school's real amount of content. In two scratch
// copies of this project (bench/.work/scale/), one with the sample content as it is and one with
// N phone-like photos added to the gallery and the events repeated Y school years back, it times a
// cold build, a warm build and a build after adding 20 photos, then serves each build with
// scripts/serve.ts and, in Chromium as a 390 px phone (deviceScaleFactor 3), measures per page the
// HTML, the first-load script (tests/first-load.ts, as the page sweep does), the JSON data, and the
// largest picture of the gallery's, the staff directory's and the class documents' full views.
// Prints the tables and PASS/FAIL lines for the criteria (it never fails on a figure), and
// writes bench/results/scale-latest.json. See bench/README.md, "Scale benchmark".
//
// Options: --photos N (default 300), --years Y (default 5), --views K (gallery full views to step
// through, default 6), --keep (keep the scratch copies; the drawn photos are always kept, in
// bench/.work/scale/photos/, so that the next run does not draw them again).
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, statSync } from 'node:fs';
import {
  copyFile,
  cp,
  link,
  mkdir,
  readdir,
  readFile,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { WELCOME_SEEN_KEY } from '../src/pages/home/welcome-flag.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../tests/chromium.ts';
import {
  firstLoadScript,
  pdfViewerFiles,
  readViteManifest,
  watchAssets,
} from '../tests/first-load.ts';
import { TEST_NOW, TEST_TODAY_ENV } from '../tests/today.ts';
import { htmlFileOf } from './floor.ts';
import { serveBuild } from './serve-build.ts';
import { earlierYears, photosIn } from './scale-content.ts';
import {
  ADDED_PHOTOS,
  formatBuildTable,
  formatPageTable,
  formatVerdicts,
  LIMITS,
  verdicts,
  type BuildTimes,
  type FullViewFigures,
  type LargeFile,
  type PageFigures,
  type SiteFigures,
} from './scale-report.ts';

const here = import.meta.dirname;
const root = path.resolve(here, '..');
const work = path.join(root, 'bench/.work/scale');
const photoCache = path.join(work, 'photos');

/** The pages measured, and how many full views to open on those that have them. */
const PAGES = [
  '/',
  '/es/',
  '/calendar',
  '/es/calendar',
  '/gallery',
  '/es/gallery',
  '/staff',
  '/classes',
];
/** An iPhone: 390 × 844 CSS pixels, three device pixels to each. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 } as const;

/**
 * What the copies leave out: the repository, what is installed (node_modules is linked), built or
 * generated, test and benchmark output, and folders the build does not read.
 */
const NOT_COPIED = new Set([
  '.git',
  '.cache',
  '.netlify',
  'node_modules',
  'dist',
  'dist-server',
  'test-results',
  'playwright-report',
  'bench',
  'docs',
  'samples',
]);
const GENERATED = ['public/generated', 'public/admin', 'src/generated'];
const GALLERY = 'public/assets/images/gallery';
/** Picture files, by name, for the scan of dist/. */
const PICTURE = /\.(jpe?g|png|webp|avif|heic|heif|gif|tiff?)$/i;

const { values: options } = parseArgs({
  options: {
    photos: { type: 'string', default: '300' },
    years: { type: 'string', default: '5' },
    views: { type: 'string', default: '6' },
    keep: { type: 'boolean', default: false },
  },
});
const count = (name: 'photos' | 'years' | 'views'): number => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
};
const photoCount = count('photos');
const years = count('years');
const galleryViews = Math.max(1, count('views'));
const FULL_VIEWS: Readonly<Record<string, number>> = {
  '/gallery': galleryViews,
  '/staff': 1,
  '/classes': 1,
};

function step(message: string): void {
  console.log(`\n▸ ${message}`);
}

const range = (from: number, length: number) =>
  Array.from({ length }, (_, offset) => from + offset);

/** A copy of the project at `dir`, with nothing generated and node_modules linked. */
async function copyProject(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const generated = new Set(GENERATED.map((folder) => path.join(root, folder)));
  for (const entry of await readdir(root)) {
    if (NOT_COPIED.has(entry)) continue;
    await cp(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !generated.has(source),
    });
  }
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
}

/** Puts photos into a copy's gallery: hard links to the drawn files where the disk allows. */
async function addPhotos(dir: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    const target = path.join(dir, GALLERY, path.basename(file));
    await link(file, target).catch(() => copyFile(file, target));
  }
}

/** Writes every event of data/events/ again, 1 to `years` school years earlier, with new ids. */
async function addEarlierYears(dir: string): Promise<void> {
  const folder = path.join(dir, 'data/events');
  const events = await Promise.all(
    (await readdir(folder))
      .filter((name) => name.endsWith('.json'))
      .map(
        async (name) =>
          JSON.parse(await readFile(path.join(folder, name), 'utf8')) as {
            id: number;
            date: string;
            endDate?: string;
          },
      ),
  );
  for (const event of earlierYears(events, years))
    await writeFile(path.join(folder, `${event.id}.json`), `${JSON.stringify(event, null, 2)}\n`);
}

/** `npm run build` in a copy, on the test day; its output goes to a log. Returns seconds. */
function build(dir: string, label: string): Promise<number> {
  const logFile = path.join(work, `${label}.log`);
  const log = createWriteStream(logFile);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: dir,
      env: { ...process.env, ...TEST_TODAY_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on('error', reject);
    child.on('exit', (code) => {
      const elapsed = (performance.now() - started) / 1000;
      log.end();
      if (code === 0) {
        console.log(`  ${label}: ${elapsed.toFixed(1)} s (log: ${path.relative(root, logFile)})`);
        resolve(elapsed);
      } else {
        const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
        reject(new Error(`${label} failed (exit code ${code}):\n${tail}`));
      }
    });
  });
}

/** Resolves once no request of the page has been open for `quietMs` (at most `limitMs`). */
function networkQuiet(page: Page): (quietMs?: number, limitMs?: number) => Promise<void> {
  let open = 0;
  let changed = performance.now();
  const touch = (delta: number) => {
    open += delta;
    changed = performance.now();
  };
  page.on('request', () => touch(1));
  page.on('requestfinished', () => touch(-1));
  page.on('requestfailed', () => touch(-1));
  return async (quietMs = 500, limitMs = 30_000) => {
    const started = performance.now();
    while (performance.now() - started < limitMs) {
      if (open <= 0 && performance.now() - changed >= quietMs) return;
      await page.waitForTimeout(100);
    }
  };
}

/** Waits until every picture in `scope` has loaded or failed (at most 30 s). */
async function picturesLoaded(scope: Locator): Promise<void> {
  await scope.evaluate(
    (element) =>
      Promise.race([
        Promise.all(
          [...element.querySelectorAll('img')].map((img) =>
            img.complete
              ? null
              : new Promise((resolve) => {
                  img.addEventListener('load', resolve, { once: true });
                  img.addEventListener('error', resolve, { once: true });
                }),
          ),
        ),
        new Promise((resolve) => setTimeout(resolve, 30_000)),
      ]),
    undefined,
  );
}

/** The pictures a full view shows (their current sources, http only). */
function shownPictures(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((element) =>
    [...element.querySelectorAll('img')]
      .map((img) => img.currentSrc || img.src)
      .filter((src) => src.startsWith('http')),
  );
}

/**
 * Opens the first full view of the page (the first button in the main content with a picture in
 * it: a photo, a portrait, a document), then steps on with the right arrow key up to `views` views
 * in all, and returns the largest picture that any of them showed or downloaded.
 */
async function fullViews(
  page: Page,
  views: number,
  pictureBytes: Map<string, Promise<number>>,
  quiet: () => Promise<void>,
): Promise<FullViewFigures | undefined> {
  const trigger = page
    .locator('main button')
    .filter({ has: page.locator('img') })
    .first();
  if ((await trigger.count()) === 0) return undefined;
  const before = new Set(pictureBytes.keys());
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible', timeout: 15_000 });
  const shown = new Set<string>();
  let opened = 0;
  for (;;) {
    await picturesLoaded(dialog);
    await quiet();
    opened += 1;
    const pictures = await shownPictures(dialog);
    pictures.forEach((url) => shown.add(url));
    if (opened >= views) break;
    await page.keyboard.press('ArrowRight');
    let moved = false;
    for (let waited = 0; waited < 5000 && !moved; waited += 100) {
      await page.waitForTimeout(100);
      const now = await shownPictures(dialog).catch(() => []);
      moved = now.length > 0 && now[0] !== pictures[0];
    }
    if (!moved) break;
  }
  const candidates = new Set([
    ...shown,
    ...[...pictureBytes.keys()].filter((url) => !before.has(url)),
  ]);
  let largest = { bytes: 0, url: '' };
  for (const url of candidates) {
    const known = pictureBytes.get(url);
    const bytes =
      known === undefined
        ? (await page.request.get(url)).body().then((body) => body.length)
        : known;
    const size = await bytes;
    if (size > largest.bytes) largest = { bytes: size, url };
  }
  return {
    views: opened,
    largestBytes: largest.bytes,
    largestUrl: decodeURIComponent(new URL(largest.url || 'http://x/').pathname),
  };
}

/** One page on the phone: its first-load script and data, then its full views. */
async function measurePage(
  browser: Browser,
  origin: string,
  siteDir: string,
  viewerFiles: ReadonlySet<string>,
  pagePath: string,
): Promise<PageFigures> {
  const context = await browser.newContext({ ...PHONE, isMobile: true, hasTouch: true });
  try {
    await context.clock.setFixedTime(TEST_NOW);
    await context.addInitScript(
      (key) => window.localStorage.setItem(key, 'true'),
      WELCOME_SEEN_KEY,
    );
    const page = await context.newPage();
    const assets = watchAssets(page, origin);
    const quiet = networkQuiet(page);
    const pictureBytes = new Map<string, Promise<number>>();
    const data: Array<Promise<number>> = [];
    page.on('response', (response) => {
      const url = response.url();
      const type = response.headers()['content-type'] ?? '';
      const body = response
        .body()
        .catch(() => Buffer.alloc(Number(response.headers()['content-length'] ?? 0)));
      if (response.request().resourceType() === 'image' || type.startsWith('image/')) {
        if (!pictureBytes.has(url))
          pictureBytes.set(
            url,
            body.then((buffer) => buffer.length),
          );
      } else if (
        url.startsWith(origin) &&
        ['fetch', 'xhr'].includes(response.request().resourceType()) &&
        (type.includes('json') || new URL(url).pathname.endsWith('.json'))
      ) {
        data.push(body.then((buffer) => gzipSync(buffer).length));
      }
    });
    await page.goto(`${origin}${pagePath}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await quiet(1000);
    const script = firstLoadScript(siteDir, viewerFiles, assets.scripts);
    const dataBytes = (await Promise.all(data)).reduce((sum, bytes) => sum + bytes, 0);
    const html = readFileSync(path.join(siteDir, htmlFileOf(pagePath)));
    const views = FULL_VIEWS[pagePath];
    const fullView =
      views === undefined ? undefined : await fullViews(page, views, pictureBytes, () => quiet());
    if (views !== undefined && fullView === undefined)
      console.log(`  ${pagePath}: no full view found to open`);
    return {
      path: pagePath,
      htmlBytes: html.length,
      htmlGzipBytes: gzipSync(html).length,
      scriptBytes: script.bytes,
      scriptFiles: script.counted.length,
      dataBytes,
      ...(fullView === undefined ? {} : { fullView }),
    };
  } finally {
    await context.close();
  }
}

/** Every file under a folder, with its size. */
async function filesUnder(dir: string): Promise<LargeFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(dir, file), bytes: statSync(file).size };
    });
}

/** The build's pages on the phone, its size, and its picture files above the limit. */
async function measureSite(
  browser: Browser,
  dir: string,
): Promise<Pick<SiteFigures, 'pages' | 'distBytes' | 'distFiles' | 'largePictures'>> {
  const siteDir = path.join(dir, 'dist');
  const files = await filesUnder(siteDir);
  const viewerFiles = pdfViewerFiles(readViteManifest(siteDir));
  const { origin, server } = await serveBuild(siteDir, 8191);
  try {
    const pages: PageFigures[] = [];
    for (const pagePath of PAGES) {
      const figures = await measurePage(browser, origin, siteDir, viewerFiles, pagePath);
      console.log(
        `  ${pagePath.padEnd(13)} HTML ${(figures.htmlBytes / 1024).toFixed(1)} KB, script ${(figures.scriptBytes / 1024).toFixed(1)} KB` +
          (figures.fullView === undefined
            ? ''
            : `, full view ${(figures.fullView.largestBytes / 1024).toFixed(1)} KB (${figures.fullView.views} views)`),
      );
      pages.push(figures);
    }
    return {
      pages,
      distBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      distFiles: files.length,
      largePictures: files
        .filter((file) => PICTURE.test(file.file) && file.bytes > LIMITS.largePictureBytes)
        .sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    server.kill();
  }
}

async function countIn(dir: string, folder: string): Promise<number> {
  return (await readdir(path.join(dir, folder), { withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  ).length;
}

async function main(): Promise<void> {
  const copies = { sample: path.join(work, 'sample'), scaled: path.join(work, 'scaled') };
  step(
    `Drawing ${photoCount} + ${ADDED_PHOTOS} phone-like photos into ${path.relative(root, photoCache)} (once; kept for later runs)`,
  );
  const drawStarted = performance.now();
  const photos = await photosIn(photoCache, range(0, photoCount + ADDED_PHOTOS), (done, total) => {
    if (done % 10 === 0 || done === total) console.log(`  drew ${done} of ${total}`);
  });
  console.log(`  ready in ${((performance.now() - drawStarted) / 1000).toFixed(0)} s`);
  const scaledPhotos = photos.slice(0, photoCount);
  const added = photos.slice(photoCount);

  step(`Copying the project to ${path.relative(root, work)}/sample and /scaled`);
  await copyProject(copies.sample);
  await copyProject(copies.scaled);
  await addPhotos(copies.scaled, scaledPhotos);
  await addEarlierYears(copies.scaled);
  const counts = {
    sample: {
      photos: await countIn(copies.sample, GALLERY),
      events: await countIn(copies.sample, 'data/events'),
    },
    scaled: {
      photos: await countIn(copies.scaled, GALLERY),
      events: await countIn(copies.scaled, 'data/events'),
    },
  };
  console.log(
    `  sample: ${counts.sample.photos} photos, ${counts.sample.events} events; ` +
      `scaled: ${counts.scaled.photos} photos, ${counts.scaled.events} events`,
  );

  // Each step runs on both copies one after the other, so that a busy moment of the machine
  // falls on both alike.
  const times: Record<'sample' | 'scaled', Partial<BuildTimes>> = { sample: {}, scaled: {} };
  step('Cold builds (nothing generated yet)');
  times.sample.cold = await build(copies.sample, 'sample-cold');
  times.scaled.cold = await build(copies.scaled, 'scaled-cold');
  step('Warm builds (nothing changed)');
  times.sample.warm = await build(copies.sample, 'sample-warm');
  times.scaled.warm = await build(copies.scaled, 'scaled-warm');

  step('Measuring both builds in Chromium as a 390 px phone (deviceScaleFactor 3)');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  let measured: Record<'sample' | 'scaled', Awaited<ReturnType<typeof measureSite>>>;
  const chromiumVersion = browser.version();
  try {
    console.log('  sample:');
    const sample = await measureSite(browser, copies.sample);
    console.log('  scaled:');
    const scaled = await measureSite(browser, copies.scaled);
    measured = { sample, scaled };
  } finally {
    await browser.close();
  }

  step(`Warm builds after adding ${ADDED_PHOTOS} photos to each`);
  await addPhotos(copies.sample, added);
  await addPhotos(copies.scaled, added);
  times.sample.added = await build(copies.sample, 'sample-added');
  times.scaled.added = await build(copies.scaled, 'scaled-added');

  const site = (label: 'sample' | 'scaled'): SiteFigures => ({
    label,
    ...counts[label],
    times: times[label] as BuildTimes,
    ...measured[label],
  });
  const sample = site('sample');
  const scaled = site('scaled');
  const found = verdicts(sample, scaled);
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cores: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      chromium: chromiumVersion,
    },
    parameters: {
      photos: photoCount,
      years,
      galleryViews,
      addedPhotos: ADDED_PHOTOS,
      siteToday: TEST_TODAY_ENV.SITE_TODAY,
      phone: PHONE,
    },
    sample,
    scaled,
    verdicts: found,
  };
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(root, 'bench/results/scale-latest.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  if (!options.keep) {
    await rm(copies.sample, { recursive: true, force: true });
    await rm(copies.scaled, { recursive: true, force: true });
  }

  console.log(
    `\nScale benchmark: ${photoCount} photos and ${years} earlier years of events added; ` +
      `${report.machine.cores} cores (${report.machine.cpu}), Node ${process.version}, Chromium ${chromiumVersion}\n`,
  );
  console.log(formatBuildTable(sample, scaled));
  console.log('');
  console.log(formatPageTable(sample, scaled));
  console.log('');
  console.log(formatVerdicts(found));
  const large = [sample, scaled].flatMap((figures) =>
    figures.largePictures.slice(0, 10).map((file) => ({ ...file, site: figures.label })),
  );
  if (large.length > 0) {
    console.log(
      `\nPictures in dist/ above ${LIMITS.largePictureBytes / 1024} KB (largest first, up to 10 of each):`,
    );
    for (const file of large)
      console.log(`  ${file.site}  ${(file.bytes / 1024).toFixed(0).padStart(6)} KB  ${file.file}`);
  }
  console.log(
    `\nWritten to bench/results/scale-latest.json` +
      (options.keep ? `; the copies are in ${path.relative(root, work)}/.` : '.'),
  );
}

await main();
