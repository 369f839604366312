// Decap CMS's prebuilt browser bundle, which the content editor at /admin/ serves from the site
// itself (the editor's Content-Security-Policy allows scripts from 'self' only, so no CDN).
//
// Why it is not a dependency: the npm package `decap-cms` is that bundle (dist/), but installing it
// also installs the 650 packages it was built from (about 300 MB), which the bundle already
// contains. So the content step fetches exactly the pinned tarball, once, with `npm pack` (through
// the user's own npm configuration and cache), refuses it unless its sha512 is the one below, and
// keeps the files /admin/ needs in node_modules/.cache/decap-cms/<version>/: a fresh `npm ci`
// starts without it, as with any dependency, and the fixture site, which links node_modules,
// shares it. See docs/dependencies.md.
//
// To upgrade: set both values from `npm view decap-cms@<version> dist.integrity`, then check the
// editor (`npm run dev`, /admin/) and run tests/e2e/admin.spec.ts.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

export const DECAP_CMS = {
  version: '3.16.3',
  integrity:
    'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==',
} as const;

const run = promisify(execFile);

/**
 * The files of the package's dist/ that /admin/ serves: the standalone bundle, the chunks it loads
 * next to itself, its WebAssembly and its licence notice (no source maps, not the `cms.js` copy).
 */
export function isServedBundleFile(name: string): boolean {
  return /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name) || name === 'decap-cms.js.LICENSE.txt';
}

/** Throws unless `tarball` has the Subresource-Integrity-style hash `integrity` (sha512-<base64>). */
export function checkIntegrity(tarball: Buffer, integrity: string): void {
  const actual = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
  if (actual !== integrity)
    throw new Error(
      `The downloaded decap-cms@${DECAP_CMS.version} is not the pinned one (its hash is ${actual}, ` +
        `expected ${integrity}): refusing to serve it on /admin/.`,
    );
}

// Stryker disable all: from here on, npm pack over the network, tar and renames, once per version:
// `npm run content` runs it, no unit test.
/** The folder holding the bundle's served files; fetches and checks the pinned tarball if needed. */
export async function decapBundleDir(root: string): Promise<string> {
  const cache = path.join(root, 'node_modules/.cache/decap-cms');
  const dir = path.join(cache, DECAP_CMS.version);
  if (existsSync(dir)) return dir;

  await mkdir(cache, { recursive: true });
  const scratch = await mkdtemp(path.join(cache, 'download-'));
  try {
    const spec = `decap-cms@${DECAP_CMS.version}`;
    console.log(`  fetching the content editor's bundle (${spec}, about 16 MB, once)`);
    const packed = await run(
      'npm',
      ['pack', spec, '--pack-destination', scratch, '--prefer-offline', '--json'],
      { cwd: scratch, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: Error) => {
      throw new Error(`Could not fetch ${spec} with npm pack (is the registry reachable?)`, {
        cause: error,
      });
    });
    const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
    const tarball = path.join(scratch, filename);
    checkIntegrity(await readFile(tarball), DECAP_CMS.integrity);

    await run('tar', ['-xzf', tarball, '-C', scratch, 'package/dist']);
    const files = path.join(scratch, 'files');
    await mkdir(files);
    const dist = path.join(scratch, 'package/dist');
    const served = (await readdir(dist)).filter(isServedBundleFile);
    if (!served.includes('decap-cms.js'))
      throw new Error(`${spec} has no dist/decap-cms.js, which /admin/index.html loads.`);
    for (const name of served) await rename(path.join(dist, name), path.join(files, name));
    // In one step, so that a build running beside this one never sees half a folder; if it got
    // there first, its copy is the same.
    await rename(files, dir).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(dir)) throw error;
    });
    return dir;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
