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
// - the pseudo-language site, into .cache/pseudo-site/dist/: the fixture site's copy with two
//   pseudo-languages added the way docs/adding-a-language.md says a school adds a language
//   (tests/pseudo-locales.ts). The copy is a git repository first, so that `git status` lists
//   every file adding them changed (written to .cache/pseudo-change.json for
//   tests/dist/pseudo-locales.test.ts); then its code's types are checked (`tsc`: no code may
//   assume two languages) and it is built.
//
// `npm run test:build -- --only real` (or `fixture`, `pseudo`) builds one of them.
import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addPseudoLanguages } from './pseudo-locales.ts';
import {
  FIXTURE_CONTENT_DIR,
  FIXTURE_PUBLIC_DIR,
  FIXTURE_SITE_DIR,
  PSEUDO_CHANGE_FILE,
  PSEUDO_SITE_DIR,
  ROOT,
} from './sites.ts';
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

function run(
  command: string,
  args: string[],
  cwd: string,
  label: string,
  quiet = false,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...TEST_TODAY_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Both streams for a failure's report; standard output alone is what the command answers.
    let output = '';
    let answer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      answer += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        if (!quiet) console.log(`✔ ${label} (${seconds} s)`);
        resolve(answer);
      } else {
        console.error(output);
        reject(new Error(`${label}: failed (exit code ${code})`));
      }
    });
  });
}

/**
 * Lays out the fixture site: this project's files, data/ overlaid with the fixture content and
 * public/ with the fixture pictures.
 */
async function prepareFixtureSite(site: string): Promise<void> {
  await rm(site, { recursive: true, force: true });
  await mkdir(site, { recursive: true });
  for (const entry of await readdir(ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    await cp(path.join(ROOT, entry), path.join(site, entry), { recursive: true });
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'));
  // A fixture file replaces the project's file; a fixture folder (events/, announcements/) replaces
  // the whole folder, so that no entry of the live content mixes with the fixture's.
  const overlaid = await readdir(FIXTURE_CONTENT_DIR, { withFileTypes: true });
  for (const entry of overlaid) {
    const target = path.join(site, 'data', entry.name);
    if (entry.isDirectory()) await rm(target, { recursive: true, force: true });
    await cp(path.join(FIXTURE_CONTENT_DIR, entry.name), target, { recursive: true });
  }
  console.log(
    `  fixture content: ${overlaid.map((entry) => entry.name).join(', ')} from tests/fixtures/content/`,
  );
  // Pictures are laid over the project's one by one, but the gallery's folder replaces the samples'
  // whole (its captions are fixtures/content/gallery-captions/): the gallery's tests count photos.
  for (const folder of REPLACED_PUBLIC_FOLDERS)
    await rm(path.join(site, 'public', folder), { recursive: true, force: true });
  await cp(FIXTURE_PUBLIC_DIR, path.join(site, 'public'), { recursive: true });
  console.log(
    `  fixture pictures: tests/fixtures/public/ over public/ (${REPLACED_PUBLIC_FOLDERS.join(', ')} replaced)`,
  );
}

/** The pseudo-language site's check of its code's types (written after the change is listed). */
const TYPES_OF_THE_CODE = 'tsconfig.languages.json';
/**
 * The type checker `npm run typecheck` runs: TypeScript 7, the compiler rewritten natively (the
 * package "typescript-native"; "typescript" stays at 6 for the lint and knip, which read its API).
 */
const TYPESCRIPT_NATIVE = 'node_modules/typescript-native/bin/tsc';

/**
 * Lays out the pseudo-language site: the fixture site's files, committed to a new git repository,
 * then the pseudo-languages added; writes the files `git status` then lists to PSEUDO_CHANGE_FILE.
 */
async function preparePseudoSite(): Promise<void> {
  await prepareFixtureSite(PSEUDO_SITE_DIR);
  const git = (...args: string[]) =>
    run(
      'git',
      ['-c', 'user.name=tests', '-c', 'user.email=tests@localhost', ...args],
      PSEUDO_SITE_DIR,
      `git ${args[0] ?? ''}`,
      true,
    );
  await git('init', '-q');
  await git('add', '-A');
  await git('commit', '-q', '-m', 'The fixture site');
  const written = await addPseudoLanguages(PSEUDO_SITE_DIR);
  const status = await git('status', '--porcelain', '--untracked-files=all');
  const changed = status
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.slice(3));
  await writeFile(PSEUDO_CHANGE_FILE, `${JSON.stringify({ written, changed }, null, 2)}\n`);
  // The site's code (not its tests, whose examples name two languages) checked with the registry
  // of four: a `Record<Language, …>` written out for two languages would fail here.
  await writeFile(
    path.join(PSEUDO_SITE_DIR, TYPES_OF_THE_CODE),
    `${JSON.stringify(
      {
        extends: './tsconfig.base.json',
        compilerOptions: {
          incremental: false,
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: ['node', 'vite/client'],
        },
        include: ['src', 'scripts', 'netlify'],
        exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.typetest.ts'],
      },
      null,
      2,
    )}\n`,
  );
  console.log(
    `  pseudo-languages: ${changed.length} files changed or added (.cache/pseudo-change.json)`,
  );
}

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const SITES = ['real', 'fixture', 'pseudo'];
if (values.only !== undefined && !SITES.includes(values.only))
  throw new Error(`--only takes ${SITES.map((site) => `"${site}"`).join(', ')}`);
const wanted = (site: string) => values.only === undefined || values.only === site;

console.log(`Building on the test day ${TEST_TODAY_ENV.SITE_TODAY} (tests/today.ts)`);
const builds: Array<Promise<unknown>> = [];
if (wanted('real')) builds.push(run('npm', ['run', 'build'], ROOT, 'built the real site (dist/)'));
if (wanted('fixture')) {
  await prepareFixtureSite(FIXTURE_SITE_DIR);
  builds.push(
    run(
      'npm',
      ['run', 'build'],
      FIXTURE_SITE_DIR,
      'built the fixture site (.cache/fixture-site/dist/)',
    ),
  );
}
if (wanted('pseudo')) {
  await preparePseudoSite();
  builds.push(
    run(
      'node',
      [TYPESCRIPT_NATIVE, '-p', TYPES_OF_THE_CODE],
      PSEUDO_SITE_DIR,
      "checked the pseudo-language site's code's types",
    ).then(() =>
      run(
        'npm',
        ['run', 'build'],
        PSEUDO_SITE_DIR,
        'built the pseudo-language site (.cache/pseudo-site/dist/)',
      ),
    ),
  );
}
// The two builds share nothing, and each waits on its own files often enough to run side by side.
await Promise.all(builds);
