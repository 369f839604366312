import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero.tsx';
import { galleryIndex } from '../../content/gallery-photos.ts';
import { GalleryView } from './gallery-view.tsx';
import { useSearchParams } from '../../hooks/location.ts';

/**
 * The school gallery: photos from public/assets/images/gallery/, filtered by category, a page of
 * them at a time (src/domain/gallery-pages.ts).
 */
export default function GalleryPage() {
  const { t } = useTranslation('gallery');
  const [query, setQuery] = useSearchParams();
  // The chosen category lives in the URL (applied once React has taken over the prerendered HTML).
  const filter = query.get('category') ?? 'all';
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <GalleryView
        index={galleryIndex}
        filter={filter}
        onFilter={(next) => setQuery(next === 'all' ? {} : { category: next }, { flushSync: true })}
      />
    </>
  );
}
