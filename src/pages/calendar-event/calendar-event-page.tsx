import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../components/internal-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { SectionFrame } from '../../components/section.tsx';
import { eventTitle } from '../../domain/event-rules.ts';
import { dayParts } from '../../domain/time-core.ts';
import {
  EventCategoryLabel,
  EventDetailsPart,
  EventFacts,
  linksElsewhere,
} from '../../features/calendar/event-details.tsx';
import { useHydrated } from '../../hooks/hydrated.ts';
import { useLanguage } from '../../hooks/language.ts';
import { usePageEvent } from '../../hooks/page-event.ts';
import { longDayRange, monthInSentence } from '../../i18n/format.ts';
import styles from './calendar-event.module.css';

/**
 * Shares the page's address: with the phone's own share sheet where the browser has one (Web Share
 * API), else by copying it. Only once the scripts run; before, the address bar is the way.
 */
function ShareButton({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('calendar-event');
  const hydrated = useHydrated();
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  if (!hydrated) return null;
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    const url = window.location.href;
    if (canShare) {
      // A visitor who closes the share sheet rejects the promise: nothing to say then.
      await navigator.share({ title, text, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className={styles.share}>
      <button type="button" className="button button--primary" onClick={() => void share()}>
        {canShare ? t('share') : t('copyLink')}
      </button>
      <p role="status" className={styles.share__status}>
        {status === null ? '' : status === 'copied' ? t('copied') : t('copyFailed')}
      </p>
    </div>
  );
}

/** One event's page (/calendar/events/<id>): what the calendar's dialog shows, with an address. */
export default function CalendarEventPage() {
  const { t } = useTranslation(['calendar-event', 'calendar']);
  const lng = useLanguage();
  const pageEvent = usePageEvent();
  if (pageEvent === null) throw new Error('An event page was rendered without its event');
  const { event } = pageEvent;
  const title = eventTitle(event, lng);
  const dates = longDayRange(lng, event.date, event.endDate ?? event.date);
  const { year, month } = dayParts(event.date);
  return (
    <>
      <PageHero title={title} lead={dates} />
      <SectionFrame>
        <article className={styles.event}>
          <EventCategoryLabel category={event.category} />
          <EventFacts event={event} />
          <EventDetailsPart event={event} title={title} />
          <ShareButton title={title} text={`${title}, ${dates}`} />
          <div className="button-row">
            <InternalLink
              to={`/calendar?month=${event.date.slice(0, 7)}`}
              className="button button--secondary"
            >
              {t('backToMonth', { month: monthInSentence(lng, year, month) })}
            </InternalLink>
            {linksElsewhere(event.link) && (
              <InternalLink to={event.link} className="button button--secondary">
                {t('calendar:dialog.moreDetails')}
              </InternalLink>
            )}
          </div>
        </article>
      </SectionFrame>
    </>
  );
}
