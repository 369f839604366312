import { describe, expect, it } from 'vitest';
import { monthlyPdfPage, monthOfIsoDay, monthOfPage } from './monthly-page.ts';

describe('monthlyPdfPage', () => {
  it.each([
    [1, 5],
    [2, 6],
    [3, 7],
    [4, 8],
    [5, 9],
    [6, 10],
    [9, 1],
    [10, 2],
    [11, 3],
    [12, 4],
  ])('month %i shows page %i, about that month', (month, page) => {
    expect(monthlyPdfPage(month)).toEqual({ page, month, summerPreview: false });
  });

  it.each([7, 8])('month %i (summer) shows page 1, September, as the Summer Preview', (month) => {
    expect(monthlyPdfPage(month)).toEqual({ page: 1, month: 9, summerPreview: true });
  });

  it('covers every page exactly once over the school year', () => {
    const pages = [9, 10, 11, 12, 1, 2, 3, 4, 5, 6].map((month) => monthlyPdfPage(month).page);
    expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it.each([0, 13, 2.5, Number.NaN])('rejects %s', (month) => {
    expect(() => monthlyPdfPage(month)).toThrow(RangeError);
  });
});

describe('monthOfPage', () => {
  it('is the inverse of the mapping during the school year', () => {
    for (const month of [9, 10, 11, 12, 1, 2, 3, 4, 5, 6])
      expect(monthOfPage(monthlyPdfPage(month).page)).toBe(month);
  });

  it.each([0, 11])('rejects page %i', (page) => {
    expect(() => monthOfPage(page)).toThrow(RangeError);
  });
});

describe('monthOfIsoDay', () => {
  it('reads the month of a day', () => {
    expect(monthOfIsoDay('2027-02-14')).toBe(2);
    expect(monthOfIsoDay('2026-11-22')).toBe(11);
  });
});
