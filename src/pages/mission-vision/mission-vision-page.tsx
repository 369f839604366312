import { Picture } from '../../components/picture.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Section, SectionFrame, SectionHeading } from '../../components/section.tsx';
import { documentBytes, formatFileSize } from '../../content/document-files.ts';
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
      <Section eyebrow={t('statements.eyebrow')} title={t('statements.title')}>
        <MissionVisionCards
          missionTitle={t('statements.mission')}
          visionTitle={t('statements.vision')}
        />
      </Section>
      <SectionFrame tone="cream" containerClassName="split">
        <div>
          <SectionHeading eyebrow={t('preamble.eyebrow')} title={t('preamble.title')} />
          <p>{t('preamble.body1')}</p>
          <p>{t('preamble.body2')}</p>
          <ExternalLink href={href} className="button button--primary">
            {t('preamble.open', { size: formatFileSize(documentBytes(document), lng) })}
          </ExternalLink>
        </div>
        {/* The preview is a second way into the same PDF; its picture names the link. */}
        <ExternalLink href={href} className={styles.preamble__preview}>
          <Picture
            src={preview.src}
            alt={t('preamble.previewAlt')}
            sizes="(min-width: 22rem) 20rem, 92vw"
            loading="lazy"
            decoding="async"
          />
        </ExternalLink>
      </SectionFrame>
      <Section containerClassName={styles.mission__narrow} title={t('bridge.title')}>
        <p>{t('bridge.body')}</p>
        <ExternalLink href={HIGH_BRIDGE_HISTORY} className="button button--secondary">
          {t('bridge.link')}
        </ExternalLink>
      </Section>
    </>
  );
}
