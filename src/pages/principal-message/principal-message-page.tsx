import { Picture } from '../../components/picture.tsx';
import { classNames } from '../../components/class-names.ts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { Section, SectionFrame, SectionHeading } from '../../components/section.tsx';
import { principal } from '../../content/leadership.ts';
import { personName } from '../../i18n/person-name.ts';
import styles from './principal-message.module.css';

const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4'] as const;
const VALUES = ['belonging', 'gifts', 'community'] as const;

/** The principal's welcome letter with her portrait, then the school's three value cards. */
export default function PrincipalMessagePage() {
  const { t } = useTranslation('principal-message');
  const lng = useLanguage();
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <SectionFrame containerClassName={classNames('split', styles.letter)}>
        <figure className={styles.letter__portrait}>
          <Picture
            src={principal.photo.src}
            alt={principal.photo.alt[lng]}
            sizes="(min-width: 22rem) 20rem, 92vw"
          />
          <figcaption>
            <strong>{personName(lng, principal)}</strong>
            <span>{principal.role[lng]}</span>
          </figcaption>
        </figure>
        <article className={styles.letter__body}>
          <SectionHeading title={t('letter.title')} />
          <p className={styles.letter__greeting}>{t('letter.greeting')}</p>
          {PARAGRAPHS.map((key) => (
            <p key={key}>{t(`letter.${key}`)}</p>
          ))}
          <p className={styles.letter__closing}>{t('letter.closing')}</p>
          <p className={styles.letter__signature}>
            <span className={styles.letter__name}>{personName(lng, principal)}</span>
            <span>{principal.role[lng]}</span>
          </p>
        </article>
      </SectionFrame>
      <Section tone="cream" eyebrow={t('values.eyebrow')} title={t('values.title')}>
        <ul className={`grid ${styles.letter__values}`}>
          {VALUES.map((value) => (
            <li key={value} className={`card ${styles.letter__value}`}>
              <h3>{t(`values.${value}.title`)}</h3>
              <p>{t(`values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
