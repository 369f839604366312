// `npm run audit`: looks for published vulnerabilities in everything the project installs, with
// whichever advisory source can answer: `npm audit` (the registry's advisories) and, when it is
// installed, `osv-scanner` (the OSV database, online or from a downloaded copy with
// OSV_SCANNER_LOCAL_DB_CACHE_DIRECTORY). It checks the lock file of each package folder (the
// site, samples/, bench/, netlify-test/) and the content editor's bundle, which is fetched outside
// the lock file (scripts/lib/admin/decap-bundle.ts): for it, a lock file of its own is made in a
// temporary folder. It says plainly what could not be checked. docs/dependencies.md explains.
//
// Exit code: 0 when everything was checked and nothing was found, 1 when something was found,
// 2 when some part could be checked by neither source.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DECAP_CMS } from './lib/admin/decap-bundle.ts';
import {
  auditExitCode,
  auditReport,
  npmAuditOutcome,
  osvOutcome,
  type AuditTarget,
} from './lib/audit.ts';

const root = path.resolve(import.meta.dirname, '..');

/** An npm lock file for the editor bundle alone: its whole dependency tree when the registry resolves it, else the package itself. */
async function editorBundleFolder(): Promise<{ dir: string; packages: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'highbridge-audit-decap-'));
  const manifest = {
    name: 'decap-cms-bundle-audit',
    private: true,
    dependencies: { 'decap-cms': DECAP_CMS.version },
  };
  await writeFile(path.join(dir, 'package.json'), JSON.stringify(manifest));
  const resolved = spawnSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    { cwd: dir, encoding: 'utf8', timeout: 180_000 },
  );
  const lock = path.join(dir, 'package-lock.json');
  if (resolved.status === 0 && existsSync(lock)) {
    const { packages = {} } = JSON.parse(await readFile(lock, 'utf8')) as {
      packages?: Record<string, unknown>;
    };
    return { dir, packages: Object.keys(packages).length - 1 };
  }
  await writeFile(
    path.join(dir, 'package-lock.json'),
    JSON.stringify({
      name: manifest.name,
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': manifest,
        'node_modules/decap-cms': { version: DECAP_CMS.version, integrity: DECAP_CMS.integrity },
      },
    }),
  );
  return { dir, packages: 1 };
}

function osvScanner(): string | null {
  const found = spawnSync('osv-scanner', ['--version'], { encoding: 'utf8' });
  return found.error === undefined && found.status === 0 ? 'osv-scanner' : null;
}

const editor = await editorBundleFolder();
const targets: AuditTarget[] = [
  ...['.', 'samples', 'bench', 'netlify-test']
    .filter((folder) => existsSync(path.join(root, folder, 'package-lock.json')))
    .map((folder) => ({
      name: folder === '.' ? 'the site (package-lock.json)' : `${folder}/package-lock.json`,
      dir: path.join(root, folder),
    })),
  {
    name:
      editor.packages > 1
        ? `the content editor's bundle (decap-cms ${DECAP_CMS.version} and the ${editor.packages - 1} packages it is built from, as the registry resolves them today)`
        : `the content editor's bundle (decap-cms ${DECAP_CMS.version} itself: the registry could not resolve what it is built from)`,
    dir: editor.dir,
  },
];

const osv = osvScanner();
const offline = process.env.OSV_SCANNER_LOCAL_DB_CACHE_DIRECTORY !== undefined;
const results = targets.map((target) => {
  const npm = spawnSync('npm', ['audit', '--json', '--package-lock-only'], {
    cwd: target.dir,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const osvRun =
    osv === null
      ? null
      : spawnSync(
          osv,
          [
            'scan',
            'source',
            '--format',
            'json',
            ...(offline ? ['--offline-vulnerabilities'] : []),
            '--lockfile',
            path.join(target.dir, 'package-lock.json'),
          ],
          { encoding: 'utf8', timeout: 300_000 },
        );
  return {
    target,
    npm: npmAuditOutcome(npm.stdout, npm.stderr),
    osv:
      osvRun === null
        ? { checked: false as const, why: 'osv-scanner is not installed' }
        : osvOutcome(osvRun.status, osvRun.stdout, osvRun.stderr),
  };
});
await rm(editor.dir, { recursive: true, force: true });

console.log(auditReport(results));
process.exitCode = auditExitCode(results);
