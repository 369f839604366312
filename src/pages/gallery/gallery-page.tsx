import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero.tsx';
import { galleryPhotos } from '../../content/gallery-photos.ts';
import { GalleryView } from './gallery-view.tsx';
import { useSearchParams } from '../../hooks/location.ts';

/** The school gallery: photos from public/assets/images/gallery/, filtered by category. */
export default function GalleryPage() {
  const { t } = useTranslation('gallery');
  const [query, setQuery] = useSearchParams();
  // The chosen category lives in the URL (applied once React has taken over the prerendered HTML).
  const filter = query.get('category') ?? 'all';
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <GalleryView
        photos={galleryPhotos}
        filter={filter}
        onFilter={(next) => setQuery(next === 'all' ? {} : { category: next }, { flushSync: true })}
      />
    </>
  );
}
