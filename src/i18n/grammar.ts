// A language's house style: how it writes clock times, short months, ranges of days, figures and
// people's titles, where Intl's forms are not the school's or differ between ICU versions (and so
// between the prerendered page and the browser). It is text, not code: the `grammar` object of
// locales/<lng>/common.json, i18next-style, with {{variables}} and `_context` keys (the keys and
// their variables: grammar-spec.ts, which `npm run content` checks). A language without that
// object is written in Intl's forms (intl-grammar.ts).
//
// The functions that format run synchronously, so a language's house style is loaded with its
// strings: by ensureNamespace(lng, 'common') in the browser and in prerendering (i18n.ts), and
// from disk by scripts/lib/grammar-files.ts in Node scripts and tests.
import type { Gender, Honorific, SentenceRole } from './person-name.ts';

/** A text's variables ("startDay": 9); Intl's forms also get the days and clocks themselves. */
export type Values = Readonly<Record<string, string | number>>;

/** A text of a house style, or, for Intl's forms, a function of the same variables. */
export type Text = string | ((values: Values) => string);

/** The texts of a house style (grammar-spec.ts describes each one). */
export interface Grammar {
  clock_am: Text;
  clock_pm: Text;
  timeRange: Text;
  shortMonths: string;
  shortDate: Text;
  shortDayRange: Text;
  shortDayRange_sameYear: Text;
  shortDayRange_sameMonth: Text;
  weekTitle: Text;
  dayRange: Text;
  dayRange_sameYear: Text;
  dayRange_sameMonth: Text;
  longDayRange: Text;
  longDayRange_sameYear: Text;
  longDayRange_sameMonth: Text;
  moreThan: Text;
  percent: Text;
  person: string;
  /** The titles; Intl's forms have none. */
  honorific: Partial<Record<Honorific | `dr_${Gender}`, string>>;
  inSentence: Readonly<Record<SentenceRole, string>> &
    Partial<Record<`${SentenceRole}_${Gender}`, string>>;
}

/** Each loaded language's house style. */
const grammars = new Map<string, Grammar>();

/** Sets a language's house style: its `grammar` strings, or Intl's forms (intl-grammar.ts). */
export function setGrammar(lng: string, grammar: Grammar): void {
  grammars.set(lng, grammar);
}

/** A language's house style; an error when its strings were never loaded. */
export function grammarOf(lng: string): Grammar {
  const grammar = grammars.get(lng);
  if (grammar === undefined)
    throw new Error(`The house style of "${lng}" is not loaded (src/i18n/grammar.ts)`);
  return grammar;
}

/** A text with its {{variables}} filled in. */
export function fill(text: Text, values: Values): string {
  return typeof text === 'string'
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''))
    : text(values);
}

/** A text in a context, i18next's `key_context` ("dr_female"), else the text without it. */
export function inContext<
  Texts extends Readonly<Partial<Record<string, string>>>,
  Key extends keyof Texts & string,
>(texts: Texts, key: Key, context: string | undefined): Texts[Key] | string {
  const inIt =
    context === undefined
      ? undefined
      : (texts as Partial<Record<string, string>>)[`${key}_${context}`];
  return inIt ?? texts[key];
}
