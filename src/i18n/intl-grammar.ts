// The house style of a language that has none in its strings (no `grammar` in its
// locales/<lng>/common.json): Intl's own forms for its locale, never another language's. Clock
// times as Intl writes them (hour "numeric", minute "2-digit"), ranges by formatRange, Intl's short
// month names and percent sign, "450+" as the data write it, and names without a title (no
// language's "Ms." or "Sra." is borrowed). Intl's forms may differ a little between ICU versions,
// and so between the prerendered page and the browser: a house style pins them down. Only such a
// language's pages load this file (i18n.ts).
import type { Language } from '../content/languages.ts';
import { dateFromIsoDay, minutesOfClock } from '../domain/time-core.ts';
import { dateFormat, intlLocale } from './format.ts';
import type { Grammar, Values } from './grammar.ts';

/** A clock time of the data ("8:15 AM") as an instant in UTC on some day; else undefined. */
function instant(clock: string | number | undefined): Date | undefined {
  const minutes = minutesOfClock(String(clock));
  return minutes === null ? undefined : new Date(Date.UTC(2000, 0, 1) + minutes * 60_000);
}

/** Intl's forms in a language. */
export function intlGrammar(lng: Language): Grammar {
  const clocks = dateFormat(lng, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  // Spaces inside a time never break it.
  const clock = (half: string) => (values: Values) =>
    clocks
      .format(instant(`${String(values.hours)}:${String(values.minutes)} ${half}`) ?? Number.NaN)
      .replace(/ /g, '\u00a0');
  const range =
    (options: Intl.DateTimeFormatOptions) =>
    ({ first, last }: Values) =>
      dateFormat(lng, options).formatRange(
        dateFromIsoDay(String(first)),
        dateFromIsoDay(String(last)),
      );
  const short = range({ month: 'short', day: 'numeric', year: 'numeric' });
  const long = range({ month: 'long', day: 'numeric', year: 'numeric' });
  const longWithWeekday = range({
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const withinYear = range({ month: 'short', day: 'numeric' });
  const monthFormat = dateFormat(lng, { month: 'short' });
  const months = Array.from({ length: 12 }, (_, index) =>
    monthFormat.format(dateFromIsoDay(`2000-${String(index + 1).padStart(2, '0')}-15`)),
  );
  const percent = new Intl.NumberFormat(intlLocale(lng), { style: 'percent' }).formatToParts(0.5);
  return {
    clock_am: clock('AM'),
    clock_pm: clock('PM'),
    timeRange: ({ start, end, from, to }) => {
      const a = instant(from);
      const b = instant(to);
      // formatRange needs two clock times in order; anything else is joined as it is.
      return a !== undefined && b !== undefined && a <= b
        ? clocks.formatRange(a, b).replace(/ /g, '\u00a0')
        : `${start} – ${end}`;
    },
    shortMonths: months.join(', '),
    shortDate: withinYear,
    shortDayRange: short,
    shortDayRange_sameYear: withinYear,
    shortDayRange_sameMonth: withinYear,
    weekTitle: short,
    dayRange: long,
    dayRange_sameYear: long,
    dayRange_sameMonth: long,
    longDayRange: longWithWeekday,
    longDayRange_sameYear: longWithWeekday,
    longDayRange_sameMonth: longWithWeekday,
    moreThan: '{{number}}+',
    percent: percent.map((part) => (part.type === 'integer' ? '{{number}}' : part.value)).join(''),
    person: '{{honorific}}\u00a0{{name}}',
    honorific: {},
    inSentence: { the: '{{name}}', to: '{{name}}', of: '{{name}}' },
  };
}
