import { describe, expect, it } from 'vitest';
import { hasPage, pageIdOfPath, routeTable } from './route-table.ts';

describe('pageIdOfPath', () => {
  it('finds every page of the route table, with or without a trailing slash', () => {
    for (const route of routeTable) {
      expect(pageIdOfPath(route.path)).toBe(route.id);
      expect(pageIdOfPath(`${route.path}/`.replace('//', '/'))).toBe(route.id);
    }
  });

  it("finds the calendar's month pages and the Classes pages of each grade", () => {
    expect(pageIdOfPath('/calendar/2026-12')).toBe('calendar');
    expect(pageIdOfPath('/calendar/2027-01/')).toBe('calendar');
    expect(pageIdOfPath('/classes/second')).toBe('classes');
    expect(pageIdOfPath('/classes/second/supply-lists')).toBe('classes');
    expect(pageIdOfPath('/classes/kindergarten/supply-lists')).toBe('classes');
  });

  it('finds an event’s own page, and allows more than one trailing slash', () => {
    expect(pageIdOfPath('/calendar/events/12')).toBe('calendar-event');
    expect(pageIdOfPath('/calendar/events/12/')).toBe('calendar-event');
    expect(pageIdOfPath('/history//')).toBe('history');
    expect(pageIdOfPath('/calendar/events/0')).toBe('notFound');
  });

  it('says notFound for any other path', () => {
    expect(pageIdOfPath('/calendar/2026-13')).toBe('notFound');
    expect(pageIdOfPath('/classes/sixth')).toBe('notFound');
    // Kindergarten's letters are /classes itself: one address for one page.
    expect(pageIdOfPath('/classes/kindergarten')).toBe('notFound');
    expect(pageIdOfPath('/no-such-page')).toBe('notFound');
    expect(pageIdOfPath('/404')).toBe('notFound');
    expect(pageIdOfPath('/calendar/2026')).toBe('notFound');
  });
});

describe('hasPage', () => {
  it('ignores the query and the #section', () => {
    expect(hasPage('/history#timeline')).toBe(true);
    expect(hasPage('/calendar?view=list')).toBe(true);
    expect(hasPage('/nowhere')).toBe(false);
  });
});
