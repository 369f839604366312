import type { LocaleResources } from '../i18n/resources.ts';

/** A link's or menu's label: a key of locales/<lng>/common.json under "nav". */
export type NavLabel = keyof LocaleResources['common']['nav'];

/**
 * The header's navigation: the specification's items, plus the pages it left out so that every page
 * can be reached from the header or the footer (a test checks this on every built page): each
 * menu's own page first, as "Overview" (Our School, Academics), the two after-school pages in the
 * Enrichment menu, and the calendar and the Parents page ("Families") after Home. Labels are keys of locales/<lng>/common.json under "nav". A page link whose
 * page is not built yet shows as "coming soon" text (see InternalLink).
 */
export type NavLink =
  | { kind: 'page'; label: NavLabel; path: string }
  | { kind: 'external'; label: NavLabel; href: 'technologyRequest' }
  | { kind: 'placeholder'; label: NavLabel };

export type NavEntry = NavLink | { kind: 'menu'; id: string; label: NavLabel; items: NavLink[] };

export const headerNavigation: NavEntry[] = [
  { kind: 'page', label: 'home', path: '/' },
  // A family's two most-needed pages, first after Home (issue 29): the calendar and the Parents
  // page, named for the visitors it serves.
  { kind: 'page', label: 'calendarShort', path: '/calendar' },
  { kind: 'page', label: 'families', path: '/parents' },
  {
    kind: 'menu',
    id: 'our-school',
    label: 'ourSchool',
    items: [
      { kind: 'page', label: 'overview', path: '/our-school' },
      { kind: 'page', label: 'aboutUs', path: '/about-us' },
      { kind: 'page', label: 'missionVision', path: '/mission-vision' },
      { kind: 'page', label: 'history', path: '/history' },
      { kind: 'page', label: 'principalMessage', path: '/principal-message' },
      { kind: 'page', label: 'ourBuildings', path: '/our-buildings' },
    ],
  },
  {
    kind: 'menu',
    id: 'academics',
    label: 'academics',
    items: [
      { kind: 'page', label: 'overview', path: '/academics' },
      { kind: 'page', label: 'learningResources', path: '/learning-resources' },
      { kind: 'page', label: 'classes', path: '/classes' },
    ],
  },
  {
    kind: 'menu',
    id: 'faculty',
    label: 'faculty',
    items: [
      { kind: 'page', label: 'staff', path: '/staff' },
      { kind: 'page', label: 'mascot', path: '/meet-the-mascot' },
      { kind: 'page', label: 'teacherLogin', path: '/teacher-login' },
      { kind: 'external', label: 'technologyRequest', href: 'technologyRequest' },
    ],
  },
  {
    kind: 'menu',
    id: 'enrichment',
    label: 'enrichment',
    items: [
      { kind: 'page', label: 'enrichmentPrograms', path: '/enrichment' },
      { kind: 'page', label: 'afterSchool', path: '/after-school' },
      { kind: 'page', label: 'library', path: '/library' },
      { kind: 'page', label: 'gym', path: '/gym' },
      { kind: 'page', label: 'art', path: '/art' },
      { kind: 'placeholder', label: 'music' },
    ],
  },
  { kind: 'page', label: 'pbis', path: '/pbis' },
  { kind: 'page', label: 'communityEvents', path: '/community-events' },
  { kind: 'page', label: 'gallery', path: '/gallery' },
];

/** The footer's page links, in the specification's order. */
export const footerLinks: Array<{ label: NavLabel; path: string }> = [
  { label: 'calendar', path: '/calendar' },
  { label: 'parents', path: '/parents' },
  { label: 'classes', path: '/classes' },
  { label: 'library', path: '/library' },
  { label: 'art', path: '/art' },
  { label: 'pbis', path: '/pbis' },
  { label: 'gallery', path: '/gallery' },
  { label: 'staff', path: '/staff' },
  { label: 'teacherLogin', path: '/teacher-login' },
];

/**
 * Where enrollment for new families is explained (the Parents page's section): the welcome
 * window's Learn More leads there.
 */
export const ENROLLMENT_PATH = '/parents#enrollment';

/** The header turns opaque once the page is scrolled more than this many pixels. */
export const HEADER_SOLID_AFTER_PX = 50;

/** One group of the site's page list: a header menu's pages, or the other pages. */
export interface SiteIndexGroup {
  /** The menu's label (a "nav" key), or null for the pages outside the menus. */
  label: NavLabel | null;
  links: Array<{ label: NavLabel; path: string }>;
}

/**
 * Every page the header and footer link to, once each, grouped as the header's menus group them,
 * then the other pages (the header's top-level links, then the footer's): the search page's list.
 */
export function siteIndex(): SiteIndexGroup[] {
  const listed = new Set<string>();
  const take = (links: Array<{ label: NavLabel; path: string }>) =>
    links.filter((link) => !listed.has(link.path) && listed.add(link.path));
  const pages = (items: NavLink[]) =>
    items.flatMap((item) => (item.kind === 'page' ? [{ label: item.label, path: item.path }] : []));
  const menus = headerNavigation.flatMap((entry) =>
    entry.kind === 'menu' ? [{ label: entry.label, links: take(pages(entry.items)) }] : [],
  );
  const others = take([
    ...pages(headerNavigation.filter((entry) => entry.kind !== 'menu')),
    ...footerLinks,
  ]);
  return [...menus, { label: null, links: others }];
}
