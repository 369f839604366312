import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { languageInfo, type Language } from '../../content/languages.ts';
import { AnnouncementBar } from '../../features/announcements/announcement-bar.tsx';
import { HYDRATED_MARK } from '../../domain/hydrated-mark.ts';
import { isSearchedPath } from '../../domain/search-scope.ts';
import { getI18n } from '../../i18n/i18n.ts';
import { splitLanguage } from '../../i18n/paths.ts';
import { LanguageContext } from '../../hooks/language.ts';
import { usePageEvent } from '../../hooks/page-event.ts';
import { PageLocationContext, type PageLocation } from '../../hooks/location.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import '../../styles/global.css';

/**
 * The prerendered page has its language and direction on <html> already (scripts/lib/head.ts);
 * the dev server's single index.html has the default language's, so they are set there. Nothing
 * in the production build.
 */
const useDevDocumentLanguage: (lng: Language) => void = import.meta.env.DEV
  ? (lng) => {
      useEffect(() => {
        const root = document.documentElement;
        root.lang = lng;
        root.dir = languageInfo(lng).dir;
      }, [lng]);
    }
  : () => {};

/** The frame of every page: announcements, header, the page's main content and footer. */
export function LanguageLayout({
  lng,
  location,
  children,
}: {
  lng: Language;
  location: PageLocation;
  children: ReactNode;
}) {
  const i18n = getI18n(lng);
  // An old event's page and the calendar's month pages are not in the search
  // (src/domain/search-scope.ts).
  const pageEvent = usePageEvent();
  const searched =
    isSearchedPath(splitLanguage(location.pathname).path) && pageEvent?.listed !== false;
  // Marks the page as interactive (React has taken over the prerendered HTML): an attribute for
  // the browser tests, and a user-timing mark whose time the benchmark reports (bench/summary.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark(HYDRATED_MARK);
  }, []);
  useDevDocumentLanguage(lng);
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext value={lng}>
        <PageLocationContext value={location}>
          <AnnouncementBar />
          <div className="page-frame">
            <Header />
            {/* The site search indexes the main content of each page, nothing around it. */}
            <main id="main" tabIndex={-1} data-pagefind-body={searched ? '' : undefined}>
              {children}
            </main>
            <Footer />
          </div>
        </PageLocationContext>
      </LanguageContext>
    </I18nextProvider>
  );
}
