// The one place where a person's name becomes text, for every page and picture description that
// names someone. The data keep the honorific apart from the name ("honorific": "ms", "name":
// "Ana López"), and each language writes it its own way, as its house style says (the `grammar`
// texts of locales/<lng>/common.json, grammar.ts): "Ms. Ana López" in English, "Sra. Ana López" in
// Spanish, whose titles follow the person's gender ("Dr." for a man, "Dra." for a woman) and take
// an article inside a sentence ("la Sra. López", "al Sr. Peña"). A language without a house style
// writes the plain name, with no title: no other language's title is borrowed.
import type { Language } from '../content/languages.ts';
import { fill, grammarOf, inContext } from './grammar.ts';

/** The honorifics the data may give a person, as keys (the words are below). */
export const HONORIFICS = ['mr', 'ms', 'mrs', 'dr'] as const;
export type Honorific = (typeof HONORIFICS)[number];

/** A person's gender, needed where the honorific does not say it ("dr"). */
export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

/** A person as the data name them. */
export interface PersonName {
  /** How families address the person; none for a plain name. */
  honorific?: Honorific | undefined;
  /** "female" or "male"; required with "dr", implied by the other honorifics. */
  gender?: Gender | undefined;
  /** First and last name, without the honorific: "Ana López". */
  name: string;
}

const IMPLIED_GENDER: Partial<Record<Honorific, Gender>> = {
  mr: 'male',
  ms: 'female',
  mrs: 'female',
};

/** Whether a person needs a `gender` to be named in Spanish (only "dr" does). */
export function needsGender(honorific: Honorific | undefined): boolean {
  return honorific !== undefined && IMPLIED_GENDER[honorific] === undefined;
}

/** The person's gender: the one the honorific implies, else the one given. */
export function personGender(person: PersonName): Gender | undefined {
  return (person.honorific && IMPLIED_GENDER[person.honorific]) ?? person.gender;
}

/**
 * The honorific as a language writes it ("Ms." / "Sra."), or undefined for a plain name and in a
 * language without titles (Intl's forms, intl-grammar.ts).
 */
export function honorificText(lng: Language, person: PersonName): string | undefined {
  const { honorific } = person;
  if (honorific === undefined) return undefined;
  // A doctor's title follows the gender ("dr_female"); without one (a data mistake `npm run
  // content` reports), "dr" is the generic form.
  return inContext(grammarOf(lng).honorific, honorific, personGender(person));
}

/**
 * The name on its own, as a heading, card or signature writes it: "Ms. Ana López" / "Sra. Ana
 * López", "Dr. Elena Márquez" / "Dra. Elena Márquez"; the plain name when there is no honorific.
 */
export function personName(lng: Language, person: PersonName): string {
  const honorific = honorificText(lng, person);
  return honorific === undefined
    ? person.name
    : fill(grammarOf(lng).person, { honorific, name: person.name });
}

/**
 * How a sentence names the person:
 * - `the`: as the subject or object ("Ms. Ana López" / "la Sra. Ana López");
 * - `to`: after "to" ("Email Ms. Ana López" / "Escribir a la Sra. Ana López", "al Sr. …");
 * - `of`: after "of" ("portrait of Ms. Ana López" / "retrato de la Sra. Ana López", "del Sr. …").
 * English adds nothing: its sentence carries the preposition. Spanish adds the article a title
 * needs (with "a el" → "al", "de el" → "del"), and only the preposition for a plain name. Each is
 * a text of the house style (`grammar.inSentence`); without one, the plain name.
 */
export type SentenceRole = 'the' | 'to' | 'of';

export function personInSentence(lng: Language, person: PersonName, role: SentenceRole): string {
  const name = personName(lng, person);
  // A title takes the form of its gender ("to_female": "a la …"), a plain name the plain form (as
  // does a doctor without a gender, which `npm run content` refuses).
  const gender = person.honorific === undefined ? undefined : personGender(person);
  return fill(inContext(grammarOf(lng).inSentence, role, gender), { name });
}

const LEADING_HONORIFIC = /^(Mrs|Mr|Ms|Dr)\.?\s+(\S.*)$/i;

/**
 * Reads an English honorific at the start of a written name, the way staff name a portrait file
 * ("Ms. Ana López" → honorific "ms", name "Ana López"; "Dr Miriam Adeyemi" also works). A name
 * without one is returned as it is.
 */
export function parseHonorific(text: string): { honorific?: Honorific; name: string } {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  const match = LEADING_HONORIFIC.exec(trimmed);
  if (match === null) return { name: trimmed };
  const [, title = '', name = ''] = match;
  return { honorific: title.toLowerCase() as Honorific, name };
}
