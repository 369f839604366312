// `npm run test:netlify-cache` (not part of `npm test`: three full builds, a few minutes): shows
// with Netlify's own build (`netlify build --offline`) that the media cache plugin
// (netlify/plugins/media-cache/) carries the image derivatives from one build to the next.
//
// Each build runs in a fresh copy of the project, as Netlify clones it (the files git tracks or
// would track: no public/generated/), with node_modules linked; only Netlify's cache folder
// (.netlify/cache/) is kept from one build to the next:
//
// 1. no cache yet: every derivative is encoded, and the plugin saves them;
// 2. nothing changed: the plugin restores them and the content step encodes none;
// 3. one photo added to the gallery: the content step encodes that photo's derivatives, no other.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { stripVTControlCharacters, styleText } from 'node:util';
import sharp from 'sharp';
import { TEST_TODAY_ENV } from '../tests/today.ts';
import { offlineCli, ROOT } from './offline-cli.ts';

const scratch = path.join(ROOT, '.cache/netlify-cache-test');
const site = path.join(scratch, 'site');
const keptCache = path.join(scratch, 'netlify-cache');
const NEW_PHOTO = 'classroom-cache-check.jpg';

interface Build {
  seconds: number;
  encoded: number;
  removed: number;
  /** The content step's own time for the derivatives. */
  mediaSeconds: number;
  cacheLines: string[];
}

/** A fresh copy of the project in `site`, with the cache of the previous build (if any). */
async function freshClone(): Promise<void> {
  const cached = path.join(site, '.netlify/cache');
  await rm(keptCache, { recursive: true, force: true });
  if (existsSync(cached)) await rename(cached, keptCache);
  await rm(site, { recursive: true, force: true });
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(ROOT, file)));
  for (const file of files) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await cp(path.join(ROOT, file), path.join(site, file));
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  if (existsSync(keptCache)) {
    await mkdir(path.join(site, '.netlify'), { recursive: true });
    await rename(keptCache, cached);
  }
}

async function netlifyBuild(number: number, cli: Awaited<ReturnType<typeof offlineCli>>) {
  const started = performance.now();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(cli.netlify, ['build', '--offline'], {
      cwd: site,
      env: { ...cli.env, ...TEST_TODAY_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(text);
      else {
        console.error(text);
        reject(new Error(`netlify build ${number} failed (exit code ${code})`));
      }
    });
  });
  const plain = stripVTControlCharacters(output);
  const media = /✔ media: (\d+) images? encoded, (\d+) removed \((\d+) ms\)/.exec(plain);
  if (media === null) throw new Error(`build ${number}: no "✔ media:" line in its log`);
  const build: Build = {
    seconds: (performance.now() - started) / 1000,
    encoded: Number(media[1]),
    removed: Number(media[2]),
    mediaSeconds: Number(media[3]) / 1000,
    cacheLines: plain.match(/^media cache: .*$/gm) ?? [],
  };
  console.log(
    `build ${number}: ${build.seconds.toFixed(1)} s in all, derivatives ${build.mediaSeconds.toFixed(1)} s: ${build.encoded} encoded, ${build.removed} removed`,
  );
  for (const line of build.cacheLines) console.log(`  ${line}`);
  return build;
}

/** Files under the copy's public/generated/media/ made from the added photo. */
async function newPhotoDerivatives(): Promise<number> {
  const media = path.join(site, 'public/generated/media');
  const entries = await readdir(media, { recursive: true, withFileTypes: true });
  const stem = NEW_PHOTO.replace(/\.jpg$/, '-');
  return entries.filter((entry) => entry.isFile() && entry.name.startsWith(stem)).length;
}

const failures: string[] = [];
function check(condition: boolean, message: string): void {
  if (!condition) failures.push(message);
}

const cli = await offlineCli(scratch);
await rm(path.join(site, '.netlify/cache'), { recursive: true, force: true });

await freshClone();
const first = await netlifyBuild(1, cli);
check(
  first.cacheLines.some((line) => line.includes('nothing cached yet')),
  'build 1 found a cache',
);
check(first.encoded > 0, 'build 1 encoded nothing');
check(
  first.cacheLines.some((line) => line.includes('saved')),
  'build 1 did not save the cache',
);

await freshClone();
const second = await netlifyBuild(2, cli);
check(
  second.cacheLines.some((line) => line.includes('restored')),
  'build 2 restored nothing',
);
check(second.encoded === 0, `build 2 encoded ${second.encoded} files, not 0`);

await freshClone();
await sharp({
  create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 110, b: 170 } },
})
  .jpeg()
  .toFile(path.join(site, 'public/assets/images/gallery', NEW_PHOTO));
const third = await netlifyBuild(3, cli);
const made = await newPhotoDerivatives();
check(made > 0, `build 3 made no derivative of ${NEW_PHOTO}`);
check(
  third.encoded === made,
  `build 3 encoded ${third.encoded} files, not the ${made} derivatives of ${NEW_PHOTO}`,
);
check(third.removed === 0, `build 3 removed ${third.removed} files`);

if (failures.length > 0) {
  for (const failure of failures) console.error(styleText('red', `✖ ${failure}`));
  process.exit(1);
}
console.log(
  styleText(
    'green',
    `✔ the media cache works: ${first.encoded} encoded without it, 0 with it, ${made} for one new photo`,
  ),
);
