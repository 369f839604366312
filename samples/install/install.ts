// `npm run install-samples [-- --dry-run]`: copies the sample files that `npm run generate` drew
// into samples/out/ over to the site's public/ folder, by the rule in install-samples.ts: only
// files listed in samples/sample-files.json, never over a file that is not the listed sample,
// never deleting anything. Prints every file it wrote, skipped or refused, and records the
// SHA-256 of the samples it wrote in samples/sample-files.json (commit it with the files).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describe, installSamples, type SampleFiles } from './install-samples.ts';

const SAMPLES_DIR = path.resolve(import.meta.dirname, '..');
const LIST = path.join(SAMPLES_DIR, 'sample-files.json');
const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
const dryRun = values['dry-run'];

const samples = JSON.parse(await readFile(LIST, 'utf8')) as SampleFiles;
const result = await installSamples({
  stagingDir: path.join(SAMPLES_DIR, 'out'),
  publicDir: path.resolve(SAMPLES_DIR, '..', 'public'),
  samples,
  dryRun,
});
for (const line of describe(result.decisions, dryRun)) console.log(line);
if (!dryRun) await writeFile(LIST, `${JSON.stringify(result.samples, null, 2)}\n`);
if (result.decisions.some((decision) => decision.action === 'refuse')) {
  console.log(
    'A refused file is kept as it is. To put the sample back, delete that file from public/ and run this again.',
  );
}
