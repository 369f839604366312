import { classesStateOfPath } from './class-pages.ts';
import { eventIdOfPath, monthOfPagePath } from './event-pages.ts';

/**
 * Every page of the site, listed once. A page's id names its folder (src/pages/<id>/<id>-page.tsx)
 * and its locale namespace (locales/<lng>/<id>.json). Each page exists in English at `path` and in
 * Spanish at /es + path. Add a page here when it is built; the header and footer link to it then.
 */
export const routeTable = [
  { id: 'home', path: '/' },
  { id: 'calendar', path: '/calendar' },
  { id: 'gallery', path: '/gallery' },
  { id: 'staff', path: '/staff' },
  { id: 'classes', path: '/classes' },
  { id: 'teacher-login', path: '/teacher-login' },
  { id: 'our-school', path: '/our-school' },
  { id: 'about-us', path: '/about-us' },
  { id: 'mission-vision', path: '/mission-vision' },
  { id: 'principal-message', path: '/principal-message' },
  { id: 'our-buildings', path: '/our-buildings' },
  { id: 'library', path: '/library' },
  { id: 'enrichment', path: '/enrichment' },
  { id: 'community-events', path: '/community-events' },
  { id: 'after-school', path: '/after-school' },
  { id: 'art', path: '/art' },
  { id: 'gym', path: '/gym' },
  { id: 'pbis', path: '/pbis' },
  { id: 'meet-the-mascot', path: '/meet-the-mascot' },
  { id: 'history', path: '/history' },
  { id: 'academics', path: '/academics' },
  { id: 'learning-resources', path: '/learning-resources' },
  { id: 'parents', path: '/parents' },
  { id: 'search', path: '/search' },
] as const satisfies ReadonlyArray<{
  id: string;
  path: string;
}>;

/** A page of the route table. */
type RouteId = (typeof routeTable)[number]['id'];

/**
 * A page id: a page of the route table, or 'calendar-event', the page of one event
 * (/calendar/events/<id>, src/domain/event-pages.ts), of which there is one per event.
 */
export type PageId = RouteId | 'calendar-event';

/**
 * The page at a language-neutral path ("/calendar", "/calendar/" or "/": the route table's pages;
 * "/calendar/events/12": an event's page; "/calendar/2026-12": the calendar on a month;
 * "/classes/second/supply-lists": Classes on a grade's lists), or 'notFound' for any other path.
 */
export function pageIdOfPath(path: string): PageId | 'notFound' {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (eventIdOfPath(bare) !== null) return 'calendar-event';
  if (monthOfPagePath(bare) !== null) return 'calendar';
  if (classesStateOfPath(bare) !== null) return 'classes';
  return routeTable.find((route) => route.path === bare)?.id ?? 'notFound';
}

/** True when the site has a page at this language-neutral path (ignoring any #hash or ?query). */
export function hasPage(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? path;
  return pageIdOfPath(bare) !== 'notFound';
}
