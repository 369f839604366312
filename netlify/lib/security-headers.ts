/**
 * The site's HTTP response headers, defined once. The build writes them to dist/_headers for
 * Netlify (scripts/prerender.ts), the local server applies them to every file it serves
 * (scripts/lib/static-server.ts), and the access-code function adds them to its own answers
 * (Netlify does not apply _headers or netlify.toml headers to function responses).
 */
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE } from './speculation-rules.ts';

/**
 * Where the pages may load each kind of resource from: the one allow-list of the
 * Content-Security-Policy. Everything the site uses today comes from its own origin ('self').
 * Add a host here, with a comment saying which page needs it, and nowhere else.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // Only the site's own scripts (the bundles in /static/, the search's /pagefind/pagefind.js): no
  // inline script, no eval. 'wasm-unsafe-eval' lets the site search compile its WebAssembly (loaded
  // from /pagefind/ on the first search); it allows no JavaScript eval.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  // Only the bundled stylesheets: no <style> element and no style="" attribute in the markup.
  'style-src': ["'self'"],
  // data: for the tiny blurred previews the gallery, staff and class pages inline while a photo loads.
  'img-src': ["'self'", 'data:'],
  'media-src': ["'self'"],
  'font-src': ["'self'"],
  // The page scripts' own requests: the access-code check, weekly-updates settings, documents, the
  // search index.
  'connect-src': ["'self'"],
  // The PBIS page's two embedded videos: a YouTube (privacy-enhanced) player and a Google Drive
  // file preview.
  'frame-src': ['https://www.youtube-nocookie.com', 'https://drive.google.com'],
  // The PDF viewer's worker, bundled by Vite and served from /static/ (library-style pages), and the
  // site search's worker, /pagefind/pagefind-worker.js.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/** The Content-Security-Policy header value built from CSP_DIRECTIVES. */
export function contentSecurityPolicy(
  directives: Readonly<Record<string, readonly string[]>> = CSP_DIRECTIVES,
): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Headers sent with every response of the site, pages, files and the function alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  // Two years, subdomains included. Browsers ignore it on plain http://localhost.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // A page of the site shares its window with no page of another site: a tab or pop-up it opens
  // elsewhere (the faculty portal, the Weekly Updates page, a video's "watch on YouTube") gets no
  // handle on it, and no other site's page can keep one on it. The site's new tabs drop the opener
  // anyway (src/components/new-tab.ts), and it does not apply to the embedded videos (frames).
  // The editor at /admin/ needs its sign-in pop-up's handle: see adminHeaders().
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Only the site's own pages may load its files as images, scripts, media or documents in
  // theirs; another site, or a mail program, that shows a picture straight from the site's
  // address no longer can (it links to the page, or copies the file). Calendar feeds too: calendar
  // apps, and Google or Outlook on the web, fetch them from their own servers, which this header
  // does not concern (it governs only what a browser page loads from another site, and such a
  // page could not read a feed anyway: the site sends no CORS header).
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Calendar files: the feeds (/calendar.ics, /calendar/<name>.ics) and each event's file
 * (/calendar/events/<id>.ics), in both languages. Calendar apps expect this exact type.
 */
const CALENDAR_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/calendar; charset=utf-8',
};

/**
 * The content editor at /admin/ (Decap CMS) needs more than the pages do; only /admin/* gets this
 * policy. Decap checks its configuration with validators compiled at run time ('unsafe-eval') and
 * styles its interface with <style> elements it writes itself ('unsafe-inline'). A picture chosen
 * for upload is previewed from a blob: address and read back from it (fetch) to be saved. The
 * published editor signs in through Netlify's GitHub sign-in (a window of api.netlify.com, which
 * answers with a message, no request) and saves through GitHub's API; people's GitHub pictures
 * show beside their name. The editor itself, its script and Decap's bundle come from the site.
 */
const ADMIN_CSP_DIRECTIVES = {
  ...CSP_DIRECTIVES,
  'script-src': ["'self'", "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  'connect-src': ["'self'", 'blob:', 'https://api.github.com'],
  // The editor's preview pane is a frame of the editor page itself.
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/**
 * The headers of /admin/*: the editor's policy (with `localBackend`, the address of the local
 * editing server, allowed when serving on this computer), kept out of search engines, never cached.
 */
export function adminHeaders(localBackend?: string): Record<string, string> {
  const directives =
    localBackend === undefined
      ? ADMIN_CSP_DIRECTIVES
      : {
          ...ADMIN_CSP_DIRECTIVES,
          'connect-src': [...ADMIN_CSP_DIRECTIVES['connect-src'], localBackend],
        };
  return {
    'Content-Security-Policy': contentSecurityPolicy(directives),
    // Signing in opens a window of api.netlify.com (then GitHub) that hands the editor its token
    // through window.opener.postMessage: with the site's same-origin that window would lose its
    // opener and the editor would never hear back. same-origin-allow-popups keeps the handle of
    // the windows the editor opens, and still none for a page that would open the editor.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-cache',
  };
}

/**
 * Every answer names the site's Speculation Rules (speculation-rules.ts): the browser prerenders
 * the page a visitor is about to open, from a file, so the pages need no inline script for it.
 */
const NAVIGATION_HEADERS: Readonly<Record<string, string>> = {
  'Speculation-Rules': `"${SPECULATION_RULES_PATH}"`,
};

/** Cache-Control of the fingerprinted build files in /static/ (their names change with them). */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Cache-Control of everything else: what Netlify sends by default (always revalidate). */
export const DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

/** One block of the _headers file: a Netlify path pattern and the headers it adds. */
export interface HeaderRule {
  /** A path, where `*` matches any characters (slashes included), as on Netlify. */
  for: string;
  values: Readonly<Record<string, string>>;
}

/** Every header rule of the site, in the order Netlify applies them. */
export const HEADER_RULES: readonly HeaderRule[] = [
  { for: '/*', values: SECURITY_HEADERS },
  { for: '/*', values: NAVIGATION_HEADERS },
  // Browsers read the rules only with their own type.
  { for: SPECULATION_RULES_PATH, values: { 'Content-Type': SPECULATION_RULES_TYPE } },
  { for: '/static/*', values: { 'Cache-Control': IMMUTABLE_CACHE } },
  // Calendar feeds and single events.
  { for: '/*.ics', values: CALENDAR_HEADERS },
  // The content editor's headers. Netlify joins a header set by several matching rules, so the
  // edge function netlify/edge-functions/admin-headers.ts sets the editor's policies over the
  // site's.
  { for: '/admin/*', values: adminHeaders() },
];

/**
 * Of a rule's headers, those the site-wide rule (/*) sets too: on Netlify both values would be
 * joined, so an edge function has to set these over the site's.
 */
export function overSiteHeaders(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => name in SECURITY_HEADERS));
}

/** The rules for serving on this computer: the editor may also reach the local backend. */
export function localHeaderRules(localBackend: string): HeaderRule[] {
  return HEADER_RULES.map((rule) =>
    rule.for === '/admin/*' ? { ...rule, values: adminHeaders(localBackend) } : rule,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The regular expression Netlify matches a rule's path with: case-insensitive, optional trailing
 * slash, a standalone `*` segment also matches nothing (`/static/*` matches `/static`), and a `*`
 * inside a segment matches any characters, slashes included.
 */
export function pathPattern(forPath: string): RegExp {
  // A standalone `*` is a whole segment or none: `/admin/*` matches `/admin` and `/admin/x`, never
  // `/administration`.
  const pattern = forPath
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part === '*' ? '(?:/(.*))?' : `/${part.split('*').map(escapeRegExp).join('(.*)')}`,
    )
    .join('');
  return new RegExp(`^${pattern}/?$`, 'iu');
}

/** The headers the rules give a URL path (the rules set different headers; a later one would win). */
export function headersFor(
  urlPath: string,
  rules: readonly HeaderRule[] = HEADER_RULES,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (pathPattern(rule.for).test(urlPath)) Object.assign(headers, rule.values);
  }
  return headers;
}

/** The text of Netlify's `_headers` file for the rules. */
export function netlifyHeadersFile(rules: readonly HeaderRule[] = HEADER_RULES): string {
  const blocks = rules.map((rule) =>
    [rule.for, ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`)].join(
      '\n',
    ),
  );
  return [
    '# Written by `npm run build` from netlify/lib/security-headers.ts: edit that file, not this one.',
    ...blocks,
    '',
  ].join('\n');
}
