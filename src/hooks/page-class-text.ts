import { createContext, useContext } from 'react';
import type { ClassDocumentText } from '../domain/class-pages.ts';

/**
 * The text of the letter or list a Classes page shows (src/domain/class-pages.ts), in the page's
 * language, as the prerenderer hands it over; null when that document has no text, and on every
 * other page.
 */
export const PageClassTextContext = createContext<ClassDocumentText | null>(null);

/** The text of the class document the page shows, if it has one. */
export function usePageClassText(): ClassDocumentText | null {
  return useContext(PageClassTextContext);
}
