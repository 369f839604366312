import { Picture } from '../../components/picture.tsx';
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
import { Section, SectionFrame, SectionHeading } from '../../components/section.tsx';
import { imageSize, largestCopy } from '../../content/image-sizes.ts';
import { takeOverClick } from '../../components/take-over-click.ts';
import { library } from '../../content/library.ts';
import type { Flyer } from '../../content/library-schema.ts';
import { site } from '../../content/site.ts';
import {
  monthlyPdfPage,
  monthOfIsoDay,
  monthOfPage,
} from '../../features/pdf-viewer/monthly-page.ts';
import { PdfViewer } from '../../features/pdf-viewer/pdf-viewer.tsx';
import { formatClock, languageName, monthName } from '../../i18n/format.ts';
import { personInSentence } from '../../i18n/person-name.ts';
import { FlyerViewer } from './flyer-viewer.tsx';
import styles from './library.module.css';

const FLYER_GROUPS = ['backToSchoolFair', 'backToSchool'] as const;
const GROUP_KEYS = { backToSchoolFair: 'fair', backToSchool: 'backToSchool' } as const;

function Mission() {
  const { t } = useTranslation('library');
  return (
    <Section
      containerClassName={styles['library-mission']}
      eyebrow={t('mission.eyebrow')}
      title={t('mission.title')}
      lead={t('mission.body1')}
    >
      <p>{t('mission.body2')}</p>
    </Section>
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
    <Section
      tone="cream"
      containerClassName={styles['library-monthly']}
      eyebrow={t('monthly.eyebrow')}
      title={t('monthly.title')}
      lead={t('monthly.lead')}
    >
      <PdfViewer file={library.monthlyPdf} page={page} onPageChange={setChosen} title={title} />
    </Section>
  );
}

function Partnership() {
  const { t } = useTranslation('library');
  return (
    <Section
      eyebrow={t('partnership.eyebrow')}
      title={t('partnership.title')}
      lead={t('partnership.lead')}
    >
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
    </Section>
  );
}

function DigitalLibrary() {
  const { t } = useTranslation('library');
  return (
    <SectionFrame
      className={styles['library-digital']}
      containerClassName={styles['library-digital__inner']}
    >
      <div>
        <SectionHeading eyebrow={t('digital.eyebrow')} title={t('digital.title')} />
        <p>{t('digital.body')}</p>
      </div>
      <ExternalLink href={library.links.digitalLibrary} className="button button--light">
        {t('digital.link')}
      </ExternalLink>
    </SectionFrame>
  );
}

/** A flyer's thumbnail, or the "Image not available" placeholder when it cannot be loaded. */
function FlyerThumbnail({ flyer }: { flyer: Flyer }) {
  const { failed, ref, onError } = useImageFailure();
  const { width, height } = imageSize(flyer.thumbnail);
  if (failed) return <ImageUnavailable width={width} height={height} />;
  return (
    <Picture
      ref={ref}
      src={flyer.thumbnail}
      alt=""
      sizes="(min-width: 48rem) 12rem, 40vw"
      loading="lazy"
      decoding="async"
      onError={onError}
    />
  );
}

function Resources() {
  const { t } = useTranslation(['library', 'common']);
  const lng = useLanguage();
  const id = useId();
  const [open, setOpen] = useState<Flyer | null>(null);
  // One flyer and its language inside a label: "Volante de la feria…, en inglés".
  const nameOf = (flyer: Flyer) => t(`resources.${GROUP_KEYS[flyer.group]}.flyer`);
  const languageOf = (flyer: Flyer) => languageName(flyer.language, lng, { capitalized: true });
  const inLanguage = (flyer: Flyer) =>
    t('resources.inLanguage', { language: languageName(flyer.language, lng) });
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
                      {/* The whole flyer without the scripts; the viewer with them. */}
                      <a
                        className={styles['library-flyer']}
                        href={largestCopy(flyer.src)}
                        aria-label={t('resources.enlarge', {
                          name: nameOf(flyer),
                          language: inLanguage(flyer),
                        })}
                        onClick={takeOverClick(() => setOpen(flyer))}
                      >
                        <FlyerThumbnail flyer={flyer} />
                        <span className={styles['library-flyer__label']} aria-hidden="true">
                          {languageOf(flyer)}
                        </span>
                      </a>
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
    <Section eyebrow={t('events.eyebrow')} title={t('events.title')} lead={t('events.lead')}>
      <ul className={`grid ${styles['library-cards']}`}>
        {library.events.map((event) => (
          <li key={event.id} className={`card ${styles['library-card']}`}>
            <h3>{event.title[lng]}</h3>
            <p className={styles['library-card__when']}>{event.when[lng]}</p>
            <p>{event.description[lng]}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Hours() {
  const { t } = useTranslation('library');
  const lng = useLanguage();
  return (
    <Section
      tone="cream"
      eyebrow={t('hours.eyebrow')}
      title={t('hours.title')}
      lead={t('hours.lead')}
    >
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
    </Section>
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
    <Section containerClassName={styles['library-contact']} title={t('contact.title')}>
      <p>
        {before}
        <PhoneLink phone={site.phone} />
        {after}
      </p>
      {/* The contact button has no destination yet (docs/product-rules.md). */}
      <ComingSoon className="button">{t('contact.button')}</ComingSoon>
    </Section>
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
