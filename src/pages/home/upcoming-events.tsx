import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { useToday } from '../../hooks/today.ts';
import { InternalLink } from '../../components/internal-link.tsx';
import { SectionFrame, SectionHeading } from '../../components/section.tsx';
import { eventPlace, eventTitle, timeLabel } from '../../domain/event-rules.ts';
import { nextEvents } from '../../domain/upcoming.ts';
import { useUpcoming } from '../../hooks/upcoming.ts';
import { dateBadge, longDate } from '../../i18n/format.ts';
import styles from './home.module.css';

/** How many events the home page lists. */
const HOME_UPCOMING_LIMIT = 3;

/** The home page's Upcoming Events card: the next three events from today. */
export function UpcomingEvents() {
  const { t } = useTranslation('home');
  const lng = useLanguage();
  const today = useToday();
  const { events: next } = useUpcoming((upcoming) =>
    nextEvents(upcoming, today, HOME_UPCOMING_LIMIT),
  );

  return (
    <SectionFrame tone="cream">
      <div className={`card ${styles.upcoming}`}>
        <SectionHeading title={t('upcoming.title')} />
        {next.length === 0 ? (
          <p className={styles.upcoming__empty}>{t('upcoming.empty')}</p>
        ) : (
          <ul className={styles.upcoming__list}>
            {next.map((event) => {
              const badge = dateBadge(lng, event.date);
              const time = timeLabel(event, lng, t('upcoming.allDay'));
              return (
                <li key={event.id} className={styles.upcoming__item}>
                  <time className="date-badge" dateTime={event.date}>
                    <span className="date-badge__month" aria-hidden="true">
                      {badge.month}
                    </span>
                    <span className="date-badge__day" aria-hidden="true">
                      {badge.day}
                    </span>
                    <span className="visually-hidden">{longDate(lng, event.date)}</span>
                  </time>
                  <div>
                    <h3 className={styles.upcoming__title}>{eventTitle(event, lng)}</h3>
                    <p className={styles.upcoming__meta}>
                      {[time, eventPlace(event, lng)]
                        .filter((part) => part !== undefined && part !== '')
                        .join(' · ')}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <InternalLink to="/calendar" className="button button--primary">
          {t('upcoming.viewCalendar')}
        </InternalLink>
      </div>
    </SectionFrame>
  );
}
