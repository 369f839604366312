import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldWord, readSiteWords, siteWordsIn, wordsOf, type SiteWord } from './site-words.ts';

const root = path.resolve(import.meta.dirname, '../..');
let words: SiteWord[];

beforeAll(async () => {
  words = await readSiteWords(root);
});

describe("the site's own words", () => {
  it('are the school’s facts as the site shows them: name, number, year, colours, mascot, people, address', () => {
    const found = new Map(words.map(({ word, file }) => [word, file]));
    // What an attacker builds guesses from (the security probe's own list, and more).
    for (const word of ['highbridge', 'school', '418', '1889', 'nelson', 'bronx', '10452'])
      expect(found.get(word), word).toBe('data/site.json');
    expect(found.get('marquez')).toBe('data/leadership.json');
    expect(found.get('maroon')).toBe('locales/en/parents.json');
    expect(found.get('gray')).toBe('locales/en/parents.json');
    expect(found.get('gold')).toBe('locales/en/about-us.json');
    expect(found.get('archie')).toBe('locales/en/meet-the-mascot.json');
    expect(found.get('hawk')).toBe('locales/en/meet-the-mascot.json');
    // Staff are bilingual: the Spanish pages' colours and mascot count too.
    expect(found.get('granate')).toBe('locales/es/parents.json');
    expect(found.get('halcon')).toBe('locales/es/meet-the-mascot.json');
    // Words too short to matter are left out, so that they do not refuse ordinary phrases.
    for (const word of ['the', 'and', 'ps', 'el', 'ny']) expect(found.has(word), word).toBe(false);
  });

  it('follow the files staff edit: a new principal or mascot counts at once', async () => {
    const copy = await mkdtemp(path.join(tmpdir(), 'site-words-'));
    try {
      for (const dir of ['data', 'locales'])
        await cp(path.join(root, dir), path.join(copy, dir), { recursive: true });
      const leadershipFile = path.join(copy, 'data/leadership.json');
      const leadership = JSON.parse(await readFile(leadershipFile, 'utf8')) as {
        leaders: { name: string }[];
      };
      leadership.leaders = leadership.leaders.map((leader, index) =>
        index === 0 ? { ...leader, name: 'Wilhelmina Okonkwo' } : leader,
      );
      await writeFile(leadershipFile, JSON.stringify(leadership));
      const mascotFile = path.join(copy, 'locales/en/meet-the-mascot.json');
      const mascot = JSON.parse(await readFile(mascotFile, 'utf8')) as { quote: { cite: string } };
      mascot.quote.cite = 'Bartholomew the Beaver';
      await writeFile(mascotFile, JSON.stringify(mascot));

      const edited = (await readSiteWords(copy)).map(({ word }) => word);
      expect(edited).toEqual(
        expect.arrayContaining(['wilhelmina', 'okonkwo', 'bartholomew', 'beaver']),
      );
      expect(edited).not.toContain('marquez');
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('are found in a password whatever its case, accents and spacing', () => {
    expect(foldWord('MÁRQUEZ Halcón')).toBe('marquez halcon');
    expect(wordsOf('The Highbridge School, P.S. 418')).toEqual(['highbridge', 'school', '418']);
    const named = (password: string) => siteWordsIn(password, words).map(({ word }) => word);
    expect(named('Maroon and Gray 1889')).toEqual(['maroon', 'gray', '1889']);
    expect(named('HIGHBRIDGE1889!')).toEqual(['highbridge', '1889']);
    expect(named('dra. márquez')).toEqual(['marquez']);
    expect(named('copper violin meadow lantern')).toEqual([]);
  });
});
