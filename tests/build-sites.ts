// `npm run test:build`: builds the two production sites the browser tests run on, both on the test
// day (tests/today.ts), and both with the command `npm run build` that Netlify runs:
//
// - the real site, from data/, into dist/. Tests on it check only what must hold for any content
//   (every page renders, hydrates and passes axe, links resolve, budgets, security headers), so
//   that staff editing data/ never breaks them.
// - the fixture site, into .cache/fixture-site/dist/: a copy of this project whose data/ has the
//   files and folders of tests/fixtures/content/ laid over it (and public/ the pictures of
//   tests/fixtures/public/). Tests of behaviour that depends on the date or on
//   particular content (upcoming events, the calendar, meetings, registration windows, the library's
//   page of the month, announcements) run on it, against content that only tests change.
//
// `npm run test:build -- --only real` (or `fixture`) builds one of them.
import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FIXTURE_CONTENT_DIR, FIXTURE_PUBLIC_DIR, FIXTURE_SITE_DIR, ROOT } from './sites.ts';
import { TEST_TODAY_ENV } from './today.ts';

/**
 * What the fixture site's copy leaves out: built and installed things (node_modules is linked),
 * test and benchmark output, the sample-media generators, and the repository itself.
 */
const NOT_COPIED = new Set([
  '.git',
  '.cache',
  'node_modules',
  'dist',
  'dist-server',
  'test-results',
  'playwright-report',
  'bench',
  'docs',
  'samples',
]);

/** Folders of public/ that the fixture's folder of the same name replaces (the others are merged). */
const REPLACED_PUBLIC_FOLDERS = ['assets/images/gallery'];

function run(command: string, args: string[], cwd: string, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...TEST_TODAY_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`✔ built the ${label} (${seconds} s)`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`building the ${label} failed (exit code ${code})`));
      }
    });
  });
}

/**
 * Lays out the fixture site: this project's files, data/ overlaid with the fixture content and
 * public/ with the fixture pictures.
 */
async function prepareFixtureSite(): Promise<void> {
  await rm(FIXTURE_SITE_DIR, { recursive: true, force: true });
  await mkdir(FIXTURE_SITE_DIR, { recursive: true });
  for (const entry of await readdir(ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    await cp(path.join(ROOT, entry), path.join(FIXTURE_SITE_DIR, entry), { recursive: true });
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(FIXTURE_SITE_DIR, 'node_modules'));
  // A fixture file replaces the project's file; a fixture folder (events/, announcements/) replaces
  // the whole folder, so that no entry of the live content mixes with the fixture's.
  const overlaid = await readdir(FIXTURE_CONTENT_DIR, { withFileTypes: true });
  for (const entry of overlaid) {
    const target = path.join(FIXTURE_SITE_DIR, 'data', entry.name);
    if (entry.isDirectory()) await rm(target, { recursive: true, force: true });
    await cp(path.join(FIXTURE_CONTENT_DIR, entry.name), target, { recursive: true });
  }
  console.log(
    `  fixture content: ${overlaid.map((entry) => entry.name).join(', ')} from tests/fixtures/content/`,
  );
  // Pictures are laid over the project's one by one, but the gallery's folder replaces the samples'
  // whole (its captions are fixtures/content/gallery-captions/): the gallery's tests count photos.
  for (const folder of REPLACED_PUBLIC_FOLDERS)
    await rm(path.join(FIXTURE_SITE_DIR, 'public', folder), { recursive: true, force: true });
  await cp(FIXTURE_PUBLIC_DIR, path.join(FIXTURE_SITE_DIR, 'public'), { recursive: true });
  console.log(
    `  fixture pictures: tests/fixtures/public/ over public/ (${REPLACED_PUBLIC_FOLDERS.join(', ')} replaced)`,
  );
}

const { values } = parseArgs({ options: { only: { type: 'string' } } });
if (values.only !== undefined && values.only !== 'real' && values.only !== 'fixture')
  throw new Error('--only takes "real" or "fixture"');

console.log(`Building on the test day ${TEST_TODAY_ENV.SITE_TODAY} (tests/today.ts)`);
const builds: Array<Promise<void>> = [];
if (values.only !== 'fixture') builds.push(run('npm', ['run', 'build'], ROOT, 'real site (dist/)'));
if (values.only !== 'real') {
  await prepareFixtureSite();
  builds.push(
    run('npm', ['run', 'build'], FIXTURE_SITE_DIR, 'fixture site (.cache/fixture-site/dist/)'),
  );
}
// The two builds share nothing, and each waits on its own files often enough to run side by side.
await Promise.all(builds);
