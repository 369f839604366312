import { PostalAddress } from '../../components/postal-address.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { Figure } from '../../components/figure.tsx';
import { InternalLink } from '../../components/internal-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { partners } from '../../content/partners.ts';
import { programs } from '../../content/programs.ts';
import { site } from '../../content/site.ts';
import { BuildingImage } from '../../features/school-profile/building-image.tsx';
import { LeadershipCards } from '../../features/school-profile/leadership-cards.tsx';
import { MissionVisionCards } from '../../features/school-profile/mission-vision-cards.tsx';
import { OurSchoolIcon } from './our-school-icons.tsx';
import styles from './our-school.module.css';

const BUILDING_SIZES = '(min-width: 72rem) 34rem, (min-width: 48rem) 45vw, 100vw';

function SectionHeading({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  return (
    <>
      <p className="section__eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
    </>
  );
}

function Programs() {
  const { t } = useTranslation('our-school');
  const lng = useLanguage();
  return (
    <section className="section section--cream" aria-labelledby="programs-title">
      <div className="container">
        <SectionHeading
          id="programs-title"
          eyebrow={t('programs.eyebrow')}
          title={t('programs.title')}
        />
        <p className="section__lead">{t('programs.lead')}</p>
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
      </div>
    </section>
  );
}

function Partners() {
  const { t } = useTranslation('our-school');
  const lng = useLanguage();
  return (
    <section className="section" aria-labelledby="partners-title">
      <div className="container">
        <SectionHeading
          id="partners-title"
          eyebrow={t('partners.eyebrow')}
          title={t('partners.title')}
        />
        <p className="section__lead">{t('partners.lead')}</p>
        <ul className={styles['partner-tiles']}>
          {partners.map((partner) => (
            <li key={partner.id} className={styles['partner-tile']}>
              <span
                className={`${styles['our-school__badge']} ${styles['our-school__badge--gold']}`}
              >
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
      </div>
    </section>
  );
}

function Buildings() {
  const { t } = useTranslation('our-school');
  const lng = useLanguage();
  return (
    <section className="section section--cream" aria-labelledby="buildings-title">
      <div className="container">
        <SectionHeading
          id="buildings-title"
          eyebrow={t('buildings.eyebrow')}
          title={t('buildings.title')}
        />
        <p className="section__lead">{t('buildings.lead')}</p>
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
                <dl className={styles['building-card__facts']}>
                  <div>
                    <dt>{t('buildings.grades')}</dt>
                    <dd>{building.grades[lng]}</dd>
                  </div>
                  <div>
                    <dt>{t('buildings.address')}</dt>
                    <dd>
                      <PostalAddress address={building.address} />
                    </dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
        <InternalLink to="/our-buildings" className="button button--primary">
          {t('buildings.more')}
        </InternalLink>
      </div>
    </section>
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
    <section className={`section ${styles.numbers}`} aria-labelledby="numbers-title">
      <div className="container">
        <SectionHeading
          id="numbers-title"
          eyebrow={t('numbers.eyebrow')}
          title={t('numbers.title')}
        />
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
      </div>
    </section>
  );
}

/** Our School: leadership, mission and vision, programs, partners, the buildings and figures. */
export default function OurSchoolPage() {
  const { t } = useTranslation('our-school');
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <section className="section" aria-labelledby="leadership-title">
        <div className="container">
          <SectionHeading
            id="leadership-title"
            eyebrow={t('leadership.eyebrow')}
            title={t('leadership.title')}
          />
          <p className="section__lead">{t('leadership.lead')}</p>
          <LeadershipCards />
        </div>
      </section>
      <section className="section section--cream" aria-labelledby="statements-title">
        <div className="container">
          <SectionHeading
            id="statements-title"
            eyebrow={t('statements.eyebrow')}
            title={t('statements.title')}
          />
          <MissionVisionCards
            missionTitle={t('statements.mission')}
            visionTitle={t('statements.vision')}
          />
          <p className={styles['our-school__more']}>
            <InternalLink to="/mission-vision">{t('statements.more')}</InternalLink>
          </p>
        </div>
      </section>
      <Programs />
      <Partners />
      <Buildings />
      <Numbers />
    </>
  );
}
