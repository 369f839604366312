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

  it('unique ids: every later entry that repeats an id, at its own path', () => {
    const Cards = z
      .object({ cards: z.array(z.object({ id: z.string(), name: z.string().optional() })) })
      .superRefine((file, ctx) => checkUniqueIds(file.cards, ['cards'], 'card', ctx));
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
});
