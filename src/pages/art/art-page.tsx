import { DEFAULT_LANGUAGE } from '../../content/languages.ts';
import { Picture } from '../../components/picture.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { EmailAddress } from '../../components/email-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section, SectionFrame, SectionHeading } from '../../components/section.tsx';
import { art } from '../../content/art.ts';
import { personInSentence, personName } from '../../i18n/person-name.ts';
import styles from './art.module.css';

const GOALS = ['expression', 'skills', 'culture', 'confidence'] as const;

function Goals() {
  const { t } = useTranslation('art');
  return (
    <Section eyebrow={t('goals.eyebrow')} title={t('goals.title')} lead={t('goals.lead')}>
      <ul className={`grid ${styles.art__goals}`}>
        {GOALS.map((goal) => (
          <li key={goal} className={`card ${styles.art__goal}`}>
            <h3>{t(`goals.items.${goal}.title`)}</h3>
            <p>{t(`goals.items.${goal}.description`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Curriculum() {
  const { t } = useTranslation('art');
  const lng = useLanguage();
  return (
    <Section
      tone="cream"
      eyebrow={t('curriculum.eyebrow')}
      title={t('curriculum.title')}
      lead={t('curriculum.lead')}
    >
      <ul className={styles.art__curriculum}>
        {art.curriculum.map((band) => (
          <li key={band.id} className={`card ${styles.art__band}`}>
            <p className={styles.art__grades}>{band.grades[lng]}</p>
            <h3>{band.title[lng]}</h3>
            <p>{band.description[lng]}</p>
            <h4 className={styles['art__focus-title']} id={`art-focus-${band.id}`}>
              {t('curriculum.focusLabel')}
            </h4>
            <ul className={styles.art__tags} aria-labelledby={`art-focus-${band.id}`}>
              {band.focusAreas.map((area) => (
                <li key={area[DEFAULT_LANGUAGE]} className={styles.art__tag}>
                  {area[lng]}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Artwork() {
  const { t } = useTranslation('art');
  const lng = useLanguage();
  return (
    <Section eyebrow={t('artwork.eyebrow')} title={t('artwork.title')} lead={t('artwork.lead')}>
      <ul className={styles.art__gallery}>
        {art.artwork.map((piece) => (
          <li key={piece.image}>
            <figure className={styles.art__piece}>
              <Picture
                className={styles.art__image}
                src={piece.image}
                alt={piece.alt[lng]}
                sizes="(min-width: 64rem) 20rem, (min-width: 40rem) 45vw, 92vw"
                loading="lazy"
                decoding="async"
              />
              <figcaption>
                <span className={styles['art__piece-title']}>{piece.title[lng]}</span>
                <span>
                  {t('artwork.byline', { artist: piece.artist, grade: piece.grade[lng] })}
                </span>
                <span className={styles.art__medium}>{piece.medium[lng]}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className={styles.art__note}>{t('artwork.sampleNote')}</p>
    </Section>
  );
}

function Programs() {
  const { t } = useTranslation('art');
  const lng = useLanguage();
  return (
    <Section
      tone="cream"
      eyebrow={t('programs.eyebrow')}
      title={t('programs.title')}
      lead={t('programs.lead')}
    >
      <ul className="grid">
        {art.programs.map((program) => (
          <li key={program.title[DEFAULT_LANGUAGE]} className="card">
            <p className={styles.art__when}>{program.when[lng]}</p>
            <h3>{program.title[lng]}</h3>
            <p>{program.description[lng]}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Trips() {
  const { t } = useTranslation('art');
  const lng = useLanguage();
  return (
    <Section eyebrow={t('trips.eyebrow')} title={t('trips.title')} lead={t('trips.lead')}>
      <ul className="grid">
        {art.museumTrips.map((trip) => (
          <li key={trip.museum} className="card">
            <h3>{trip.museum}</h3>
            <p className={styles.art__when}>
              {trip.grades[lng]} · {trip.season[lng]}
            </p>
            <p>{trip.description[lng]}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Contact() {
  const { t } = useTranslation('art');
  const lng = useLanguage();
  const { teacher } = art;
  const href = `mailto:${teacher.email}?subject=${encodeURIComponent(t('contact.subject'))}`;
  return (
    <SectionFrame tone="cream" containerClassName={styles.art__contact}>
      <div>
        <SectionHeading title={t('contact.title')} lead={t('contact.body')} />
      </div>
      <div className={`card ${styles.art__teacher}`}>
        <p className={styles['art__teacher-name']}>{personName(lng, teacher)}</p>
        <p>{teacher.role[lng]}</p>
        <p>
          <a className="button button--primary" href={href}>
            {t('contact.email', { toName: personInSentence(lng, teacher, 'to') })}
          </a>
        </p>
        <p className={styles.art__email}>
          <EmailAddress email={teacher.email} />
        </p>
      </div>
    </SectionFrame>
  );
}

/** The Art page: goals, curriculum by grade, student artwork, programs, museum trips, contact. */
export default function ArtPage() {
  const { t } = useTranslation('art');
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <Goals />
      <Curriculum />
      <Artwork />
      <Programs />
      <Trips />
      <Contact />
    </>
  );
}
