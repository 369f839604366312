// `npm run test:netlify` (not part of `npm test`): runs the browser tests of headers, redirects,
// the access-code function and the /admin edge function against Netlify's own local runtime
// (`netlify dev --offline`) serving the real site's build, so that Netlify's parsers of
// netlify.toml and _headers, and its function and edge-function runtimes, check what the other
// tests check against scripts/serve.ts.
//
// The CLI is installed into this folder on first use and run offline (offline-cli.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { testAccessCodeEnv } from '../tests/e2e/access-code-fixture.ts';
import { TEST_TODAY_ENV } from '../tests/today.ts';
import { offlineCli, ROOT as root, runOrFail } from './offline-cli.ts';

const scratch = path.join(root, '.cache/netlify-test');
const port = Number(process.env.NETLIFY_TEST_PORT ?? 8890);

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

const cli = await offlineCli(scratch);
if (!existsSync(path.join(root, 'dist/index.html')))
  runOrFail('npm', ['run', 'test:build', '--', '--only', 'real'], root);

const env = { ...cli.env, ...testAccessCodeEnv(), ...TEST_TODAY_ENV };
const netlify = spawn(
  cli.netlify,
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
