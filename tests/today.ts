// The one "today" of the whole test suite. The builds the browser tests run on get it as SITE_TODAY
// (tests/build-sites.ts), every browser page gets it as its clock (tests/e2e/support.ts), and Vitest
// gets both (vite.config.ts, tests/vitest-setup.ts). No test reads the machine's clock, so the suite
// passes the same on any day: tests/README.md says how to check that with faketime.
//
// Sunday, November 22, 2026: the week of the Thanksgiving recess in the fixture events
// (tests/fixtures/content/events/), which are written around this day.
import { siteClock } from '../scripts/lib/site-today.ts';

export const TEST_TODAY = '2026-11-22';

/** The environment that gives a build, or a test process, the test day. */
export const TEST_TODAY_ENV = { SITE_TODAY: TEST_TODAY } as const;

/** Noon in New York on the test day: the browser's clock in every test that does not set its own. */
export const TEST_NOW = new Date(siteClock(TEST_TODAY_ENV).now);
