// The real site's built pages, read from dist/ (tests/build-sites.ts builds it).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CLASSES_PAGE_PATHS } from '../../src/domain/class-pages.ts';
import { routeTable } from '../../src/domain/route-table.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { REAL_SITE_DIR } from '../sites.ts';

if (!existsSync(path.join(REAL_SITE_DIR, 'index.html')))
  throw new Error('There is no build in dist/: run `npm run test:build` first.');

export { REAL_SITE_DIR };

/**
 * Every prerendered page of the route table, and the Classes page of each grade and kind of
 * document (src/domain/class-pages.ts): its address and the file the build wrote for it.
 */
export const BUILT_PAGES: ReadonlyArray<{ url: string; file: string }> = [
  ...[...new Set([...routeTable.map((route) => route.path), ...CLASSES_PAGE_PATHS])].flatMap(
    (neutral) =>
      (['en', 'es'] as const).map((lng) => {
        const url = localizePath(neutral, lng);
        return { url, file: path.join(url.replace(/^\/+|\/+$/g, ''), 'index.html') };
      }),
  ),
  { url: '/this-page-does-not-exist', file: '404.html' },
  { url: '/es/this-page-does-not-exist', file: 'es/404.html' },
];
