import { describe, expect, it } from 'vitest';
import { routeTable } from '../route-table.ts';
import { footerLinks, headerNavigation } from './navigation.ts';

const headerPaths = headerNavigation.flatMap((entry) =>
  entry.kind === 'menu'
    ? entry.items.flatMap((item) => (item.kind === 'page' ? [item.path] : []))
    : entry.kind === 'page'
      ? [entry.path]
      : [],
);

describe('navigation', () => {
  it('links every page of the route table from the header menus or the footer', () => {
    const linked = new Set([...headerPaths, ...footerLinks.map((link) => link.path)]);
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
