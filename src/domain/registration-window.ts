/**
 * The enrichment registration windows on real days. Staff write each school year's windows with
 * their dates (data/enrichment-programs.json), so that every day is a school day they chose:
 * holidays move the start of programs, and a rule on month and day alone would land on weekends.
 */
import { DEFAULT_LANGUAGE } from '../content/languages.ts';
import { weekdayNames } from '../i18n/format.ts';
import { weekday as weekdayOf } from './time-core.ts';

/** One registration window on real days (YYYY-MM-DD). */
export interface DatedWindow<Id extends string = string> {
  id: Id;
  /** First day to register. */
  opens: string;
  /** Last day to register. */
  closes: string;
  /** First day of the programs. */
  programsStart: string;
}

/** A window as the page shows it: whether it is the one to point out, and why. */
export interface ShownWindow<Id extends string = string> extends DatedWindow<Id> {
  highlighted: boolean;
  /** For the highlighted window: open today, or the next one to open. */
  status?: 'open' | 'upcoming';
}

/**
 * The windows to show on `today` (YYYY-MM-DD): for each kind (fall, spring), the first one not yet
 * closed, soonest first. The one open today is highlighted, otherwise the next one to open. Empty
 * when every window in the data is over (the page then says new dates are coming).
 */
export function windowsToShow<Id extends string>(
  windows: readonly DatedWindow<Id>[],
  today: string,
): ShownWindow<Id>[] {
  const coming = windows
    .filter((window) => window.closes >= today)
    .sort((a, b) => a.opens.localeCompare(b.opens));
  const firstOfEachKind = coming.filter(
    (window, index) => coming.findIndex((other) => other.id === window.id) === index,
  );
  const open = firstOfEachKind.find((window) => window.opens <= today);
  const highlighted = open ?? firstOfEachKind[0];
  return firstOfEachKind.map((window) =>
    window === highlighted
      ? { ...window, highlighted: true, status: window === open ? 'open' : 'upcoming' }
      : { ...window, highlighted: false },
  );
}

/** The weekday of a day (YYYY-MM-DD), for staff's messages, when it falls on a weekend, else undefined. */
export function weekendDay(isoDay: string): string | undefined {
  const weekday = weekdayOf(isoDay);
  return weekday === 0 || weekday === 6 ? weekdayNames(DEFAULT_LANGUAGE)[weekday]?.long : undefined;
}
