import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../content/languages.ts';
import { setGrammar, type Grammar } from './grammar.ts';
import { loadResource } from './locale-loader.ts';
import type { LocaleNamespace } from './resources.ts';

const instances = new Map<Language, I18n>();

/**
 * The i18next instance of one language (one per language, never switched between languages). It
 * starts empty: a page loads the namespaces it shows, "common" included, with ensureNamespace.
 */
export function getI18n(lng: Language): I18n {
  let instance = instances.get(lng);
  if (instance === undefined) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng,
      fallbackLng: false,
      supportedLngs: [lng],
      ns: ['common'],
      defaultNS: 'common',
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
    instances.set(lng, instance);
  }
  return instance;
}

/**
 * Makes sure a namespace is loaded before what shows it renders. The shared one, "common", also
 * carries the language's house style, which dates, times and names follow (grammar.ts).
 */
export async function ensureNamespace(lng: Language, namespace: LocaleNamespace): Promise<void> {
  const instance = getI18n(lng);
  if (instance.hasResourceBundle(lng, namespace)) return;
  const resource = await loadResource(lng, namespace);
  if (namespace === 'common') {
    // A language without a house style in its strings loads Intl's forms (intl-grammar.ts).
    const grammar = resource.grammar as Grammar | undefined;
    setGrammar(lng, grammar ?? (await import('./intl-grammar.ts')).intlGrammar(lng));
  }
  instance.addResourceBundle(lng, namespace, resource, true, true);
}
