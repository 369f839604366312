import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/content/format-issues.ts';
import { findSymlinks, symlinkProblems } from './symlinks.ts';

let root = '';
afterEach(async () => {
  if (root !== '') await rm(root, { recursive: true, force: true });
});

async function project(): Promise<string> {
  root = await mkdtemp(path.join(tmpdir(), 'highbridge-links-'));
  for (const folder of ['public/assets/images', 'data/events', 'locales/en', 'src'])
    await mkdir(path.join(root, folder), { recursive: true });
  await writeFile(path.join(root, 'public/assets/images/photo.jpg'), 'jpeg');
  await writeFile(path.join(root, 'data/site.json'), '{}');
  return root;
}

describe('symbolic links in the content folders', () => {
  it('finds none in ordinary folders', async () => {
    expect(await findSymlinks(await project())).toEqual([]);
  });

  it('names every link under public/, data/ and locales/, to a file or a folder, at any depth', async () => {
    const dir = await project();
    await symlink('/etc/hostname', path.join(dir, 'public/leak-hostname.txt'));
    await symlink('/', path.join(dir, 'public/assets/images/root'));
    await symlink(path.join(dir, 'data/site.json'), path.join(dir, 'data/events/1.json'));
    await symlink('../../data/site.json', path.join(dir, 'locales/en/common.json'));
    // Outside the content folders, links are the project's own business.
    await symlink('/etc/hostname', path.join(dir, 'src/link.ts'));
    expect(await findSymlinks(dir)).toEqual([
      'data/events/1.json',
      'locales/en/common.json',
      'public/assets/images/root',
      'public/leak-hostname.txt',
    ]);
    const [first] = await symlinkProblems(dir);
    expect(formatProblem(first ?? { file: '', message: '' })).toBe(
      'data/events/1.json: this is a link to another file or folder, not a file: the site would publish whatever it points at. Replace it with a copy of the file itself',
    );
  });

  it('names a content folder that is itself a link', async () => {
    const dir = await project();
    await rm(path.join(dir, 'locales'), { recursive: true });
    await symlink(tmpdir(), path.join(dir, 'locales'));
    expect(await findSymlinks(dir)).toEqual(['locales']);
  });
});
