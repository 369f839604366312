// What a house style (grammar.ts) is made of: every text of the `grammar` object of
// locales/<lng>/common.json, with the {{variables}} it may use and those it must. A language has
// all of them or none (then Intl's forms, intl-grammar.ts); `npm run content` checks it
// (src/content/locale-check.ts). The English and Spanish files show each one in use.
//
// - clock_am, clock_pm: a clock time of the data ("8:15 AM"), from {{hours}} and {{minutes}}.
// - timeRange: two of them, {{start}} and {{end}}.
// - shortMonths: the twelve short month names, January first, separated by commas.
// - shortDate: one day with its short month, {{day}} and {{month}} ("Nov 9").
// - shortDayRange, dayRange, longDayRange: two days, with short months ("Nov 9–20"), long months
//   ("November 9–20, 2026") and weekdays too ("Monday, November 9 – …"): the form of days in
//   different years, `_sameYear` of days in different months of one year, `_sameMonth` of days of
//   one month. Their variables: {{startDay}}, {{startMonth}}, {{startYear}}, {{startWeekday}} and
//   the same of the end ({{endDay}}…); a short range has no weekdays.
// - weekTitle: a week's {{range}} (a short range) with its {{year}}, when both ends share it.
// - moreThan, percent: a figure of the data, "450+" or "95%", around its {{number}}; a word before
//   it is set smaller.
// - person: a name with its title, {{honorific}} and {{name}}.
// - honorific.<mr|ms|mrs|dr>: the titles; `dr_female` and `dr_male` a doctor's of each gender.
// - inSentence.<the|to|of>: a plain {{name}} as a sentence's subject or object, after "to" and after
//   "of"; `_female` and `_male` a name with its title, by gender ("a la Sra. …", "al Sr. …").
import type { Grammar, Text } from './grammar.ts';

/** The dotted key of every text of a house style ("clock_am", "honorific.dr_female"). */
type TextKey<Texts, Prefix extends string = ''> = {
  [Key in keyof Texts & string]-?: NonNullable<Texts[Key]> extends Text
    ? `${Prefix}${Key}`
    : TextKey<NonNullable<Texts[Key]>, `${Prefix}${Key}.`>;
}[keyof Texts & string];

/** A text's variables: those it may use and those it must (a list: one of them). */
interface TextRule {
  may: readonly string[];
  must: ReadonlyArray<string | readonly string[]>;
}

const SHORT_DAYS = ['startDay', 'startMonth', 'startYear', 'endDay', 'endMonth', 'endYear'];
const WEEKDAYS = ['startWeekday', 'endWeekday'];
const MONTH = ['startMonth', 'endMonth'];
const YEAR = ['startYear', 'endYear'];

const clock: TextRule = { may: ['hours', 'minutes'], must: ['hours', 'minutes'] };
const noVariables: TextRule = { may: [], must: [] };
const named: TextRule = { may: ['name'], must: ['name'] };
const figure: TextRule = { may: ['number'], must: ['number'] };

/** A kind of range in its three forms (both years, one year, one month), with or without weekdays and the year. */
function ranges(weekdays: boolean, year: boolean): [TextRule, TextRule, TextRule] {
  const may = weekdays ? [...SHORT_DAYS, ...WEEKDAYS] : SHORT_DAYS;
  const always = weekdays ? WEEKDAYS : [];
  const withinYear = [...always, ...(year ? [YEAR] : [])];
  return [
    { may, must: [...SHORT_DAYS, ...always] },
    { may, must: ['startDay', 'startMonth', 'endDay', 'endMonth', ...withinYear] },
    { may, must: ['startDay', 'endDay', MONTH, ...withinYear] },
  ];
}
const [short, shortSameYear, shortSameMonth] = ranges(false, false);
const [days, daysSameYear, daysSameMonth] = ranges(false, true);
const [long, longSameYear, longSameMonth] = ranges(true, true);

const GRAMMAR_TEXTS = {
  clock_am: clock,
  clock_pm: clock,
  timeRange: { may: ['start', 'end'], must: ['start', 'end'] },
  shortMonths: noVariables,
  shortDate: { may: ['day', 'month'], must: ['day', 'month'] },
  shortDayRange: short,
  shortDayRange_sameYear: shortSameYear,
  shortDayRange_sameMonth: shortSameMonth,
  weekTitle: { may: ['range', 'year'], must: ['range', 'year'] },
  dayRange: days,
  dayRange_sameYear: daysSameYear,
  dayRange_sameMonth: daysSameMonth,
  longDayRange: long,
  longDayRange_sameYear: longSameYear,
  longDayRange_sameMonth: longSameMonth,
  moreThan: figure,
  percent: figure,
  person: { may: ['honorific', 'name'], must: ['honorific', 'name'] },
  'honorific.mr': noVariables,
  'honorific.ms': noVariables,
  'honorific.mrs': noVariables,
  'honorific.dr': noVariables,
  'honorific.dr_female': noVariables,
  'honorific.dr_male': noVariables,
  'inSentence.the': named,
  'inSentence.the_female': named,
  'inSentence.the_male': named,
  'inSentence.to': named,
  'inSentence.to_female': named,
  'inSentence.to_male': named,
  'inSentence.of': named,
  'inSentence.of_female': named,
  'inSentence.of_male': named,
} satisfies Record<TextKey<Grammar>, TextRule>;

const VARIABLE = /\{\{\s*([\p{L}\p{N}_.]+)\s*(?:,[^}]*)?\}\}/gu;

/** Every text of a nested object, by dotted key. */
function texts(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) =>
    texts(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const list = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');

/**
 * What is wrong with a language's `grammar` object: a missing or unknown text, a variable the text
 * does not have or one it lacks, short month names that are not twelve. Empty and non-text values
 * are the locale check's to report.
 */
export function grammarProblems(grammar: unknown): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  if (grammar === null || typeof grammar !== 'object' || Array.isArray(grammar)) {
    return [{ field: 'grammar', message: 'expected the object of the house style’s texts' }];
  }
  const found = new Map(texts(grammar));
  const rules: Readonly<Record<string, TextRule>> = GRAMMAR_TEXTS;
  for (const [key, rule] of Object.entries(rules)) {
    const field = `grammar.${key}`;
    const text = found.get(key);
    if (text === undefined) {
      problems.push({
        field,
        message:
          'missing: a house style has every text (src/i18n/grammar-spec.ts); write it, or remove "grammar" to write this language in Intl’s forms',
      });
      continue;
    }
    if (typeof text !== 'string') continue;
    const used = new Set([...text.matchAll(VARIABLE)].map((match) => match[1] ?? ''));
    const unknown = [...used].filter((name) => !rule.may.includes(name));
    if (unknown.length > 0) {
      problems.push({
        field,
        message: `uses ${list(unknown)}, which this text does not have; it may use ${rule.may.length === 0 ? 'no {{…}}' : list(rule.may)}`,
      });
    }
    for (const need of rule.must) {
      const oneOf = typeof need === 'string' ? [need] : need;
      if (!oneOf.some((name) => used.has(name))) {
        problems.push({
          field,
          message: `must use ${oneOf.length === 1 ? list(oneOf) : `one of ${list(oneOf)}`}`,
        });
      }
    }
    if (
      key === 'shortMonths' &&
      text.split(',').filter((name) => name.trim() !== '').length !== 12
    ) {
      problems.push({
        field,
        message: 'write the twelve short month names, January first, separated by commas',
      });
    }
  }
  for (const key of found.keys()) {
    if (!(key in rules)) {
      problems.push({
        field: `grammar.${key}`,
        message: 'this is not a text of a house style (src/i18n/grammar-spec.ts); remove it',
      });
    }
  }
  return problems;
}
