import { describe, expect, it } from 'vitest';
import {
  CLASSES_PAGE_PATHS,
  classesPagePath,
  classesPageState,
  classesPathOfQuery,
  classesStateOfPath,
} from './class-pages.ts';
import { GRADES } from './media-catalog.ts';

describe('Classes addresses', () => {
  it('give every grade and kind of document its own address, /classes for kindergarten letters', () => {
    expect(CLASSES_PAGE_PATHS).toHaveLength(GRADES.length * 2);
    expect(new Set(CLASSES_PAGE_PATHS).size).toBe(CLASSES_PAGE_PATHS.length);
    expect(CLASSES_PAGE_PATHS[0]).toBe('/classes');
    expect(classesPagePath({ grade: 'second', type: 'supply' })).toBe(
      '/classes/second/supply-lists',
    );
    expect(classesPagePath({ grade: 'fifth', type: 'welcome' })).toBe('/classes/fifth');
  });

  it('read back the state each address shows, and nothing else', () => {
    for (const path of CLASSES_PAGE_PATHS) {
      const state = classesStateOfPath(path);
      expect(state === null ? null : classesPagePath(state)).toBe(path);
    }
    expect(classesStateOfPath('/classes/second/')).toBeNull();
    expect(classesStateOfPath('/classes/sixth')).toBeNull();
    expect(classesStateOfPath('/classes/second/welcome')).toBeNull();
  });

  it('tell a Classes page what it shows, a trailing slash allowed', () => {
    expect(classesPageState('/classes/second/supply-lists/')).toEqual({
      grade: 'second',
      type: 'supply',
    });
    expect(classesPageState('/classes/fifth')).toEqual({ grade: 'fifth', type: 'welcome' });
    expect(classesPageState('/classes')).toEqual({ grade: 'kindergarten', type: 'welcome' });
    expect(classesPageState('/classes/')).toEqual({ grade: 'kindergarten', type: 'welcome' });
    expect(classesPageState('/classes/fifth//')).toEqual({ grade: 'fifth', type: 'welcome' });
  });

  it('show kindergarten’s welcome letters for a path that is no grade’s page', () => {
    expect(classesPageState('/classes/sixth')).toEqual({ grade: 'kindergarten', type: 'welcome' });
    expect(classesPageState('/')).toEqual({ grade: 'kindergarten', type: 'welcome' });
  });

  it('lead an old address that names the supply lists to that grade’s lists', () => {
    expect(classesPathOfQuery('?grade=second&tab=supply')).toBe(
      classesPagePath({ grade: 'second', type: 'supply' }),
    );
    expect(classesPathOfQuery('?grade=second&tab=welcome')).toBe('/classes/second');
  });

  it('lead the old addresses with a query to their page, and leave other queries alone', () => {
    expect(classesPathOfQuery('?grade=second&tab=supply')).toBe('/classes/second/supply-lists');
    expect(classesPathOfQuery('?tab=supply&grade=fifth')).toBe('/classes/fifth/supply-lists');
    expect(classesPathOfQuery('?grade=third&tab=welcome')).toBe('/classes/third');
    expect(classesPathOfQuery('?grade=third')).toBe('/classes/third');
    // As the old page did: an unknown grade is kindergarten, any other tab the welcome letters.
    expect(classesPathOfQuery('?grade=sixth&tab=supply')).toBe(
      '/classes/kindergarten/supply-lists',
    );
    expect(classesPathOfQuery('?tab=letters')).toBe('/classes');
    expect(classesPathOfQuery('')).toBeNull();
    expect(classesPathOfQuery('?utm_source=newsletter')).toBeNull();
  });
});
