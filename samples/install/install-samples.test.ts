// The install step's rule on a temporary public/ folder: a listed sample is replaced, any other
// file is refused and kept byte for byte, a new sample is written where there is no file, nothing
// unlisted is copied and nothing is deleted. Run by the site's `npm test` (no samples install needed).
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkListedPath,
  describe as report,
  installSamples,
  sha256,
  type SampleFiles,
} from './install-samples.ts';

let root: string;
let staging: string;
let site: string;

async function put(dir: string, file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), content);
}
const read = (dir: string, file: string) => readFile(path.join(dir, file), 'utf8');
const hash = (content: string) => sha256(Buffer.from(content));
/** Installs from the temporary staging folder into the temporary public/ by this list. */
const install = (files: SampleFiles['files'], dryRun = false) =>
  installSamples({ stagingDir: staging, publicDir: site, samples: { files }, dryRun });

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'install-samples-'));
  staging = path.join(root, 'out');
  site = path.join(root, 'public');
  await mkdir(staging);
  await mkdir(site);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('installing the samples', () => {
  it('replaces a file that is the listed sample, and records the new sample', async () => {
    await put(site, 'assets/images/gallery/fair.jpg', 'old drawing');
    await put(staging, 'assets/images/gallery/fair.jpg', 'new drawing');
    const result = await install({ 'assets/images/gallery/fair.jpg': hash('old drawing') });
    expect(result.decisions).toEqual([
      { file: 'assets/images/gallery/fair.jpg', action: 'write', reason: 'sample' },
    ]);
    expect(await read(site, 'assets/images/gallery/fair.jpg')).toBe('new drawing');
    expect(result.samples.files['assets/images/gallery/fair.jpg']).toBe(hash('new drawing'));
  });

  it('refuses to overwrite a file that is not the listed sample (a real photo), and keeps it', async () => {
    await put(site, 'assets/images/gallery/fair.jpg', 'the school’s real photo');
    await put(staging, 'assets/images/gallery/fair.jpg', 'new drawing');
    const listed = { 'assets/images/gallery/fair.jpg': hash('old drawing') };
    const result = await install(listed);
    expect(result.decisions).toEqual([
      { file: 'assets/images/gallery/fair.jpg', action: 'refuse', reason: 'not-the-sample' },
    ]);
    expect(await read(site, 'assets/images/gallery/fair.jpg')).toBe('the school’s real photo');
    // The list still names the sample, so a later run refuses again.
    expect(result.samples.files).toEqual(listed);
    expect(report(result.decisions, false)[0]).toBe(
      '  REFUSED public/assets/images/gallery/fair.jpg: public/ has another file there (a real one, or a sample changed by hand): left as it is',
    );
  });

  it('refuses a file where a new sample (listed without a hash) would go', async () => {
    await put(site, 'assets/images/art/piece.jpg', 'a student’s real artwork');
    await put(staging, 'assets/images/art/piece.jpg', 'drawing');
    const result = await install({ 'assets/images/art/piece.jpg': null });
    expect(result.decisions[0]?.action).toBe('refuse');
    expect(await read(site, 'assets/images/art/piece.jpg')).toBe('a student’s real artwork');
  });

  it('writes a listed sample where public/ has no file, with its folders', async () => {
    await put(staging, 'assets/documents/staff/Enrichment/Ms. Ana López.png', 'portrait');
    const result = await install({ 'assets/documents/staff/Enrichment/Ms. Ana López.png': null });
    expect(result.decisions).toEqual([
      {
        file: 'assets/documents/staff/Enrichment/Ms. Ana López.png',
        action: 'write',
        reason: 'new',
      },
    ]);
    expect(await read(site, 'assets/documents/staff/Enrichment/Ms. Ana López.png')).toBe(
      'portrait',
    );
  });

  it('copies nothing unlisted, deletes nothing, and leaves a file equal to the sample alone', async () => {
    await put(staging, 'assets/images/extra.jpg', 'unlisted drawing');
    await put(staging, 'assets/images/same.jpg', 'drawing');
    await put(site, 'assets/images/same.jpg', 'drawing');
    await put(site, 'assets/images/school-own.jpg', 'a real photo nobody listed');
    await put(site, 'assets/images/not-generated.jpg', 'listed, not generated this time');
    const result = await install({
      'assets/images/same.jpg': hash('an older drawing'),
      'assets/images/not-generated.jpg': hash('listed, not generated this time'),
    });
    expect(result.decisions).toEqual([
      { file: 'assets/images/not-generated.jpg', action: 'skip', reason: 'not-generated' },
      { file: 'assets/images/same.jpg', action: 'same' },
      { file: 'assets/images/extra.jpg', action: 'skip', reason: 'not-listed' },
    ]);
    await expect(read(site, 'assets/images/extra.jpg')).rejects.toThrow();
    expect(await read(site, 'assets/images/school-own.jpg')).toBe('a real photo nobody listed');
    expect(await read(site, 'assets/images/not-generated.jpg')).toBe(
      'listed, not generated this time',
    );
    expect(result.samples.files['assets/images/same.jpg']).toBe(hash('drawing'));
  });

  it('never writes through a link or over a folder', async () => {
    await put(root, 'elsewhere/photo.jpg', 'outside public/');
    await mkdir(path.join(site, 'assets'), { recursive: true });
    await symlink(path.join(root, 'elsewhere/photo.jpg'), path.join(site, 'assets/photo.jpg'));
    await mkdir(path.join(site, 'assets/folder.jpg'), { recursive: true });
    await put(staging, 'assets/photo.jpg', 'drawing');
    await put(staging, 'assets/folder.jpg', 'drawing');
    const result = await install({ 'assets/photo.jpg': null, 'assets/folder.jpg': null });
    expect(result.decisions.map((decision) => decision.action)).toEqual(['refuse', 'refuse']);
    expect(await read(root, 'elsewhere/photo.jpg')).toBe('outside public/');
  });

  it('writes nothing on a dry run', async () => {
    await put(site, 'assets/a.jpg', 'old drawing');
    await put(staging, 'assets/a.jpg', 'new drawing');
    await put(staging, 'assets/b.jpg', 'new file');
    const result = await install(
      { 'assets/a.jpg': hash('old drawing'), 'assets/b.jpg': null },
      true,
    );
    expect(result.decisions.map((decision) => decision.action)).toEqual(['write', 'write']);
    expect(await read(site, 'assets/a.jpg')).toBe('old drawing');
    await expect(read(site, 'assets/b.jpg')).rejects.toThrow();
  });

  it('accepts only paths inside public/', () => {
    expect(() => checkListedPath('assets/images/a.jpg')).not.toThrow();
    for (const file of ['../package.json', '/etc/passwd', 'assets/../../x', 'assets\\a.jpg', ''])
      expect(() => checkListedPath(file), file).toThrow();
  });
});
