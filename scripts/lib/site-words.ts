// The site's own words: what someone guessing the Weekly Updates password tries first, because the
// public site hands them out (scripts/lib/weekly-password.ts refuses a password containing one).
// They are read from the files staff edit, not listed here, so a new principal, mascot or colour
// counts as soon as the site shows it. This file says only where the school's facts live.
import { LANGUAGES } from '../../src/content/languages.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { LeadershipFileSchema } from '../../src/content/leadership-schema.ts';
import { SiteSchema } from '../../src/content/site-schema.ts';

/** A word of the site's own content, with the file it was read from. */
export interface SiteWord {
  word: string;
  file: string;
}

/**
 * The form in which passwords and site words are compared: lower case and without accents, so
 * that "MÁRQUEZ", "Marquez" and "márquez" are one word.
 */
export function foldWord(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The words of a text that are worth refusing: letter runs of 4 letters or more and digit runs of
 * 3 digits or more ("The Highbridge School, P.S. 418" → highbridge, school, 418). Shorter ones
 * ("the", "and", "el", "NY") would refuse half of all passphrases while telling an attacker
 * nothing.
 */
export function wordsOf(text: string): string[] {
  const words = foldWord(text).match(/[a-z]+|[0-9]+/g) ?? [];
  return words.filter((word) => (/^[0-9]/.test(word) ? word.length >= 3 : word.length >= 4));
}

/** A host name's own words, without "www" and the top-level domain (www.highbridge-school.example → highbridge, school). */
function hostWords(host: string): string {
  return host
    .split('.')
    .slice(0, -1)
    .filter((label) => label !== 'www')
    .join(' ');
}

type Tree = { [key: string]: Tree | string };

async function readJson(root: string, file: string): Promise<unknown> {
  return JSON.parse(await readFile(path.join(root, file), 'utf8')) as unknown;
}

async function readData<T extends z.ZodType>(
  root: string,
  file: string,
  schema: T,
): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await readJson(root, file));
  if (!parsed.success)
    throw new Error(`${file} has a mistake; run npm run content to see it, then try again.`);
  return parsed.data;
}

/** The text at a dotted key of a locale file; an error naming it when the key is gone. */
function textAt(tree: Tree, file: string, key: string): string {
  let node: Tree | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string')
    throw new Error(
      `${file} has no "${key}": scripts/lib/site-words.ts reads the site's words there.`,
    );
  return node;
}

/**
 * The school's facts, read where the site keeps them:
 * - data/site.json: the name and short name (with the P.S. number), the founding year, the
 *   buildings' street addresses, the phone number, the web and email domains, the parent and
 *   volunteer coordinators;
 * - data/leadership.json: the principal's and assistant principals' names;
 * - in both languages, the colours (the Parents page's uniform colours, each shown with its use,
 *   and the About Us page's crest colours) and the mascot's name (as its quote is signed on Meet
 *   the Mascot).
 */
export async function readSiteWords(root: string): Promise<SiteWord[]> {
  const texts: { file: string; text: string }[] = [];
  const add = (file: string, ...values: (string | number)[]) =>
    texts.push(...values.map((value) => ({ file, text: String(value) })));

  const siteFile = 'data/site.json';
  const site = await readData(root, siteFile, SiteSchema);
  add(siteFile, site.name, site.shortName, site.founded, site.phone);
  add(
    siteFile,
    hostWords(new URL(site.siteUrl).hostname),
    hostWords(site.email.split('@')[1] ?? ''),
  );
  for (const { address } of site.buildings)
    add(siteFile, address.street, address.city, address.zip);
  add(siteFile, site.parentCoordinator.name, site.volunteerCoordinator.name);

  const leadershipFile = 'data/leadership.json';
  const leadership = await readData(root, leadershipFile, LeadershipFileSchema);
  add(leadershipFile, ...leadership.leaders.map((leader) => leader.name));

  for (const lng of LANGUAGES) {
    const parentsFile = `locales/${lng}/parents.json`;
    const parents = (await readJson(root, parentsFile)) as Tree;
    const uniform = parents.uniform;
    if (typeof uniform !== 'object')
      throw new Error(
        `${parentsFile} has no "uniform": scripts/lib/site-words.ts reads the colours there.`,
      );
    // A colour is a key shown with its use beside it ("maroon" and "maroonUse").
    for (const key of Object.keys(uniform))
      if (`${key}Use` in uniform) add(parentsFile, textAt(parents, parentsFile, `uniform.${key}`));
    const aboutFile = `locales/${lng}/about-us.json`;
    add(
      aboutFile,
      textAt((await readJson(root, aboutFile)) as Tree, aboutFile, 'crest.shield.title'),
    );
    const mascotFile = `locales/${lng}/meet-the-mascot.json`;
    add(mascotFile, textAt((await readJson(root, mascotFile)) as Tree, mascotFile, 'quote.cite'));
  }

  const seen = new Map<string, SiteWord>();
  for (const { file, text } of texts)
    for (const word of wordsOf(text)) if (!seen.has(word)) seen.set(word, { word, file });
  return [...seen.values()];
}

/** The site words a password contains, in the order of the password ("Maroon and Gray 1889" → maroon, gray, 1889). */
export function siteWordsIn(password: string, siteWords: readonly SiteWord[]): SiteWord[] {
  const folded = foldWord(password);
  return siteWords
    .filter(({ word }) => folded.includes(word))
    .sort((a, b) => folded.indexOf(a.word) - folded.indexOf(b.word));
}
