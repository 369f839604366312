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
interface EventTexts {
  title: string;
  titleES?: string;
  description: string;
  descriptionES?: string;
  location?: string;
  locationES?: string;
  time?: string;
  timeES?: string;
}

/** A checker of Spanish text built from the locale files and the given events. */
export function englishWordFinder(events: readonly EventTexts[]): (text: string) => string[] {
  const english = new Set(
    [
      ...localeStrings('en'),
      ...events.flatMap((e) => [e.title, e.description, e.location ?? '', e.time ?? '']),
    ].flatMap(words),
  );
  const spanish = new Set(
    [
      ...localeStrings('es'),
      ...events.flatMap((e) => [
        e.titleES ?? '',
        e.descriptionES ?? '',
        e.locationES ?? '',
        e.timeES ?? '',
      ]),
    ].flatMap(words),
  );
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
