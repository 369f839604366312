import { PostalAddress } from '../../components/postal-address.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { imageSize } from '../../content/image-sizes.ts';
import { site } from '../../content/site.ts';
import { milestones } from '../../content/timeline.ts';
import styles from './history.module.css';

const ARCHITECTURE = ['original', 'addition', 'wing'] as const;
const HIGH_BRIDGE = ['aqueduct', 'steel', 'reopened'] as const;
const LANDMARK_FACTS = ['fact1', 'fact2', 'fact3'] as const;

function StorySection() {
  const { t } = useTranslation('history');
  return (
    <section className="section" aria-labelledby="history-story">
      <div className={`container ${styles['history-prose']}`}>
        <p className="section__eyebrow">{t('story.eyebrow')}</p>
        <h2 id="history-story">{t('story.title')}</h2>
        <p className="section__lead">{t('story.body1')}</p>
        <p>{t('story.body2')}</p>
        <p>{t('story.body3')}</p>
      </div>
    </section>
  );
}

function ArchitectureSection() {
  const { t } = useTranslation('history');
  return (
    <section className="section section--cream" aria-labelledby="history-architecture">
      <div className="container">
        <p className="section__eyebrow">{t('architecture.eyebrow')}</p>
        <h2 id="history-architecture">{t('architecture.title')}</h2>
        <p className="section__lead">{t('architecture.lead')}</p>
        <ul className={`grid ${styles['history-cards']}`}>
          {ARCHITECTURE.map((key) => (
            <li key={key} className={`card ${styles['history-card']}`}>
              <p className={styles['history-card__year']}>{t(`architecture.${key}.year`)}</p>
              <h3>{t(`architecture.${key}.title`)}</h3>
              <p>{t(`architecture.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function RecognitionSection() {
  const { t } = useTranslation('history');
  return (
    <section className="section" aria-labelledby="history-recognition">
      <div className={`container ${styles['history-split']}`}>
        <div>
          <p className="section__eyebrow">{t('recognition.eyebrow')}</p>
          <h2 id="history-recognition">{t('recognition.title')}</h2>
          <p>{t('recognition.body1')}</p>
          <p>{t('recognition.body2')}</p>
        </div>
        <ul className={styles['history-facts']} aria-label={t('recognition.factsLabel')}>
          {LANDMARK_FACTS.map((key) => (
            <li key={key}>{t(`recognition.${key}`)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CampusSection() {
  const { t } = useTranslation('history');
  const lng = useLanguage();
  return (
    <section className="section section--cream" aria-labelledby="history-campus">
      <div className={`container ${styles['history-split']}`}>
        <div>
          <p className="section__eyebrow">{t('campus.eyebrow')}</p>
          <h2 id="history-campus">{t('campus.title')}</h2>
          <p>{t('campus.body1')}</p>
          <p>{t('campus.body2')}</p>
        </div>
        <ul className={styles['history-buildings']} aria-label={t('campus.buildingsLabel')}>
          {site.buildings.map((building) => (
            <li key={building.id} className="card">
              <h3>{building.name[lng]}</h3>
              <p className={styles['history-buildings__grades']}>{building.grades[lng]}</p>
              <PostalAddress address={building.address} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HighBridgeSection() {
  const { t } = useTranslation('history');
  return (
    <section className="section" aria-labelledby="history-high-bridge">
      <div className="container">
        <p className="section__eyebrow">{t('highBridge.eyebrow')}</p>
        <h2 id="history-high-bridge">{t('highBridge.title')}</h2>
        <p className="section__lead">{t('highBridge.lead')}</p>
        <ol className={`grid ${styles['history-bridge__blocks']}`}>
          {HIGH_BRIDGE.map((key) => (
            <li key={key} className={styles['history-bridge__block']}>
              <p className={styles['history-bridge__years']}>{t(`highBridge.${key}.years`)}</p>
              <h3>{t(`highBridge.${key}.title`)}</h3>
              <p>{t(`highBridge.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The ten milestones, oldest first: alternating sides on wide screens, one column on phones. */
function TimelineSection() {
  const { t } = useTranslation('history');
  const lng = useLanguage();
  return (
    <section id="timeline" className="section section--cream" aria-labelledby="timeline-title">
      <div className="container">
        <p className="section__eyebrow">{t('timeline.eyebrow')}</p>
        <h2 id="timeline-title">{t('timeline.title')}</h2>
        <p className="section__lead">{t('timeline.lead')}</p>
        <ol className={styles.timeline}>
          {milestones.map((milestone) => (
            <li key={milestone.year} className={styles.timeline__item}>
              <div className={styles.timeline__card}>
                <h3 className={styles.timeline__title}>
                  <span className={styles.timeline__year}>{milestone.year}</span>{' '}
                  {milestone.title[lng]}
                </h3>
                <p>{milestone.description[lng]}</p>
                {milestone.image !== undefined && (
                  <img
                    className={styles.timeline__image}
                    src={milestone.image.src}
                    {...imageSize(milestone.image.src)}
                    alt={milestone.image.alt[lng]}
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Our History: the building, its architecture and recognition, the campus, the High Bridge, the timeline. */
export default function HistoryPage() {
  const { t } = useTranslation('history');
  return (
    <>
      <PageHero title={t('hero.title')} lead={t('hero.lead')} />
      <StorySection />
      <ArchitectureSection />
      <RecognitionSection />
      <CampusSection />
      <HighBridgeSection />
      <TimelineSection />
    </>
  );
}
