// Budgets of built files that need no browser (tests/budgets.ts). The first-load script and style
// budgets of every page are measured in the browser by tests/e2e/pages.spec.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { HERO_POSTER_KB, KB } from '../budgets.ts';
import { REAL_SITE_DIR } from './pages.ts';

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

it('every copy of the home hero poster a browser can pick stays within its budget', () => {
  const pictures = path.join(REAL_SITE_DIR, 'generated/media/pictures');
  const copies = readdirSync(pictures).filter((file) =>
    /^images-home-hero-poster-[0-9a-f]{12}-\d+\./.test(file),
  );
  expect(copies.length).toBeGreaterThan(0);
  for (const copy of copies) {
    const bytes = statSync(path.join(pictures, copy)).size;
    expect(bytes, `${copy}: ${(bytes / KB).toFixed(1)} KB`).toBeLessThanOrEqual(
      HERO_POSTER_KB * KB,
    );
  }
});

it('no original picture is published: pages show the copies in /generated/media/', () => {
  const pictures = filesUnder(path.join(REAL_SITE_DIR, 'assets')).filter((file) =>
    /\.(jpe?g|png|webp|gif|avif|heic|heif|tiff?)$/i.test(file),
  );
  expect(pictures).toEqual([]);
  const indexes = filesUnder(path.join(REAL_SITE_DIR, 'generated')).filter((file) =>
    file.endsWith('index.json'),
  );
  expect(indexes).toEqual([]);
});

it('no script the browser loads carries zod: the data is checked by `npm run content`, not on the phone', () => {
  const staticDir = path.join(REAL_SITE_DIR, 'static');
  const withZod = readdirSync(staticDir)
    .filter((file) => /\.m?js$/.test(file))
    .filter((file) => /\$ZodType|ZodError/.test(readFileSync(path.join(staticDir, file), 'utf8')));
  expect(withZod).toEqual([]);
});
