// The announcements as the prerenderer writes them into the HTML (before any script runs).
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LanguageContext } from '../../hooks/language.ts';
import type { Language } from '../../content/languages.ts';
import { ensureNamespace, getI18n } from '../../i18n/i18n.ts';
import { AnnouncementBar } from './announcement-bar.tsx';
import { announcementKey, type PublishedAnnouncement } from '../../domain/announcement-rules.ts';
import { BuildAnnouncementsContext } from './announcements-context.ts';

function item(id: string, severity: 'info' | 'urgent', href?: string): PublishedAnnouncement {
  const content = {
    severity,
    text: { en: `${id} in English`, es: `${id} en español` },
    ...(href === undefined ? {} : { href }),
  };
  return { key: announcementKey(id, content), ...content, startsAt: 0, endsAt: 1 };
}

function render(lng: Language, announcements: PublishedAnnouncement[]): string {
  return renderToStaticMarkup(
    <>
      <I18nextProvider i18n={getI18n(lng)}>
        <LanguageContext value={lng}>
          <BuildAnnouncementsContext value={announcements}>
            <AnnouncementBar />
          </BuildAnnouncementsContext>
        </LanguageContext>
      </I18nextProvider>
    </>,
  );
}

describe('AnnouncementBar before hydration', () => {
  beforeAll(() => Promise.all([ensureNamespace('en', 'common'), ensureNamespace('es', 'common')]));

  it('renders nothing when no announcement was active at build time', () => {
    expect(render('en', [])).toBe('');
  });

  it('shows the build-time announcements in the page language, urgent ones as alerts', () => {
    const html = render('es', [
      item('closure', 'urgent'),
      item('picture-day', 'info', '/calendar'),
    ]);
    expect(html).toContain('aria-label="Avisos"');
    expect(html).toMatch(/role="alert"[^>]*>.*Urgente.*closure en español/);
    expect(html).toContain('picture-day en español');
    expect(html).not.toContain('in English');
    expect(html).toContain('href="/es/calendar"');
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toContain('Cerrar este aviso');
  });
});
