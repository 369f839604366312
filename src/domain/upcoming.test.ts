import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES, type EventCategory } from '../content/event-categories.ts';
import type { ParentMeetingId } from '../content/event-schema.ts';
import { addDays } from './time-core.ts';
import type { EventSummary } from './event-rules.ts';
import {
  LONGEST_UPCOMING_LIST,
  nextEvents,
  nextMeetings,
  UPCOMING_WEEKS_DAYS,
  upcomingStart,
  type UpcomingEvents,
} from './upcoming.ts';

const BUILD_DAY = '2026-11-22';

function event(
  id: number,
  date: string,
  category: EventCategory = 'academic',
  more: Partial<EventSummary> = {},
): EventSummary {
  return { id, date, title: { en: `Event ${id}`, es: `Event ${id}` }, category, ...more };
}

/**
 * A school year as a school enters it: a few events a week from September to June, each category
 * in turn, a three-day event now and then, and the three regular meetings listed in some months
 * (one moved to a later day of its month).
 */
function schoolYear(): EventSummary[] {
  const events: EventSummary[] = [];
  let id = 1;
  for (let day = '2026-09-08'; day <= '2027-06-25'; day = addDays(day, 2)) {
    const category = EVENT_CATEGORIES[id % EVENT_CATEGORIES.length] ?? 'academic';
    events.push(event(id, day, category, id % 9 === 0 ? { endDate: addDays(day, 2) } : {}));
    id += 1;
  }
  const meeting = (date: string, which: ParentMeetingId) =>
    events.push(event(id++, date, 'pta', { meeting: which }));
  meeting('2026-12-16', 'parentAssociation');
  meeting('2027-01-27', 'parentAssociation'); // moved from the 20th to the last Wednesday
  meeting('2027-02-24', 'coffee');
  meeting('2027-03-09', 'orientation');
  return events;
}

const whole = (events: EventSummary[]): UpcomingEvents => ({
  through: null,
  events: events.filter((item) => (item.endDate ?? item.date) >= BUILD_DAY),
});

describe('upcomingStart', () => {
  const year = schoolYear();
  const start = upcomingStart(year, BUILD_DAY);
  const through = start.through ?? 'none';

  it('carries the next weeks of events, not the rest of the year', () => {
    expect(start.through).not.toBeNull();
    expect(through >= addDays(BUILD_DAY, UPCOMING_WEEKS_DAYS)).toBe(true);
    expect(start.events.length).toBeLessThan(whole(year).events.length / 3);
    expect(start.events.every((item) => item.date <= through)).toBe(true);
    expect(start.events.every((item) => (item.endDate ?? item.date) >= BUILD_DAY)).toBe(true);
  });

  it('holds every event up to its day, and none is left out before it', () => {
    const missing = whole(year).events.filter((item) => !start.events.includes(item));
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((item) => item.date > through)).toBe(true);
  });

  it('is the whole list when every upcoming event fits in it', () => {
    const few = [event(1, '2026-11-25'), event(2, '2026-12-02'), event(3, '2026-10-01')];
    expect(upcomingStart(few, BUILD_DAY)).toEqual({ through: null, events: few.slice(0, 2) });
  });

  it('reaches the fifth event and the months of the next meetings, however far', () => {
    const sparse = [
      event(1, '2026-11-23'),
      event(2, '2027-02-01'),
      event(3, '2027-03-01'),
      event(4, '2027-04-01'),
      event(5, '2027-05-03'),
      event(6, '2027-06-01'),
    ];
    const reach = upcomingStart(sparse, BUILD_DAY);
    expect(reach.through).toBe('2027-05-03');
    expect(nextEvents(reach, BUILD_DAY, LONGEST_UPCOMING_LIST).certain).toBe(true);
    // In the summer, the next meeting is in September: its whole month is carried.
    const summer = upcomingStart(
      [event(1, '2027-07-06'), event(2, '2027-09-29', 'pta', { meeting: 'coffee' })],
      '2027-07-01',
    );
    expect(nextMeetings(summer, '2027-07-01').certain).toBe(true);
  });

  it('sorts the events earliest first and keeps one that ends on the build day', () => {
    const unsorted = [
      event(3, '2026-12-01'),
      event(1, '2026-11-20', 'academic', { endDate: BUILD_DAY }),
      event(2, '2026-11-24'),
      event(4, '2026-11-19', 'academic', { endDate: '2026-11-21' }),
    ];
    expect(upcomingStart(unsorted, BUILD_DAY).events.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('is an empty whole list when nothing is to come', () => {
    expect(upcomingStart([], BUILD_DAY)).toEqual({ through: null, events: [] });
    expect(upcomingStart([event(1, '2026-11-21')], BUILD_DAY)).toEqual({
      through: null,
      events: [],
    });
  });

  it('carries the whole month of the last of the next meetings, past the weeks and the fifth event', () => {
    // Built July 1: five events in early July; the next meetings are in September (parent
    // association, coffee) and October (orientation), so every event through October 31 is carried.
    const july = [1, 2, 3, 4, 5].map((n) => event(n, `2027-07-0${n + 1}`));
    const later = [event(6, '2027-09-30'), event(7, '2027-10-30'), event(8, '2027-11-02')];
    const reach = upcomingStart([...july, ...later], '2027-07-01');
    expect(reach.through).toBe('2027-10-31');
    expect(reach.events.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('makes every list the pages show on the build day complete without the rest', () => {
    for (const limit of [3, LONGEST_UPCOMING_LIST]) {
      const fromStart = nextEvents(start, BUILD_DAY, limit);
      expect(fromStart.certain).toBe(true);
      expect(fromStart.events).toEqual(nextEvents(whole(year), BUILD_DAY, limit).events);
    }
    const meetings = nextMeetings(start, BUILD_DAY);
    expect(meetings.certain).toBe(true);
    expect(meetings.days).toEqual(nextMeetings(whole(year), BUILD_DAY).days);
  });
});

describe('nextEvents and nextMeetings on a later day', () => {
  const year = schoolYear();
  const start = upcomingStart(year, BUILD_DAY);
  const through = start.through ?? 'none';
  const all = whole(year);
  const filters: Array<readonly EventCategory[]> = [
    EVENT_CATEGORIES,
    ['holiday'],
    ['earlyDismissal', 'testing'],
    ['pta', 'afterSchool', 'academic'],
  ];

  it('is never certain and wrong: whatever the day and the filter, a certain answer is the whole list’s', () => {
    let certain = 0;
    let uncertain = 0;
    for (let day = BUILD_DAY; day <= '2027-07-15'; day = addDays(day, 1)) {
      for (const categories of filters) {
        const keep = (item: EventSummary) => categories.includes(item.category);
        const answer = nextEvents(start, day, LONGEST_UPCOMING_LIST, keep);
        if (answer.certain) {
          certain += 1;
          expect(answer.events, `${day} ${categories.join()}`).toEqual(
            nextEvents(all, day, LONGEST_UPCOMING_LIST, keep).events,
          );
        } else uncertain += 1;
      }
      const meetings = nextMeetings(start, day);
      if (meetings.certain) expect(meetings.days, day).toEqual(nextMeetings(all, day).days);
    }
    // Both kinds happen: early days from the page's own events, later ones need the rest.
    expect(certain).toBeGreaterThan(0);
    expect(uncertain).toBeGreaterThan(0);
  });

  it('lists only the events the filter keeps', () => {
    const list: UpcomingEvents = {
      through: null,
      events: [event(1, '2026-11-23', 'holiday'), event(2, '2026-11-24'), event(3, '2026-11-25')],
    };
    const holidays = nextEvents(list, BUILD_DAY, 3, (item) => item.category === 'holiday');
    expect(holidays.events.map((item) => item.id)).toEqual([1]);
    expect(nextEvents(list, BUILD_DAY, 3).events.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('needs the rest once the day is past what the page carries', () => {
    const later = addDays(through, 1);
    expect(nextEvents(start, later, 3).certain).toBe(false);
    expect(nextEvents(all, later, 3).certain).toBe(true);
    expect(nextMeetings(start, later).certain).toBe(false);
  });

  it('is certain with the whole list even when fewer events remain than asked for', () => {
    const answer = nextEvents(all, '2027-06-24', LONGEST_UPCOMING_LIST);
    expect(answer.events.length).toBeLessThan(LONGEST_UPCOMING_LIST);
    expect(answer.certain).toBe(true);
    expect(nextEvents(start, '2027-06-24', LONGEST_UPCOMING_LIST).certain).toBe(false);
  });

  it('needs the rest when the calendar may move the next meeting later in its month', () => {
    // Carried through February 25: every meeting's rule day is carried (the orientation's the 9th),
    // but the calendar moved the orientation to the 26th, which is not.
    const moved = event(50, '2027-02-26', 'pta', { meeting: 'orientation' });
    const known: UpcomingEvents = { through: '2027-02-25', events: [event(49, '2027-02-02')] };
    expect(nextMeetings(known, '2027-02-01')).toEqual({
      days: ['2027-02-17', '2027-02-24', '2027-02-09'],
      certain: false,
    });
    expect(nextMeetings({ through: null, events: [moved] }, '2027-02-01').days[2]).toBe(
      '2027-02-26',
    );
  });

  it('moves a meeting to the day the calendar lists in its month', () => {
    // The rule says January 20; the calendar moved it to the 27th.
    expect(nextMeetings(all, '2027-01-01').days[0]).toBe('2027-01-27');
  });
});
