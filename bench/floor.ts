/**
 * A page's floor: its own prerendered HTML with every script and module preload removed, so the
 * browser loads exactly the page's markup, stylesheets, fonts and pictures and nothing else. No
 * page with this content can show it sooner; the benchmark measures each page against its floor.
 */

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;

/** The HTML without its scripts (inline, external and data blocks) and module preloads. */
export function floorOf(html: string): string {
  const floor = html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (!/<main\b/i.test(floor)) throw new Error('The page has no <main>: is it prerendered?');
  return floor;
}

/** Where a page's HTML is in a build: "/" is index.html, "/es/calendar" es/calendar/index.html. */
export function htmlFileOf(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}
