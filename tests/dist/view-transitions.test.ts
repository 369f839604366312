// Cross-document view transitions (src/styles/global.css): the built stylesheet opts every page in,
// and only for visitors who have not asked for less motion.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, it } from 'vitest';
import { REAL_SITE_DIR } from './pages.ts';

it('opt the pages in to view transitions, never under prefers-reduced-motion: reduce', () => {
  const css = fg
    .sync('static/*.css', { cwd: REAL_SITE_DIR })
    .map((file) => readFileSync(path.join(REAL_SITE_DIR, file), 'utf8'))
    .join('\n');
  const rules = css.match(/@view-transition\{[^}]*\}/g) ?? [];
  expect(rules).toEqual(['@view-transition{navigation:auto}']);
  // Its one rule sits inside the media query that leaves reduced motion out.
  expect(css).toContain(
    '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}',
  );
});
