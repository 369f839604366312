import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WeeklyUpdatesSchema } from '../src/content/weekly-updates-schema.ts';
import { openSealedLink } from '../src/domain/sealed-link.ts';

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

/** A strong passphrase, as the command suggests them; no word of the site's own content. */
const PASSPHRASE = 'quixotic lantern velvet tadpole';

/** The suggestion printed after a refusal. */
const suggestionIn = (stderr: string) =>
  /made just now:\n\n {2}(.+)\n/.exec(stderr)?.[1] ?? '(no suggestion)';

describe('npm run weekly-password', () => {
  it('writes only the sealed address into data/weekly-updates.json, which the new password opens', async () => {
    const site = await readFile(path.join(copy, 'data/site.json'), 'utf8');
    const result = run(`${PASSPHRASE}\nhttps://staff.example.test/weekly\n`);
    expect(result.status, result.stderr).toBe(0);
    const text = await readFile(path.join(copy, 'data/weekly-updates.json'), 'utf8');
    expect(text).not.toContain('staff.example.test');
    expect(text).not.toContain('lantern');
    const after = WeeklyUpdatesSchema.parse(JSON.parse(text));
    expect(after.sealed.v).toBe(2);
    expect(await openSealedLink(after.sealed, PASSPHRASE)).toBe(
      'https://staff.example.test/weekly',
    );
    // The school's facts, which the content editor's form writes, are not touched.
    expect(await readFile(path.join(copy, 'data/site.json'), 'utf8')).toBe(site);
  }, 30_000);

  it('writes records of one length, whatever the address’s', async () => {
    const lengths: number[] = [];
    for (const address of ['https://a.example/', `https://a.example/${'long-path/'.repeat(20)}`]) {
      const result = run(`${PASSPHRASE}\n${address}\n`);
      expect(result.status, result.stderr).toBe(0);
      const text = await readFile(path.join(copy, 'data/weekly-updates.json'), 'utf8');
      const { sealed } = WeeklyUpdatesSchema.parse(JSON.parse(text));
      expect(await openSealedLink(sealed, PASSPHRASE)).toBe(address);
      lengths.push(sealed.data.length);
    }
    expect(lengths[0]).toBe(lengths[1]);
  }, 30_000);

  it('refuses a weak password, saying why, and suggests random words that it then accepts', async () => {
    const before = await readFile(path.join(copy, 'data/weekly-updates.json'), 'utf8');
    // The rules themselves are tested in lib/weekly-password.test.ts; here, what staff see.
    const suggestions: string[] = [];
    for (const [weak, reason] of [
      ['password1234', 'too easy to guess'],
      ['Maroon and Gray 1889', 'contains "maroon", "gray" and "1889"'],
    ] as const) {
      const refused = run(`${weak}\nhttps://staff.example.test/weekly\n`);
      expect(refused.status, weak).toBe(1);
      expect(refused.stderr, weak).toContain(reason);
      expect(refused.stderr, weak).toContain('Nothing was changed.');
      suggestions.push(suggestionIn(refused.stderr));
    }
    for (const suggestion of suggestions) expect(suggestion).toMatch(/^[a-z]+( [a-z]+){4}$/);
    expect(await readFile(path.join(copy, 'data/weekly-updates.json'), 'utf8')).toBe(before);

    const accepted = run(`${suggestions[0]}\nhttps://staff.example.test/weekly\n`);
    expect(accepted.status, accepted.stderr).toBe(0);
  }, 60_000);

  it('refuses an address that is not a public https address, changing nothing', async () => {
    const before = await readFile(path.join(copy, 'data/weekly-updates.json'), 'utf8');
    const refused = run(`${PASSPHRASE}\nhttps://user:secret@staff.example.test/weekly\n`);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('has a user name or password in it');
    expect(refused.stderr).not.toContain('made just now'); // the password was fine
    expect(await readFile(path.join(copy, 'data/weekly-updates.json'), 'utf8')).toBe(before);
  }, 30_000);
});
