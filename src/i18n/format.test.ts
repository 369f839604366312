import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Language } from '../content/languages.ts';
import {
  dateBadge,
  dayHeading,
  dayRange,
  figureParts,
  formatClock,
  formatFigure,
  formatTimeRange,
  INTL_LOCALE,
  languageName,
  longDate,
  longDayRange,
  monthName,
  monthTitle,
  shortDayRange,
  weekdayNames,
  weekTitle,
} from './format.ts';
import type * as Format from './format.ts';

/** The text with its no-break spaces read as spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the locales', () => {
  it('are US English and US Spanish', () => {
    expect(INTL_LOCALE).toEqual({ en: 'en-US', es: 'es-US' });
  });
});

describe('language names', () => {
  it("name each language in the page's language, capitalized for a label on its own", () => {
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('es', 'en')).toBe('Spanish');
    expect(languageName('en', 'es')).toBe('inglés');
    expect(languageName('es', 'es')).toBe('español');
    expect(languageName('en', 'es', { capitalized: true })).toBe('Inglés');
    expect(languageName('es', 'es', { capitalized: true })).toBe('Español');
  });
});

describe('clock times', () => {
  it('keep the English form and write a. m. / p. m. in Spanish, never broken across lines', () => {
    expect(formatClock('en', '7:30 AM')).toBe('7:30\u00a0AM');
    expect(formatClock('es', '7:30 AM')).toBe('7:30\u00a0a.\u00a0m.');
    expect(formatClock('es', '2:20 PM')).toBe('2:20\u00a0p.\u00a0m.');
    expect(formatClock('es', '12:00 PM')).toBe('12:00\u00a0p.\u00a0m.');
  });
  it('leaves text that is not a clock time as it is', () => {
    expect(formatClock('es', 'After dismissal')).toBe('After dismissal');
  });
  it('join a range the way each language writes it', () => {
    expect(plain(formatTimeRange('en', '8:15 AM', '9:00 AM'))).toBe('8:15 AM - 9:00 AM');
    expect(plain(formatTimeRange('es', '8:15 AM', '9:00 AM'))).toBe('8:15 a. m. – 9:00 a. m.');
    expect(plain(formatTimeRange('es', undefined, '11:20 AM'))).toBe('11:20 a. m.');
    expect(formatTimeRange('es', undefined, undefined)).toBe('');
  });
});

describe('months and weekdays', () => {
  it('name months as titles', () => {
    expect(monthName('en', 2)).toBe('February');
    expect(monthName('es', 9)).toBe('Septiembre');
    expect(monthTitle('en', 2026, 11)).toBe('November 2026');
    expect(monthTitle('es', 2027, 1)).toBe('Enero de 2027');
  });
  it('name the weekdays from Sunday', () => {
    expect(weekdayNames('en').map((day) => day.long)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(weekdayNames('es')[0]).toEqual({ long: 'Domingo', short: 'Dom' });
  });
  it('drop the abbreviation dot of a short weekday, as Intl writes it in French ("dim.")', () => {
    const french = weekdayNames('fr' as Language);
    expect(french[0]).toEqual({ long: 'Dimanche', short: 'Dim' });
    expect(french.map((day) => day.short).join(' ')).toBe('Dim Lun Mar Mer Jeu Ven Sam');
  });
  it('stop on a month that does not exist rather than badge it', () => {
    expect(() => dateBadge('en', '2026-13-01')).toThrow('there is no month 13');
    expect(() => dateBadge('es', '2026-00-10')).toThrow('there is no month 0');
  });
  it('badge a date with three capital letters in both languages (not SEPT)', () => {
    expect(dateBadge('en', '2026-09-10')).toEqual({ month: 'SEP', day: '10' });
    expect(dateBadge('es', '2026-09-10')).toEqual({ month: 'SEP', day: '10' });
    expect(dateBadge('es', '2027-01-18')).toEqual({ month: 'ENE', day: '18' });
    expect(dateBadge('es', '2026-12-01')).toEqual({ month: 'DIC', day: '1' });
  });
});

describe('days and ranges', () => {
  it('write long dates and day headings', () => {
    expect(longDate('en', '2026-09-10')).toBe('Thursday, September 10, 2026');
    expect(longDate('es', '2026-09-10')).toBe('jueves, 10 de septiembre de 2026');
    expect(dayHeading('es', '2026-09-10')).toBe('Jueves, 10 de septiembre');
  });
  it('write short ranges within a month, across months and across years', () => {
    expect(shortDayRange('en', '2026-11-09', '2026-11-20')).toBe('Nov 9–20');
    expect(shortDayRange('es', '2026-11-09', '2026-11-20')).toBe('9–20 nov.');
    expect(shortDayRange('en', '2026-11-30', '2026-12-03')).toBe('Nov 30 – Dec 3');
    expect(shortDayRange('es', '2026-11-30', '2026-12-03')).toBe('30 nov. – 3 dic.');
    expect(shortDayRange('es', '2026-12-31', '2027-01-01')).toBe('31 dic. 2026 – 1 ene. 2027');
    expect(shortDayRange('en', '2026-11-09', '2026-11-09')).toBe('Nov 9');
  });
  it('write long ranges as a sentence says them', () => {
    expect(longDayRange('en', '2026-11-09', '2026-11-20')).toBe(
      'Monday, November 9 – Friday, November 20, 2026',
    );
    expect(longDayRange('es', '2026-11-09', '2026-11-20')).toBe(
      'Del lunes 9 al viernes 20 de noviembre de 2026',
    );
    expect(longDayRange('es', '2026-11-30', '2026-12-03')).toBe(
      'Del lunes 30 de noviembre al jueves 3 de diciembre de 2026',
    );
    expect(longDayRange('es', '2026-12-31', '2027-01-01')).toBe(
      'Del jueves 31 de diciembre de 2026 al viernes 1 de enero de 2027',
    );
    expect(longDayRange('es', '2026-11-09', '2026-11-09')).toBe('lunes, 9 de noviembre de 2026');
  });
  it('title a week, across a year end too', () => {
    expect(weekTitle('en', '2026-11-22', '2026-11-28')).toBe('Nov 22–28, 2026');
    expect(weekTitle('es', '2026-11-22', '2026-11-28')).toBe('22–28 nov. 2026');
    expect(weekTitle('en', '2026-12-27', '2027-01-02')).toBe('Dec 27, 2026 – Jan 2, 2027');
  });
});

describe('figures', () => {
  it('writes "more than" and percent figures the way each language does', () => {
    expect(formatFigure('en', '450+')).toBe('450+');
    expect(formatFigure('es', '450+')).toBe('Más de 450');
    expect(formatFigure('en', '95%')).toBe('95%');
    expect(formatFigure('es', '95%')).toBe('95\u00a0%');
    expect(figureParts('es', '130+')).toEqual({ before: 'Más de', number: '130', after: '' });
    expect(figureParts('en', '1,200+')).toEqual({ before: '', number: '1,200', after: '+' });
  });

  it('leaves any other figure as it is', () => {
    expect(formatFigure('es', '3K–5')).toBe('3K–5');
    expect(formatFigure('en', '9 in 10')).toBe('9 in 10');
    // A sign inside a longer text is not a figure of its own.
    expect(formatFigure('es', 'Top 450+')).toBe('Top 450+');
    expect(formatFigure('es', '450+ families')).toBe('450+ families');
  });

  it('reads a figure typed with a space before its sign or around it', () => {
    expect(formatFigure('es', '95 %')).toBe('95\u00a0%');
    expect(formatFigure('es', '450 +')).toBe('Más de 450');
    expect(figureParts('es', ' 95% ')).toEqual({ before: '', number: '95', after: '\u00a0%' });
  });
});

describe('dayRange', () => {
  it('writes the month once when both days share it', () => {
    expect(dayRange('en', '2027-01-15', '2027-01-29')).toBe('January 15–29, 2027');
    expect(dayRange('es', '2027-01-15', '2027-01-29')).toBe('Del 15 al 29 de enero de 2027');
  });

  it('names both months, and both years when they differ', () => {
    expect(dayRange('en', '2026-11-30', '2026-12-03')).toBe('November 30 – December 3, 2026');
    expect(dayRange('es', '2026-11-30', '2026-12-03')).toBe(
      'Del 30 de noviembre al 3 de diciembre de 2026',
    );
    expect(dayRange('en', '2026-12-20', '2027-01-08')).toBe('December 20, 2026 – January 8, 2027');
    expect(dayRange('es', '2026-12-20', '2027-01-08')).toBe(
      'Del 20 de diciembre de 2026 al 8 de enero de 2027',
    );
  });

  it('is one date when both ends are the same', () => {
    expect(dayRange('es', '2027-02-05', '2027-02-05')).toBe('5 de febrero de 2027');
  });
});

describe('date formats', () => {
  it('makes each format once and gives it back after that', async () => {
    // A copy of the module loaded anew, so that no format is made yet.
    const path = `./format.ts?copy=${randomUUID()}`;
    const { dateFormat } = (await import(/* @vite-ignore */ path)) as typeof Format;
    const first = dateFormat('es', { month: 'long' });
    expect(dateFormat('es', { month: 'long' })).toBe(first);
    expect(dateFormat('en', { month: 'long' })).not.toBe(first);
    expect(first.resolvedOptions().timeZone).toBe('America/New_York');
  });
});
