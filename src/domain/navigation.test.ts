import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table.ts';
import { footerLinks, headerNavigation, siteIndex } from './navigation.ts';

const headerPaths = headerNavigation.flatMap((entry) =>
  entry.kind === 'menu'
    ? entry.items.flatMap((item) => (item.kind === 'page' ? [item.path] : []))
    : entry.kind === 'page'
      ? [entry.path]
      : [],
);

describe('navigation', () => {
  it('links every page of the route table from the header menus or the footer (search has its own button)', () => {
    const linked = new Set([...headerPaths, ...footerLinks.map((link) => link.path), '/search']);
    expect(routeTable.map((route) => route.path).filter((path) => !linked.has(path))).toEqual([]);
  });

  it('opens the Our School and Academics menus with their own pages', () => {
    const menu = (id: string) => {
      const entry = headerNavigation.find((item) => item.kind === 'menu' && item.id === id);
      return entry?.kind === 'menu' ? entry.items : [];
    };
    expect(menu('our-school')[0]).toEqual({ kind: 'page', label: 'overview', path: '/our-school' });
    expect(menu('academics')[0]).toEqual({ kind: 'page', label: 'overview', path: '/academics' });
    expect(
      menu('enrichment').map((item) => (item.kind === 'page' ? item.path : item.label)),
    ).toEqual(['/enrichment', '/after-school', '/library', '/gym', '/art', 'music']);
  });
});

describe('siteIndex', () => {
  it('lists every page but the search page once, the menus first, then the other pages', () => {
    const groups = siteIndex();
    const paths = groups.flatMap((group) => group.links.map((link) => link.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      routeTable
        .map((route) => route.path as string)
        .filter((path) => path !== '/search')
        .sort(),
    );
    expect(groups.map((group) => group.label)).toEqual([
      'ourSchool',
      'academics',
      'faculty',
      'enrichment',
      null,
    ]);
    expect(groups.at(-1)?.links.map((link) => link.path)).toEqual([
      '/',
      '/calendar',
      '/parents',
      '/pbis',
      '/community-events',
      '/gallery',
    ]);
  });
});
