// Finds English words in Spanish text, for the tests that check the Spanish pages and feeds. The
// English vocabulary is every word of the English locale files and of the English fields of the
// fixture events; a word counts as English when it is in that vocabulary, is not a word of the
// Spanish locale files or Spanish event fields, and is not an allowed proper name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './sites.ts';

/** Proper names that are the same in both languages (the school, places, products, people). */
export const PROPER_NAMES: readonly string[] = [
  'The Highbridge School',
  'Highbridge',
  'Bronx',
  'Nelson Avenue',
  'Shakespeare Avenue',
  'NY',
  'Google Calendar',
  'Apple Calendar',
  'Outlook',
  'Outlook.com',
  'Google',
  'Apple',
  'English',
  'P.S.',
];

/** The Latin-script words of a text, lower-cased ("Main Building" → ["main", "building"]). */
export function words(text: string): string[] {
  return (text.match(/\p{Script=Latin}+/gu) ?? []).map((word) => word.toLowerCase());
}

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

function localeStrings(lng: 'en' | 'es'): string[] {
  const dir = path.join(ROOT, 'locales', lng);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => strings(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))));
}

/** The fields of an event whose text is in one language. */
/** An event's texts, each in every language. */
interface EventTexts {
  title: Readonly<Record<'en' | 'es', string>>;
  description: Readonly<Record<'en' | 'es', string>>;
  location?: Readonly<Record<'en' | 'es', string>> | undefined;
  time?: Readonly<Record<'en' | 'es', string>> | undefined;
}

/** The texts of the events in one language. */
const textsIn = (events: readonly EventTexts[], lng: 'en' | 'es') =>
  events.flatMap((e) => [
    e.title[lng],
    e.description[lng],
    e.location?.[lng] ?? '',
    e.time?.[lng] ?? '',
  ]);

/** A checker of Spanish text built from the locale files and the given events. */
export function englishWordFinder(events: readonly EventTexts[]): (text: string) => string[] {
  const english = new Set([...localeStrings('en'), ...textsIn(events, 'en')].flatMap(words));
  const spanish = new Set([...localeStrings('es'), ...textsIn(events, 'es')].flatMap(words));
  const names = PROPER_NAMES.map((name) => words(name).join(' '));
  return (text: string) => {
    // Proper names are taken out first, so "Shakespeare Avenue" does not count "avenue".
    // Addresses (web and e-mail) are not words either.
    const prose = text.replace(/\b(?:https?:\/\/|www\.)\S+|\S+@\S+/g, ' ');
    let rest = words(prose).join(' ');
    for (const name of names) rest = rest.replace(new RegExp(`\\b${name}\\b`, 'g'), ' ');
    return [...new Set(words(rest).filter((word) => english.has(word) && !spanish.has(word)))];
  };
}

/**
 * English forms that never belong in Spanish text, each match with its line:
 *
 * - a clock time with "AM" or "PM" ("8:00 AM", "7:30 PM"): Spanish writes "a. m." and "p. m.". Only
 *   after a number, so that initials such as "AM" (Adjoa M.) are not counted;
 * - the honorifics "Mr.", "Ms." and "Mrs." (Spanish "Sr." and "Sra."), and "Dr." unless it is the
 *   Spanish masculine form: after "el", "al" or "del" ("al Dr. Martin Luther King Jr."), or before
 *   the name of a man the content calls a doctor (`menWhoAreDoctors`, "Dr. Juan Pérez"); a woman is
 *   "Dra." in Spanish;
 * - "PTA" on its own (Spanish "Asociación de Padres").
 */
export function englishForms(text: string, menWhoAreDoctors: readonly string[] = []): string[] {
  const found: string[] = [];
  const pattern =
    /\d[\s\u00a0\u202f]?(AM|PM)\b|\b(PTA)\b|\b(Mrs?|Ms)\.(?=\s)|(?:\b(el|al|del)\s+)?\b(Dr)\.(?=\s)/gu;
  for (const line of text.split('\n')) {
    for (const match of line.matchAll(pattern)) {
      const [, clock, pta, honorific, article, doctor] = match;
      if (doctor !== undefined) {
        if (article !== undefined) continue;
        const after = line.slice((match.index ?? 0) + match[0].length).trimStart();
        if (menWhoAreDoctors.some((name) => after.startsWith(name))) continue;
      }
      const form = clock ?? pta ?? honorific ?? doctor ?? match[0];
      found.push(
        `${form === doctor ? 'Dr.' : form === honorific ? `${form}.` : form} in “${line.trim().slice(0, 120)}”`,
      );
    }
  }
  return found;
}

/**
 * The names of the men the content calls doctors (Spanish "Dr." before their names is right): the
 * people in data/ with "honorific": "dr" and "gender": "male", and the staff portraits named
 * "Dr. …" whose file in data/staff/ says "gender": "male".
 */
export function menWhoAreDoctors(): string[] {
  const dir = path.join(ROOT, 'data');
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record.honorific === 'dr' && record.gender === 'male' && typeof record.name === 'string')
        names.push(record.name);
      Object.values(record).forEach(visit);
    }
  };
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.json') && !name.startsWith('schemas'),
  );
  for (const file of files) {
    const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown;
    visit(data);
    const { portrait, gender } = data as { portrait?: string; gender?: string };
    const match = /\/Dr\.?\s+(.+)$/i.exec(portrait ?? '');
    if (match?.[1] !== undefined && gender === 'male') names.push(match[1]);
  }
  return names;
}
