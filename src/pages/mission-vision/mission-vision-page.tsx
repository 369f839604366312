import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/external-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { MissionVisionCards } from '../../features/school-profile/mission-vision-cards.tsx';
import './mission-vision.css';

const PREAMBLE_PDF = '/assets/documents/mission-vision/highbridge-preamble.pdf';
const PREVIEW = '/assets/images/mission-vision/preamble-preview';
const HIGH_BRIDGE_HISTORY = 'https://www.nycgovparks.org/parks/highbridge-park/history';

/** Mission & Vision: the two statements, the students' Preamble (PDF) and the High Bridge. */
export default function MissionVisionPage() {
  const { t } = useTranslation('mission-vision');
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
        <div className="container preamble">
          <div>
            <p className="section__eyebrow">{t('preamble.eyebrow')}</p>
            <h2 id="preamble-title">{t('preamble.title')}</h2>
            <p>{t('preamble.body1')}</p>
            <p>{t('preamble.body2')}</p>
            <ExternalLink href={PREAMBLE_PDF} className="button button--primary">
              {t('preamble.open')}
            </ExternalLink>
          </div>
          {/* The preview is a second way into the same PDF; its picture names the link. */}
          <ExternalLink href={PREAMBLE_PDF} className="preamble__preview">
            <picture>
              <source type="image/webp" srcSet={`${PREVIEW}.webp`} />
              <img
                src={`${PREVIEW}.jpg`}
                alt={t('preamble.previewAlt')}
                width={600}
                height={776}
                loading="lazy"
                decoding="async"
              />
            </picture>
          </ExternalLink>
        </div>
      </section>
      <section className="section" aria-labelledby="bridge-title">
        <div className="container mission__narrow">
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
