import { describe, expect, it } from 'vitest';
import { CLASSES_PAGE_PATHS, classesPagePath, classesStateOfPath } from './class-pages.ts';
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
});
