import type { Language } from '../../content/languages.ts';
import { dateFromIsoDay } from '../../i18n/dates.ts';
import { formatDate } from '../../i18n/format.ts';
import { addDays } from '../../features/calendar/calendar-logic.ts';

/** A known Sunday, to name the weekdays in order. */
const A_SUNDAY = '2026-11-22';

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** "November 2026" / "Noviembre de 2026". */
export function monthTitle(year: number, month: number, lng: Language): string {
  const day = `${year}-${String(month).padStart(2, '0')}-15`;
  return capitalize(formatDate(lng, dateFromIsoDay(day), { month: 'long', year: 'numeric' }));
}

/** "Nov 22 – Nov 28, 2026" / "22 nov – 28 nov 2026". */
export function weekTitle(weekStart: string, lng: Language): string {
  const start = formatDate(lng, dateFromIsoDay(weekStart), { month: 'short', day: 'numeric' });
  const end = formatDate(lng, dateFromIsoDay(addDays(weekStart, 6)), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return `${start} – ${end}`;
}

/** The weekday names from Sunday to Saturday, long and short, in a language. */
export function weekdayNames(lng: Language): Array<{ long: string; short: string }> {
  return Array.from({ length: 7 }, (_, index) => {
    const date = dateFromIsoDay(addDays(A_SUNDAY, index));
    return {
      long: capitalize(formatDate(lng, date, { weekday: 'long' })),
      short: capitalize(formatDate(lng, date, { weekday: 'short' }).replace('.', '')),
    };
  });
}

/** "Thursday, September 10" / "jueves, 10 de septiembre": a day heading in week and list views. */
export function dayHeading(isoDay: string, lng: Language): string {
  return capitalize(
    formatDate(lng, dateFromIsoDay(isoDay), { weekday: 'long', month: 'long', day: 'numeric' }),
  );
}
