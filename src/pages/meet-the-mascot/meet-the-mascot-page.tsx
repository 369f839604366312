import { Picture } from '../../components/picture.tsx';
import { PostalAddress } from '../../components/postal-address.tsx';
import { EmailLink } from '../../components/email-link.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { classNames } from '../../components/class-names.ts';
import { Section, SectionFrame, SectionHeading } from '../../components/section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { site } from '../../content/site.ts';
import styles from './meet-the-mascot.module.css';

const MASCOT_IMAGE = '/assets/images/meet-the-mascot/archie-the-hawk.jpg';

const ABOUT = ['flying', 'heritage', 'pride'] as const;

function Welcome() {
  const { t } = useTranslation('meet-the-mascot');
  return (
    <SectionFrame containerClassName={styles.mascot__welcome}>
      <figure className={styles.mascot__figure}>
        <Picture
          className={styles.mascot__image}
          src={MASCOT_IMAGE}
          alt={t('welcome.imageAlt')}
          sizes="(min-width: 36rem) 32rem, 92vw"
          fetchPriority="high"
          decoding="async"
        />
        <figcaption className={styles.mascot__caption}>{t('welcome.imageCaption')}</figcaption>
      </figure>
      <div>
        <SectionHeading
          eyebrow={t('welcome.eyebrow')}
          title={t('welcome.title')}
          lead={t('welcome.body1')}
        />
        <p>{t('welcome.body2')}</p>
        <figure className={styles.mascot__quote}>
          <blockquote>
            <p>{t('quote.text')}</p>
          </blockquote>
          <figcaption>— {t('quote.cite')}</figcaption>
        </figure>
      </div>
    </SectionFrame>
  );
}

function About() {
  const { t } = useTranslation('meet-the-mascot');
  return (
    <Section tone="cream" eyebrow={t('about.eyebrow')} title={t('about.title')}>
      <ul className={`grid ${styles.mascot__about}`}>
        {ABOUT.map((card) => (
          <li
            key={card}
            className={classNames('card', styles.mascot__card, styles[`mascot__card--${card}`])}
          >
            <h3>{t(`about.${card}.title`)}</h3>
            <p>{t(`about.${card}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Contact() {
  const { t } = useTranslation('meet-the-mascot');
  const lng = useLanguage();
  return (
    <Section eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')}>
      <div className={styles.mascot__contact}>
        {site.buildings.map((building) => (
          <div key={building.id} className={`card ${styles.mascot__building}`}>
            <h3>{building.name[lng]}</h3>
            <p className={styles.mascot__grades}>{building.grades[lng]}</p>
            <PostalAddress address={building.address} />
          </div>
        ))}
        <div className={`card ${styles.mascot__building}`}>
          <h3>{site.name}</h3>
          <dl className={styles.mascot__reach}>
            <div>
              <dt>{t('contact.email')}</dt>
              <dd>
                <EmailLink email={site.email} />
              </dd>
            </div>
            <div>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <PhoneLink phone={site.phone} />
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </Section>
  );
}

/** Meet the Mascot: the mascot's picture, welcome, quote, About Me cards and contact details. */
export default function MeetTheMascotPage() {
  const { t } = useTranslation('meet-the-mascot');
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <Welcome />
      <About />
      <Contact />
    </>
  );
}
