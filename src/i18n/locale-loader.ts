import type { Language } from '../content/languages.ts';
import type { LocaleNamespace } from './resources.ts';

type Resource = Record<string, unknown>;

// Every namespace is a file per language, loaded when a page needs it: the shared one ("common":
// header, footer, dialogs) with every page, a page's own with its page. So a page carries only its
// own language's strings.
const files = import.meta.glob<Resource>('../../locales/*/*.json', { import: 'default' });

/** Loads a namespace's strings in a language (a separate file per namespace and language). */
export async function loadResource(lng: Language, namespace: LocaleNamespace): Promise<Resource> {
  const load = files[`../../locales/${lng}/${namespace}.json`];
  if (load === undefined) throw new Error(`locales/${lng}/${namespace}.json is missing`);
  return load();
}
