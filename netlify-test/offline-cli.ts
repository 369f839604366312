// Netlify's CLI run offline, for the scripts of this folder (`npm run test:netlify` and
// `npm run test:netlify-cache`).
//
// netlify-cli and Deno are installed into this folder (its own package.json), never into the
// site's. Offline, the CLI needs three things it would otherwise download: a Deno binary (the npm
// package `deno`), the edge-functions bootstrap (NETLIFY_EDGE_BOOTSTRAP, from the CLI's own
// @netlify/edge-functions-dev package) and one type-only module in Deno's cache (its text is in
// @netlify/edge-functions-bootstrap). HOME and DENO_DIR point into .cache/, so nothing is written
// to the user's home. CI=1 keeps the CLI from asking questions and from sending telemetry.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
export const ROOT = path.resolve(here, '..');
const modules = path.join(here, 'node_modules');

export function runOrFail(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): void {
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

/**
 * Installs the CLI on first use and prepares its offline home in `scratch`: returns the `netlify`
 * command and the environment to run it in.
 */
export async function offlineCli(
  scratch: string,
): Promise<{ netlify: string; env: NodeJS.ProcessEnv }> {
  if (!existsSync(path.join(modules, '.bin/netlify')))
    runOrFail('npm', ['ci', '--no-audit', '--no-fund'], here);
  const home = path.join(scratch, 'home');
  const denoDir = path.join(scratch, 'deno');
  await mkdir(home, { recursive: true });
  await cacheRemoteModule(
    denoDir,
    'https://edge.netlify.com/bootstrap/globals/types.ts',
    await readFile(
      path.join(
        modules,
        '@netlify/edge-functions-bootstrap/node/dist/bootstrap/globals/types.d.ts',
      ),
      'utf8',
    ),
  );
  return {
    netlify: path.join(modules, '.bin/netlify'),
    env: {
      ...process.env,
      HOME: home,
      DENO_DIR: denoDir,
      CI: '1',
      NETLIFY_EDGE_BOOTSTRAP: pathToFileURL(
        path.join(modules, '@netlify/edge-functions-dev/dist/deno/bootstrap.mjs'),
      ).href,
      PATH: `${path.join(modules, '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    },
  };
}
