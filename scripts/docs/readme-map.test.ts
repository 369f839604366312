// The README's map of the repository (the fenced block after "Where things are") must stay exact:
// every path it names exists, and every top-level folder and every folder of src/ is named, so a
// newcomer's first look at the repository is not out of date.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The paths the map names (the first word of each line, `en|es` read as both). */
function mapPaths(readme: string): string[] {
  const start = readme.indexOf('Where things are');
  const block = /```\n([\s\S]*?)```/.exec(readme.slice(start))?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.split(/\s+/)[0] ?? '')
    .filter((first) => first !== '')
    .flatMap((first) =>
      first.includes('en|es') ? ['en', 'es'].map((lng) => first.replace('en|es', lng)) : [first],
    )
    .map((first) => first.replace(/\/$/, ''));
}

/** Folders that tools make and git ignores, not part of the map. */
const MADE_BY_TOOLS = new Set([
  '.git',
  '.cache',
  'node_modules',
  'dist',
  'dist-server',
  'test-results',
  'playwright-report',
  '.netlify',
]);

describe("the README's map", () => {
  const named = mapPaths(readFileSync(path.join(root, 'README.md'), 'utf8'));

  it('names only paths that exist', () => {
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((entry) => !existsSync(path.join(root, entry)))).toEqual([]);
  });

  it('names every top-level folder and every folder of src/', () => {
    const folders = (dir: string) =>
      readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !MADE_BY_TOOLS.has(entry.name))
        .map((entry) => (dir === '.' ? entry.name : `${dir}/${entry.name}`));
    const missing = [...folders('.'), ...folders('src')].filter(
      (folder) => !named.some((entry) => entry === folder || entry.startsWith(`${folder}/`)),
    );
    expect(missing).toEqual([]);
  });
});
