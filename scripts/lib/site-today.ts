// The school's "today" for the build: one place that the content step and the prerenderer read.
// SITE_TODAY=YYYY-MM-DD (a New York calendar day) fixes it, so that a build, and the tests that run
// on it, do not depend on the machine's clock; without it, the build uses the real date in New York.
import { isIsoDay, isoDayInSchoolTimeZone, schoolInstant } from '../../src/domain/time-core.ts';

const SITE_TODAY_VARIABLE = 'SITE_TODAY';

export interface SiteClock {
  /** The school's day, YYYY-MM-DD in New York. */
  today: string;
  /** The instant the build treats as "now" (milliseconds): noon in New York when SITE_TODAY is set. */
  now: number;
  /** Whether SITE_TODAY fixed the day. */
  fixed: boolean;
}

/**
 * The build's today. `env` is the process environment; `realNow` the machine's clock, read only
 * when SITE_TODAY is not set. Throws with an explanation when SITE_TODAY is not a real day.
 */
export function siteClock(
  env: Record<string, string | undefined> = process.env,
  realNow: () => number = Date.now,
): SiteClock {
  const value = env[SITE_TODAY_VARIABLE]?.trim();
  if (value === undefined || value === '') {
    const now = realNow();
    return { today: isoDayInSchoolTimeZone(new Date(now)), now, fixed: false };
  }
  if (!isIsoDay(value))
    throw new Error(
      `${SITE_TODAY_VARIABLE} must be a day written YYYY-MM-DD, such as 2026-11-22 (found "${value}").`,
    );
  return { today: value, now: schoolInstant(value, 12 * 60), fixed: true };
}
