// No symbolic links in the folders the site is built from. A link is copied as what it points at:
// `public/leak.txt -> /etc/hostname` published the build machine's name (security probe 2, N7), and
// a link to a folder could publish any file of the machine that builds the site. Nothing the
// school needs is a link, so the content step refuses every one, naming it.
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ContentProblem } from '../../src/content/format-issues.ts';

/** The folders the site is built from, whose every file staff may change. */
const CONTENT_FOLDERS = ['public', 'data', 'locales'] as const;

/** The symbolic links under `folders` of `root` (paths from `root`, with forward slashes). */
export async function findSymlinks(
  root: string,
  folders: readonly string[] = CONTENT_FOLDERS,
): Promise<string[]> {
  const found: string[] = [];
  for (const folder of folders) {
    const top = path.join(root, folder);
    const stats = await lstat(top).catch(() => null);
    if (stats === null) continue;
    if (stats.isSymbolicLink()) {
      found.push(folder);
      continue;
    }
    // A recursive listing does not enter linked folders: it reports the link itself.
    for (const entry of await readdir(top, { recursive: true, withFileTypes: true }))
      if (entry.isSymbolicLink())
        found.push(
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        );
  }
  return found.sort();
}

/** One problem per symbolic link under the content folders. */
export async function symlinkProblems(root: string): Promise<ContentProblem[]> {
  return (await findSymlinks(root)).map((file) => ({
    file,
    message:
      'this is a link to another file or folder, not a file: the site would publish whatever it points at. Replace it with a copy of the file itself',
  }));
}
