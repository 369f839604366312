import type { ComponentType } from 'react';
import type { PageId } from '../domain/route-table.ts';

type PageModule = { default: ComponentType };

const modules = import.meta.glob<PageModule>('../pages/*/*-page.tsx');

/** Source file of a page module, as Vite's build manifest names it. */
export function pageModuleFile(id: PageId): string {
  return `src/pages/${id}/${id}-page.tsx`;
}

/** Loads a page's code (a separate chunk per page). */
export function loadPage(id: PageId): Promise<PageModule> {
  const load = modules[`../pages/${id}/${id}-page.tsx`];
  if (load === undefined) throw new Error(`src/pages/${id}/${id}-page.tsx is missing`);
  return load();
}
