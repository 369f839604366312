import { afterEach, describe, expect, it } from 'vitest';
import type { SchoolEvent } from '../content/event-schema.ts';
import {
  calendarEventOf,
  calendarMonthPath,
  calendarStart,
  eventsByMonth,
  isOutsideMonths,
  monthGridRange,
  monthsShowing,
  stepMonthKey,
  type CalendarEvent,
} from './calendar-months.ts';

function ev(partial: Partial<CalendarEvent> & Pick<CalendarEvent, 'id' | 'date'>): CalendarEvent {
  return {
    title: { en: `E${partial.id}`, es: `E${partial.id}` },
    description: { en: 'd', es: 'd' },
    category: 'academic',
    ...partial,
  };
}

const ids = (events: readonly CalendarEvent[] | undefined) => events?.map((event) => event.id);

describe('month grids', () => {
  it('run from the Sunday on or before the 1st to the Saturday on or after the last day', () => {
    expect(monthGridRange('2026-11')).toEqual({ first: '2026-11-01', last: '2026-12-05' });
    expect(monthGridRange('2026-08')).toEqual({ first: '2026-07-26', last: '2026-09-05' });
    expect(monthGridRange('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthGridRange('2028-02')).toEqual({ first: '2028-01-30', last: '2028-03-04' });
  });

  it('step across years', () => {
    expect(stepMonthKey('2026-12', 1)).toBe('2027-01');
    expect(stepMonthKey('2027-01', -1)).toBe('2026-12');
    expect(stepMonthKey('2026-11', -60)).toBe('2021-11');
  });

  it('name the months whose grid shows a day, the days of the months either side included', () => {
    expect(monthsShowing('2026-11-15', '2026-11-15')).toEqual(['2026-11']);
    // Monday, November 30: December's grid starts on Sunday the 29th.
    expect(monthsShowing('2026-11-30', '2026-11-30')).toEqual(['2026-11', '2026-12']);
    // Sunday, November 1 starts November's grid; October's ends on Saturday the 31st.
    expect(monthsShowing('2026-11-01', '2026-11-01')).toEqual(['2026-11']);
    expect(monthsShowing('2026-12-21', '2027-01-01')).toEqual(['2026-12', '2027-01']);
  });
});

describe('eventsByMonth', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it('puts an event that spans months in every month it touches, once each', () => {
    const recess = ev({ id: 1, date: '2026-12-21', endDate: '2027-01-01', allDay: true });
    const split = eventsByMonth([recess]);
    expect(split?.first).toBe('2026-12');
    expect(split?.last).toBe('2027-01');
    expect(ids(split?.months.get('2026-12'))).toEqual([1]);
    expect(ids(split?.months.get('2027-01'))).toEqual([1]);
  });

  it('keeps a long all-day event in the months it runs through', () => {
    const long = ev({ id: 2, date: '2026-10-20', endDate: '2027-01-05', allDay: true });
    expect([...(eventsByMonth([long])?.months.keys() ?? [])]).toEqual([
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });

  it('puts an event on the last days of a month in the next month too when its grid shows them', () => {
    // Monday, November 30 is in the first row of December's grid.
    const split = eventsByMonth([ev({ id: 3, date: '2026-11-30' })]);
    expect(ids(split?.months.get('2026-11'))).toEqual([3]);
    expect(ids(split?.months.get('2026-12'))).toEqual([3]);
  });

  it('files a late evening event under its New York day, whatever the machine’s time zone', () => {
    // 11 PM on Saturday, October 31 in New York is already November 1 in UTC and further east;
    // November's grid starts on Sunday the 1st, so only October shows it.
    const halloween = ev({ id: 4, date: '2026-10-31', startTime: '11:00 PM', endTime: '11:30 PM' });
    for (const zone of ['America/New_York', 'UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      process.env.TZ = zone;
      const split = eventsByMonth([halloween]);
      expect([...(split?.months.keys() ?? [])], zone).toEqual(['2026-10']);
    }
  });

  it('gives every month between the first and the last a list, empty when nothing is on', () => {
    const split = eventsByMonth([
      ev({ id: 5, date: '2026-06-10' }),
      ev({ id: 6, date: '2026-09-15' }),
    ]);
    expect([...(split?.months.entries() ?? [])].map(([key, list]) => [key, ids(list)])).toEqual([
      ['2026-06', [5]],
      ['2026-07', []],
      ['2026-08', []],
      ['2026-09', [6]],
    ]);
  });

  it('lists each month in calendar order: by day, all-day first, then start time, then id', () => {
    const split = eventsByMonth([
      ev({ id: 10, date: '2026-11-12', startTime: '6:00 PM' }),
      ev({ id: 11, date: '2026-11-12', startTime: '8:15 AM' }),
      ev({ id: 12, date: '2026-11-12', allDay: true }),
      ev({ id: 9, date: '2026-11-03' }),
      ev({ id: 8, date: '2026-11-03' }),
    ]);
    expect(ids(split?.months.get('2026-11'))).toEqual([8, 9, 12, 11, 10]);
  });

  it('is null without events', () => {
    expect(eventsByMonth([])).toBeNull();
  });
});

describe('calendarStart', () => {
  const events = [
    ev({ id: 1, date: '2020-03-02' }),
    ev({ id: 2, date: '2026-11-26', endDate: '2026-11-27', allDay: true }),
    ev({ id: 3, date: '2026-12-07' }),
  ];

  it('holds the build day’s month and the range of month files, not the other months', () => {
    const start = calendarStart(events, '2026-11-22');
    expect(start.month).toBe('2026-11');
    expect(start.range).toEqual({ first: '2020-03', last: '2026-12' });
    expect(ids(start.events)).toEqual([2]);
  });

  it('has no events for a build day outside the range', () => {
    expect(calendarStart(events, '2027-08-01')).toMatchObject({ month: '2027-08', events: [] });
    expect(calendarStart([], '2026-11-22')).toEqual({
      range: null,
      month: '2026-11',
      events: [],
    });
  });

  it('knows which months have no file', () => {
    const range = { first: '2020-03', last: '2026-12' };
    expect(isOutsideMonths(range, '2020-02')).toBe(true);
    expect(isOutsideMonths(range, '2020-03')).toBe(false);
    expect(isOutsideMonths(range, '2026-12')).toBe(false);
    expect(isOutsideMonths(range, '2027-01')).toBe(true);
    expect(isOutsideMonths(null, '2026-11')).toBe(true);
  });
});

it('keeps what the calendar shows of an event and leaves out the rest', () => {
  const event: SchoolEvent = {
    $schema: '../schemas/event.schema.json',
    id: 7,
    title: { en: 'Coffee with the Principal', es: 'Café con la directora' },
    description: { en: 'Coffee.', es: 'Café.' },
    date: '2026-11-25',
    category: 'pta',
    meeting: 'coffee',
    startTime: '8:15 AM',
    endTime: '9:00 AM',
    location: { en: 'Main Building Library', es: 'Biblioteca del Edificio principal' },
    link: '/parents',
  };
  const { $schema: _schema, meeting: _meeting, ...shown } = event;
  expect(calendarEventOf(event)).toEqual(shown);
  // An event's picture travels with it, measured, for the calendar's pages to show without the
  // table of every picture of the site; a picture with no measurements (an SVG) has none.
  const flyer = {
    width: 900,
    height: 1200,
    base: 'images-events-fair-0123456789ab',
    formats: ['webp', 'jpeg'],
  } as const;
  const pictured = {
    ...event,
    image: '/assets/images/events/fair.jpg',
    imageAlt: { en: 'The fair flyer', es: 'El volante de la feria' },
  };
  const measured = (src: string) =>
    src === '/assets/images/events/fair.jpg'
      ? { ...flyer, formats: [...flyer.formats] }
      : undefined;
  expect(calendarEventOf(pictured, measured)).toEqual({
    ...shown,
    image: '/assets/images/events/fair.jpg',
    imageAlt: { en: 'The fair flyer', es: 'El volante de la feria' },
    imageCopies: { ...flyer, formats: ['webp', 'jpeg'] },
  });
  expect(
    calendarEventOf({ ...pictured, image: '/assets/images/events/fair.svg' }, measured),
  ).not.toHaveProperty('imageCopies');
  expect(calendarEventOf(event, measured)).not.toHaveProperty('imageCopies');
  expect(calendarMonthPath('2026-11')).toBe('/generated/calendar/2026-11.json');
});
