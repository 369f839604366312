import { describe, expect, it } from 'vitest';
import { isSearchedPage, isSearchedPath } from './search-scope.ts';

describe('isSearchedPath', () => {
  it('indexes the pages and each event’s own page, a trailing slash allowed', () => {
    expect(isSearchedPath('/')).toBe(true);
    expect(isSearchedPath('/calendar')).toBe(true);
    expect(isSearchedPath('/history/')).toBe(true);
    expect(isSearchedPath('/calendar/events/12')).toBe(true);
  });

  it('leaves out the calendar’s month pages, the search page and paths with no page', () => {
    expect(isSearchedPath('/calendar/2026-12')).toBe(false);
    expect(isSearchedPath('/search')).toBe(false);
    expect(isSearchedPath('/no-such-page')).toBe(false);
    expect(isSearchedPage('notFound')).toBe(false);
  });
});
