// The one place where dates and times become text, for every page and every feed.
//
// Everything is New York time. Long month and weekday names come from Intl (the same in every
// browser and in Node). The rest follows each language's house style, the `grammar` texts of
// locales/<lng>/common.json (grammar.ts): clock times ("8:15 a. m.", where ICU writes "8:15 a.m."
// or puts a narrow no-break space before "AM"), short month names (ICU's Spanish "sept" beside
// "ago" and "oct"), ranges of days ("Del 9 al 20 de noviembre de 2026") and figures ("Más de 450").
// A language without a house style is written in Intl's forms (intl-grammar.ts).
import { LANGUAGES, languageInfo, type Language } from '../content/languages.ts';
import { clockParts, dateFromIsoDay, dayParts, SCHOOL_TIME_ZONE } from '../domain/time-core.ts';
import { fill, grammarOf } from './grammar.ts';

/** The locale of each language: US English and US Spanish (the school's families in the Bronx). */
export const INTL_LOCALE = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, languageInfo(lng).intlLocale]),
) as Record<Language, string>;

/** A language's Intl locale: the registry's, else its code (a language only tests know). */
export function intlLocale(lng: Language): string {
  return (INTL_LOCALE as Partial<Record<string, string>>)[lng] ?? lng;
}

/** One Intl.DateTimeFormat per language and options, made on first use (they are slow to make). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The format of dates in a language, in New York time (or `options.timeZone`). */
export function dateFormat(
  lng: Language,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocale(lng), { timeZone: SCHOOL_TIME_ZONE, ...options });
    dateFormats.set(key, format);
  }
  return format;
}

/** Formats a date in a language, in New York time. */
function formatDate(lng: Language, date: Date, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(lng, options).format(date);
}

/** Upper-cases the first letter ("noviembre de 2026" → "Noviembre de 2026"). */
function capitalize(text: string, lng: Language): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale(lng)) + text.slice(1);
}

/**
 * A language's name in another: `languageName('en', 'es')` is "inglés", in Intl's words (so a new
 * language needs no name in every locale file); `capitalized` for a label on its own ("Inglés").
 */
export function languageName(
  code: Language,
  lng: Language,
  { capitalized = false }: { capitalized?: boolean } = {},
): string {
  const name = new Intl.DisplayNames(intlLocale(lng), { type: 'language' }).of(code) ?? code;
  return capitalized ? capitalize(name, lng) : name;
}

// ── clock times ──────────────────────────────────────────────────────────────────────────────

/**
 * A clock time as the data files write it ("8:15 AM") as families read it: "8:15 AM" in English,
 * "8:15 a. m." in Spanish (the 12-hour clock used in the United States), with no-break spaces so it
 * never wraps inside. Any other text is returned as it is.
 */
export function formatClock(lng: Language, clock: string): string {
  const time = clockParts(clock);
  if (time === undefined) return clock;
  const grammar = grammarOf(lng);
  return fill(time.half === 'AM' ? grammar.clock_am : grammar.clock_pm, {
    hours: time.hours,
    minutes: time.minutes,
  });
}

/**
 * A time or a time range: "8:15 AM - 9:00 AM" / "8:15 a. m. – 9:00 a. m." (docs/product-rules.md,
 * Calendar), or whichever end exists; empty when there is neither.
 */
export function formatTimeRange(
  lng: Language,
  start: string | undefined,
  end: string | undefined,
): string {
  if (start !== undefined && end !== undefined) {
    return fill(grammarOf(lng).timeRange, {
      start: formatClock(lng, start),
      end: formatClock(lng, end),
      from: start,
      to: end,
    });
  }
  const one = start ?? end;
  return one === undefined ? '' : formatClock(lng, one);
}

// ── months and weekdays ──────────────────────────────────────────────────────────────────────

/** A month's short name ("Sep" / "sep"). */
function shortMonth(lng: Language, month: number): string {
  const name = grammarOf(lng).shortMonths.split(',')[month - 1]?.trim();
  if (name === undefined) throw new Error(`there is no month ${month}`);
  return name;
}

/** A month's name as a title ("February" / "Febrero"). */
export function monthName(lng: Language, month: number): string {
  const day = `2000-${String(month).padStart(2, '0')}-15`;
  return capitalize(formatDate(lng, dateFromIsoDay(day), { month: 'long' }), lng);
}

/** A month and its year as within a sentence: "December 2026", "diciembre de 2026". */
export function monthInSentence(lng: Language, year: number, month: number): string {
  const day = `${year}-${String(month).padStart(2, '0')}-15`;
  return formatDate(lng, dateFromIsoDay(day), { month: 'long', year: 'numeric' });
}

/** A month and year as a title: "November 2026" / "Noviembre de 2026". */
export function monthTitle(lng: Language, year: number, month: number): string {
  return capitalize(monthInSentence(lng, year, month), lng);
}

/** A known Sunday, to name the weekdays in order. */
const A_SUNDAY = [
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
];

/** The weekday names from Sunday to Saturday, long and short ("Domingo" / "Dom"). */
export function weekdayNames(lng: Language): Array<{ long: string; short: string }> {
  return A_SUNDAY.map((day) => {
    const date = dateFromIsoDay(day);
    return {
      long: capitalize(formatDate(lng, date, { weekday: 'long' }), lng),
      short: capitalize(formatDate(lng, date, { weekday: 'short' }).replace('.', ''), lng),
    };
  });
}

// ── days ─────────────────────────────────────────────────────────────────────────────────────

/** A long date: "Thursday, September 10, 2026" / "jueves, 10 de septiembre de 2026". */
export function longDate(lng: Language, isoDay: string): string {
  return formatDate(lng, dateFromIsoDay(isoDay), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** A day heading without the year: "Thursday, September 10" / "Jueves, 10 de septiembre". */
export function dayHeading(lng: Language, isoDay: string): string {
  return capitalize(
    formatDate(lng, dateFromIsoDay(isoDay), { weekday: 'long', month: 'long', day: 'numeric' }),
    lng,
  );
}

/** The date badge: the short month in capitals, without a final dot, and the day ("SEP" / "10"). */
export function dateBadge(lng: Language, isoDay: string): { month: string; day: string } {
  const { month, day } = dayParts(isoDay);
  return {
    month: shortMonth(lng, month).replace(/\.$/, '').toLocaleUpperCase(intlLocale(lng)),
    day: String(day),
  };
}

/**
 * Two days in a language's text of `kind`: its `_sameMonth` form, its `_sameYear` form, or the one
 * with both years, with the variables startDay, startMonth (short in a short range), startYear,
 * startWeekday and the same of the end (and the days themselves, `first` and `last`, for Intl).
 */
function rangeText(
  lng: Language,
  kind: 'shortDayRange' | 'dayRange' | 'longDayRange',
  first: string,
  last: string,
): string {
  const a = dayParts(first);
  const b = dayParts(last);
  const context = a.year !== b.year ? '' : a.month !== b.month ? '_sameYear' : '_sameMonth';
  const month = (m: number) =>
    kind === 'shortDayRange'
      ? shortMonth(lng, m)
      : formatDate(lng, dateFromIsoDay(`2000-${String(m).padStart(2, '0')}-15`), { month: 'long' });
  const weekday = (isoDay: string) => formatDate(lng, dateFromIsoDay(isoDay), { weekday: 'long' });
  return fill(grammarOf(lng)[`${kind}${context}` as const], {
    first,
    last,
    startDay: a.day,
    startMonth: month(a.month),
    startYear: a.year,
    startWeekday: weekday(first),
    endDay: b.day,
    endMonth: month(b.month),
    endYear: b.year,
    endWeekday: weekday(last),
  });
}

/**
 * A short range of days: "Nov 9–20" / "9–20 nov.", "Nov 30 – Dec 3" / "30 nov. – 3 dic.", with the
 * years when they differ ("Dec 31, 2026 – Jan 1, 2027" / "31 dic. 2026 – 1 ene. 2027"); one day
 * when both ends are the same ("Nov 9" / "9 nov.").
 */
export function shortDayRange(lng: Language, first: string, last: string): string {
  if (first !== last) return rangeText(lng, 'shortDayRange', first, last);
  const { month, day } = dayParts(first);
  return fill(grammarOf(lng).shortDate, { month: shortMonth(lng, month), day, first, last });
}

/**
 * A long range of days, as a sentence would say it: "Monday, November 9 – Friday, November 20, 2026"
 * / "Del lunes 9 al viernes 20 de noviembre de 2026"; a single long date when both ends are the same.
 */
export function longDayRange(lng: Language, first: string, last: string): string {
  return first === last ? longDate(lng, first) : rangeText(lng, 'longDayRange', first, last);
}

/** A week's title: "Nov 22 – 28, 2026" / "22 – 28 nov. 2026", across months and years too. */
export function weekTitle(lng: Language, first: string, last: string): string {
  const range = shortDayRange(lng, first, last);
  const year = dayParts(last).year;
  if (dayParts(first).year !== year) return range;
  return fill(grammarOf(lng).weekTitle, { range, year, first, last });
}

/** A date without the weekday: "November 9, 2026" / "9 de noviembre de 2026". */
export function dateWithYear(lng: Language, isoDay: string): string {
  return formatDate(lng, dateFromIsoDay(isoDay), {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

// ── figures ──────────────────────────────────────────────────────────────────────────────────

/** A figure split for display: words before the number, the number, and what follows it. */
export interface FigureParts {
  before: string;
  number: string;
  after: string;
}

/**
 * A figure as the data write it ("450+", "95%") as each language reads it: "450+" and "95%" in
 * English; "Más de 450" and "95 %" (with a no-break space) in Spanish. Any other text ("3K–5")
 * is the number as it is.
 */
export function figureParts(lng: Language, figure: string): FigureParts {
  const [, number, sign] = /^(\d[\d,.]*)\s*([+%])$/.exec(figure.trim()) ?? [];
  if (number === undefined) return { before: '', number: figure, after: '' };
  const grammar = grammarOf(lng);
  // The text around {{number}}: what comes before it, set apart by a space, and what follows.
  const [before = '', after = ''] = fill(sign === '+' ? grammar.moreThan : grammar.percent, {
    number: '\0',
  }).split('\0');
  return { before: before.trim(), number, after };
}

/** A figure as one piece of text: "450+" / "Más de 450", "95%" / "95 %". */
export function formatFigure(lng: Language, figure: string): string {
  const { before, number, after } = figureParts(lng, figure);
  return `${before === '' ? '' : `${before} `}${number}${after}`;
}

/**
 * A range of days without weekdays, as a date line says it: "January 15–29, 2027" / "Del 15 al 29
 * de enero de 2027", "November 30 – December 3, 2026" / "Del 30 de noviembre al 3 de diciembre de
 * 2026", with both years when they differ; one date when both ends are the same.
 */
export function dayRange(lng: Language, first: string, last: string): string {
  return first === last ? dateWithYear(lng, first) : rangeText(lng, 'dayRange', first, last);
}
