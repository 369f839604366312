import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkUniqueIds,
  ClockSchema,
  DaySchema,
  HttpsUrlSchema,
  IdSchema,
} from './schema-pieces.ts';

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the schemas’ shared pieces', () => {
  it('ids: lowercase words joined by single dashes', () => {
    for (const id of ['k-1', 'family-night', 'fall2027', 'main'])
      expect(IdSchema.parse(id)).toBe(id);
    for (const id of ['Family Night', 'family--night', '-main', 'main-', 'café', ''])
      expect(messages(IdSchema.safeParse(id)), id).toEqual([
        'use lowercase letters, digits and single dashes, e.g. family-night',
      ]);
  });

  it('web addresses: https only', () => {
    expect(HttpsUrlSchema.parse('https://www.nypl.org/')).toBe('https://www.nypl.org/');
    for (const url of ['http://www.nypl.org/', 'www.nypl.org', 'javascript:alert(1)'])
      expect(messages(HttpsUrlSchema.safeParse(url)), url).toEqual(['use a full https:// address']);
  });

  it('clock times as staff write them', () => {
    expect(ClockSchema.safeParse('6:30 PM').success).toBe(true);
    for (const clock of ['06:30 PM', '18:30', '6:30 pm', '13:00 PM'])
      expect(ClockSchema.safeParse(clock).success, clock).toBe(false);
  });

  it('days: YYYY-MM-DD that the calendar has, one message at a time', () => {
    expect(DaySchema.parse('2028-02-29')).toBe('2028-02-29');
    expect(messages(DaySchema.safeParse('2027-2-3'))).toEqual([
      'write the date as YYYY-MM-DD, e.g. 2026-09-10',
    ]);
    expect(messages(DaySchema.safeParse('2027-02-29'))).toEqual([
      'this day does not exist in the calendar',
    ]);
  });

  it('days: from 1889, the school’s founding, on; an earlier year is named as a typo', () => {
    expect(DaySchema.parse('1889-01-01')).toBe('1889-01-01');
    for (const day of ['1888-12-31', '1826-09-10', '0000-01-01'])
      expect(messages(DaySchema.safeParse(day)), day).toEqual([
        'use 1889 or a later year (the school was founded in 1889); check the year for a typo',
      ]);
  });

  it('unique ids: every later entry that repeats an id, at its own path', () => {
    const Cards = z
      .object({ cards: z.array(z.object({ id: z.string(), name: z.string().optional() })) })
      .superRefine((file, ctx) =>
        checkUniqueIds([{ path: ['cards'], items: file.cards }], 'card', ctx),
      );
    const result = Cards.safeParse({
      cards: [{ id: 'a', name: 'Math' }, { id: 'b' }, { id: 'a' }, { id: 'a' }],
    });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: ['cards', 2, 'id'],
        message: '"a" is already used by cards entry 1 ("Math", id a); give each card its own id',
      },
      {
        path: ['cards', 3, 'id'],
        message: '"a" is already used by cards entry 1 ("Math", id a); give each card its own id',
      },
    ]);
  });

  it('unique ids across nested lists: the earlier entry by its 1-based place in each list', () => {
    const Program = z.object({ id: z.string(), name: z.string() });
    const Categories = z
      .object({ categories: z.array(z.object({ programs: z.array(Program) })) })
      .superRefine(({ categories }, ctx) => {
        const lists = categories.map(({ programs }, c) => ({
          items: programs,
          path: ['categories', c, 'programs'],
        }));
        checkUniqueIds(lists, 'program', ctx);
      });
    const result = Categories.safeParse({
      categories: [
        { programs: [{ id: 'art', name: 'Art' }] },
        {
          programs: [
            { id: 'chess', name: 'Chess' },
            { id: 'art', name: 'Art club' },
          ],
        },
        { programs: [{ id: 'chess', name: 'Chess club' }] },
      ],
    });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: ['categories', 1, 'programs', 1, 'id'],
        message:
          '"art" is already used by categories entry 1, programs entry 1 ("Art", id art); give each program its own id',
      },
      {
        path: ['categories', 2, 'programs', 0, 'id'],
        message:
          '"chess" is already used by categories entry 2, programs entry 1 ("Chess", id chess); give each program its own id',
      },
    ]);
  });
});
