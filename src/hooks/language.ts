import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../content/languages.ts';

/** The language of the page being shown (from the URL). */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** The language of the current page. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}
