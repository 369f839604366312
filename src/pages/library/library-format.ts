import type { Language } from '../../content/languages.ts';
import { dateFromIsoDay } from '../../i18n/dates.ts';
import { formatDate } from '../../i18n/format.ts';

/**
 * A clock time from the data files ("7:30 AM") as families read it: "7:30 AM" in English and
 * "7:30 a. m." in Spanish (the 12-hour clock used in the United States).
 */
export function formatClock(lng: Language, clock: string): string {
  if (lng === 'en') return clock;
  return clock.replace(/ AM$/, '\u00a0a.\u00a0m.').replace(/ PM$/, '\u00a0p.\u00a0m.');
}

/** The name of a month (1–12) in a language, capitalised as a title ("February", "Febrero"). */
export function monthTitle(lng: Language, month: number): string {
  const day = `2000-${String(month).padStart(2, '0')}-01`;
  const name = formatDate(lng, dateFromIsoDay(day), { month: 'long' });
  return name.charAt(0).toLocaleUpperCase(lng) + name.slice(1);
}
