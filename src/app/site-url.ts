declare const __SITE_URL__: string | undefined;

/**
 * The site's public address without a trailing slash: Netlify's URL variable at build time, or
 * data/site.json's siteUrl. Vite writes the same value into the browser and server builds.
 */
export const SITE_URL: string = (
  typeof __SITE_URL__ === 'string' ? __SITE_URL__ : 'http://localhost'
).replace(/\/+$/, '');
