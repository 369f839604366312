import type { Language } from '../content/languages.ts';
import type { LocaleNamespace } from './resources.ts';

type Resource = Record<string, unknown>;

// The shared namespace is small and on every page: bundle it. Page namespaces load with their page.
const common = import.meta.glob<Resource>('../../locales/*/common.json', {
  eager: true,
  import: 'default',
});
const pages = import.meta.glob<Resource>(
  ['../../locales/*/*.json', '!../../locales/*/common.json'],
  {
    import: 'default',
  },
);

/** The shared strings (header, footer, dialogs) of a language. */
export function commonResource(lng: Language): Resource {
  const resource = common[`../../locales/${lng}/common.json`];
  if (resource === undefined) throw new Error(`locales/${lng}/common.json is missing`);
  return resource;
}

/** Loads a page's strings in a language (a separate file per page and language). */
export async function loadPageResource(
  lng: Language,
  namespace: LocaleNamespace,
): Promise<Resource> {
  const load = pages[`../../locales/${lng}/${namespace}.json`];
  if (load === undefined) throw new Error(`locales/${lng}/${namespace}.json is missing`);
  return load();
}
