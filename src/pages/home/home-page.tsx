import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/hydrated.ts';
import { useLanguage } from '../../hooks/language.ts';
import { hasPage } from '../../domain/route-table.ts';
import { Figure } from '../../components/figure.tsx';
import { InternalLink } from '../../components/internal-link.tsx';
import { Section, SectionFrame, SectionHeading } from '../../components/section.tsx';
import { site } from '../../content/site.ts';
import { milestones } from '../../content/timeline.ts';
import { WeeklyUpdatesDialog } from '../../features/weekly-updates/weekly-updates-dialog.tsx';
import { CommunitySpotlight } from './community-spotlight.tsx';
import { Hero } from './hero.tsx';
import { QuickLinkIcon } from './quick-link-icon.tsx';
import { UpcomingEvents } from './upcoming-events.tsx';
import { WelcomeModal } from './welcome-modal.tsx';
import styles from './home.module.css';

const QUICK_LINKS = [
  { key: 'parents', path: '/parents' },
  { key: 'calendar', path: '/calendar' },
  { key: 'curriculum', path: '/learning-resources' },
  { key: 'enrichment', path: '/enrichment' },
  { key: 'afterSchool', path: '/after-school' },
] as const;

const VALUES = ['courage', 'creativity', 'collaboration'] as const;

function QuickLinks() {
  const { t } = useTranslation('home');
  return (
    <section className={styles['quick-links']} aria-labelledby="quick-links-title">
      <div className="container">
        <h2 id="quick-links-title" className="visually-hidden">
          {t('quickLinks.title')}
        </h2>
        <ul className={styles['quick-links__list']}>
          {QUICK_LINKS.map((link) => (
            <li key={link.key} className={styles['quick-link']}>
              <span className={styles['quick-link__icon']}>
                <QuickLinkIcon name={link.key} />
              </span>
              <h3 className={styles['quick-link__title']}>
                <InternalLink to={link.path} className={styles['quick-link__link']}>
                  {t(`quickLinks.${link.key}.title`)}
                </InternalLink>
              </h3>
              <p>{t(`quickLinks.${link.key}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HistorySection() {
  const { t } = useTranslation('home');
  return (
    <SectionFrame id="history" containerClassName={styles.history__grid}>
      <div>
        <SectionHeading
          eyebrow={t('history.eyebrow', { year: site.founded })}
          title={t('history.title')}
        />
        <p>{t('history.body1')}</p>
        <p>{t('history.body2')}</p>
        <div className="button-row">
          {hasPage('/history') ? (
            <InternalLink to="/history#timeline" className="button button--primary">
              {t('history.viewTimeline')}
            </InternalLink>
          ) : (
            <a href="#timeline" className="button button--primary">
              {t('history.viewTimeline')}
            </a>
          )}
          <InternalLink to="/community-events" className="button button--secondary">
            {t('history.ourCommunity')}
          </InternalLink>
        </div>
      </div>
      <p className={styles['years-badge']}>
        <strong>
          <Figure value={site.figures.years} />
        </strong>
        <span>{t('history.badge')}</span>
      </p>
    </SectionFrame>
  );
}

function TimelineSection() {
  const { t } = useTranslation('home');
  const lng = useLanguage();
  const featured = milestones.filter((milestone) => milestone.featuredOnHome === true);
  return (
    <Section id="timeline" tone="cream" eyebrow={t('timeline.eyebrow')} title={t('timeline.title')}>
      <ol className={styles.milestones}>
        {featured.map((milestone) => (
          <li key={milestone.year} className={styles.milestone}>
            <p className={styles.milestone__year}>{milestone.year}</p>
            <h3>{milestone.title[lng]}</h3>
            <p>{milestone.description[lng]}</p>
          </li>
        ))}
      </ol>
      <InternalLink to="/history#timeline" className="button button--secondary">
        {t('timeline.fullHistory')}
      </InternalLink>
    </Section>
  );
}

function ValuesSection() {
  const { t } = useTranslation('home');
  const [updatesOpen, setUpdatesOpen] = useState(false);
  const hydrated = useHydrated();
  const visitHref = `mailto:${site.email}?subject=${encodeURIComponent(t('values.visitSubject'))}`;
  return (
    <Section eyebrow={t('values.eyebrow')} title={t('values.title')} lead={t('values.lead')}>
      <ul className={`grid ${styles.values__list}`}>
        {VALUES.map((value) => (
          <li key={value} className={`card ${styles['value-card']}`}>
            <h3>{t(`values.${value}.title`)}</h3>
            <p>{t(`values.${value}.description`)}</p>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <a href={visitHref} className="button button--primary">
          {t('values.scheduleVisit')}
        </a>
        <button
          type="button"
          className="button button--secondary"
          // The updates are sealed and opened by the scripts: until they run, the button waits.
          disabled={!hydrated}
          onClick={() => setUpdatesOpen(true)}
        >
          {t('values.weeklyUpdates')}
        </button>
      </div>
      <WeeklyUpdatesDialog open={updatesOpen} onClose={() => setUpdatesOpen(false)} />
    </Section>
  );
}

/** The home page: its eight parts in order (docs/product-rules.md, Home). */
export default function HomePage() {
  return (
    <>
      <WelcomeModal />
      <Hero />
      <QuickLinks />
      <HistorySection />
      <TimelineSection />
      <ValuesSection />
      <CommunitySpotlight />
      <UpcomingEvents />
    </>
  );
}
