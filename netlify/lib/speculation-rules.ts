// The next page before the tap, with no script: the browser reads these Speculation Rules from the
// file the `Speculation-Rules` response header names (security-headers.ts), so the page's strict
// Content-Security-Policy needs no inline <script type="speculationrules">. With "moderate"
// eagerness a browser that supports them (Chromium) prerenders a page of the site when a visitor
// holds the pointer on its link (about 200 ms) or starts to touch it, and shows it at once on the
// tap; a browser without them loads the page as before.
//
// Never ahead: the Teacher Login page (a form of the faculty, in every language), the content
// editor (/admin/), files to download (documents, pictures, calendar feeds) and the search index:
// only pages, and only links in the page that lead within the site.
import { LANGUAGES } from '../../src/content/languages.ts';
import { localizePath } from '../../src/i18n/paths.ts';

/** Where the site serves its rules, and the header that points there. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/** The addresses never prerendered (URL patterns, relative to the page). */
function neverAhead(): string[] {
  return [
    ...LANGUAGES.map((lng) => localizePath('/teacher-login', lng)),
    '/admin/*',
    '/assets/*',
    '/generated/*',
    '/pagefind/*',
    '/static/*',
    '/*.ics',
    '/*.json',
    '/*.xml',
  ];
}

/** The rules: prerender the site's own pages on hover or touch start, never what neverAhead() lists. */
export function speculationRules(): Record<string, unknown> {
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: neverAhead() } },
            // A link that downloads its file or opens another tab is not the next page here.
            { not: { selector_matches: '[download], [target="_blank"]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}
