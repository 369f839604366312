// The one place where dates and times become text, for every page and every feed.
//
// Everything is New York time. Long month and weekday names come from Intl (the same in every
// browser and in Node); the pieces whose Intl output differs between ICU versions, and so between
// the prerendered HTML and the browser, are written here by hand: clock times ("8:15 a. m.", where
// ICU writes "8:15 a.m." or puts a narrow no-break space before "AM") and short month names (ICU's
// Spanish "sept" beside "ago" and "oct").
import { LANGUAGES, languageInfo, type Language } from '../content/languages.ts';
import { dateFromIsoDay, SCHOOL_TIME_ZONE } from './dates.ts';

/** The locale of each language: US English and US Spanish (the school's families in the Bronx). */
export const INTL_LOCALE = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, languageInfo(lng).intlLocale]),
) as Record<Language, string>;

/** One Intl.DateTimeFormat per language and options, made on first use (they are slow to make). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Formats a date in a language, in New York time. */
function formatDate(lng: Language, date: Date, options: Intl.DateTimeFormatOptions): string {
  const key = `${lng}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lng], { timeZone: SCHOOL_TIME_ZONE, ...options });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

const NBSP = '\u00a0';

/** Upper-cases the first letter ("noviembre de 2026" → "Noviembre de 2026"). */
function capitalize(text: string, lng: Language = 'en'): string {
  return text.charAt(0).toLocaleUpperCase(INTL_LOCALE[lng]) + text.slice(1);
}

// ── clock times ──────────────────────────────────────────────────────────────────────────────

const CLOCK = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/**
 * A clock time as the data files write it ("8:15 AM") as families read it: "8:15 AM" in English,
 * "8:15 a. m." in Spanish (the 12-hour clock used in the United States), with no-break spaces so it
 * never wraps inside. Any other text is returned as it is.
 */
export function formatClock(lng: Language, clock: string): string {
  const match = CLOCK.exec(clock);
  if (match === null) return clock;
  const [, hours, minutes, half] = match as unknown as [string, string, string, 'AM' | 'PM'];
  if (lng === 'en') return `${hours}:${minutes}${NBSP}${half}`;
  return `${hours}:${minutes}${NBSP}${half === 'AM' ? `a.${NBSP}m.` : `p.${NBSP}m.`}`;
}

/** The separator between the two ends of a time range: "start - end" in English (docs/product-rules.md, Calendar). */
const TIME_RANGE_SEPARATOR: Record<Language, string> = { en: ' - ', es: ' – ' };

/**
 * A time or a time range: "8:15 AM - 9:00 AM" / "8:15 a. m. – 9:00 a. m.", or whichever end
 * exists; empty when there is neither.
 */
export function formatTimeRange(
  lng: Language,
  start: string | undefined,
  end: string | undefined,
): string {
  if (start !== undefined && end !== undefined) {
    return `${formatClock(lng, start)}${TIME_RANGE_SEPARATOR[lng]}${formatClock(lng, end)}`;
  }
  const one = start ?? end;
  return one === undefined ? '' : formatClock(lng, one);
}

// ── months and weekdays ──────────────────────────────────────────────────────────────────────

/** Short month names: Intl's English ones, and the three-letter Spanish ones of US usage. */
const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};

function parts(isoDay: string): { year: number; month: number; day: number } {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** A month's short name ("Sep" / "sep"). */
function shortMonth(lng: Language, month: number): string {
  const name = SHORT_MONTHS[lng][month - 1];
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

/** A short date: "Nov 9" / "9 nov.". */
function shortDate(lng: Language, isoDay: string): string {
  const { month, day } = parts(isoDay);
  return lng === 'en' ? `${shortMonth(lng, month)} ${day}` : `${day} ${shortMonth(lng, month)}.`;
}

/** The date badge: the short month in capitals and the day number ("SEP" / "10"). */
export function dateBadge(lng: Language, isoDay: string): { month: string; day: string } {
  const { month, day } = parts(isoDay);
  return { month: shortMonth(lng, month).toLocaleUpperCase(INTL_LOCALE[lng]), day: String(day) };
}

/**
 * A short range of days: "Nov 9–20" / "9–20 nov.", "Nov 30 – Dec 3" / "30 nov. – 3 dic.", with the
 * years when they differ ("Dec 31, 2026 – Jan 1, 2027" / "31 dic. 2026 – 1 ene. 2027"); one day
 * when both ends are the same.
 */
export function shortDayRange(lng: Language, first: string, last: string): string {
  if (first === last) return shortDate(lng, first);
  const a = parts(first);
  const b = parts(last);
  if (a.year !== b.year) {
    return lng === 'en'
      ? `${shortDate(lng, first)}, ${a.year} – ${shortDate(lng, last)}, ${b.year}`
      : `${shortDate(lng, first)} ${a.year} – ${shortDate(lng, last)} ${b.year}`;
  }
  if (a.month === b.month) {
    return lng === 'en'
      ? `${shortMonth(lng, a.month)} ${a.day}–${b.day}`
      : `${a.day}–${b.day} ${shortMonth(lng, a.month)}.`;
  }
  return `${shortDate(lng, first)} – ${shortDate(lng, last)}`;
}

/**
 * A long range of days, as a sentence would say it: "Monday, November 9 – Friday, November 20, 2026"
 * / "Del lunes 9 al viernes 20 de noviembre de 2026"; a single long date when both ends are the same.
 */
export function longDayRange(lng: Language, first: string, last: string): string {
  if (first === last) return longDate(lng, first);
  const a = parts(first);
  const b = parts(last);
  if (lng === 'en') {
    const start =
      a.year === b.year
        ? formatDate(lng, dateFromIsoDay(first), { weekday: 'long', month: 'long', day: 'numeric' })
        : longDate(lng, first);
    return `${start} – ${longDate(lng, last)}`;
  }
  const weekday = (isoDay: string) => formatDate(lng, dateFromIsoDay(isoDay), { weekday: 'long' });
  const month = (m: number) => monthName(lng, m).toLocaleLowerCase(INTL_LOCALE[lng]);
  const end = `${weekday(last)} ${b.day} de ${month(b.month)} de ${b.year}`;
  if (a.year !== b.year) {
    return `Del ${weekday(first)} ${a.day} de ${month(a.month)} de ${a.year} al ${end}`;
  }
  if (a.month !== b.month) {
    return `Del ${weekday(first)} ${a.day} de ${month(a.month)} al ${end}`;
  }
  return `Del ${weekday(first)} ${a.day} al ${end}`;
}

/** A week's title: "Nov 22 – 28, 2026" / "22 – 28 nov. 2026", across months and years too. */
export function weekTitle(lng: Language, first: string, last: string): string {
  const a = parts(first);
  const b = parts(last);
  if (a.year !== b.year) return shortDayRange(lng, first, last);
  const range = shortDayRange(lng, first, last);
  return lng === 'en' ? `${range}, ${b.year}` : `${range} ${b.year}`;
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
  const more = /^(\d[\d,.]*)\s*\+$/.exec(figure.trim());
  if (more?.[1] !== undefined) {
    return lng === 'en'
      ? { before: '', number: more[1], after: '+' }
      : { before: 'Más de', number: more[1], after: '' };
  }
  const percent = /^(\d[\d,.]*)\s*%$/.exec(figure.trim());
  if (percent?.[1] !== undefined) {
    return { before: '', number: percent[1], after: lng === 'en' ? '%' : `${NBSP}%` };
  }
  return { before: '', number: figure, after: '' };
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
  if (first === last) return dateWithYear(lng, first);
  const a = parts(first);
  const b = parts(last);
  if (lng === 'en') {
    if (a.year !== b.year) return `${dateWithYear(lng, first)} – ${dateWithYear(lng, last)}`;
    const month = (m: number) => monthName(lng, m);
    if (a.month === b.month) return `${month(a.month)} ${a.day}–${b.day}, ${b.year}`;
    return `${month(a.month)} ${a.day} – ${month(b.month)} ${b.day}, ${b.year}`;
  }
  const month = (m: number) => monthName(lng, m).toLocaleLowerCase(INTL_LOCALE[lng]);
  if (a.year !== b.year) return `Del ${dateWithYear(lng, first)} al ${dateWithYear(lng, last)}`;
  if (a.month === b.month) return `Del ${a.day} al ${b.day} de ${month(b.month)} de ${b.year}`;
  return `Del ${a.day} de ${month(a.month)} al ${b.day} de ${month(b.month)} de ${b.year}`;
}
