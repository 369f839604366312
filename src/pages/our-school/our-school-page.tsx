import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { Figure } from '../../components/figure.tsx';
import { InternalLink } from '../../components/internal-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { partners } from '../../content/partners.ts';
import { programs } from '../../content/programs.ts';
import { site } from '../../content/site.ts';
import { BuildingFacts } from '../../features/school-profile/building-facts.tsx';
import { BuildingImage } from '../../features/school-profile/building-image.tsx';
import { LeadershipCards } from '../../features/school-profile/leadership-cards.tsx';
import { MissionVisionCards } from '../../features/school-profile/mission-vision-cards.tsx';
import { OurSchoolIcon } from './our-school-icons.tsx';
import styles from './our-school.module.css';

const BUILDING_SIZES = '(min-width: 72rem) 34rem, (min-width: 48rem) 45vw, 100vw';

function Programs() {
  const { t } = useTranslation('our-school');
  const lng = useLanguage();
  return (
    <Section
      tone="cream"
      eyebrow={t('programs.eyebrow')}
      title={t('programs.title')}
      lead={t('programs.lead')}
    >
      <ul className={`grid ${styles['our-school__cards']}`}>
        {programs.map((program) => (
          <li key={program.id} className="card">
            <span className={styles['our-school__badge']}>
              <OurSchoolIcon name={program.icon} />
            </span>
            <h3>{program.name[lng]}</h3>
            <p>{program.description[lng]}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Partners() {
  const { t } = useTranslation('our-school');
  const lng = useLanguage();
  return (
    <Section eyebrow={t('partners.eyebrow')} title={t('partners.title')} lead={t('partners.lead')}>
      <ul className={styles['partner-tiles']}>
        {partners.map((partner) => (
          <li key={partner.id} className={styles['partner-tile']}>
            <span className={`${styles['our-school__badge']} ${styles['our-school__badge--gold']}`}>
              <OurSchoolIcon name={partner.icon} />
            </span>
            <h3 className={styles['partner-tile__name']}>
              {partner.url === undefined ? (
                partner.name[lng]
              ) : (
                <ExternalLink href={partner.url}>{partner.name[lng]}</ExternalLink>
              )}
            </h3>
            <p>{partner.description[lng]}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Buildings() {
  const { t } = useTranslation('our-school');
  const lng = useLanguage();
  return (
    <Section
      tone="cream"
      eyebrow={t('buildings.eyebrow')}
      title={t('buildings.title')}
      lead={t('buildings.lead')}
    >
      <ul className={styles['building-cards']}>
        {site.buildings.map((building) => (
          <li key={building.id} className={`card ${styles['building-card']}`}>
            <BuildingImage
              buildingId={building.id}
              alt={t(`buildings.alt.${building.id}`)}
              sizes={BUILDING_SIZES}
              className={styles['building-card__image']}
            />
            <div className={styles['building-card__body']}>
              <h3>{building.name[lng]}</h3>
              <BuildingFacts
                building={building}
                gradesLabel={t('buildings.grades')}
                addressLabel={t('buildings.address')}
                className={styles['building-card__facts']}
              />
            </div>
          </li>
        ))}
      </ul>
      <InternalLink to="/our-buildings" className="button button--primary">
        {t('buildings.more')}
      </InternalLink>
    </Section>
  );
}

function Numbers() {
  const { t } = useTranslation('our-school');
  const figures = [
    { key: 'established', value: String(site.founded) },
    { key: 'years', value: site.figures.years },
    { key: 'grades', value: site.figures.grades },
    { key: 'students', value: site.figures.students },
    { key: 'teachers', value: site.figures.teachers },
    { key: 'satisfaction', value: site.figures.satisfaction },
  ] as const;
  return (
    <Section className={styles.numbers} eyebrow={t('numbers.eyebrow')} title={t('numbers.title')}>
      <dl className={styles.numbers__list}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.numbers__item}>
            <dt>{t(`numbers.${figure.key}`)}</dt>
            <dd>
              <Figure value={figure.value} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** Our School: leadership, mission and vision, programs, partners, the buildings and figures. */
export default function OurSchoolPage() {
  const { t } = useTranslation('our-school');
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <Section
        eyebrow={t('leadership.eyebrow')}
        title={t('leadership.title')}
        lead={t('leadership.lead')}
      >
        <LeadershipCards />
      </Section>
      <Section tone="cream" eyebrow={t('statements.eyebrow')} title={t('statements.title')}>
        <MissionVisionCards
          missionTitle={t('statements.mission')}
          visionTitle={t('statements.vision')}
        />
        <p className={styles['our-school__more']}>
          <InternalLink to="/mission-vision">{t('statements.more')}</InternalLink>
        </p>
      </Section>
      <Programs />
      <Partners />
      <Buildings />
      <Numbers />
    </>
  );
}
