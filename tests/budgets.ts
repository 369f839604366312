/**
 * Every byte budget of the site, in one place. The tests that enforce them import from here:
 * tests/e2e/pages.spec.ts (scripts, styles), tests/dist/budgets.test.ts (hero poster), tests/e2e/media.spec.ts (the gallery
 * page at the smallest viewport) and scripts/lib/media/gallery-budget.test.ts (gallery thumbnails).
 * A kilobyte here is 1,024 bytes; script and style sizes are gzip-compressed, as transferred.
 */
export const KB = 1024;

/**
 * First-load script (gzip) of a page, when its page id has no entry in SCRIPT_KB_BY_PAGE. Measured
 * on 2026-11-25 (issue 18), with hydration after the page has painted and few, larger chunks:
 * 105.6 to 118.4 KB on content pages (103.9 KB on the not-found page) and 125.1 KB on the
 * calendar (118.0 KB since issue 28). React, react-dom and i18next alone are 81.6 KB of it (bench/README.md, "Where the
 * bytes go"), so the 90 KB is out of reach with them. On 2026-11-29, once a page carried
 * only its own language's shared strings and only the first weeks of the events to come
 * (src/domain/upcoming.ts): 106.2 to 118.1 KB (the Spanish home page and calendar the largest).
 * With the calendar's colour key and "Only" buttons (List view's next events load on their own,
 * src/pages/calendar/list-next.tsx): the Spanish calendar 119.9 KB, from 119.3 KB. On 2026-11-30,
 * with the table of the site's pictures out of the chunk every page loads (only the pages that show
 * such a picture load it, and events' pictures travel with their events): 104.0 to 117.4 KB on the
 * pages without such a picture (1.9 KB less each; the Spanish calendar 117.4), 107.8 to 120.3 KB on
 * those with one (0.1 to 0.2 KB more, the table's own chunk). The same day, with the leadership's
 * bios and the media pages' previewed pictures also out of it (vite.config.ts, NOT_SHARED): 102.1
 * KB (the not-found page) to 118.5 KB (the Spanish home page), every page less than before; the
 * Spanish calendar 115.5 KB.
 */
export const SCRIPT_KB_DEFAULT = 120;

/**
 * Pages allowed more first-load script than the default, by page id (the routes table's ids): none.
 * The calendar needs none since issue 28 (125.1 KB when its chunk carried every event; it carries
 * only the build day's month and the summaries of the events still to come, as the home page does,
 * and fetches other months as files, src/domain/calendar-months.ts). The home page was allowed 121
 * KB from the day each language's house style moved into its strings (the `grammar` of
 * locales/<lng>/common.json, src/i18n/grammar.ts: 0.3 to 0.4 KB more on every page, the Spanish home
 * page 119.9 → 120.2 KB) until 2026-11-30, when the shared chunk lost the table of pictures, the
 * leadership's bios and the media pages' pictures (the Spanish home page 118.5 KB).
 */
export const SCRIPT_KB_BY_PAGE: Readonly<Record<string, number>> = {};

/** First-load stylesheets (gzip) of any page. */
export const CSS_KB = 30;

/** The home page's hero poster image (the page's largest paint). */
export const HERO_POSTER_KB = 150;

/**
 * Pages that show a PDF: only these may load the PDF viewer's code and worker, which load after
 * the page is interactive and are not counted in the page's first-load script.
 */
export const PDF_PAGES: ReadonlySet<string> = new Set(['library']);

/** Gallery thumbnails used in the grid: their average and the largest one. */
export const GALLERY_THUMB_AVG_KB = 40;
export const GALLERY_THUMB_MAX_KB = 80;

/** The gallery page's HTML plus everything it loads at a 320 px wide viewport. */
export const GALLERY_PAGE_320_KB = 1.5 * 1024;

/** The first-load script budget of a page, in kilobytes. */
export function scriptBudgetKb(pageId: string): number {
  return SCRIPT_KB_BY_PAGE[pageId] ?? SCRIPT_KB_DEFAULT;
}
