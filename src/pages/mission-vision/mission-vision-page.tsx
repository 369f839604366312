import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { documentBytes, formatFileSize } from '../../content/document-files.ts';
import { imageSize } from '../../content/image-sizes.ts';
import { missionVision } from '../../content/mission-vision.ts';
import { MissionVisionCards } from '../../features/school-profile/mission-vision-cards.tsx';
import styles from './mission-vision.module.css';

const HIGH_BRIDGE_HISTORY = 'https://www.nycgovparks.org/parks/highbridge-park/history';

/** Mission & Vision: the two statements, the students' Preamble (PDF) and the High Bridge. */
export default function MissionVisionPage() {
  const { t } = useTranslation('mission-vision');
  const lng = useLanguage();
  const { document, preview: previews } = missionVision.preamble;
  // The page's own language: the Spanish page shows (and opens the PDF at) the Spanish page.
  const preview = previews[lng];
  const href = `${document}#page=${preview.page}`;
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <section className="section" aria-labelledby="statements-title">
        <div className="container">
          <p className="section__eyebrow">{t('statements.eyebrow')}</p>
          <h2 id="statements-title">{t('statements.title')}</h2>
          <MissionVisionCards
            missionTitle={t('statements.mission')}
            visionTitle={t('statements.vision')}
          />
        </div>
      </section>
      <section className="section section--cream" aria-labelledby="preamble-title">
        <div className={`container ${styles.preamble}`}>
          <div>
            <p className="section__eyebrow">{t('preamble.eyebrow')}</p>
            <h2 id="preamble-title">{t('preamble.title')}</h2>
            <p>{t('preamble.body1')}</p>
            <p>{t('preamble.body2')}</p>
            <ExternalLink href={href} className="button button--primary">
              {t('preamble.open', { size: formatFileSize(documentBytes(document), lng) })}
            </ExternalLink>
          </div>
          {/* The preview is a second way into the same PDF; its picture names the link. */}
          <ExternalLink href={href} className={styles.preamble__preview}>
            <picture>
              {preview.webp !== undefined && <source type="image/webp" srcSet={preview.webp} />}
              <img
                src={preview.src}
                alt={t('preamble.previewAlt')}
                {...imageSize(preview.src)}
                loading="lazy"
                decoding="async"
              />
            </picture>
          </ExternalLink>
        </div>
      </section>
      <section className="section" aria-labelledby="bridge-title">
        <div className={`container ${styles.mission__narrow}`}>
          <h2 id="bridge-title">{t('bridge.title')}</h2>
          <p>{t('bridge.body')}</p>
          <ExternalLink href={HIGH_BRIDGE_HISTORY} className="button button--secondary">
            {t('bridge.link')}
          </ExternalLink>
        </div>
      </section>
    </>
  );
}
