import { Picture } from '../../components/picture.tsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../components/class-names.ts';
import { takeOverClick } from '../../components/take-over-click.ts';
import { largestCopy } from '../../content/image-sizes.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { InternalLink } from '../../components/internal-link.tsx';
import { Modal, ModalCloseButton } from '../../components/modal.tsx';
import { Section } from '../../components/section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { PHOTO_HIGHLIGHTS, photoSource, type EventPhoto, type PhotoEventId } from './highlights.ts';
import styles from './community-events.module.css';

const OVERVIEW = ['family', 'showcases', 'wellness', 'partnerships'] as const;
const HOW = ['communication', 'accessibility', 'getInvolved'] as const;
const THUMB_SIZES = '(min-width: 60rem) 22rem, (min-width: 40rem) 45vw, 92vw';

/** Full views are as wide as the screen, up to the dialog's width. */
const FULL_SIZES = '(min-width: 60rem) 56rem, 100vw';

interface OpenPhoto {
  event: PhotoEventId;
  photo: EventPhoto;
}

function Overview() {
  const { t } = useTranslation('community-events');
  return (
    <Section eyebrow={t('overview.eyebrow')} title={t('overview.title')} lead={t('overview.lead')}>
      <ul className={`grid ${styles['ce-cards']}`}>
        {OVERVIEW.map((key) => (
          <li key={key} className={`card ${styles['ce-card']}`}>
            <h3>{t(`overview.cards.${key}.title`)}</h3>
            <p>{t(`overview.cards.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function HowEventsWork() {
  const { t } = useTranslation('community-events');
  return (
    <Section tone="cream" title={t('how.title')} lead={t('how.lead')}>
      <ul className={`grid ${styles['ce-cards']}`}>
        {HOW.map((key) => (
          <li key={key} className={`card ${styles['ce-card']}`}>
            <h3>{t(`how.cards.${key}.title`)}</h3>
            <p>{t(`how.cards.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      <p className={styles['ce-how__calendar']}>
        <InternalLink to="/calendar" className="button button--primary">
          {t('how.calendarLink')}
        </InternalLink>
      </p>
    </Section>
  );
}

function WellnessDay() {
  const { t } = useTranslation('community-events');
  // The flyer in the page's language, and a picture of its first page: their files are named in
  // the locale file, so a language without its own flyer yet can show another's.
  const preview = t('highlights.wellness.flyerPreview');
  return (
    <article className={styles['ce-event']} aria-labelledby="ce-wellness">
      <div>
        <p className={styles['ce-event__when']}>{t('highlights.wellness.when')}</p>
        <h3 id="ce-wellness">{t('highlights.wellness.title')}</h3>
        <p>{t('highlights.wellness.body')}</p>
      </div>
      <ExternalLink href={t('highlights.wellness.flyerFile')} className={styles['ce-flyer']}>
        <Picture
          className={styles['ce-flyer__image']}
          src={preview}
          sizes="(min-width: 40rem) 16rem, 60vw"
          alt={t('highlights.wellness.flyerAlt')}
          loading="lazy"
          decoding="async"
        />
        <span>{t('highlights.wellness.flyerLink')}</span>
      </ExternalLink>
    </article>
  );
}

function PhotoEvent({
  id,
  photos,
  onOpen,
}: {
  id: PhotoEventId;
  photos: readonly EventPhoto[];
  onOpen: (open: OpenPhoto) => void;
}) {
  const { t } = useTranslation('community-events');
  const headingId = `ce-event-${id}`;
  return (
    <article className={styles['ce-event']} aria-labelledby={headingId}>
      <div>
        <p className={styles['ce-event__when']}>{t(`highlights.${id}.when`)}</p>
        <h3 id={headingId}>{t(`highlights.${id}.title`)}</h3>
        <p>{t(`highlights.${id}.body`)}</p>
        {id === 'walkRun' && (
          <ul className={styles['ce-stats']}>
            <li>
              <strong>{t('highlights.walkRun.distance')}</strong>
              <span>{t('highlights.walkRun.distanceLabel')}</span>
            </li>
            <li>
              <strong>{t('highlights.walkRun.participants')}</strong>
              <span>{t('highlights.walkRun.participantsLabel')}</span>
            </li>
          </ul>
        )}
      </div>
      <ul className={classNames(styles['ce-photos'], styles[`ce-photos--${photos.length}`])}>
        {photos.map((photo) => {
          return (
            <li key={photo.file}>
              {/* The whole photo without the scripts; the dialog with them. */}
              <a
                className={styles['ce-photo']}
                href={largestCopy(photoSource(photo))}
                aria-haspopup="dialog"
                onClick={takeOverClick(() => onOpen({ event: id, photo }))}
              >
                <Picture
                  src={photoSource(photo)}
                  sizes={THUMB_SIZES}
                  alt={t(photo.alt)}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </article>
  );
}

function Highlights() {
  const { t } = useTranslation('community-events');
  const dialogTitle = useId();
  const [open, setOpen] = useState<OpenPhoto | null>(null);
  const close = () => setOpen(null);
  const alt = open === null ? '' : t(open.photo.alt);
  return (
    <section className="section" aria-labelledby="ce-highlights">
      <div className="container">
        <p className="section__eyebrow">{t('highlights.eyebrow')}</p>
        <h2 id="ce-highlights">{t('highlights.title')}</h2>
        <p className="section__lead">{t('highlights.lead')}</p>
        <WellnessDay />
        {PHOTO_HIGHLIGHTS.map((event) => (
          <PhotoEvent key={event.id} id={event.id} photos={event.photos} onOpen={setOpen} />
        ))}
      </div>
      <Modal
        open={open !== null}
        onClose={close}
        labelledBy={dialogTitle}
        className={styles['ce-dialog']}
      >
        {open !== null && (
          <>
            <ModalCloseButton label={t('dialog.closeIcon')} onClick={close} />
            <h2 id={dialogTitle} className={styles['ce-dialog__title']}>
              {t(`highlights.${open.event}.title`)}
            </h2>
            <figure className={styles['ce-dialog__figure']}>
              <Picture
                className={styles['ce-dialog__image']}
                src={photoSource(open.photo)}
                sizes={FULL_SIZES}
                alt={alt}
              />
              <figcaption className={styles['ce-dialog__caption']} aria-hidden="true">
                {alt}
              </figcaption>
            </figure>
            <div className={`button-row ${styles['ce-dialog__actions']}`}>
              <button type="button" className="button button--primary" onClick={close}>
                {t('dialog.close')}
              </button>
            </div>
          </>
        )}
      </Modal>
    </section>
  );
}

/** /community-events: overview, how events work, and the event highlights with a photo dialog. */
export default function CommunityEventsPage() {
  const { t } = useTranslation('community-events');
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <Overview />
      <HowEventsWork />
      <Highlights />
    </>
  );
}
