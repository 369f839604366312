import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { useToday } from '../../hooks/today.ts';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { ExternalLink } from '../../components/external-link.tsx';
import { ImageUnavailable, useImageFailure } from '../../components/image-fallback.tsx';
import { Modal } from '../../components/modal.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { imageSize } from '../../content/image-sizes.ts';
import { library } from '../../content/library.ts';
import type { Flyer } from '../../content/library-schema.ts';
import { site } from '../../content/site.ts';
import {
  monthlyPdfPage,
  monthOfIsoDay,
  monthOfPage,
} from '../../features/pdf-viewer/monthly-page.ts';
import { PdfViewer } from '../../features/pdf-viewer/pdf-viewer.tsx';
import { formatClock, monthName } from '../../i18n/format.ts';
import { personInSentence } from '../../i18n/person-name.ts';
import { FlyerViewer } from './flyer-viewer.tsx';
import styles from './library.module.css';

const FLYER_GROUPS = ['backToSchoolFair', 'backToSchool'] as const;
const GROUP_KEYS = { backToSchoolFair: 'fair', backToSchool: 'backToSchool' } as const;

function Mission() {
  const { t } = useTranslation('library');
  return (
    <section className="section" aria-labelledby="library-mission">
      <div className={`container ${styles['library-mission']}`}>
        <p className="section__eyebrow">{t('mission.eyebrow')}</p>
        <h2 id="library-mission">{t('mission.title')}</h2>
        <p className="section__lead">{t('mission.body1')}</p>
        <p>{t('mission.body2')}</p>
      </div>
    </section>
  );
}

function MonthlyBook() {
  const { t } = useTranslation('library');
  const lng = useLanguage();
  const today = useToday();
  const current = monthlyPdfPage(monthOfIsoDay(today));
  // The visitor's choice; until they choose, the page follows today's month.
  const [chosen, setChosen] = useState<number | null>(null);
  const page = chosen ?? current.page;
  const month = monthOfPage(page);
  const title =
    current.summerPreview && page === current.page
      ? t('monthly.summerPreview', { month: monthName(lng, month) })
      : monthName(lng, month);
  return (
    <section className="section section--cream" aria-labelledby="library-monthly">
      <div className={`container ${styles['library-monthly']}`}>
        <p className="section__eyebrow">{t('monthly.eyebrow')}</p>
        <h2 id="library-monthly">{t('monthly.title')}</h2>
        <p className="section__lead">{t('monthly.lead')}</p>
        <PdfViewer file={library.monthlyPdf} page={page} onPageChange={setChosen} title={title} />
      </div>
    </section>
  );
}

function Partnership() {
  const { t } = useTranslation('library');
  return (
    <section className="section" aria-labelledby="library-partnership">
      <div className="container">
        <p className="section__eyebrow">{t('partnership.eyebrow')}</p>
        <h2 id="library-partnership">{t('partnership.title')}</h2>
        <p className="section__lead">{t('partnership.lead')}</p>
        <ul className={`grid ${styles['library-cards']}`}>
          {(['libraryCard', 'ebookApp'] as const).map((key) => (
            <li key={key} className={`card ${styles['library-card']}`}>
              <h3>{t(`partnership.${key}.title`)}</h3>
              <p>{t(`partnership.${key}.body`)}</p>
              <ExternalLink href={library.links[key]} className="button button--secondary">
                {t(`partnership.${key}.link`)}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function DigitalLibrary() {
  const { t } = useTranslation('library');
  return (
    <section className={`section ${styles['library-digital']}`} aria-labelledby="library-digital">
      <div className={`container ${styles['library-digital__inner']}`}>
        <div>
          <p className="section__eyebrow">{t('digital.eyebrow')}</p>
          <h2 id="library-digital">{t('digital.title')}</h2>
          <p>{t('digital.body')}</p>
        </div>
        <ExternalLink href={library.links.digitalLibrary} className="button button--light">
          {t('digital.link')}
        </ExternalLink>
      </div>
    </section>
  );
}

/** A flyer's thumbnail, or the "Image not available" placeholder when it cannot be loaded. */
function FlyerThumbnail({ flyer }: { flyer: Flyer }) {
  const { failed, ref, onError } = useImageFailure();
  const { width, height } = imageSize(flyer.thumbnail);
  if (failed) return <ImageUnavailable width={width} height={height} />;
  return (
    <img
      ref={ref}
      src={flyer.thumbnail}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={onError}
    />
  );
}

function Resources() {
  const { t } = useTranslation(['library', 'common']);
  const id = useId();
  const [open, setOpen] = useState<Flyer | null>(null);
  // One flyer and its language inside a label: "Volante de la feria…, en inglés".
  const nameOf = (flyer: Flyer) => t(`resources.${GROUP_KEYS[flyer.group]}.flyer`);
  const languageOf = (flyer: Flyer) => t(`resources.languages.${flyer.language}`);
  const inLanguage = (flyer: Flyer) => t(`resources.languagesInSentence.${flyer.language}`);
  return (
    <section className="section section--cream" aria-labelledby="library-resources">
      <div className="container">
        <p className="section__eyebrow">{t('resources.eyebrow')}</p>
        <h2 id="library-resources">{t('resources.title')}</h2>
        <ul className={styles['library-resources']}>
          <li className={`card ${styles['library-card']}`}>
            <h3>{t('resources.summerReading.title')}</h3>
            <p>{t('resources.summerReading.body')}</p>
            <ExternalLink href={library.summerReadingPdf} className="button button--primary">
              {t('resources.summerReading.link')}
            </ExternalLink>
          </li>
          {FLYER_GROUPS.map((group) => (
            <li key={group} className={`card ${styles['library-card']}`}>
              <h3>{t(`resources.${GROUP_KEYS[group]}.title`)}</h3>
              <p>{t(`resources.${GROUP_KEYS[group]}.body`)}</p>
              <ul className={styles['library-flyers']}>
                {library.flyers
                  .filter((flyer) => flyer.group === group)
                  .map((flyer) => (
                    <li key={flyer.id}>
                      <button
                        type="button"
                        className={styles['library-flyer']}
                        aria-label={t('resources.enlarge', {
                          name: nameOf(flyer),
                          language: inLanguage(flyer),
                        })}
                        onClick={() => setOpen(flyer)}
                      >
                        <FlyerThumbnail flyer={flyer} />
                        <span className={styles['library-flyer__label']} aria-hidden="true">
                          {languageOf(flyer)}
                        </span>
                      </button>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        labelledBy={`${id}-flyer`}
        className={styles['flyer-dialog']}
      >
        {open !== null && (
          <FlyerViewer
            flyer={open}
            titleId={`${id}-flyer`}
            title={t('resources.dialogTitle', { name: nameOf(open), language: inLanguage(open) })}
            onClose={() => setOpen(null)}
          />
        )}
      </Modal>
    </section>
  );
}

function Events() {
  const { t } = useTranslation('library');
  const lng = useLanguage();
  return (
    <section className="section" aria-labelledby="library-events">
      <div className="container">
        <p className="section__eyebrow">{t('events.eyebrow')}</p>
        <h2 id="library-events">{t('events.title')}</h2>
        <p className="section__lead">{t('events.lead')}</p>
        <ul className={`grid ${styles['library-cards']}`}>
          {library.events.map((event) => (
            <li key={event.id} className={`card ${styles['library-card']}`}>
              <h3>{event.title[lng]}</h3>
              <p className={styles['library-card__when']}>{event.when[lng]}</p>
              <p>{event.description[lng]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Hours() {
  const { t } = useTranslation('library');
  const lng = useLanguage();
  return (
    <section className="section section--cream" aria-labelledby="library-hours">
      <div className="container">
        <p className="section__eyebrow">{t('hours.eyebrow')}</p>
        <h2 id="library-hours">{t('hours.title')}</h2>
        <p className="section__lead">{t('hours.lead')}</p>
        <ul className={`grid ${styles['library-cards']}`}>
          {library.spaces.map((space) => {
            const building = site.buildings.find((item) => item.id === space.building);
            return (
              <li key={space.building} className={`card ${styles['library-card']}`}>
                <h3>{building?.name[lng] ?? space.building}</h3>
                {building !== undefined && (
                  <p className={styles['library-card__when']}>{building.grades[lng]}</p>
                )}
                <p>{space.location[lng]}</p>
                <dl className={styles['library-hours']}>
                  {space.hours.map((slot) => (
                    <div key={slot.start} className={styles['library-hours__row']}>
                      <dt>{slot.label[lng]}</dt>
                      <dd>
                        {t('hours.time', {
                          start: formatClock(lng, slot.start),
                          end: formatClock(lng, slot.end),
                        })}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function Contact() {
  const { t } = useTranslation('library');
  const lng = useLanguage();
  // The office's number as a link that dials it, placed where the sentence has it (split at a
  // marker rather than with <Trans>, which would add 5 KB to the page's script).
  const marker = '\u0000';
  const [before = '', after = ''] = t('contact.body', {
    phone: marker,
    librarian: personInSentence(lng, library.librarian, 'the'),
  }).split(marker);
  return (
    <section className="section" aria-labelledby="library-contact">
      <div className={`container ${styles['library-contact']}`}>
        <h2 id="library-contact">{t('contact.title')}</h2>
        <p>
          {before}
          <PhoneLink phone={site.phone} />
          {after}
        </p>
        {/* The contact button has no destination yet (docs/product-rules.md). */}
        <ComingSoon className="button">{t('contact.button')}</ComingSoon>
      </div>
    </section>
  );
}

/** The library: mission, the monthly PDF, partners, resources, events, hours and contact. */
export default function LibraryPage() {
  const { t } = useTranslation('library');
  return (
    <>
      <PageHero title={t('hero.title')} lead={t('hero.lead')} />
      <Mission />
      <MonthlyBook />
      <Partnership />
      <DigitalLibrary />
      <Resources />
      <Events />
      <Hours />
      <Contact />
    </>
  );
}
