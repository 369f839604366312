import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WeeklyUpdatesSchema } from '../src/content/weekly-updates-schema.ts';
import { openSealedLink } from '../src/domain/sealed-link.ts';
import { weeklyPasswordProblem, weeklyUrlProblem } from './lib/weekly-password.ts';

const root = path.resolve(import.meta.dirname, '..');
let copy: string;

beforeAll(async () => {
  // A copy of what the command needs, so that data/site.json of this project is not touched.
  copy = await mkdtemp(path.join(tmpdir(), 'weekly-password-'));
  for (const dir of ['scripts', 'src', 'data', 'locales'])
    await cp(path.join(root, dir), path.join(copy, dir), { recursive: true });
  await cp(path.join(root, 'package.json'), path.join(copy, 'package.json'));
  await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
});

afterAll(async () => {
  await rm(copy, { recursive: true, force: true });
});

function run(input: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/weekly-password.ts'], {
    cwd: copy,
    input,
    encoding: 'utf8',
  });
}

describe('npm run weekly-password', () => {
  it('writes only the sealed address into data/weekly-updates.json, which the new password opens', async () => {
    const site = await readFile(path.join(copy, 'data/site.json'), 'utf8');
    const result = run('Maroon and Gray 1889\nhttps://staff.example.test/weekly\n');
    expect(result.status, result.stderr).toBe(0);
    const text = await readFile(path.join(copy, 'data/weekly-updates.json'), 'utf8');
    expect(text).not.toContain('staff.example.test');
    expect(text).not.toContain('Maroon');
    const after = WeeklyUpdatesSchema.parse(JSON.parse(text));
    expect(await openSealedLink(after.sealed, 'Maroon and Gray 1889')).toBe(
      'https://staff.example.test/weekly',
    );
    // The school's facts, which the content editor's form writes, are not touched.
    expect(await readFile(path.join(copy, 'data/site.json'), 'utf8')).toBe(site);
  }, 30_000);

  it('refuses a short password or an address that is not https, changing nothing', async () => {
    const before = await readFile(path.join(copy, 'data/weekly-updates.json'), 'utf8');
    const short = run('short\nhttps://staff.example.test/weekly\n');
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('use at least 12');
    const plain = run('Maroon and Gray 1889\nhttp://staff.example.test/weekly\n');
    expect(plain.status).toBe(1);
    expect(plain.stderr).toContain('is not a full https:// address');
    expect(await readFile(path.join(copy, 'data/weekly-updates.json'), 'utf8')).toBe(before);
  }, 30_000);

  it('explains what it accepts', () => {
    expect(weeklyPasswordProblem('')).toBe('No password given.');
    expect(weeklyPasswordProblem('eleven char')).toContain('11 characters');
    expect(weeklyPasswordProblem('twelve chars')).toBeNull();
    expect(weeklyUrlProblem('https://x.example/')).toBeNull();
    expect(weeklyUrlProblem('javascript:alert(1)')).toContain('not a full https://');
  });
});
