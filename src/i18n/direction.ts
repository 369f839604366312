// Which way "next" is: text runs left to right in some languages and right to left in others (the
// registry's `dir`, put on each page's <html> by scripts/lib/head.ts). What a left or right arrow
// key or a sideways swipe means follows it; so do the arrows drawn on buttons (the stylesheets'
// `.direction-arrow`, src/styles/global.css).
import type { LanguageInfo } from '../content/languages.ts';

/** The direction text runs in: left to right, or right to left. */
export type Direction = LanguageInfo['dir'];

/**
 * The direction of the text around an element, as the browser lays it out: from its own `dir` or
 * its nearest ancestor's (the page's, on <html>). Read when a key or a swipe comes, not once: it
 * is then right for a part of a page in another direction, too.
 */
export function directionOf(element: Element): Direction {
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * What the left or right arrow key means along a line of text: +1 (next) for the arrow that
 * points the way the text runs (→ left to right, ← right to left), -1 (previous) for the other,
 * 0 for any other key.
 */
export function inlineArrowStep(key: string, dir: Direction): -1 | 0 | 1 {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return 0;
  return (key === 'ArrowRight') === (dir === 'ltr') ? 1 : -1;
}
