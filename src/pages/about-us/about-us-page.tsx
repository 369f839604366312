import { Picture } from '../../components/picture.tsx';
import { classNames } from '../../components/class-names.ts';
import { EmailLink } from '../../components/email-link.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { Trans, useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { ExternalLink } from '../../components/external-link.tsx';
import { Section, SectionFrame, SectionHeading } from '../../components/section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
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
      <SectionFrame containerClassName="split">
        <div>
          <SectionHeading
            eyebrow={t('crest.eyebrow')}
            title={t('crest.title')}
            lead={t('crest.intro')}
          />
          <dl className={styles.about__parts}>
            {CREST_PARTS.map((part) => (
              <div key={part} className={styles.about__part}>
                <dt>{t(`crest.${part}.title`)}</dt>
                <dd>{t(`crest.${part}.text`)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Picture
          className={styles.about__emblem}
          src={CREST}
          alt={t('crest.alt')}
          sizes="(min-width: 24rem) 22rem, 92vw"
        />
      </SectionFrame>
      <SectionFrame
        tone="cream"
        containerClassName={classNames('split', styles['about__split--reverse'])}
      >
        <div>
          <SectionHeading title={t('scales.title')} />
          <p>{t('scales.body1')}</p>
          <p>{t('scales.body2')}</p>
        </div>
        <Picture
          className={styles.about__emblem}
          src={SCALES}
          alt={t('scales.alt')}
          sizes="(min-width: 24rem) 22rem, 92vw"
          loading="lazy"
        />
      </SectionFrame>
      <Section
        className={styles.about__brilliance}
        title={t('brilliance.title')}
        lead={t('brilliance.body1')}
      >
        <p>{t('brilliance.body2')}</p>
      </Section>
      <Section tone="cream" containerClassName={styles.about__narrow} title={t('land.title')}>
        <p>{t('land.body')}</p>
        <ExternalLink
          href="https://www.smithsonianmag.com/history/true-native-new-yorkers-can-never-truly-reclaim-their-homeland-180970472/"
          className="button button--secondary"
        >
          {t('land.link')}
        </ExternalLink>
      </Section>
      <Section containerClassName={styles.about__narrow} title={t('join.title')}>
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
      </Section>
    </>
  );
}
