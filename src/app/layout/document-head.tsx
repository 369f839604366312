import { useEffect } from 'react';
import type { Language } from '../../content/languages.ts';

/**
 * Keeps <html lang>, the title and the description in step with the page after a client-side
 * navigation. (The prerendered HTML already carries them for the first load.)
 */
export function DocumentHead({
  lng,
  title,
  description,
}: {
  lng: Language;
  title: string;
  description: string;
}) {
  useEffect(() => {
    document.documentElement.lang = lng;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [lng, title, description]);
  return null;
}
