import { EVENT_CATEGORIES, type EventCategory } from '../../content/event-categories.ts';
import {
  monthGridRange,
  monthKey,
  monthKeyOfDay,
  monthStart,
  startOfWeek,
} from '../../domain/calendar-months.ts';
import { compareEvents, lastDay, type EventSummary } from '../../domain/event-rules.ts';
import { addDays, dayParts, daysBetween, daysInMonth } from '../../domain/time-core.ts';

/** The calendar's three views; Month is the default. */
export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** How many events the calendar's upcoming list shows. */
export const CALENDAR_UPCOMING_LIMIT = 5;

/** What the calendar shows: the view, the month (month and list views), the week and the filters. */
export interface CalendarState {
  view: CalendarView;
  /** Four-digit year of the shown month. */
  year: number;
  /** Shown month, 1–12. */
  month: number;
  /** Sunday (YYYY-MM-DD) of the week shown in week view. */
  weekStart: string;
  /** The categories whose events are shown, in the filter panel's order. */
  categories: EventCategory[];
}

/** The seven days (Sunday to Saturday) of the week that starts on `weekStart`. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
}

/** Steps a month forward or back, wrapping December to January with the year changing. */
export function stepMonth(
  year: number,
  month: number,
  delta: number,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The month grid: whole weeks from the Sunday on or before the 1st to the Saturday on or after
 * the last day (four to six rows), each a list of seven YYYY-MM-DD days.
 */
export function monthGrid(year: number, month: number): string[][] {
  const { first, last } = monthGridRange(monthKey(year, month));
  const weeks: string[][] = [];
  // Stryker disable next-line EqualityOperator: `last` is a Saturday, never one of the Sundays.
  for (let sunday = first; sunday <= last; sunday = addDays(sunday, 7)) {
    weeks.push(weekDays(sunday));
  }
  return weeks;
}

/** True when the day is inside the given month. */
export function inMonth(isoDay: string, year: number, month: number): boolean {
  return isoDay.startsWith(monthStart(year, month).slice(0, 8));
}

/** The events whose category is switched on. */
export function filterByCategories<T extends EventSummary>(
  events: readonly T[],
  categories: readonly EventCategory[],
): T[] {
  const on = new Set(categories);
  return events.filter((event) => on.has(event.category));
}

/**
 * Every day from `from` to `to` (inclusive) that has events, mapped to its events in order; an event
 * that spans several days appears on each day it covers.
 */
export function eventsByDay<T extends EventSummary>(
  events: readonly T[],
  from: string,
  to: string,
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const event of [...events].sort(compareEvents)) {
    // Stryker disable next-line EqualityOperator: where the two days are equal, either is the day.
    const start = event.date > from ? event.date : from;
    // Stryker disable next-line EqualityOperator: likewise.
    const end = lastDay(event) < to ? lastDay(event) : to;
    for (let day = start; day <= end; day = addDays(day, 1)) {
      const list = days.get(day) ?? [];
      list.push(event);
      days.set(day, list);
    }
  }
  // In order of days already: the events come by their first day, each covering its days in turn,
  // so a day added later is never before one added earlier.
  return days;
}

/** The state for "today": Month view of the current month, this week, every category. */
export function todayState(
  today: string,
  view: CalendarView = 'month',
  categories: readonly EventCategory[] = EVENT_CATEGORIES,
): CalendarState {
  const { year, month } = dayParts(today);
  return { view, year, month, weekStart: startOfWeek(today), categories: [...categories] };
}

/** Today: back to the current month and week, keeping the view and the filters. */
export function goToday(state: CalendarState, today: string): CalendarState {
  return todayState(today, state.view, state.categories);
}

/** Choosing a view; choosing Week shows the current week (week offset 0). */
export function chooseView(state: CalendarState, view: CalendarView, today: string): CalendarState {
  return view === 'week' ? { ...state, view, weekStart: startOfWeek(today) } : { ...state, view };
}

/** Previous (-1) or next (+1): a month in Month and List views, a week in Week view. */
export function step(state: CalendarState, delta: -1 | 1): CalendarState {
  // Stryker disable next-line ArithmeticOperator: 7 / delta is 7 * delta for -1 and +1.
  if (state.view === 'week') return { ...state, weekStart: addDays(state.weekStart, 7 * delta) };
  return { ...state, ...stepMonth(state.year, state.month, delta) };
}

/** Switches one category on or off, keeping the filter panel's order. */
export function toggleCategory(state: CalendarState, category: EventCategory): CalendarState {
  const on = new Set(state.categories);
  if (on.has(category)) on.delete(category);
  else on.add(category);
  return { ...state, categories: EVENT_CATEGORIES.filter((item) => on.has(item)) };
}

/** Shows one category alone (the filter panel's "Only" button), as one press. */
export function onlyCategory(state: CalendarState, category: EventCategory): CalendarState {
  return { ...state, categories: [category] };
}

/**
 * The month whose file (src/domain/calendar-months.ts) what the state shows needs: the shown month,
 * or in Week view the month of the week's Sunday, whose grid holds the whole week.
 */
export function fileMonth(state: CalendarState): string {
  return state.view === 'week' ? monthKeyOfDay(state.weekStart) : monthKey(state.year, state.month);
}

/** Whole weeks between the current week and the shown one (the week offset of docs/product-rules.md, Calendar). */
export function weekOffset(state: CalendarState, today: string): number {
  return Math.round(daysBetween(startOfWeek(today), state.weekStart) / 7);
}

const MONTH_PARAM = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY_PARAM = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Reads the calendar's state from the URL query (view, month=YYYY-MM, week=YYYY-MM-DD, cats=a,b);
 * anything missing or invalid falls back to today's month and week, Month view, every category.
 * On a month page (/calendar/2026-12), `pageMonth` is the month shown when the query names none.
 */
export function stateFromQuery(
  query: URLSearchParams,
  today: string,
  pageMonth: string | null = null,
): CalendarState {
  const state = todayState(today);
  const home = MONTH_PARAM.exec(pageMonth ?? '');
  if (home !== null) {
    state.year = Number(home[1]);
    state.month = Number(home[2]);
  }
  const view = query.get('view');
  if (view !== null && (CALENDAR_VIEWS as readonly string[]).includes(view))
    state.view = view as CalendarView;
  const month = MONTH_PARAM.exec(query.get('month') ?? '');
  if (month !== null) {
    state.year = Number(month[1]);
    state.month = Number(month[2]);
  }
  const week = query.get('week');
  if (week !== null && DAY_PARAM.test(week) && addDays(week, 0) === week)
    state.weekStart = startOfWeek(week);
  const cats = query.get('cats');
  if (cats !== null) {
    const chosen = new Set(cats.split(','));
    state.categories = EVENT_CATEGORIES.filter((category) => chosen.has(category));
  }
  return state;
}

/** Writes the state into a URL query, leaving out what equals the defaults for `today`. */
export function queryFromState(state: CalendarState, today: string): URLSearchParams {
  const query = new URLSearchParams();
  const base = todayState(today);
  if (state.view !== 'month') query.set('view', state.view);
  if (state.view === 'week') {
    if (state.weekStart !== base.weekStart) query.set('week', state.weekStart);
  } else if (state.year !== base.year || state.month !== base.month) {
    query.set('month', monthKey(state.year, state.month));
  }
  if (state.categories.length !== EVENT_CATEGORIES.length)
    query.set('cats', state.categories.join(','));
  return query;
}

/** One event in List view: listed once in its month, under the day it is listed on. */
export interface ListEntry<T extends EventSummary> {
  event: T;
  /** The day the entry is listed under: its first day, or the first day shown when it began before. */
  day: string;
  /** True when the event covers several days (the entry shows its range). */
  multiDay: boolean;
}

/** The List view of a month: the entries before today (hidden at first) and from today on. */
export interface MonthList<T extends EventSummary> {
  earlier: Array<ListEntry<T>>;
  current: Array<ListEntry<T>>;
}

/**
 * The events of a month for List view, each once (a multi-day event too), ordered by start. In the
 * month that holds `today`, events over before today are `earlier` (behind "Show earlier"), and an
 * event still running today is listed under today; other months list everything as `current`.
 */
export function monthList<T extends EventSummary>(
  events: readonly T[],
  year: number,
  month: number,
  today: string,
): MonthList<T> {
  const first = monthStart(year, month);
  const last = addDays(first, daysInMonth(year, month) - 1);
  const splitAt = inMonth(today, year, month) ? today : null;
  const result: MonthList<T> = { earlier: [], current: [] };
  for (const event of [...events].sort(compareEvents)) {
    const end = lastDay(event);
    if (end < first || event.date > last) continue;
    const multiDay = end !== event.date;
    // Stryker disable next-line EqualityOperator: where the two days are equal, either is the day.
    const shownFrom = event.date > first ? event.date : first;
    if (splitAt !== null && end < splitAt) {
      result.earlier.push({ event, day: shownFrom, multiDay });
    } else {
      // Stryker disable next-line EqualityOperator: likewise.
      const day = splitAt !== null && shownFrom < splitAt ? splitAt : shownFrom;
      result.current.push({ event, day, multiDay });
    }
  }
  // In order of days already: the events come by their first day, and the day an entry is listed
  // under only moves a first day forward (to the month's first day, or to today).
  return result;
}

/** The day chosen in Month view: `chosen` when it is in the shown month, else today or the 1st. */
export function chosenDay(
  chosen: string | null,
  year: number,
  month: number,
  today: string,
): string {
  if (chosen !== null && inMonth(chosen, year, month)) return chosen;
  return inMonth(today, year, month) ? today : monthStart(year, month);
}

/** How many months after today's List view looks into for the next events (docs/product-rules.md). */
export const LIST_LOOKAHEAD_MONTHS = 6;

/** A month of the calendar. */
export interface YearMonth {
  year: number;
  /** 1–12. */
  month: number;
}

/** Whole months from today's month to the given one: 0 for the current month, 1 for the next. */
export function monthsFromToday(year: number, month: number, today: string): number {
  const now = dayParts(today);
  return year * 12 + month - (now.year * 12 + now.month);
}

/**
 * Where List view goes on when it shows the current month and no event of the chosen categories
 * is left from today on (`left`, the month's entries from today): the next month. Null in any
 * other month or view, with entries left, or with no category chosen.
 */
export function listContinuation(
  state: CalendarState,
  today: string,
  left: number,
): YearMonth | null {
  if (state.view !== 'list' || left > 0 || state.categories.length === 0) return null;
  return monthsFromToday(state.year, state.month, today) === 0
    ? stepMonth(state.year, state.month, 1)
    : null;
}

/**
 * After a month of List view's continuation with none of the chosen events: the month after it,
 * while that is at most LIST_LOOKAHEAD_MONTHS after today's; else null (nothing coming up).
 */
export function laterListMonth(year: number, month: number, today: string): YearMonth | null {
  const next = stepMonth(year, month, 1);
  return monthsFromToday(next.year, next.month, today) <= LIST_LOOKAHEAD_MONTHS ? next : null;
}
