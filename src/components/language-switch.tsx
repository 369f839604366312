import type { MouseEvent } from 'react';
import { LANGUAGES, languageInfo, type Language } from '../content/languages.ts';
import { localizePath, switchLanguagePath } from '../i18n/paths.ts';
import { usePageLocation, useSearchParams } from '../hooks/location.ts';
import { useLanguage } from '../hooks/language.ts';

/**
 * "Español" / "English": the same page (with its query and #section) in each other language, by
 * its name in itself (src/content/languages.ts). With two languages, one link.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const lng = useLanguage();
  return LANGUAGES.filter((other) => other !== lng).map((other) => (
    <LanguageLink key={other} to={other} {...(className === undefined ? {} : { className })} />
  ));
}

function LanguageLink({ to, className }: { to: Language; className?: string }) {
  const location = usePageLocation();
  const [query] = useSearchParams();
  // The query is not part of the prerendered link: useSearchParams gives it once React has taken over.
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const other = { lng: to, label: languageInfo(to).name };
  // A not-found page has no counterpart: it leads to the other language's home page.
  const notFound = location.pageId === 'notFound';
  const href = notFound
    ? localizePath('/', other.lng)
    : switchLanguagePath(location.pathname, other.lng) + search;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    // The hash is read at click time: it is not part of the prerendered link.
    window.location.assign(notFound ? href : href + window.location.hash);
  };

  return (
    <a href={href} lang={other.lng} hrefLang={other.lng} className={className} onClick={onClick}>
      {other.label}
    </a>
  );
}
