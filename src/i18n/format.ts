import { formatDate as formatjsDate, type Formatters } from '@formatjs/intl';
import type { Language } from '../content/languages.ts';
import { SCHOOL_TIME_ZONE } from './dates.ts';

/** The locale used for dates and numbers in each language (spec: en-US and es-ES). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

// @formatjs/intl's standalone formatters keep message parsing out of the pages' code.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const getDateTimeFormat: Formatters['getDateTimeFormat'] = (locales, options) => {
  const key = `${String(locales)}|${JSON.stringify(options ?? {})}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locales, options);
    dateFormats.set(key, format);
  }
  return format;
};

function config(lng: Language) {
  return {
    locale: INTL_LOCALE[lng],
    timeZone: SCHOOL_TIME_ZONE,
    formats: {},
    onError: (error: Error) => console.error(error),
  };
}

/** Formats a date in a language, in New York time. */
export function formatDate(lng: Language, date: Date, options: Intl.DateTimeFormatOptions): string {
  return formatjsDate(config(lng), getDateTimeFormat, date, options);
}
