// The pieces the data files' schemas share: ids, web addresses, clock times and days, and the rule
// that ids in a list are unique. One definition each, so every file says the same thing to staff
// (npm run content, the editor at /admin and the JSON Schemas in data/schemas all read them).
import { z } from 'zod';
import { CLOCK_PATTERN, isIsoDay } from '../domain/time-core.ts';
import { describeEntry } from './format-issues.ts';

/** A short id that never changes: lowercase letters and digits, words joined by single dashes. */
export const IdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  error: 'use lowercase letters, digits and single dashes, e.g. family-night',
});

/** A full https:// address of another website. */
export const HttpsUrlSchema = z.url({ protocol: /^https$/, error: 'use a full https:// address' });

/** A clock time as staff write it in the data: "9:00 AM", "6:30 PM" (each page shows it in its language). */
export const ClockSchema = z
  .string()
  .regex(CLOCK_PATTERN, { error: 'write the time like 9:00 AM or 6:30 PM' });

/**
 * The first year a date of the data may have: the school's founding, 1889. An earlier year is a
 * typo (1826 for 2026), and before November 1883 New York kept its own local time, which the
 * clock arithmetic (src/domain/time-core.ts) does not read: it would stop the build with an offset
 * instead of naming the field.
 */
const FIRST_YEAR = 1889;

/** The refinement of a text that starts with a four-digit year: that year is FIRST_YEAR or later. */
export const FROM_FIRST_YEAR = [
  (value: string) => Number(value.slice(0, 4)) >= FIRST_YEAR,
  {
    error: `use ${FIRST_YEAR} or a later year (the school was founded in ${FIRST_YEAR}); check the year for a typo`,
    abort: true,
  },
] as const;

/** A calendar day written YYYY-MM-DD that exists, from FIRST_YEAR on. */
export const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: 'write the date as YYYY-MM-DD, e.g. 2026-09-10',
    abort: true,
  })
  .refine(...FROM_FIRST_YEAR)
  .refine(isIsoDay, { error: 'this day does not exist in the calendar', abort: true });

/** A list of entries with ids, and its place in the file: ['cards'], ['categories', 0, 'programs']. */
export interface IdList {
  path: ReadonlyArray<string | number>;
  items: ReadonlyArray<{ id: string }>;
}

/**
 * The one rule that ids are unique, and its one wording. Reports every entry whose id an earlier
 * entry of the same lists already uses, at its path + index + "id" (for a schema's superRefine),
 * naming that earlier entry by its 1-based position, name and id, within its outer entries when the
 * list is nested ("categories entry 2, programs entry 1 ("Chess", id chess)"): the later entry is
 * the one to change. `what` names the entries for staff: "card", "subject", …
 */
export function checkUniqueIds(
  lists: ReadonlyArray<IdList>,
  what: string,
  ctx: z.RefinementCtx,
): void {
  const first = new Map<string, string>();
  for (const { path, items } of lists) {
    items.forEach((item, index) => {
      const earlier = first.get(item.id);
      if (earlier !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [...path, index, 'id'],
          message: `"${item.id}" is already used by ${earlier}; give each ${what} its own id`,
        });
      else first.set(item.id, describeAt(path, index, item));
    });
  }
}

/** An entry by its 1-based position in each list of its path, then its own name and id. */
function describeAt(path: ReadonlyArray<string | number>, index: number, item: unknown): string {
  const outer = path.flatMap((key, at) =>
    typeof key === 'number' ? [`${String(path[at - 1] ?? 'list')} entry ${key + 1}`] : [],
  );
  return [...outer, describeEntry(String(path.at(-1) ?? 'list'), index, item)].join(', ');
}
