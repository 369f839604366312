import { Picture } from '../../components/picture.tsx';
import { largestCopy } from '../../content/image-sizes.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { InternalLink } from '../../components/internal-link.tsx';
import { Modal, ModalCloseButton } from '../../components/modal.tsx';
import type { Language } from '../../content/languages.ts';
import type { CalendarEvent } from '../../domain/calendar-months.ts';
import type { EventDetails } from '../../features/calendar/month-store.ts';
import { eventIcsPath, googleCalendarEventUrl } from '../../domain/add-to-calendar.ts';
import { eventFullLocation } from '../../domain/event-location.ts';
import { eventPagePath } from '../../domain/event-pages.ts';
import { site } from '../../content/site.ts';
import {
  eventDescription,
  eventPlace,
  eventTitle,
  timeLabel,
  type EventSummary,
} from '../../domain/event-rules.ts';
import { longDayRange } from '../../i18n/format.ts';
import styles from './calendar.module.css';

const OTHER: Record<Language, Language> = { en: 'es', es: 'en' };

/** The calendar page itself: a "More details" link to it would lead nowhere new. */
const CALENDAR_PATH = '/calendar';

/** True when an event's link leads to a page other than the calendar. */
export function linksElsewhere(link: string | undefined): link is string {
  return link !== undefined && link.split(/[?#]/)[0]?.replace(/\/+$/, '') !== CALENDAR_PATH;
}

/**
 * The details of one event: text in both languages, time, place, image and "Add to my calendar".
 * An upcoming event of a month not loaded yet opens with what the list knows (title, date, time,
 * place) while the rest is fetched.
 */
export function EventDialog({
  event,
  details,
  onRetry,
  onClose,
}: {
  event: CalendarEvent | EventSummary | null;
  details: EventDetails | null;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['calendar', 'common']);
  const lng = useLanguage();
  const id = useId();

  let body = null;
  if (event !== null) {
    const title = eventTitle(event, lng);
    const dates = longDayRange(lng, event.date, event.endDate ?? event.date);
    const time = timeLabel(event, lng, t('allDay'));
    const place = eventPlace(event, lng);
    body = (
      <>
        {/* The title and × stay in view while the details scroll; focus starts on the title. */}
        <div className={styles['cal-dialog__header']}>
          <div>
            <p
              className={`${styles['cal-dialog__category']} ${styles[`cal-cat--${event.category}`]}`}
            >
              {t(`categories.${event.category}`)}
            </p>
            <h2 id={`${id}-title`} tabIndex={-1} data-autofocus>
              {title}
            </h2>
          </div>
          <ModalCloseButton label={t('dialog.close')} onClick={onClose} />
        </div>
        <dl className={styles['cal-dialog__facts']}>
          <div>
            <dt>{t('dialog.date')}</dt>
            <dd>{dates}</dd>
          </div>
          {time !== '' && (
            <div>
              <dt>{t('dialog.time')}</dt>
              <dd>{time}</dd>
            </div>
          )}
          {place !== undefined && (
            <div>
              <dt>{t('dialog.location')}</dt>
              <dd>{place}</dd>
            </div>
          )}
        </dl>
        {details !== null && details.status !== 'loaded' && (
          <div className={styles['cal-dialog__status']}>
            <p role="status">
              {details.status === 'loading' ? t('dialog.loading') : t('dialog.failed')}
            </p>
            {details.status === 'failed' && (
              <button type="button" className="button button--secondary" onClick={onRetry}>
                {t('load.retry')}
              </button>
            )}
          </div>
        )}
        {details?.status === 'loaded' && <EventDetailsPart event={details.event} title={title} />}
        <div className={`button-row ${styles['cal-dialog__actions']}`}>
          {/* The event's own page: an address to share it by. */}
          <InternalLink to={eventPagePath(event.id)} className="button button--secondary">
            {t('dialog.eventPage')}
          </InternalLink>
          {details?.status === 'loaded' && linksElsewhere(details.event.link) && (
            <InternalLink to={details.event.link} className="button button--secondary">
              {t('dialog.moreDetails')}
            </InternalLink>
          )}
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('dialog.close')}
          </button>
        </div>
      </>
    );
  }

  return (
    <Modal
      open={event !== null}
      onClose={onClose}
      labelledBy={`${id}-title`}
      className={styles['cal-dialog']}
    >
      {body}
    </Modal>
  );
}

/** What only the full event has: its description in both languages, image and calendar links. */
export function EventDetailsPart({ event, title }: { event: CalendarEvent; title: string }) {
  const { t } = useTranslation(['calendar', 'common']);
  const lng = useLanguage();
  const id = useId();
  const other = OTHER[lng];
  const description = eventDescription(event, lng);
  const hasOther =
    lng === 'en' ? event.titleES !== undefined || event.descriptionES !== undefined : true;
  return (
    <>
      <p>{description}</p>
      {hasOther && (
        <section
          className={styles['cal-dialog__other']}
          lang={other}
          aria-labelledby={`${id}-other`}
        >
          <h3 id={`${id}-other`}>{t('dialog.otherLanguage')}</h3>
          <p className={styles['cal-dialog__other-title']}>{eventTitle(event, other)}</p>
          <p>{eventDescription(event, other)}</p>
        </section>
      )}
      {event.image !== undefined && (
        <ExternalLink href={largestCopy(event.image)} className={styles['cal-dialog__image']}>
          <Picture
            src={event.image}
            alt={event.imageAlt ?? ''}
            sizes="(min-width: 40rem) 36rem, 92vw"
            loading="lazy"
          />
        </ExternalLink>
      )}
      <section className={styles['cal-dialog__add']} aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>{t('dialog.addToCalendar')}</h3>
        <div className="button-row">
          <a
            className="button button--secondary"
            href={eventIcsPath(event.id, lng)}
            download={`${title}.ics`}
          >
            {t('dialog.downloadIcs')}
          </a>
          <ExternalLink
            className="button button--secondary"
            href={googleCalendarEventUrl(event, {
              lng,
              title,
              description,
              location: eventFullLocation(event, lng, site),
            })}
          >
            {t('dialog.google')}
          </ExternalLink>
        </div>
      </section>
    </>
  );
}
