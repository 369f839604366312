import { Picture } from '../../components/picture.tsx';
import { PostalAddress } from '../../components/postal-address.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { Section, SectionFrame, SectionHeading } from '../../components/section.tsx';
import { site } from '../../content/site.ts';
import { milestones } from '../../content/timeline.ts';
import styles from './history.module.css';

const ARCHITECTURE = ['original', 'addition', 'wing'] as const;
const HIGH_BRIDGE = ['aqueduct', 'steel', 'reopened'] as const;
const LANDMARK_FACTS = ['fact1', 'fact2', 'fact3'] as const;

function StorySection() {
  const { t } = useTranslation('history');
  return (
    <Section
      containerClassName={styles['history-prose']}
      eyebrow={t('story.eyebrow')}
      title={t('story.title')}
      lead={t('story.body1')}
    >
      <p>{t('story.body2')}</p>
      <p>{t('story.body3')}</p>
    </Section>
  );
}

function ArchitectureSection() {
  const { t } = useTranslation('history');
  return (
    <Section
      tone="cream"
      eyebrow={t('architecture.eyebrow')}
      title={t('architecture.title')}
      lead={t('architecture.lead')}
    >
      <ul className={`grid ${styles['history-cards']}`}>
        {ARCHITECTURE.map((key) => (
          <li key={key} className={`card ${styles['history-card']}`}>
            <p className={styles['history-card__year']}>{t(`architecture.${key}.year`)}</p>
            <h3>{t(`architecture.${key}.title`)}</h3>
            <p>{t(`architecture.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function RecognitionSection() {
  const { t } = useTranslation('history');
  return (
    <SectionFrame containerClassName={styles['history-split']}>
      <div>
        <SectionHeading eyebrow={t('recognition.eyebrow')} title={t('recognition.title')} />
        <p>{t('recognition.body1')}</p>
        <p>{t('recognition.body2')}</p>
      </div>
      <ul className={styles['history-facts']} aria-label={t('recognition.factsLabel')}>
        {LANDMARK_FACTS.map((key) => (
          <li key={key}>{t(`recognition.${key}`)}</li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function CampusSection() {
  const { t } = useTranslation('history');
  const lng = useLanguage();
  return (
    <SectionFrame tone="cream" containerClassName={styles['history-split']}>
      <div>
        <SectionHeading eyebrow={t('campus.eyebrow')} title={t('campus.title')} />
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
    </SectionFrame>
  );
}

function HighBridgeSection() {
  const { t } = useTranslation('history');
  return (
    <Section
      eyebrow={t('highBridge.eyebrow')}
      title={t('highBridge.title')}
      lead={t('highBridge.lead')}
    >
      <ol className={`grid ${styles['history-bridge__blocks']}`}>
        {HIGH_BRIDGE.map((key) => (
          <li key={key} className={styles['history-bridge__block']}>
            <p className={styles['history-bridge__years']}>{t(`highBridge.${key}.years`)}</p>
            <h3>{t(`highBridge.${key}.title`)}</h3>
            <p>{t(`highBridge.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The ten milestones, oldest first: alternating sides on wide screens, one column on phones. */
function TimelineSection() {
  const { t } = useTranslation('history');
  const lng = useLanguage();
  return (
    <Section
      id="timeline"
      tone="cream"
      eyebrow={t('timeline.eyebrow')}
      title={t('timeline.title')}
      lead={t('timeline.lead')}
    >
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
                <Picture
                  className={styles.timeline__image}
                  src={milestone.image.src}
                  sizes="(min-width: 48rem) 36rem, 88vw"
                  alt={milestone.image.alt[lng]}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </div>
          </li>
        ))}
      </ol>
    </Section>
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
