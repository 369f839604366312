// The site's own absolute address, one setting for every build step (pages, feeds, sitemap, the
// content editor): SITE_URL, else Netlify's URL (set on every Netlify build), else data/site.json's
// siteUrl. `npm start` sets SITE_URL to the local server's address (scripts/start.ts).

/** The environment variables that name the site's address, strongest first. */
const SITE_ADDRESS_VARIABLES = ['SITE_URL', 'URL'] as const;

/**
 * The site's address without a trailing slash, from the environment or `fallback` (data/site.json).
 * Throws, naming the variable, when the address is not a full http(s) address.
 */
export function siteAddress(
  env: Readonly<Record<string, string | undefined>>,
  fallback: string,
): string {
  for (const name of SITE_ADDRESS_VARIABLES) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') return checked(value.trim(), name);
  }
  return checked(fallback, 'siteUrl in data/site.json');
}

function checked(address: string, source: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(
      `${source} must be a full address such as https://www.example.org (found "${address}")`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${source} must start with https:// or http:// (found "${address}")`);
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new Error(`${source} must be the site's root address, with no path (found "${address}")`);
  }
  return url.origin;
}

/** The address of the local server on a port ("http://localhost:8080"). */
export function localSiteAddress(port: number): string {
  return `http://localhost:${port}`;
}
