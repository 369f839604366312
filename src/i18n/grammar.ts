// A language's house style: how it writes clock times, short months, ranges of days, figures and
// people's titles, where Intl's forms are not the school's or differ between ICU versions (and so
// between the prerendered page and the browser). It is text, not code: the `grammar` object of
// locales/<lng>/common.json, i18next-style, with {{variables}} and `_context` keys (the keys and
// their variables: grammar-spec.ts, which `npm run content` checks).
import type { Gender, Honorific, SentenceRole } from './person-name.ts';

/** A text of a house style. */
export type Text = string;

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
