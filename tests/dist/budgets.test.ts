// Budgets of built files that need no browser (tests/budgets.ts). The first-load script and style
// budgets of every page are measured in the browser by tests/e2e/pages.spec.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { HERO_POSTER_KB, KB } from '../budgets.ts';
import { REAL_SITE_DIR } from './pages.ts';

it('the home hero poster stays within its budget', () => {
  const bytes = statSync(path.join(REAL_SITE_DIR, 'assets/images/home/hero-poster.jpg')).size;
  console.log(`hero poster ${(bytes / KB).toFixed(1)} KB of ${HERO_POSTER_KB} KB`);
  expect(bytes, `hero poster ${(bytes / KB).toFixed(1)} KB`).toBeLessThanOrEqual(
    HERO_POSTER_KB * KB,
  );
});

it('no script the browser loads carries zod: the data is checked by `npm run content`, not on the phone', () => {
  const staticDir = path.join(REAL_SITE_DIR, 'static');
  const withZod = readdirSync(staticDir)
    .filter((file) => /\.m?js$/.test(file))
    .filter((file) => /\$ZodType|ZodError/.test(readFileSync(path.join(staticDir, file), 'utf8')));
  expect(withZod).toEqual([]);
});
