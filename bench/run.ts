// `npm run bench`: builds the production site, serves it with the same server as `npm start`, and
// runs Lighthouse (default mobile settings, simulated throttling) several times per page in the
// system's Chromium, beside two references measured on the same settings:
//   - floor: a static page with the home page's hero text and poster and no script;
//   - csr:   the home page's bundle served with an empty root element (a client-rendered app).
// Prints the median table and writes bench/results/latest.json. See bench/README.md.
//
// Options: --runs N (default 3), --skip-build (measure the existing dist/), --only a,b (page names).
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
import { formatTable, summarisePage, type LighthouseResult, type PageSummary } from './summary.ts';

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
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const runs = Math.max(1, Number(options.runs));

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
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<{ lhr: unknown } | undefined>;

async function importBenchDependency<T>(name: 'chrome-launcher' | 'lighthouse'): Promise<T> {
  return (await import(name)) as T;
}

/** Gzip size of a route's own code: its page module and the imports the app does not share. */
function pageCodeBytes(manifest: ViteManifest, pageId: string): number {
  const own = scriptsBeyondApp(manifest, [`src/pages/${pageId}/${pageId}-page.tsx`]);
  return own.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
}

/** The pages to measure: the list, PDF pages, and any route with heavy code of its own. */
function pagesToMeasure(manifest: ViteManifest): Array<{ name: string; path: string }> {
  const listed = ['/', '/es/', '/calendar', '/es/calendar', '/gallery', '/staff', '/classes'];
  const extra = routeTable
    .filter(
      (route) =>
        PDF_PAGES.has(route.id) || pageCodeBytes(manifest, route.id) > HEAVY_PAGE_GZIP_BYTES,
    )
    .map((route) => route.path as string)
    .filter((pagePath) => !listed.includes(pagePath));
  return [...listed, ...extra].map((pagePath) => ({ name: pagePath, path: pagePath }));
}

/** Writes the reference copy of the build: the client-rendered home page and the floor page. */
function writeReferences(): void {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const reference = path.join(work, 'reference');
  cpSync(dist, reference, { recursive: true });

  // Client-rendered: the same HTML and bundle with the prerendered markup and its data removed,
  // so the client entry renders from scratch (as a single-page app without prerendering would).
  const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const csr = home.replace(
    /<div id="root">[\s\S]*?<\/div>\s*<script type="application\/json" id="app-data">[\s\S]*?<\/script>/,
    '<div id="root"></div>',
  );
  if (csr === home) throw new Error('Could not empty the root element of dist/index.html');
  writeFileSync(path.join(reference, 'index.html'), csr);

  // Floor: the hero's text and poster, one small stylesheet, no script.
  const strings = JSON.parse(readFileSync(path.join(root, 'locales/en/home.json'), 'utf8')) as {
    hero: { title: string; lead: string };
  };
  const lead = strings.hero.lead;
  mkdirSync(path.join(reference, 'floor'), { recursive: true });
  writeFileSync(
    path.join(reference, 'floor/floor.css'),
    'body{margin:0;font-family:system-ui,sans-serif;background:#3a0d14;color:#fff}' +
      'main{position:relative}img{display:block;width:100%;height:100vh;object-fit:cover}' +
      '.text{position:absolute;inset:auto 0 15% 0;padding:0 1.5rem;text-align:center}' +
      'h1{font-size:clamp(2rem,7vw,4rem);margin:0 0 .5rem}p{font-size:1.15rem;margin:0}',
  );
  writeFileSync(
    path.join(reference, 'floor/index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Floor: ${strings.hero.title}</title><meta name="description" content="${lead}">` +
      `<link rel="stylesheet" href="/floor/floor.css"></head><body><main>` +
      `<picture><source media="(max-width: 960px)" srcset="/assets/images/home/hero-poster-960.jpg">` +
      `<img src="/assets/images/home/hero-poster.jpg" alt="" width="1920" height="1080" fetchpriority="high"></picture>` +
      `<div class="text"><h1>${strings.hero.title}</h1><p>${lead}</p></div></main></body></html>`,
  );
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
  if (!options['skip-build']) {
    step('Building the production site (npm run build)');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(path.join(dist, '.vite/manifest.json')))
    throw new Error('There is no production build in dist/: run without --skip-build.');
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;

  writeReferences();
  const site = `http://localhost:${SITE_PORT}`;
  const reference = `http://localhost:${REFERENCE_PORT}`;
  let pages = [
    { name: 'floor', url: `${reference}/floor/` },
    { name: 'csr', url: `${reference}/` },
    ...pagesToMeasure(manifest).map((page) => ({ name: page.name, url: `${site}${page.path}` })),
  ];
  if (options.only !== undefined) {
    const wanted = new Set(['floor', ...options.only.split(',')]);
    pages = pages.filter((page) => wanted.has(page.name));
  }

  step(`Serving dist/ on ${site} and the references on ${reference}`);
  const servers = [
    await serve(dist, SITE_PORT),
    await serve(path.join(work, 'reference'), REFERENCE_PORT),
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });

  const results = new Map<string, LighthouseResult[]>(pages.map((page) => [page.name, []]));
  let lighthouseVersion = '';
  let userAgent = '';
  try {
    // Runs interleave the pages, so that a slow moment of the machine spreads over all of them.
    for (let run = 1; run <= runs; run += 1) {
      step(`Lighthouse run ${run} of ${runs}`);
      for (const page of pages) {
        const answer = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (answer === undefined) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        const lhr = answer.lhr as LighthouseResult & {
          lighthouseVersion: string;
          environment: { hostUserAgent: string };
          runtimeError?: { message: string };
        };
        if (lhr.runtimeError !== undefined)
          throw new Error(`${page.url}: ${lhr.runtimeError.message}`);
        lighthouseVersion = lhr.lighthouseVersion;
        userAgent = lhr.environment.hostUserAgent;
        results.get(page.name)?.push(lhr);
        const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
        console.log(
          `  ${page.name.padEnd(16)} perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}  LCP ${(lcp / 1000).toFixed(2)} s`,
        );
      }
    }
  } finally {
    chrome.kill();
    servers.forEach((server) => server.kill());
  }

  const floor = summarisePage(
    { name: 'floor', url: pages[0]?.url ?? '' },
    results.get('floor') ?? [],
    null,
  );
  const summaries: PageSummary[] = pages.map((page) =>
    page.name === 'floor' ? floor : summarisePage(page, results.get(page.name) ?? [], floor.lcp),
  );

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
    settings: 'Lighthouse defaults: mobile form factor, simulated throttling (slow 4G, 4× CPU)',
    runsPerPage: runs,
    pages: summaries,
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/latest.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );

  console.log(`\n${formatTable(summaries)}`);
  console.log(`\nMedian of ${runs} runs per page. Written to bench/results/latest.json.`);
}

await main();
