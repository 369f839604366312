import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import type { Language } from '../../content/languages.ts';
import { AnnouncementBar } from '../../features/announcements/announcement-bar.tsx';
import { isSearchedPage } from '../../domain/search-scope.ts';
import { getI18n } from '../../i18n/i18n.ts';
import { LanguageContext } from '../../hooks/language.ts';
import { pageMeta } from '../page-meta.ts';
import type { RouteHandle } from '../../domain/route-table.ts';
import { DocumentHead } from './document-head.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import '../../styles/global.css';

/** The frame of every page of one language: announcements, header, main content and footer. */
export function createLanguageLayout(lng: Language) {
  function LanguageLayout() {
    const i18n = getI18n(lng);
    const matches = useMatches();
    const handle = matches.at(-1)?.handle as RouteHandle | undefined;
    const pageId = handle?.pageId ?? 'notFound';
    const meta = pageMeta(i18n, pageId);
    // Marks the page as interactive (React has taken over the prerendered HTML).
    useEffect(() => {
      document.documentElement.dataset.hydrated = 'true';
    }, []);
    return (
      <I18nextProvider i18n={i18n}>
        <LanguageContext value={lng}>
          <DocumentHead lng={lng} title={meta.title} description={meta.description} />
          <ScrollManager />
          <AnnouncementBar />
          <div className="page-frame">
            <Header />
            {/* The site search indexes the main content of each page, nothing around it. */}
            <main
              id="main"
              tabIndex={-1}
              data-pagefind-body={isSearchedPage(pageId) ? '' : undefined}
            >
              <Outlet />
            </main>
            <Footer />
          </div>
        </LanguageContext>
      </I18nextProvider>
    );
  }
  LanguageLayout.displayName = `LanguageLayout(${lng})`;
  return LanguageLayout;
}
