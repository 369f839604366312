import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { feedStamp, gitFileState } from './feed-stamp.ts';

const BUILD = Date.parse('2026-11-22T15:30:45.678Z');
const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('feedStamp', () => {
  it('is the last commit of the events file when the file is as committed', () => {
    expect(feedStamp({ committedAt: 1_790_000_000, changed: false }, BUILD)).toEqual(
      new Date(1_790_000_000_000),
    );
  });
  it('is the build time, in whole seconds, without git or with an uncommitted edit', () => {
    expect(feedStamp({ committedAt: null, changed: false }, BUILD).toISOString()).toBe(
      '2026-11-22T15:30:45.000Z',
    );
    expect(feedStamp({ committedAt: null, changed: true }, BUILD).toISOString()).toBe(
      '2026-11-22T15:30:45.000Z',
    );
    expect(feedStamp({ committedAt: 1_790_000_000, changed: true }, BUILD).toISOString()).toBe(
      '2026-11-22T15:30:45.000Z',
    );
  });
});

describe('gitFileState', () => {
  it('reads the commit time and notices an edit', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'feed-stamp-'));
    dirs.push(dir);
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: dir,
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: '2026-10-01T12:00:00Z',
          GIT_COMMITTER_DATE: '2026-10-01T12:00:00Z',
        },
      });
    expect(gitFileState(dir, 'events.json')).toEqual({ committedAt: null, changed: true });
    git('init', '-q');
    git('config', 'user.email', 'test@example.org');
    git('config', 'user.name', 'Test');
    await writeFile(path.join(dir, 'events.json'), '{"events":[]}\n');
    await writeFile(path.join(dir, 'README.md'), '# School\n');
    git('add', 'README.md');
    git('commit', '-qm', 'readme');
    // A file never committed has no commit time (not the year 1970).
    expect(gitFileState(dir, 'events.json')).toEqual({ committedAt: null, changed: true });
    git('add', 'events.json');
    git('commit', '-qm', 'events');
    expect(gitFileState(dir, 'events.json')).toEqual({
      committedAt: Date.parse('2026-10-01T12:00:00Z') / 1000,
      changed: false,
    });
    await writeFile(path.join(dir, 'events.json'), '{"events":[1]}\n');
    expect(gitFileState(dir, 'events.json').changed).toBe(true);
  });
});
