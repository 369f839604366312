import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent, CalendarStart } from '../../domain/calendar-months.ts';
import { createMonthStore, fetchMonthFile } from './month-store.ts';

function ev(id: number, date: string): CalendarEvent {
  return {
    id,
    date,
    title: { en: `E${id}`, es: `E${id}` },
    description: { en: 'd', es: 'd' },
    category: 'academic',
  };
}

const START: CalendarStart = {
  range: { first: '2020-09', last: '2027-06' },
  month: '2026-11',
  events: [ev(1, '2026-11-26')],
};

/** A fetch of months that the test settles by hand. */
function manualFetch() {
  const calls: Array<{
    key: string;
    resolve: (events: CalendarEvent[]) => void;
    reject: (error: Error) => void;
  }> = [];
  const fetchMonth = (key: string) =>
    new Promise<CalendarEvent[]>((resolve, reject) => calls.push({ key, resolve, reject }));
  return { calls, fetchMonth };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the month store', () => {
  it('starts with the build day’s month and fetches nothing until a month is asked for', () => {
    const { calls, fetchMonth } = manualFetch();
    const store = createMonthStore(START, fetchMonth);
    expect(store.get('2026-11')).toEqual({ status: 'loaded', events: START.events });
    expect(store.get('2026-12')).toEqual({ status: 'loading' });
    store.load('2026-11');
    expect(calls).toEqual([]);
  });

  it("takes a month page's own month without fetching it, and never replaces a loaded month", () => {
    const { calls, fetchMonth } = manualFetch();
    const store = createMonthStore(START, fetchMonth);
    store.seed('2026-12', [ev(2, '2026-12-07')]);
    expect(store.get('2026-12')).toEqual({ status: 'loaded', events: [ev(2, '2026-12-07')] });
    store.load('2026-12');
    store.seed('2026-11', []);
    expect(store.get('2026-11')).toEqual({ status: 'loaded', events: START.events });
    expect(calls).toEqual([]);
  });

  it('fetches a month once, however often it is asked for, and keeps it', async () => {
    const { calls, fetchMonth } = manualFetch();
    const store = createMonthStore(START, fetchMonth);
    const listener = vi.fn();
    store.subscribe(listener);
    store.load('2026-12');
    store.load('2026-12');
    expect(calls.map((call) => call.key)).toEqual(['2026-12']);
    expect(store.get('2026-12')).toEqual({ status: 'loading' });
    calls[0]?.resolve([ev(2, '2026-12-07')]);
    await settled();
    expect(store.get('2026-12')).toEqual({ status: 'loaded', events: [ev(2, '2026-12-07')] });
    expect(listener).toHaveBeenCalledTimes(2); // loading, then loaded
    store.load('2026-12');
    expect(calls).toHaveLength(1);
    // The same state object while nothing changes (React compares snapshots by identity).
    expect(store.get('2026-12')).toBe(store.get('2026-12'));
  });

  it('says a month failed, and fetches it again when asked', async () => {
    const { calls, fetchMonth } = manualFetch();
    const store = createMonthStore(START, fetchMonth);
    store.load('2025-10');
    calls[0]?.reject(new Error('offline'));
    await settled();
    expect(store.get('2025-10')).toEqual({ status: 'failed' });
    store.load('2025-10');
    expect(store.get('2025-10')).toEqual({ status: 'loading' });
    calls[1]?.resolve([ev(3, '2025-10-13')]);
    await settled();
    expect(store.get('2025-10')).toEqual({ status: 'loaded', events: [ev(3, '2025-10-13')] });
  });

  it('never fetches a month before the first file or after the last: it has no events', () => {
    const { calls, fetchMonth } = manualFetch();
    const store = createMonthStore(START, fetchMonth);
    store.load('2020-08');
    store.load('2027-07');
    expect(calls).toEqual([]);
    expect(store.get('2020-08')).toEqual({ status: 'loaded', events: [] });
    expect(store.get('2027-07')).toEqual({ status: 'loaded', events: [] });
    const none = createMonthStore({ range: null, month: '2026-11', events: [] }, fetchMonth);
    none.load('2026-12');
    expect(calls).toEqual([]);
  });

  it('finds a full event by id in any month loaded', async () => {
    const { calls, fetchMonth } = manualFetch();
    const store = createMonthStore(START, fetchMonth);
    expect(store.findEvent(1)?.date).toBe('2026-11-26');
    expect(store.findEvent(2)).toBeUndefined();
    store.load('2027-01');
    calls[0]?.resolve([ev(2, '2027-01-18')]);
    await settled();
    expect(store.findEvent(2)?.date).toBe('2027-01-18');
  });
});

describe('fetchMonthFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the site for the month’s file, revalidated', async () => {
    const fetch = vi.fn(async () => Response.json([ev(4, '2026-12-07')]));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchMonthFile('2026-12')).resolves.toEqual([ev(4, '2026-12-07')]);
    expect(fetch).toHaveBeenCalledWith('/generated/calendar/2026-12.json', { cache: 'no-cache' });
  });

  it('fails on an error answer or one that is not a list', async () => {
    vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }));
    await expect(fetchMonthFile('2026-12')).rejects.toThrow(/HTTP 404/);
    vi.stubGlobal('fetch', async () => Response.json({ events: [] }));
    await expect(fetchMonthFile('2026-12')).rejects.toThrow(/not a list/);
  });
});
