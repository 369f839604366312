import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/hydrated.ts';
import { siteIndex } from '../../domain/navigation.ts';
import { InternalLink } from '../../components/internal-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { SearchPanel } from '../../features/search/search-panel.tsx';
import styles from './search.module.css';

/**
 * The search page, where the header's search link leads without JavaScript: it says that searching
 * needs scripts and lists every page. With scripts it searches right here, above the same list.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const hydrated = useHydrated();
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} compact />
      <section className={`section ${styles['search-page__search']}`}>
        <div className={`container ${styles['search-page__panel']}`}>
          {hydrated ? (
            <SearchPanel showPopular={false} />
          ) : (
            <p className={`notice ${styles['search-page__notice']}`}>{t('noScript')}</p>
          )}
        </div>
      </section>
      <Section tone="cream" title={t('pages.title')} lead={t('pages.lead')}>
        <div className={styles['search-index']}>
          {siteIndex().map((group) => {
            const id = `search-pages-${group.label ?? 'other'}`;
            return (
              <section
                key={id}
                className={`card ${styles['search-index__group']}`}
                aria-labelledby={id}
              >
                <h3 id={id}>
                  {group.label === null ? t('pages.other') : tc(`nav.${group.label}`)}
                </h3>
                <ul className={styles['search-index__links']}>
                  {group.links.map((link) => (
                    <li key={link.path}>
                      <InternalLink to={link.path}>{tc(`nav.${link.label}`)}</InternalLink>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </Section>
    </>
  );
}
