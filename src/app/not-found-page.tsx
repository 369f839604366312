import { useTranslation } from 'react-i18next';
import { PageHero } from '../components/page-hero.tsx';
import { localizePath } from '../i18n/paths.ts';
import { useLanguage } from '../hooks/language.ts';

/** Shown for any address the site does not have (served with status 404). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const lng = useLanguage();
  return (
    <>
      <PageHero title={t('notFound.title')} lead={t('notFound.lead')} />
      <div className="container section">
        <p>
          <a href={localizePath('/', lng)} className="button button--primary">
            {t('notFound.home')}
          </a>
        </p>
      </div>
    </>
  );
}
