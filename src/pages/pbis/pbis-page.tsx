import { DEFAULT_LANGUAGE } from '../../content/languages.ts';
import { Picture } from '../../components/picture.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { largestCopy } from '../../content/image-sizes.ts';
import { pbis } from '../../content/pbis.ts';
import type { PbisVideo } from '../../content/pbis-schema.ts';
import { site } from '../../content/site.ts';
import { LazyEmbed } from './lazy-embed.tsx';
import { videoUrls } from './video-urls.ts';
import styles from './pbis.module.css';

const THREE_RS = ['respectful', 'responsible', 'reflective'] as const;
const EXAMPLES = ['one', 'two', 'three'] as const;
const WAYS = ['classroom', 'hallways', 'lunch', 'home'] as const;
const IMPACT = ['referrals', 'attendance', 'recognition', 'families'] as const;
const STORE_HOURS = ['main', 'satellite'] as const;

const ALLOW: Record<PbisVideo['host'], string> = {
  youtube: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
  'google-drive': 'autoplay; fullscreen',
};

function ThreeRs() {
  const { t } = useTranslation('pbis');
  return (
    <Section eyebrow={t('threeRs.eyebrow')} title={t('threeRs.title')} lead={t('threeRs.lead')}>
      <ul className={styles.pbis__rs}>
        {THREE_RS.map((r) => (
          <li key={r} className={`card ${styles.pbis__r} ${styles[`pbis__r--${r}`]}`}>
            <h3>
              <span className={styles['pbis__r-letter']} aria-hidden="true">
                R
              </span>
              {t(`threeRs.${r}.title`)}
            </h3>
            <p>{t(`threeRs.${r}.description`)}</p>
            <h4 className={styles['pbis__examples-title']}>{t('threeRs.examplesLabel')}</h4>
            <ul className={styles.pbis__examples}>
              {EXAMPLES.map((example) => (
                <li key={example}>{t(`threeRs.${r}.examples.${example}`)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Videos() {
  const { t } = useTranslation('pbis');
  const lng = useLanguage();
  return (
    <Section
      tone="cream"
      eyebrow={t('videos.eyebrow')}
      title={t('videos.title')}
      lead={t('videos.lead')}
    >
      <ul className={styles.pbis__videos}>
        {pbis.videos.map((video) => {
          const urls = videoUrls(video);
          const title = video.title[lng];
          return (
            <li key={`${video.host}-${video.videoId}`} className={`card ${styles.pbis__video}`}>
              <LazyEmbed
                src={urls.embed}
                title={title}
                allow={ALLOW[video.host]}
                placeholder={t('videos.placeholder')}
              />
              <h3>{title}</h3>
              <p>{video.description[lng]}</p>
              {video.sample === true && (
                <p className={styles.pbis__note}>{t('videos.sampleNote')}</p>
              )}
              <ExternalLink href={urls.full} className="button button--secondary">
                {t('videos.fullView')}
                <span className="visually-hidden"> — {title}</span>
              </ExternalLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Earn() {
  const { t } = useTranslation('pbis');
  return (
    <Section eyebrow={t('earn.eyebrow')} title={t('earn.title')} lead={t('earn.lead')}>
      <ul className={`grid ${styles.pbis__ways}`}>
        {WAYS.map((way) => (
          <li key={way} className={`card ${styles.pbis__way}`}>
            <h3>{t(`earn.ways.${way}.title`)}</h3>
            <p>{t(`earn.ways.${way}.description`)}</p>
          </li>
        ))}
      </ul>
      <p className={styles.pbis__note}>{t('earn.note')}</p>
    </Section>
  );
}

function Store() {
  const { t } = useTranslation('pbis');
  const lng = useLanguage();
  return (
    <Section
      tone="cream"
      eyebrow={t('store.eyebrow')}
      title={t('store.title')}
      lead={t('store.lead')}
    >
      <ul className={`grid ${styles.pbis__categories}`}>
        {pbis.storeCategories.map((category) => (
          <li key={category.name[DEFAULT_LANGUAGE]} className="card">
            <h3>{category.name[lng]}</h3>
            <p className={styles.pbis__price}>
              <span className="visually-hidden">{t('store.priceLabel')}: </span>
              {t('store.price', { min: category.minPrice, max: category.maxPrice })}
            </p>
            <p>{category.items[lng]}</p>
          </li>
        ))}
      </ul>

      <div className={styles.pbis__hours}>
        <div>
          <h3 id="pbis-hours">{t('store.hoursTitle')}</h3>
          <dl className={styles['pbis__hours-list']}>
            {STORE_HOURS.map((id) => {
              const building = site.buildings.find((item) => item.id === id);
              if (building === undefined) return null;
              return (
                <div key={id}>
                  <dt>
                    {building.name[lng]}{' '}
                    <span className={styles.pbis__grades}>({building.grades[lng]})</span>
                  </dt>
                  <dd>{t(`store.hours.${id}`)}</dd>
                </div>
              );
            })}
          </dl>
        </div>
        <div>
          <h3 id="pbis-flyers">{t('store.flyersTitle')}</h3>
          <p>{t('store.flyersLead')}</p>
          <ul className={styles.pbis__flyers}>
            {pbis.flyers.map((flyer) => (
              <li key={flyer.image}>
                <ExternalLink href={largestCopy(flyer.image)} className={styles.pbis__flyer}>
                  <Picture
                    className={styles['pbis__flyer-image']}
                    src={flyer.image}
                    alt={flyer.alt[lng]}
                    sizes="(min-width: 48rem) 22rem, 92vw"
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={styles['pbis__flyer-label']}>{flyer.label[lng]}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

function Impact() {
  const { t } = useTranslation('pbis');
  return (
    <Section eyebrow={t('impact.eyebrow')} title={t('impact.title')} lead={t('impact.lead')}>
      <ul className={`grid ${styles.pbis__impact}`}>
        {IMPACT.map((card) => (
          <li key={card} className="card">
            <p className={styles.pbis__figure}>{t(`impact.cards.${card}.figure`)}</p>
            <h3>{t(`impact.cards.${card}.title`)}</h3>
            <p>{t(`impact.cards.${card}.description`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The PBIS page: the 3 R's, two videos that load when scrolled near, how to earn Scholar Dollars,
 * the Scholar Store (categories, hours and flyers) and the program's impact.
 */
export default function PbisPage() {
  const { t } = useTranslation('pbis');
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <ThreeRs />
      <Videos />
      <Earn />
      <Store />
      <Impact />
    </>
  );
}
