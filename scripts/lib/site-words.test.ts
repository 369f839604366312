import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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

/** A small school's files, as staff would write them, in a temporary folder (not the live data/). */
function fixtureFiles(): Record<string, unknown> {
  const both = (en: string, es: string) => ({ en, es });
  const hours = { start: '8:00 AM', end: '9:00 AM' };
  return {
    'data/site.json': {
      name: 'Lindenwood Elementary, P.S. 7',
      shortName: 'Lindenwood',
      siteUrl: 'https://www.oakhill.example',
      founded: 1921,
      phone: '(347) 555-0199',
      email: 'office@frontdesk.brookside.org',
      parentCoordinator: { name: 'Nadia Ferreira', hours },
      volunteerCoordinator: { name: 'Omar Said' },
      buildings: [
        {
          id: 'main',
          name: both('Main Building', 'Edificio principal'),
          grades: both('Grades K–5', 'De K a 5.º grado'),
          address: { street: '45 Maple Road', city: 'Yonkers', state: 'NY', zip: '10701' },
        },
      ],
      socials: [],
      hours: {
        days: both('Monday to Friday', 'De lunes a viernes'),
        start: '8:00 AM',
        end: '3:00 PM',
        breakfastStart: '7:30 AM',
        breakfastEnd: '8:00 AM',
      },
      parentMeetings: { parentAssociation: hours, coffee: hours, orientation: hours },
      figures: {
        years: '100+',
        students: '300+',
        teachers: '20+',
        satisfaction: '90%',
        grades: 'K–5',
      },
      technologyRequestUrl: 'https://forms.oakhill.example/technology',
      enrollmentUrl: 'https://enroll.example/apply',
    },
    'data/leadership.json': {
      leaders: [
        {
          id: 'grace-whitfield',
          kind: 'principal',
          name: 'Grace Whitfield',
          role: both('Principal', 'Directora'),
          bio: both('Leads the school.', 'Dirige la escuela.'),
          photo: {
            src: '/assets/images/leadership/grace-whitfield.jpg',
            alt: both('Portrait', 'Retrato'),
          },
        },
      ],
    },
    'locales/en/parents.json': {
      uniform: {
        title: 'Uniform colors',
        navy: 'Navy',
        navyUse: 'Shirts',
        silver: 'Silver',
        silverUse: 'Trousers',
      },
    },
    'locales/en/about-us.json': { crest: { shield: { title: 'Navy and Copper' } } },
    'locales/en/meet-the-mascot.json': {
      quote: { text: 'Keep swimming!', cite: 'Rocky the Otter' },
    },
    'locales/es/parents.json': {
      uniform: {
        title: 'Colores del uniforme',
        navy: 'Azul marino',
        navyUse: 'Camisas',
        silver: 'Plateado',
        silverUse: 'Pantalones',
      },
    },
    'locales/es/about-us.json': { crest: { shield: { title: 'Azul marino y cobre' } } },
    'locales/es/meet-the-mascot.json': {
      quote: { text: '¡Sigan nadando!', cite: 'Rocky, la nutria' },
    },
  };
}

/** Writes the fixture, changed by `edit`, to a new temporary folder and reads its site words. */
async function siteWordsOf(edit: (files: Record<string, unknown>) => void = () => {}) {
  const files = fixtureFiles();
  edit(files);
  const dir = await mkdtemp(path.join(tmpdir(), 'site-words-fixture-'));
  try {
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), JSON.stringify(content));
    }
    return await readSiteWords(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("the site's own words, read from a small school's files", () => {
  it('are every fact once, with the first file that shows it, and nothing else', async () => {
    const found = (await siteWordsOf()).map(({ word, file }) => `${file}: ${word}`);
    expect(found).toEqual([
      // The name (without the one-digit P.S. number), the year and the phone's digit groups.
      'data/site.json: lindenwood',
      'data/site.json: elementary',
      'data/site.json: 1921',
      'data/site.json: 347',
      'data/site.json: 555',
      'data/site.json: 0199',
      // The web host without "www" and ".example"; the email host without ".org", label by label.
      'data/site.json: oakhill',
      'data/site.json: frontdesk',
      'data/site.json: brookside',
      // The address (the two-digit house number is too short), then the coordinators.
      'data/site.json: maple',
      'data/site.json: road',
      'data/site.json: yonkers',
      'data/site.json: 10701',
      'data/site.json: nadia',
      'data/site.json: ferreira',
      'data/site.json: omar',
      'data/site.json: said',
      'data/leadership.json: grace',
      'data/leadership.json: whitfield',
      // Only the colours shown with a use: not the section's title nor the uses themselves.
      'locales/en/parents.json: navy',
      'locales/en/parents.json: silver',
      'locales/en/about-us.json: copper',
      'locales/en/meet-the-mascot.json: rocky',
      'locales/en/meet-the-mascot.json: otter',
      'locales/es/parents.json: azul',
      'locales/es/parents.json: marino',
      'locales/es/parents.json: plateado',
      'locales/es/about-us.json: cobre',
      // "Rocky" again in Spanish stays with the English file that showed it first.
      'locales/es/meet-the-mascot.json: nutria',
    ]);
  });

  it('refuse a data file with a mistake, sending staff to npm run content', async () => {
    await expect(
      siteWordsOf((files) => {
        (files['data/site.json'] as { founded: unknown }).founded = 'long ago';
      }),
    ).rejects.toThrow(
      'data/site.json has a mistake; run npm run content to see it, then try again.',
    );
  });

  it('name the locale file and key they expected when a text is gone', async () => {
    await expect(
      siteWordsOf((files) => {
        files['locales/en/about-us.json'] = { title: 'About us' };
      }),
    ).rejects.toThrow(
      'locales/en/about-us.json has no "crest.shield.title": scripts/lib/site-words.ts reads the site\'s words there.',
    );
    await expect(
      siteWordsOf((files) => {
        files['locales/es/meet-the-mascot.json'] = { quote: { text: '¡Hola!' } };
      }),
    ).rejects.toThrow('locales/es/meet-the-mascot.json has no "quote.cite"');
    await expect(
      siteWordsOf((files) => {
        files['locales/en/parents.json'] = { title: 'Parents' };
      }),
    ).rejects.toThrow(
      'locales/en/parents.json has no "uniform": scripts/lib/site-words.ts reads the colours there.',
    );
  });

  it('keep only long enough runs of letters and digits of a text', () => {
    expect(wordsOf('Room 12, P.S. 7, 2024: art & music')).toEqual(['room', '2024', 'music']);
    expect(wordsOf('— · —')).toEqual([]);
  });
});
