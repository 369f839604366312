// The calendar's events, a month at a time. The page starts with the build day's month (from its
// own script); any other month is fetched from its file (src/domain/calendar-months.ts) when the
// visitor first needs it and kept for as long as the page is open. A month before the first file or
// after the last has no events and is never fetched.
import { useEffect, useSyncExternalStore } from 'react';
import {
  calendarMonthPath,
  isOutsideMonths,
  monthKeyOfDay,
  type CalendarEvent,
  type CalendarStart,
} from '../../domain/calendar-months.ts';
import type { EventSummary } from '../../domain/event-rules.ts';

/** A month's events as far as the page has them. */
export type MonthState =
  | { status: 'loaded'; events: readonly CalendarEvent[] }
  | { status: 'loading' }
  | { status: 'failed' };

/** Fetches one month's events ('YYYY-MM'); rejects when they cannot be had. */
export type FetchMonth = (key: string) => Promise<CalendarEvent[]>;

export interface MonthStore {
  /** A month's state; 'loading' also for a month not asked for yet. */
  get: (key: string) => MonthState;
  /** Starts fetching a month unless it is loaded or on its way (again after a failure). */
  load: (key: string) => void;
  /**
   * Takes a month's events the page already has (a month page's own month, from its page data),
   * unless that month is loaded; listeners are not told (it is called while rendering).
   */
  seed: (key: string, events: readonly CalendarEvent[]) => void;
  /** The full event with this id, from any month loaded. */
  findEvent: (id: number) => CalendarEvent | undefined;
  subscribe: (listener: () => void) => () => void;
}

const EMPTY: MonthState = { status: 'loaded', events: [] };
const LOADING: MonthState = { status: 'loading' };
const FAILED: MonthState = { status: 'failed' };

/** A store that starts with `start`'s month and fetches the others with `fetchMonth`. */
export function createMonthStore(start: CalendarStart, fetchMonth: FetchMonth): MonthStore {
  const months = new Map<string, MonthState>([
    [start.month, { status: 'loaded', events: start.events }],
  ]);
  const listeners = new Set<() => void>();
  const set = (key: string, state: MonthState) => {
    months.set(key, state);
    for (const listener of listeners) listener();
  };
  return {
    get: (key) => (isOutsideMonths(start.range, key) ? EMPTY : (months.get(key) ?? LOADING)),
    load: (key) => {
      if (isOutsideMonths(start.range, key)) return;
      const state = months.get(key);
      if (state !== undefined && state !== FAILED) return;
      set(key, LOADING);
      fetchMonth(key).then(
        (events) => set(key, { status: 'loaded', events }),
        () => set(key, FAILED),
      );
    },
    seed: (key, events) => {
      if (months.get(key)?.status !== 'loaded') months.set(key, { status: 'loaded', events });
    },
    findEvent: (id) => {
      for (const state of months.values()) {
        if (state.status !== 'loaded') continue;
        const found = state.events.find((event) => event.id === id);
        if (found !== undefined) return found;
      }
      return undefined;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Fetches a month's file from the site (revalidated, so an edited event shows at once). */
export const fetchMonthFile: FetchMonth = async (key) => {
  const response = await fetch(calendarMonthPath(key), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${calendarMonthPath(key)}: HTTP ${response.status}`);
  const events: unknown = await response.json();
  if (!Array.isArray(events)) throw new Error(`${calendarMonthPath(key)}: not a list of events`);
  return events as CalendarEvent[];
};

/**
 * A month's state, fetched once the page runs when the month is not loaded (null: none needed).
 * The prerendered page and hydration show what the store starts with.
 */
export function useMonth(store: MonthStore, key: string): MonthState;
export function useMonth(store: MonthStore, key: string | null): MonthState | null;
export function useMonth(store: MonthStore, key: string | null): MonthState | null {
  const snapshot = () => (key === null ? null : store.get(key));
  const state = useSyncExternalStore(store.subscribe, snapshot, snapshot);
  useEffect(() => {
    if (key !== null) store.load(key);
  }, [store, key]);
  return state;
}

/** The details of a chosen event: loaded, or on their way, or failed. */
export type EventDetails =
  { status: 'loaded'; event: CalendarEvent } | { status: 'loading' } | { status: 'failed' };

/**
 * The full event behind an event the page knows only in part (an upcoming event, from the list of
 * events still to come): from any month loaded, else from its first day's month, fetched.
 */
export function useEventDetails(
  store: MonthStore,
  event: CalendarEvent | EventSummary | null,
): { details: EventDetails | null; retry: () => void } {
  const known =
    event === null ? undefined : 'description' in event ? event : store.findEvent(event.id);
  const key = event !== null && known === undefined ? monthKeyOfDay(event.date) : null;
  const month = useMonth(store, key);
  const retry = () => {
    if (key !== null) store.load(key);
  };
  if (event === null) return { details: null, retry };
  if (known !== undefined) return { details: { status: 'loaded', event: known }, retry };
  // Its month is loaded without it: the event was removed since the page was built.
  return { details: { status: month?.status === 'loading' ? 'loading' : 'failed' }, retry };
}
