// Budgets of built files that need no browser (tests/budgets.ts). The first-load script and style
// budgets of every page are measured in the browser by tests/e2e/pages.spec.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { HERO_POSTER_KB, KB } from '../budgets.ts';
import { REAL_SITE_DIR } from './pages.ts';
import { ROOT } from '../sites.ts';

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

it("the chunk every page loads carries neither the table of the site's pictures nor the leadership's bios", () => {
  // vite.config.ts (NOT_SHARED): both grow with what staff add, and few pages show them.
  const staticDir = path.join(REAL_SITE_DIR, 'static');
  const [shared, ...others] = readdirSync(staticDir).filter((file) => /^shared-.*\.js$/.test(file));
  expect(others).toEqual([]);
  const code = readFileSync(path.join(staticDir, shared ?? 'shared.js'), 'utf8');
  // Plain words of the data, as the bundle keeps them whatever quotes it writes them in.
  const plain = (text: string) =>
    [...text.matchAll(/[A-Za-z ]{20,}/g)]
      .map(([run]) => run)
      .sort((a, b) => b.length - a.length)[0];
  const addresses = Object.keys(
    JSON.parse(readFileSync(path.join(ROOT, 'src/generated/image-sizes.json'), 'utf8')) as object,
  ).filter((address) => /^[\w/.-]+$/.test(address));
  expect(addresses.length).toBeGreaterThan(0);
  expect(addresses.filter((address) => code.includes(address))).toEqual([]);
  const { leaders } = JSON.parse(readFileSync(path.join(ROOT, 'data/leadership.json'), 'utf8')) as {
    leaders: Array<{ bio: Record<string, string> }>;
  };
  const bios = leaders.flatMap(({ bio }) => Object.values(bio)).map(plain);
  expect(bios.filter((words) => words !== undefined).length).toBeGreaterThan(0);
  expect(bios.filter((words) => words !== undefined && code.includes(words))).toEqual([]);
});
