import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { Carousel } from '../../components/carousel.tsx';
import { ExternalLink } from '../../components/external-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { site } from '../../content/site.ts';
import type { Building } from '../../content/site-schema.ts';
import { BuildingFacts } from '../../features/school-profile/building-facts.tsx';
import { BuildingImage } from '../../features/school-profile/building-image.tsx';
import { LeadershipCards } from '../../features/school-profile/leadership-cards.tsx';
import styles from './our-buildings.module.css';

const SLIDE_SIZES = '(min-width: 72rem) 72rem, 100vw';

/** A map search for the building's address (opens Google Maps in a new tab). */
export function mapUrl(building: Building): string {
  const { street, city, state, zip } = building.address;
  const query = `${street}, ${city}, ${state} ${zip}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Our Two Buildings: the carousel, an address card per building and the leadership team. */
export default function OurBuildingsPage() {
  const { t } = useTranslation('our-buildings');
  const lng = useLanguage();
  const slides = site.buildings.map((building, index) => ({
    id: building.id,
    label: building.name[lng],
    content: (
      <figure className={styles['building-slide']}>
        <BuildingImage
          buildingId={building.id}
          alt={t(`carousel.${building.id}.alt`)}
          sizes={SLIDE_SIZES}
          eager={index === 0}
          className={styles['building-slide__image']}
        />
        <figcaption className={styles['building-slide__caption']}>
          <strong>{building.name[lng]}</strong> {t(`carousel.${building.id}.caption`)}
        </figcaption>
      </figure>
    ),
  }));

  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <Section containerClassName={styles['buildings-carousel']} title={t('carousel.title')}>
        <Carousel
          label={t('carousel.label')}
          slides={slides}
          labels={{
            previous: t('carousel.previous'),
            next: t('carousel.next'),
            dots: t('carousel.dots'),
            position: (number, total) => t('carousel.position', { number, total }),
            goTo: (number, label) => t('carousel.goTo', { number, label }),
          }}
        />
      </Section>
      <Section tone="cream" eyebrow={t('visit.eyebrow')} title={t('visit.title')}>
        <ul className={styles['address-cards']}>
          {site.buildings.map((building) => (
            <li key={building.id} className={`card ${styles['address-card']}`}>
              <h3>{building.name[lng]}</h3>
              <BuildingFacts
                building={building}
                gradesLabel={t('visit.grades')}
                addressLabel={t('visit.address')}
                className={styles['address-card__facts']}
              />
              <ExternalLink href={mapUrl(building)} className="button button--secondary">
                <span aria-hidden="true">{t('visit.map')}</span>
                <span className="visually-hidden">
                  {t('visit.mapLabel', { name: building.name[lng] })}
                </span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        eyebrow={t('leadership.eyebrow')}
        title={t('leadership.title')}
        lead={t('leadership.lead')}
      >
        <LeadershipCards />
      </Section>
    </>
  );
}
