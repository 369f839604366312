// `npm run test:netlify` (not part of `npm test`): runs the browser tests of headers, redirects,
// the access-code function and the /admin edge function against Netlify's own local runtime
// (`netlify dev --offline`) serving the real site's build, so that Netlify's parsers of
// netlify.toml and _headers, and its function and edge-function runtimes, check what the other
// tests check against scripts/serve.ts.
//
// netlify-cli and Deno are installed into this folder (its own package.json), never into the
// site's. Offline, the CLI needs three things it would otherwise download: a Deno binary (the npm
// package `deno`), the edge-functions bootstrap (NETLIFY_EDGE_BOOTSTRAP, from the CLI's own
// @netlify/edge-functions-dev package) and one type-only module in Deno's cache (its text is in
// @netlify/edge-functions-bootstrap). HOME and DENO_DIR point into .cache/, so nothing is written
// to the user's home.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { testAccessCodeEnv } from '../tests/e2e/access-code-fixture.ts';
import { TEST_TODAY_ENV } from '../tests/today.ts';

const here = import.meta.dirname;
const root = path.resolve(here, '..');
const scratch = path.join(root, '.cache/netlify-test');
const modules = path.join(here, 'node_modules');
const port = Number(process.env.NETLIFY_TEST_PORT ?? 8890);

function runOrFail(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Deno's cache entry for a remote module: remote/https/<host>/<sha256 of path and query>. */
async function cacheRemoteModule(denoDir: string, url: string, text: string): Promise<void> {
  const { host, pathname, search } = new URL(url);
  const file = path.join(
    denoDir,
    'remote/https',
    host,
    createHash('sha256')
      .update(pathname + search)
      .digest('hex'),
  );
  await mkdir(path.dirname(file), { recursive: true });
  const metadata = {
    headers: { 'content-type': 'application/typescript; charset=utf-8' },
    url,
    time: Math.floor(Date.now() / 1000),
  };
  await writeFile(file, `${text}\n// denoCacheMetadata=${JSON.stringify(metadata)}`);
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`netlify dev stopped (exit ${child.exitCode})`);
    const up = await fetch(url)
      .then(() => true)
      .catch(() => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`netlify dev did not answer on ${url} within two minutes`);
}

if (!existsSync(path.join(modules, '.bin/netlify')))
  runOrFail('npm', ['ci', '--no-audit', '--no-fund'], here);
if (!existsSync(path.join(root, 'dist/index.html')))
  runOrFail('npm', ['run', 'test:build', '--', '--only', 'real'], root);

const home = path.join(scratch, 'home');
const denoDir = path.join(scratch, 'deno');
await mkdir(home, { recursive: true });
await cacheRemoteModule(
  denoDir,
  'https://edge.netlify.com/bootstrap/globals/types.ts',
  await readFile(
    path.join(modules, '@netlify/edge-functions-bootstrap/node/dist/bootstrap/globals/types.d.ts'),
    'utf8',
  ),
);

const env = {
  ...process.env,
  ...testAccessCodeEnv(),
  ...TEST_TODAY_ENV,
  HOME: home,
  DENO_DIR: denoDir,
  CI: '1',
  NETLIFY_EDGE_BOOTSTRAP: pathToFileURL(
    path.join(modules, '@netlify/edge-functions-dev/dist/deno/bootstrap.mjs'),
  ).href,
  PATH: `${path.join(modules, '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
};
const netlify = spawn(
  path.join(modules, '.bin/netlify'),
  ['dev', '--offline', '--dir', 'dist', '--port', String(port), '--skip-gitignore', '--no-open'],
  { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
);
const stop = () => {
  try {
    if (netlify.pid !== undefined) process.kill(-netlify.pid, 'SIGTERM');
  } catch {
    // already stopped
  }
};
process.on('exit', stop);

let status = 1;
try {
  const origin = `http://localhost:${port}`;
  await waitForServer(`${origin}/`, netlify);
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', ...process.argv.slice(2), '--project=netlify'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NETLIFY_URL: origin } },
  );
  status = run.status ?? 1;
} finally {
  stop();
}
process.exit(status);
