import { describe, expect, it } from 'vitest';
import {
  eventIdOfPath,
  eventPagePath,
  isListedEvent,
  monthOfPagePath,
  monthPagePath,
  schoolYearStart,
} from './event-pages.ts';

describe('month page paths', () => {
  it('round-trips a month through its path and refuses anything else', () => {
    expect(monthPagePath('2026-12')).toBe('/calendar/2026-12');
    expect(monthOfPagePath('/calendar/2026-12')).toBe('2026-12');
    expect(monthOfPagePath('/calendar/2026-12/')).toBe('2026-12');
    for (const path of ['/calendar/2026-13', '/calendar/2026-1', '/calendar/2026-00', '/calendar'])
      expect(monthOfPagePath(path)).toBeNull();
  });
});

describe('event page paths', () => {
  it('round-trips an id through its path', () => {
    expect(eventPagePath(233)).toBe('/calendar/events/233');
    expect(eventIdOfPath('/calendar/events/233')).toBe(233);
    expect(eventIdOfPath('/calendar/events/233/')).toBe(233);
  });

  it('refuses what is not an event id', () => {
    for (const path of [
      '/calendar/events/',
      '/calendar/events/0',
      '/calendar/events/012',
      '/calendar/events/12a',
      '/calendar/events/12/more',
      '/calendar/12',
      '/es/calendar/events/12',
      '/calendar/events/1234567890',
    ])
      expect(eventIdOfPath(path), path).toBeNull();
  });
});

describe('the school year of a day', () => {
  it('starts on July 1', () => {
    expect(schoolYearStart('2026-11-22')).toBe('2026-07-01');
    expect(schoolYearStart('2027-06-30')).toBe('2026-07-01');
    expect(schoolYearStart('2027-07-01')).toBe('2027-07-01');
    expect(schoolYearStart('2027-01-01')).toBe('2026-07-01');
  });

  it('lists the events of the build day’s school year and later, an event that ends in it too', () => {
    expect(isListedEvent({ date: '2026-09-10' }, '2027-03-01')).toBe(true);
    expect(isListedEvent({ date: '2027-09-10' }, '2027-03-01')).toBe(true);
    expect(isListedEvent({ date: '2026-06-20' }, '2027-03-01')).toBe(false);
    expect(isListedEvent({ date: '2026-06-29', endDate: '2026-07-02' }, '2027-03-01')).toBe(true);
  });
});
