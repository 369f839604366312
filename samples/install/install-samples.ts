// The rule of `npm run install-samples`: which files of the staging folder (samples/out/) may be
// copied into the site's public/ folder. Only files listed in samples/sample-files.json, and only
// where public/ holds no file yet or holds exactly the listed sample (same SHA-256). Any other file
// at that path is a school's own (a real photo, a real letter) and is never overwritten; nothing
// is ever deleted. Uses only Node's own modules, so the site's `npm test` runs its test without
// the samples package installed.
import { createHash } from 'node:crypto';
import { copyFile, lstat, mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** samples/sample-files.json: each sample file (path under public/) and the SHA-256 of the sample as committed. */
export interface SampleFiles {
  /** null: a new sample, not yet in public/ (written only where public/ has no file). */
  files: Record<string, string | null>;
}

export type Decision =
  /** public/ had no file there: the sample is written. */
  | { file: string; action: 'write'; reason: 'new' }
  /** public/ held the listed sample: the newly generated one replaces it. */
  | { file: string; action: 'write'; reason: 'sample' }
  /** public/ already holds exactly the generated file. */
  | { file: string; action: 'same' }
  /** public/ holds something else there (a school's own file, or a sample changed by hand). */
  | { file: string; action: 'refuse'; reason: 'not-the-sample' | 'not-a-file' }
  /** A listed sample the staging folder does not have (its generator has not run). */
  | { file: string; action: 'skip'; reason: 'not-generated' }
  /** A staged file that samples/sample-files.json does not list. */
  | { file: string; action: 'skip'; reason: 'not-listed' };

export const sha256 = (content: Buffer): string =>
  createHash('sha256').update(content).digest('hex');

/** A listed path must stay inside public/: relative, forward slashes, no "..". */
export function checkListedPath(file: string): void {
  const parts = file.split('/');
  if (
    file === '' ||
    file.includes('\\') ||
    path.posix.isAbsolute(file) ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  )
    throw new Error(`sample-files.json lists "${file}": a path under public/ is needed`);
}

async function readIfFile(file: string): Promise<Buffer | 'missing' | 'not-a-file'> {
  const info = await lstat(file).catch(() => null);
  if (info === null) return 'missing';
  // A link or a folder is never treated as a sample, and never written through.
  if (!info.isFile()) return 'not-a-file';
  return readFile(file);
}

/** Every file under a folder, as forward-slash paths relative to it. */
async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

export interface InstallOptions {
  stagingDir: string;
  publicDir: string;
  samples: SampleFiles;
  /** Decide and report only; write nothing. */
  dryRun?: boolean;
}

/**
 * Copies the listed samples from the staging folder into public/ by the rule above, and returns
 * what it decided for each file and the list with the SHA-256 of every sample now in public/
 * (to be written back to samples/sample-files.json and committed with the files).
 */
export async function installSamples({
  stagingDir,
  publicDir,
  samples,
  dryRun = false,
}: InstallOptions): Promise<{ decisions: Decision[]; samples: SampleFiles }> {
  const listed = Object.keys(samples.files).sort();
  for (const file of listed) checkListedPath(file);
  const staged = await listFiles(stagingDir);
  const decisions: Decision[] = [];
  const files: Record<string, string | null> = { ...samples.files };

  for (const file of listed) {
    const generated = await readIfFile(path.join(stagingDir, file));
    if (!(generated instanceof Buffer)) {
      decisions.push({ file, action: 'skip', reason: 'not-generated' });
      continue;
    }
    const target = path.join(publicDir, file);
    const current = await readIfFile(target);
    if (current === 'not-a-file') {
      decisions.push({ file, action: 'refuse', reason: 'not-a-file' });
      continue;
    }
    if (current instanceof Buffer) {
      const hash = sha256(current);
      if (hash === sha256(generated)) {
        decisions.push({ file, action: 'same' });
        files[file] = hash;
        continue;
      }
      if (hash !== samples.files[file]) {
        decisions.push({ file, action: 'refuse', reason: 'not-the-sample' });
        continue;
      }
    }
    decisions.push({ file, action: 'write', reason: current === 'missing' ? 'new' : 'sample' });
    if (!dryRun) {
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(stagingDir, file), target);
    }
    files[file] = sha256(generated);
  }
  for (const file of staged)
    if (!Object.hasOwn(samples.files, file))
      decisions.push({ file, action: 'skip', reason: 'not-listed' });

  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { decisions, samples: { files: sorted } };
}

const WHY: Record<string, string> = {
  'not-the-sample':
    'public/ has another file there (a real one, or a sample changed by hand): left as it is',
  'not-a-file': 'public/ has a folder or a link there: left as it is',
  'not-generated': 'not in the staging folder (run npm run generate first)',
  'not-listed':
    'generated, but samples/sample-files.json does not list it: not copied (list it with the value null to install it as a new sample)',
};

/** The report printed for a run: what was written, and each file skipped or refused, with why. */
export function describe(decisions: readonly Decision[], dryRun: boolean): string[] {
  const count = (action: Decision['action']) => decisions.filter((d) => d.action === action).length;
  const lines = decisions.flatMap((decision) => {
    switch (decision.action) {
      case 'write':
        return [
          `  ${dryRun ? 'would write' : 'wrote'} public/${decision.file}${decision.reason === 'new' ? ' (new)' : ''}`,
        ];
      case 'same':
        return [];
      case 'refuse':
      case 'skip':
        return [
          `  ${decision.action === 'refuse' ? 'REFUSED' : 'skipped'} public/${decision.file}: ${WHY[decision.reason]}`,
        ];
    }
  });
  lines.push(
    `${dryRun ? 'Would write' : 'Wrote'} ${count('write')}, unchanged ${count('same')}, refused ${count('refuse')}, skipped ${count('skip')}.`,
  );
  return lines;
}
