declare const __SITE_URL__: string | undefined;

/**
 * The site's public address without a trailing slash, fixed at build time: SITE_URL, else
 * Netlify's URL, else data/site.json's siteUrl (scripts/lib/site-address.ts). Vite writes the same
 * value into the browser and server builds.
 */
export const SITE_URL: string = (
  typeof __SITE_URL__ === 'string' ? __SITE_URL__ : 'http://localhost'
).replace(/\/+$/, '');

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The address the calendar feeds are reached at from this page: the build's SITE_URL, except on a
 * local server (localhost), where it is the page's own origin, so that `npm run serve` of any build
 * subscribes to the feeds it serves. `origin` is null before hydration (prerendered HTML).
 */
export function feedSiteUrl(origin: string | null, siteUrl: string = SITE_URL): string {
  if (origin === null) return siteUrl;
  const host = new URL(origin).hostname;
  return LOOPBACK_HOSTS.has(host) || LOOPBACK_HOSTS.has(`[${host}]`) ? origin : siteUrl;
}
