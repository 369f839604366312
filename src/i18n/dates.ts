/** Every date on the site is New York time, so the server and the browser agree. */
export const SCHOOL_TIME_ZONE = 'America/New_York';

/** Noon in New York on a calendar day given as YYYY-MM-DD (safe to format in that time zone). */
export function dateFromIsoDay(isoDay: string): Date {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 17));
}

/** The calendar day (YYYY-MM-DD) of an instant in New York. */
export function isoDayInSchoolTimeZone(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SCHOOL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
