import { EmailLink } from '../../components/email-link.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { Trans, useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { ExternalLink } from '../../components/external-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { imageSize } from '../../content/image-sizes.ts';
import { site } from '../../content/site.ts';
import styles from './about-us.module.css';

const CREST = '/assets/images/about-us/school-crest.png';
const SCALES = '/assets/images/about-us/scales-of-justice.png';

const CREST_PARTS = ['shield', 'arches', 'book', 'ribbon'] as const;

/** About Us: the crest, the scales of justice, Bronx Brilliance, the land and how to join us. */
export default function AboutUsPage() {
  const { t } = useTranslation('about-us');
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <section className="section" aria-labelledby="crest-title">
        <div className={`container ${styles.about__split}`}>
          <div>
            <p className="section__eyebrow">{t('crest.eyebrow')}</p>
            <h2 id="crest-title">{t('crest.title')}</h2>
            <p className="section__lead">{t('crest.intro')}</p>
            <dl className={styles.about__parts}>
              {CREST_PARTS.map((part) => (
                <div key={part} className={styles.about__part}>
                  <dt>{t(`crest.${part}.title`)}</dt>
                  <dd>{t(`crest.${part}.text`)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <img
            className={styles.about__emblem}
            src={CREST}
            alt={t('crest.alt')}
            {...imageSize(CREST)}
          />
        </div>
      </section>
      <section className="section section--cream" aria-labelledby="scales-title">
        <div className={`container ${styles.about__split} ${styles['about__split--reverse']}`}>
          <div>
            <h2 id="scales-title">{t('scales.title')}</h2>
            <p>{t('scales.body1')}</p>
            <p>{t('scales.body2')}</p>
          </div>
          <img
            className={styles.about__emblem}
            src={SCALES}
            alt={t('scales.alt')}
            {...imageSize(SCALES)}
            loading="lazy"
          />
        </div>
      </section>
      <section className={`section ${styles.about__brilliance}`} aria-labelledby="brilliance-title">
        <div className="container">
          <h2 id="brilliance-title">{t('brilliance.title')}</h2>
          <p className="section__lead">{t('brilliance.body1')}</p>
          <p>{t('brilliance.body2')}</p>
        </div>
      </section>
      <section className="section section--cream" aria-labelledby="land-title">
        <div className={`container ${styles.about__narrow}`}>
          <h2 id="land-title">{t('land.title')}</h2>
          <p>{t('land.body')}</p>
          <ExternalLink
            href="https://www.smithsonianmag.com/history/true-native-new-yorkers-can-never-truly-reclaim-their-homeland-180970472/"
            className="button button--secondary"
          >
            {t('land.link')}
          </ExternalLink>
        </div>
      </section>
      <section className="section" aria-labelledby="join-title">
        <div className={`container ${styles.about__narrow}`}>
          <h2 id="join-title">{t('join.title')}</h2>
          <p>{t('join.body')}</p>
          <div className="button-row">
            <ComingSoon className="button">{t('join.visit')}</ComingSoon>
            <ComingSoon className="button">{t('join.volunteer')}</ComingSoon>
          </div>
          <p className={styles.about__contact}>
            <Trans
              t={t}
              i18nKey="join.contact"
              values={{ phone: site.phone, email: site.email }}
              components={{
                phone: <PhoneLink phone={site.phone} />,
                email: <EmailLink email={site.email} />,
              }}
            />
          </p>
        </div>
      </section>
    </>
  );
}
