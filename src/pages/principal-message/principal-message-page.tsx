import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { imageSize } from '../../content/image-sizes.ts';
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
      <section className="section" aria-labelledby="letter-title">
        <div className={`container ${styles.letter}`}>
          <figure className={styles.letter__portrait}>
            <img
              src={principal.photo.src}
              alt={principal.photo.alt[lng]}
              {...imageSize(principal.photo.src)}
            />
            <figcaption>
              <strong>{personName(lng, principal)}</strong>
              <span>{principal.role[lng]}</span>
            </figcaption>
          </figure>
          <article className={styles.letter__body}>
            <h2 id="letter-title">{t('letter.title')}</h2>
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
        </div>
      </section>
      <section className="section section--cream" aria-labelledby="values-title">
        <div className="container">
          <p className="section__eyebrow">{t('values.eyebrow')}</p>
          <h2 id="values-title">{t('values.title')}</h2>
          <ul className={`grid ${styles.letter__values}`}>
            {VALUES.map((value) => (
              <li key={value} className={`card ${styles.letter__value}`}>
                <h3>{t(`values.${value}.title`)}</h3>
                <p>{t(`values.${value}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
