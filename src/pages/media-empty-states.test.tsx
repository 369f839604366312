// The media pages' empty states, rendered to HTML with the real components and locale files.
import type { ParseKeys } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../hooks/language.ts';
import type { GalleryPhoto } from '../content/media-manifest.ts';
import type { Language } from '../content/languages.ts';
import { STAFF_DEPARTMENTS } from '../domain/media-catalog.ts';
import { ensureNamespace, getI18n } from '../i18n/i18n.ts';
import type { LocaleNamespace } from '../i18n/resources.ts';
import { galleryIndex } from '../domain/gallery-pages.ts';
import { testPhotos } from '../../tests/gallery-photos.ts';
import { GalleryView } from './gallery/gallery-view.tsx';
import { StaffDirectory } from './staff/staff-page.tsx';

async function render(
  lng: Language,
  namespace: LocaleNamespace,
  element: React.ReactElement,
): Promise<string> {
  await Promise.all([ensureNamespace(lng, 'common'), ensureNamespace(lng, namespace)]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={getI18n(lng)}>
      <LanguageContext value={lng}>{element}</LanguageContext>
    </I18nextProvider>,
  );
}

/**
 * A string of the locale files as it appears in the HTML (i18next formats plurals and values). The
 * key is one the instance's t takes: a gallery or staff key with its namespace ("gallery:noMatch").
 */
function said(
  lng: Language,
  key: ParseKeys<['common', 'gallery', 'staff']>,
  options: { count?: number; category?: string } = {},
): string {
  const value = getI18n(lng).t(key, options);
  if (value === key.split(':')[1]) throw new Error(`no text at ${key} (${lng})`);
  return value.replaceAll('&', '&amp;');
}

const photo = (file: string, category: string): GalleryPhoto => ({
  id: file,
  file,
  title: { en: file, es: file },
  category,
  alt: { en: file, es: file },
  src: `/assets/images/gallery/${file}`,
  width: 800,
  height: 600,
  placeholder: 'data:image/webp;base64,AAAA',
  thumbnails: [{ format: 'jpeg', width: 400, height: 300, src: `/generated/${file}` }],
  full: [],
});

describe('gallery', () => {
  it('says "No Photos Yet" with the Coming Soon list when there are no photos', async () => {
    const html = await render(
      'en',
      'gallery',
      <GalleryView
        index={galleryIndex([], '/generated/gallery/test')}
        filter="all"
        onFilter={() => {}}
      />,
    );
    expect(html).toContain(said('en', 'gallery:empty.title'));
    expect(html).toContain(said('en', 'gallery:empty.body'));
    for (const item of ['events', 'classroom', 'achievements', 'art'] as const)
      expect(html).toContain(said('en', `gallery:empty.items.${item}`));
  });

  it('says so when no photo matches the filter, and counts in the category', async () => {
    const photos = [photo('a.jpg', 'events'), photo('b.jpg', 'sports')];
    const html = await render(
      'en',
      'gallery',
      <GalleryView
        index={galleryIndex(photos, '/generated/gallery/test')}
        filter="arts"
        onFilter={() => {}}
      />,
    );
    expect(html).toContain(said('en', 'gallery:noMatch'));
    const arts = getI18n('en').t('gallery:categories.arts');
    expect(html).toContain(said('en', 'gallery:countIn', { count: 0, category: arts }));
    expect(said('en', 'gallery:countIn', { count: 0, category: arts })).toMatch(/^Showing 0 /);
    const spanish = await render(
      'es',
      'gallery',
      <GalleryView
        index={galleryIndex(photos, '/generated/gallery/test')}
        filter="sports"
        onFilter={() => {}}
      />,
    );
    const sports = getI18n('es').t('gallery:categories.sports');
    expect(spanish).toContain(said('es', 'gallery:countIn', { count: 1, category: sports }));
    expect(said('es', 'gallery:countIn', { count: 1, category: sports })).toMatch(/^Se muestra 1 /);
  });
});

describe('gallery with more photos than a page', () => {
  for (const lng of ['en', 'es'] as const) {
    it(`shows the first 24 before scripts run, counted out of all, without "Show more" (${lng})`, async () => {
      const photos = testPhotos(30);
      const html = await render(
        lng,
        'gallery',
        <GalleryView index={galleryIndex(photos, '/g')} filter="all" onFilter={() => {}} />,
      );
      expect(html.match(/<li>/g)).toHaveLength(24);
      expect(html).toContain(photos[23]?.title[lng]);
      expect(html).not.toContain(photos[24]?.title[lng]);
      const count = getI18n(lng).t('gallery:countOf', { shown: 24, count: 30 });
      expect(count).toBe(lng === 'en' ? 'Showing 24 of 30 photos' : 'Se muestran 24 de 30 fotos');
      expect(html).toContain(count);
      expect(html).not.toContain(getI18n(lng).t('gallery:more.button'));
    });
  }
});

describe('staff directory', () => {
  it('says the directory is unavailable when nobody is listed', async () => {
    const empty = STAFF_DEPARTMENTS.map((department) => ({ ...department, members: [] }));
    const english = await render('en', 'staff', <StaffDirectory departments={empty} />);
    expect(english).toContain(said('en', 'staff:unavailable.title'));
    expect(english).toContain(said('en', 'staff:unavailable.body'));
    const spanish = await render('es', 'staff', <StaffDirectory departments={empty} />);
    expect(spanish).toContain(said('es', 'staff:unavailable.title'));
    expect(spanish).toContain(said('es', 'staff:unavailable.body'));
  });
});
