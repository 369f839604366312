import { describe, expect, it } from 'vitest';
import type { EventSummary } from '../../domain/event-rules.ts';
import { addDays } from '../../domain/time-core.ts';
import {
  chosenDay,
  chooseView,
  eventsByDay,
  fileMonth,
  filterByCategories,
  goToday,
  laterListMonth,
  LIST_LOOKAHEAD_MONTHS,
  listContinuation,
  monthGrid,
  monthList,
  monthsFromToday,
  onlyCategory,
  queryFromState,
  stateFromQuery,
  step,
  stepMonth,
  todayState,
  toggleCategory,
  weekOffset,
} from './calendar-logic.ts';

const TODAY = '2026-11-22'; // a Sunday

function ev(partial: Partial<EventSummary> & Pick<EventSummary, 'id' | 'date'>): EventSummary {
  return {
    title: { en: `E${partial.id}`, es: `E${partial.id}` },
    category: 'academic',
    ...partial,
  };
}

describe('monthGrid', () => {
  it('starts on the Sunday on or before the 1st and ends on a Saturday', () => {
    const grid = monthGrid(2026, 11); // Nov 1 2026 is a Sunday
    expect(grid[0]?.[0]).toBe('2026-11-01');
    expect(grid.at(-1)?.at(-1)).toBe('2026-12-05');
    expect(grid.every((week) => week.length === 7)).toBe(true);
  });

  it('handles a month starting on Saturday with six weeks', () => {
    const grid = monthGrid(2026, 8); // Aug 1 2026 is a Saturday, Aug 31 a Monday
    expect(grid).toHaveLength(6);
    expect(grid[0]?.[0]).toBe('2026-07-26');
    expect(grid[0]?.[6]).toBe('2026-08-01');
    expect(grid.at(-1)?.[1]).toBe('2026-08-31');
  });

  it('handles leap years and a four-week February', () => {
    expect(monthGrid(2028, 2).flat()).toContain('2028-02-29');
    expect(monthGrid(2027, 2).flat()).not.toContain('2027-02-29');
    expect(monthGrid(2026, 2)).toHaveLength(4); // Feb 2026: Sunday the 1st to Saturday the 28th
  });
});

describe('stepping', () => {
  it('wraps December to January and back with the year changing', () => {
    expect(stepMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(stepMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
    expect(stepMonth(2026, 5, 14)).toEqual({ year: 2027, month: 7 });
  });

  it('steps a month in Month and List views and a week in Week view', () => {
    const month = todayState(TODAY);
    expect(step(month, 1)).toMatchObject({ year: 2026, month: 12 });
    expect(step(step(month, 1), 1)).toMatchObject({ year: 2027, month: 1 });
    const list = { ...month, view: 'list' as const, month: 1, year: 2027 };
    expect(step(list, -1)).toMatchObject({ year: 2026, month: 12 });
    const week = chooseView(month, 'week', TODAY);
    expect(step(week, 1).weekStart).toBe('2026-11-29');
    expect(step(step(week, -1), -1).weekStart).toBe('2026-11-08');
    expect(weekOffset(step(step(week, 1), 1), TODAY)).toBe(2);
    // stepping weeks leaves the month alone
    expect(step(week, 1)).toMatchObject({ year: 2026, month: 11 });
  });

  it('choosing Week resets the week offset; Today resets month, year and week', () => {
    const state = {
      ...todayState(TODAY),
      view: 'week' as const,
      weekStart: '2027-03-07',
      year: 2027,
      month: 3,
    };
    expect(weekOffset(chooseView(state, 'week', TODAY), TODAY)).toBe(0);
    expect(chooseView(state, 'list', TODAY)).toEqual({ ...state, view: 'list' });
    const back = goToday({ ...state, categories: ['pta'] }, TODAY);
    expect(back).toMatchObject({
      view: 'week',
      year: 2026,
      month: 11,
      weekStart: '2026-11-22',
      categories: ['pta'],
    });
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('filters and days', () => {
  const events = [
    ev({ id: 1, date: '2026-11-25', category: 'pta' }),
    ev({ id: 2, date: '2026-11-26', endDate: '2026-11-27', category: 'holiday' }),
    ev({ id: 3, date: '2026-11-30', endDate: '2026-12-02', category: 'academic' }),
  ];

  it('toggles each category on its own, keeping the panel order', () => {
    let state = todayState(TODAY);
    state = toggleCategory(state, 'holiday');
    expect(state.categories).toEqual([
      'academic',
      'earlyDismissal',
      'testing',
      'pta',
      'afterSchool',
    ]);
    state = toggleCategory(state, 'holiday');
    expect(state.categories[0]).toBe('holiday');
    expect(filterByCategories(events, ['pta', 'academic']).map((e) => e.id)).toEqual([1, 3]);
    expect(filterByCategories(events, [])).toEqual([]);
  });

  it('"Only" leaves one category on, whatever was on before, and writes it to the URL', () => {
    const state = onlyCategory(toggleCategory(todayState(TODAY, 'list'), 'pta'), 'academic');
    expect(state).toEqual({ ...todayState(TODAY, 'list'), categories: ['academic'] });
    expect(onlyCategory({ ...state, categories: [] }, 'pta').categories).toEqual(['pta']);
    expect(queryFromState(state, TODAY).toString()).toBe('view=list&cats=academic');
  });

  it('lists the events of a day in order, whatever order they come in', () => {
    const shuffled = [
      ev({ id: 9, date: '2026-11-10', startTime: '6:00 PM' }),
      ev({ id: 8, date: '2026-11-10', startTime: '8:15 AM' }),
      ev({ id: 7, date: '2026-11-09', endDate: '2026-11-11' }),
    ];
    const days = eventsByDay(shuffled, '2026-11-01', '2026-11-30');
    expect([...days.keys()]).toEqual(['2026-11-09', '2026-11-10', '2026-11-11']);
    expect(days.get('2026-11-10')?.map((e) => e.id)).toEqual([7, 8, 9]);
  });

  it('puts a multi-day event on every day it covers, within the range asked', () => {
    const days = eventsByDay(events, '2026-11-01', '2026-11-30');
    expect([...days.keys()]).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30']);
    const december = eventsByDay(events, '2026-12-01', '2026-12-31');
    expect([...december.keys()]).toEqual(['2026-12-01', '2026-12-02']);
    expect(december.get('2026-12-01')?.map((e) => e.id)).toEqual([3]);
  });
});

describe('fileMonth', () => {
  it('is the shown month in Month and List views, the month of the week’s Sunday in Week view', () => {
    const november = todayState(TODAY);
    expect(fileMonth(november)).toBe('2026-11');
    expect(fileMonth(step({ ...november, view: 'list' }, 1))).toBe('2026-12');
    // Nov 29 – Dec 5: November's grid runs to Saturday, December 5.
    expect(fileMonth({ ...november, view: 'week', weekStart: '2026-11-29' })).toBe('2026-11');
    expect(fileMonth({ ...november, view: 'week', weekStart: '2026-12-06' })).toBe('2026-12');
  });
});

describe('URL state', () => {
  it('defaults to the current month, Month view and every category', () => {
    expect(stateFromQuery(new URLSearchParams(''), TODAY)).toEqual(todayState(TODAY));
    expect(queryFromState(todayState(TODAY), TODAY).toString()).toBe('');
  });

  it("on a month page, shows the page's month unless the query names another", () => {
    const december = stateFromQuery(new URLSearchParams(''), TODAY, '2026-12');
    expect([december.year, december.month, december.view]).toEqual([2026, 12, 'month']);
    expect(december.weekStart).toBe(todayState(TODAY).weekStart);
    const chosen = stateFromQuery(new URLSearchParams('month=2027-02&view=list'), TODAY, '2026-12');
    expect([chosen.year, chosen.month, chosen.view]).toEqual([2027, 2, 'list']);
  });

  it('round-trips view, month, week and filters', () => {
    const january = { ...todayState(TODAY), year: 2027, month: 1 };
    const septemberList = {
      ...todayState(TODAY),
      view: 'list' as const,
      year: 2026,
      month: 9,
      categories: ['testing' as const],
    };
    const week = {
      ...todayState(TODAY),
      view: 'week' as const,
      weekStart: '2026-12-27',
      categories: [],
    };
    const states = [january, septemberList, week];
    for (const state of states) {
      const query = queryFromState(state, TODAY);
      const back = stateFromQuery(new URLSearchParams(query.toString()), TODAY);
      expect(back.view).toBe(state.view);
      expect(back.categories).toEqual(state.categories);
      if (state.view === 'week') expect(back.weekStart).toBe(state.weekStart);
      else expect([back.year, back.month]).toEqual([state.year, state.month]);
    }
    expect(queryFromState(january, TODAY).toString()).toBe('month=2027-01');
    expect(queryFromState(septemberList, TODAY).toString()).toBe(
      'view=list&month=2026-09&cats=testing',
    );
    expect(queryFromState(week, TODAY).toString()).toBe('view=week&week=2026-12-27&cats=');
  });

  it('ignores invalid values', () => {
    const state = stateFromQuery(
      new URLSearchParams('view=year&month=2026-13&week=2026-02-30&cats=holiday,nope'),
      TODAY,
    );
    expect(state).toEqual({ ...todayState(TODAY), categories: ['holiday'] });
  });

  it('leaves out the current week and month, but keeps the same month of another year', () => {
    const thisWeek = { ...todayState(TODAY), view: 'week' as const };
    expect(queryFromState(thisWeek, TODAY).toString()).toBe('view=week');
    const novemberNextYear = { ...todayState(TODAY), year: 2027 };
    expect(queryFromState(novemberNextYear, TODAY).toString()).toBe('month=2027-11');
    expect(stateFromQuery(new URLSearchParams('month=2027-11'), TODAY)).toEqual(novemberNextYear);
  });

  it('writes several chosen categories as one comma-separated list, and reads it back', () => {
    const two = { ...todayState(TODAY), categories: ['holiday' as const, 'academic' as const] };
    const query = queryFromState(two, TODAY);
    expect(query.get('cats')).toBe('holiday,academic');
    expect(stateFromQuery(query, TODAY).categories).toEqual(['holiday', 'academic']);
  });

  it('ignores a week parameter that is not a day at all', () => {
    for (const week of ['next', '2026-W48', '']) {
      const query = new URLSearchParams({ view: 'week', week });
      expect(stateFromQuery(query, TODAY).weekStart).toBe(todayState(TODAY).weekStart);
    }
  });

  it('snaps a week parameter to its Sunday', () => {
    expect(stateFromQuery(new URLSearchParams('view=week&week=2026-12-31'), TODAY).weekStart).toBe(
      '2026-12-27',
    );
  });
});

describe('monthList', () => {
  const ev = (id: number, date: string, endDate?: string, startTime?: string) =>
    ({
      id,
      date,
      title: { en: `Event ${id}`, es: `Event ${id}` },
      category: 'academic',
      ...(endDate === undefined ? {} : { endDate }),
      ...(startTime === undefined ? {} : { startTime }),
    }) as const;
  const events = [
    ev(1, '2026-11-09', '2026-11-20'), // food drive: twelve days, once
    ev(2, '2026-11-03'),
    ev(3, '2026-11-25', undefined, '8:15 AM'),
    ev(4, '2026-10-26', '2026-11-02'), // began in October
    ev(5, '2026-11-25'),
    ev(6, '2026-12-01'),
    ev(7, '2026-11-20', '2026-12-04'), // runs on into December
  ];

  it('lists each event of the month once, ordered by the day it is listed under', () => {
    const { earlier, current } = monthList(events, 2026, 11, '2026-11-01');
    expect(earlier).toEqual([]);
    expect(current.map((entry) => [entry.event.id, entry.day, entry.multiDay])).toEqual([
      [4, '2026-11-01', true],
      [2, '2026-11-03', false],
      [1, '2026-11-09', true],
      [7, '2026-11-20', true],
      [5, '2026-11-25', false],
      [3, '2026-11-25', false],
    ]);
  });

  it('in the current month, starts at today and keeps the earlier ones apart', () => {
    const { earlier, current } = monthList(events, 2026, 11, '2026-11-12');
    expect(earlier.map((entry) => entry.event.id)).toEqual([4, 2]);
    // The food drive is still running: listed once, under today.
    expect(current.map((entry) => [entry.event.id, entry.day])).toEqual([
      [1, '2026-11-12'],
      [7, '2026-11-20'],
      [5, '2026-11-25'],
      [3, '2026-11-25'],
    ]);
  });

  it('lists an event that ends today from today, not behind "Show earlier"', () => {
    // The food drive's last day, and a one-day event today: both still to see.
    const { earlier, current } = monthList(events, 2026, 11, '2026-11-20');
    expect(earlier.map((entry) => entry.event.id)).toEqual([4, 2]);
    expect(current.map((entry) => [entry.event.id, entry.day])).toEqual([
      [1, '2026-11-20'],
      [7, '2026-11-20'],
      [5, '2026-11-25'],
      [3, '2026-11-25'],
    ]);
    const oneDay = monthList([ev(8, '2026-11-03')], 2026, 11, '2026-11-03');
    expect(oneDay).toEqual({
      earlier: [],
      current: [{ event: ev(8, '2026-11-03'), day: '2026-11-03', multiDay: false }],
    });
  });

  it('lists an event on the month’s last day, and none of the next month', () => {
    const { current } = monthList(
      [ev(8, '2026-11-30'), ev(9, '2026-12-01')],
      2026,
      11,
      '2026-11-12',
    );
    expect(current.map((entry) => entry.event.id)).toEqual([8]);
  });

  it('lists a past or future month whole, and an event running into it once', () => {
    const december = monthList(events, 2026, 12, '2026-11-12');
    expect(december.earlier).toEqual([]);
    expect(december.current.map((entry) => [entry.event.id, entry.day])).toEqual([
      [7, '2026-12-01'],
      [6, '2026-12-01'],
    ]);
    expect(monthList(events, 2026, 10, '2026-11-12').current.map((e) => e.event.id)).toEqual([4]);
  });
});

describe('chosenDay', () => {
  it('keeps the chosen day in its month, else today in the current month, else the 1st', () => {
    expect(chosenDay('2026-11-05', 2026, 11, '2026-11-22')).toBe('2026-11-05');
    expect(chosenDay(null, 2026, 11, '2026-11-22')).toBe('2026-11-22');
    expect(chosenDay('2026-11-05', 2026, 12, '2026-11-22')).toBe('2026-12-01');
  });
});

describe('List view after the current month', () => {
  const list = todayState(TODAY, 'list');

  it('goes on into the next month when the current month has nothing left from today', () => {
    expect(listContinuation(list, TODAY, 0)).toEqual({ year: 2026, month: 12 });
    // December wraps to January of the next year.
    const december = todayState('2026-12-30', 'list');
    expect(listContinuation(december, '2026-12-30', 0)).toEqual({ year: 2027, month: 1 });
    // A late-month day (Saturday, November 28, 2026) on the state the URL gives it.
    const late = stateFromQuery(new URLSearchParams('view=list'), '2026-11-28');
    expect(listContinuation(late, '2026-11-28', 0)).toEqual({ year: 2026, month: 12 });
  });

  it('does not while events are left, in another month or view, or with no category chosen', () => {
    expect(listContinuation(list, TODAY, 2)).toBeNull();
    expect(listContinuation(step(list, 1), TODAY, 0)).toBeNull();
    expect(listContinuation(step(list, -1), TODAY, 0)).toBeNull();
    expect(listContinuation({ ...list, view: 'month' }, TODAY, 0)).toBeNull();
    expect(listContinuation({ ...list, categories: [] }, TODAY, 0)).toBeNull();
  });

  it('looks into later months while they are at most six months after today’s', () => {
    expect(LIST_LOOKAHEAD_MONTHS).toBe(6);
    expect(monthsFromToday(2026, 11, TODAY)).toBe(0);
    expect(monthsFromToday(2027, 1, TODAY)).toBe(2);
    expect(laterListMonth(2026, 12, TODAY)).toEqual({ year: 2027, month: 1 });
    expect(laterListMonth(2027, 4, TODAY)).toEqual({ year: 2027, month: 5 });
    expect(laterListMonth(2027, 5, TODAY)).toBeNull();
  });
});
