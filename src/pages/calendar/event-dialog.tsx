import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../components/internal-link.tsx';
import { Modal, ModalCloseButton } from '../../components/modal.tsx';
import type { CalendarEvent } from '../../domain/calendar-months.ts';
import { eventPagePath } from '../../domain/event-pages.ts';
import { eventTitle, type EventSummary } from '../../domain/event-rules.ts';
import {
  EventCategoryLabel,
  EventDetailsPart,
  EventFacts,
  linksElsewhere,
} from '../../features/calendar/event-details.tsx';
import type { EventDetails } from '../../features/calendar/month-store.ts';
import { useLanguage } from '../../hooks/language.ts';
import styles from './calendar.module.css';

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
    body = (
      <>
        {/* The title and × stay in view while the details scroll; focus starts on the title. */}
        <div className={styles['cal-dialog__header']}>
          <div>
            <EventCategoryLabel category={event.category} />
            <h2 id={`${id}-title`} tabIndex={-1} data-autofocus>
              {title}
            </h2>
          </div>
          <ModalCloseButton label={t('dialog.close')} onClick={onClose} />
        </div>
        <EventFacts event={event} />
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
