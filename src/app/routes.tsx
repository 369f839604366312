import type { RouteObject } from 'react-router';
import { LANGUAGES, type Language } from '../content/languages.ts';
import { ensureNamespace } from '../i18n/i18n.ts';
import { localizePath } from '../i18n/paths.ts';
import { createLanguageLayout } from './layout/language-layout.tsx';
import { loadPage } from './page-loaders.ts';
import { RouteError } from './route-error.tsx';
import { routeTable, type RouteHandle } from '../domain/route-table.ts';
import { NotFoundPage } from './not-found-page.tsx';

function routePath(path: string): { index: true } | { path: string } {
  return path === '/' ? { index: true } : { path: path.slice(1) };
}

/** The router's routes: every page of the route table in both languages, plus a not-found page. */
export function buildRoutes(): RouteObject[] {
  return LANGUAGES.map((lng: Language) => ({
    path: localizePath('/', lng),
    Component: createLanguageLayout(lng),
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...routeTable.map((route) => ({
            ...routePath(route.path),
            handle: { pageId: route.id } satisfies RouteHandle,
            lazy: async () => {
              const [page] = await Promise.all([
                loadPage(route.id),
                ensureNamespace(lng, route.id),
              ]);
              return { Component: page.default };
            },
          })),
          {
            path: '*',
            handle: { pageId: 'notFound' } satisfies RouteHandle,
            Component: NotFoundPage,
          },
        ],
      },
    ],
  }));
}
