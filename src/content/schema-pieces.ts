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

/** A calendar day written YYYY-MM-DD that exists. */
export const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: 'write the date as YYYY-MM-DD, e.g. 2026-09-10',
    abort: true,
  })
  .refine(isIsoDay, { error: 'this day does not exist in the calendar', abort: true });

/**
 * Reports every entry of a list whose id an earlier entry already uses, at `path` + index + "id"
 * (for a schema's superRefine), naming that earlier entry by its 1-based position and name: the
 * later entry is the one to change. `what` names the entries for staff: "card", "subject", …
 */
export function checkUniqueIds(
  list: ReadonlyArray<{ id: string }>,
  path: ReadonlyArray<string | number>,
  what: string,
  ctx: z.RefinementCtx,
): void {
  const first = new Map<string, number>();
  list.forEach((item, index) => {
    const earlier = first.get(item.id);
    if (earlier !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: [...path, index, 'id'],
        message: `"${item.id}" is already used by ${describeEntry(String(path.at(-1) ?? 'list'), earlier, list[earlier])}; give each ${what} its own id`,
      });
    else first.set(item.id, index);
  });
}
