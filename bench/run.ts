// `npm run bench`: builds the production site, serves it with the same server as `npm start`, and
// runs Lighthouse (default mobile settings, simulated throttling) several times per page in the
// system's Chromium. Each page is measured beside its floor: its own prerendered HTML with every
// script and module preload removed, served by the same server (bench/floor.ts). A third run per
// page, with the same phone's throttling applied for real, reads when the page became interactive
// (the app's `hydrated` user-timing mark). Prints the median table and writes
// bench/results/latest.json. See bench/README.md.
//
// Options: --runs N (default 5), --skip-build (measure the existing dist/), --only a,b (page
// paths), --site DIR (measure another build, such as an older commit's dist/, instead of dist/),
// --out NAME (the results file in bench/results/, latest.json by default).
//
// Lighthouse and chrome-launcher (about 175 MB) are this folder's own dependencies
// (bench/package.json, with its own lock), never the site's: the first run installs them here, and
// so does a run after their pinned versions change.
import { execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { routeTable } from '../src/domain/route-table.ts';
import { scriptsBeyondApp, type ViteManifest } from '../scripts/lib/manifest-assets.ts';
import { PDF_PAGES } from '../tests/budgets.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../tests/chromium.ts';
import { floorOf, htmlFileOf } from './floor.ts';
import {
  formatTable,
  hydratedAt,
  seconds,
  summarisePage,
  type LighthouseResult,
  type PageSummary,
} from './summary.ts';

const here = import.meta.dirname;
const root = path.resolve(here, '..');
const dist = path.join(root, 'dist');
const work = path.join(root, 'bench/.work');
const SITE_PORT = 8091;
const REFERENCE_PORT = 8092;
/** A page whose own code (beyond the shell) is larger than this is benchmarked too. */
const HEAVY_PAGE_GZIP_BYTES = 25 * 1024;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    site: { type: 'string' },
    out: { type: 'string', default: 'latest.json' },
  },
});
const runs = Math.max(1, Number(options.runs));
/** The build to measure: dist/, or another one named by --site (never rebuilt). */
const site = options.site === undefined ? dist : path.resolve(options.site);

function step(message: string) {
  console.log(`\n▸ ${message}`);
}

/** Installs bench/package.json's dependencies unless each is installed at its pinned version. */
function installBenchDependencies(): void {
  const { dependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const installed = (name: string) => {
    const file = path.join(here, 'node_modules', name, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version;
  };
  if (Object.entries(dependencies).every(([name, version]) => installed(name) === version)) return;
  step('Installing Lighthouse into bench/node_modules (first run only)');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: here,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm ci in bench/ failed');
}

/**
 * The part of chrome-launcher's and Lighthouse's APIs this file uses. They are imported by a name
 * held in a variable, so that the site's type check, lint and knip, which run without bench's
 * install, do not look for them; Node resolves the names from this folder, so bench/node_modules.
 */
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
  }): Promise<{ port: number; kill(): void }>;
}
type Lighthouse = (
  url: string,
  flags: {
    port: number;
    output: 'json';
    logLevel: 'error';
    onlyCategories: string[];
    throttlingMethod?: 'simulate' | 'devtools';
  },
) => Promise<{ lhr: unknown } | undefined>;

async function importBenchDependency<T>(name: 'chrome-launcher' | 'lighthouse'): Promise<T> {
  return (await import(name)) as T;
}

/** Gzip size of a route's own code: its page module and the imports the app does not share. */
function pageCodeBytes(manifest: ViteManifest, pageId: string): number {
  const own = scriptsBeyondApp(manifest, [`src/pages/${pageId}/${pageId}-page.tsx`]);
  return own.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
}

/**
 * The pages to measure: the list, PDF pages, and any route with heavy code of its own (in
 * this tree's build only: another build's manifest may name its modules differently).
 */
function pagesToMeasure(manifest: ViteManifest): Array<{ name: string; path: string }> {
  const listed = [
    '/',
    '/es/',
    '/calendar',
    '/es/calendar',
    '/gallery',
    '/staff',
    '/classes',
    '/library',
  ];
  const extra = routeTable
    .filter(
      (route) =>
        PDF_PAGES.has(route.id) ||
        (site === dist && pageCodeBytes(manifest, route.id) > HEAVY_PAGE_GZIP_BYTES),
    )
    .map((route) => route.path as string)
    .filter((pagePath) => !listed.includes(pagePath));
  return [...listed, ...extra].map((pagePath) => ({ name: pagePath, path: pagePath }));
}

/** Writes a copy of the build in which each measured page is its floor (bench/floor.ts). */
function writeFloors(pagePaths: readonly string[]): string {
  rmSync(work, { recursive: true, force: true });
  const floors = path.join(work, 'floors');
  mkdirSync(floors, { recursive: true });
  cpSync(site, floors, { recursive: true });
  for (const pagePath of pagePaths) {
    const file = htmlFileOf(pagePath);
    writeFileSync(path.join(floors, file), floorOf(readFileSync(path.join(site, file), 'utf8')));
  }
  return floors;
}

function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('running at')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the server on port ${port} exited (${code})`)));
  });
}

async function main(): Promise<void> {
  installBenchDependencies();
  const chromeLauncher = await importBenchDependency<ChromeLauncher>('chrome-launcher');
  const { default: lighthouse } = await importBenchDependency<{ default: Lighthouse }>(
    'lighthouse',
  );
  if (!options['skip-build'] && options.site === undefined) {
    step('Building the production site (npm run build)');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(path.join(site, '.vite/manifest.json')))
    throw new Error(`There is no production build in ${site}: build it first.`);
  const manifest = JSON.parse(
    readFileSync(path.join(site, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;

  let pages = pagesToMeasure(manifest);
  if (options.only !== undefined) {
    const wanted = new Set(options.only.split(','));
    pages = pages.filter((page) => wanted.has(page.name));
  }
  const floors = writeFloors(pages.map((page) => page.path));
  const siteUrl = `http://localhost:${SITE_PORT}`;
  const floorUrl = `http://localhost:${REFERENCE_PORT}`;

  step(`Serving ${path.relative(root, site) || site} on ${siteUrl} and the floors on ${floorUrl}`);
  const servers = [await serve(site, SITE_PORT), await serve(floors, REFERENCE_PORT)];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });

  type Kind = 'page' | 'floor' | 'interactive';
  const results = new Map<string, Record<Kind, LighthouseResult[]>>(
    pages.map((page) => [page.name, { page: [], floor: [], interactive: [] }]),
  );
  /** Pages whose build sets no `hydrated` mark: their runs on the throttled phone stop. */
  const unmarked = new Set<string>();
  let lighthouseVersion = '';
  let userAgent = '';
  const measure = async (url: string, kind: Kind): Promise<LighthouseResult> => {
    const answer = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories:
        kind === 'interactive'
          ? ['performance']
          : ['performance', 'accessibility', 'best-practices', 'seo'],
      throttlingMethod: kind === 'interactive' ? 'devtools' : 'simulate',
    });
    if (answer === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = answer.lhr as LighthouseResult & {
      lighthouseVersion: string;
      environment: { hostUserAgent: string };
      runtimeError?: { message: string };
    };
    if (lhr.runtimeError !== undefined) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    lighthouseVersion = lhr.lighthouseVersion;
    userAgent = lhr.environment.hostUserAgent;
    return lhr;
  };
  const lcp = (result: LighthouseResult) =>
    seconds(result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
  try {
    // Runs interleave the pages, so that a slow moment of the machine spreads over all of them.
    for (let run = 1; run <= runs; run += 1) {
      step(`Lighthouse run ${run} of ${runs}`);
      for (const page of pages) {
        const own = results.get(page.name);
        if (own === undefined) continue;
        const floor = await measure(`${floorUrl}${page.path}`, 'floor');
        const measured = await measure(`${siteUrl}${page.path}`, 'page');
        own.floor.push(floor);
        own.page.push(measured);
        let interactive = '';
        if (!unmarked.has(page.name)) {
          const phone = await measure(`${siteUrl}${page.path}`, 'interactive');
          const at = hydratedAt(phone);
          if (at === null) unmarked.add(page.name);
          else own.interactive.push(phone);
          interactive = at === null ? '  (no hydrated mark)' : `  interactive ${seconds(at)}`;
        }
        console.log(
          `  ${page.name.padEnd(14)} perf ${Math.round((measured.categories.performance?.score ?? 0) * 100)}  LCP ${lcp(measured)} (floor ${lcp(floor)})${interactive}`,
        );
      }
    }
  } finally {
    chrome.kill();
    servers.forEach((server) => server.kill());
  }

  const summaries: PageSummary[] = pages.map((page) => {
    const own = results.get(page.name);
    if (own === undefined) throw new Error(`no results for ${page.name}`);
    return summarisePage({ name: page.name, url: `${siteUrl}${page.path}` }, own);
  });

  const report = {
    date: new Date().toISOString(),
    machine: {
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cores: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      chromium: userAgent,
      lighthouse: lighthouseVersion,
    },
    site: path.relative(root, site) || site,
    settings:
      'Lighthouse defaults: mobile form factor, simulated throttling (slow 4G, 4× CPU); ' +
      'interactive: the same throttling applied by DevTools',
    runsPerPage: runs,
    pages: summaries,
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results', options.out),
    `${JSON.stringify(report, null, 2)}\n`,
  );

  console.log(`\n${formatTable(summaries)}`);
  console.log(`\nMedian of ${runs} runs per page. Written to bench/results/${options.out}.`);
}

await main();
