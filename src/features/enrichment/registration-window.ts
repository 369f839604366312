/** The recurring shape of a registration window (days as MM-DD, no year). */
export interface RecurringWindow<Id extends string = string> {
  id: Id;
  /** First day to register, MM-DD. */
  opens: string;
  /** Last day to register, MM-DD; earlier in the year than `opens` means the following year. */
  closes: string;
  /** First day of programs, MM-DD; earlier in the year than `closes` means the following year. */
  programsStart: string;
}

/** One registration window on real days (YYYY-MM-DD). */
export interface DatedWindow<Id extends string = string> {
  id: Id;
  opens: string;
  closes: string;
  programsStart: string;
}

/** The window to highlight: open today, or the next one to open. */
export interface HighlightedWindow<Id extends string = string> extends DatedWindow<Id> {
  status: 'open' | 'upcoming';
}

function onOrAfter(year: number, monthDay: string, after: string): string {
  const sameYear = `${year}-${monthDay}`;
  return sameYear >= after ? sameYear : `${year + 1}-${monthDay}`;
}

/** A recurring window placed in the school year whose registration opens in `year`. */
export function datedWindow<Id extends string>(
  window: RecurringWindow<Id>,
  year: number,
): DatedWindow<Id> {
  const opens = `${year}-${window.opens}`;
  const closes = onOrAfter(year, window.closes, opens);
  const programsStart = onOrAfter(Number(closes.slice(0, 4)), window.programsStart, closes);
  return { id: window.id, opens, closes, programsStart };
}

/**
 * The registration window to highlight on `today` (YYYY-MM-DD): the one open that day (first and
 * last day included), otherwise the next one to open, crossing into the next year when needed.
 */
export function highlightedWindow<Id extends string>(
  windows: readonly RecurringWindow<Id>[],
  today: string,
): HighlightedWindow<Id> | undefined {
  const year = Number(today.slice(0, 4));
  // A window that opened last year may still be open (e.g. December 20 to January 10).
  const candidates = [year - 1, year, year + 1]
    .flatMap((y) => windows.map((window) => datedWindow(window, y)))
    .sort((a, b) => a.opens.localeCompare(b.opens));
  const open = candidates.find((window) => window.opens <= today && today <= window.closes);
  if (open !== undefined) return { ...open, status: 'open' };
  const next = candidates.find((window) => window.opens > today);
  return next === undefined ? undefined : { ...next, status: 'upcoming' };
}

/**
 * Every recurring window on its next real days (or the ones running today), soonest first, with the
 * highlighted one marked.
 */
export function windowsAround<Id extends string>(
  windows: readonly RecurringWindow<Id>[],
  today: string,
): Array<DatedWindow<Id> & { highlighted: boolean; status?: 'open' | 'upcoming' }> {
  const highlighted = highlightedWindow(windows, today);
  const dated = windows.map((window) => {
    if (highlighted !== undefined && highlighted.id === window.id) {
      return { ...highlighted, highlighted: true };
    }
    // The other windows: their next dates after today (or the ones still running).
    const year = Number(today.slice(0, 4));
    const next =
      [year - 1, year, year + 1]
        .map((y) => datedWindow(window, y))
        .find((candidate) => candidate.closes >= today) ?? datedWindow(window, year + 1);
    return { ...next, highlighted: false };
  });
  return dated.sort((a, b) => a.opens.localeCompare(b.opens));
}
