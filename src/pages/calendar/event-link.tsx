import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { classNames } from '../../components/class-names.ts';
import type { CalendarEvent } from '../../domain/calendar-months.ts';
import { eventTitle, timeLabel } from '../../domain/event-rules.ts';
import { longDate } from '../../i18n/format.ts';
import { localizePath } from '../../i18n/paths.ts';
import { takeOverClick } from '../../components/take-over-click.ts';
import { eventPagePath } from '../../domain/event-pages.ts';
import { categoryClass } from '../../features/calendar/category-colors.ts';
import styles from './calendar.module.css';

/**
 * An event in a calendar view, a link to its page that the scripts take over to open its details
 * in place: its title (and time, and the range of a multi-day event), named with
 * its category and the full date. A `chip` (a month cell on a wide screen) shows the title alone, cut
 * with "…" when it does not fit; its full title stays in its name and tooltip.
 */
export function EventLink({
  event,
  day,
  onOpen,
  showTime = false,
  chip = false,
  range,
}: {
  event: CalendarEvent;
  day: string;
  onOpen: (event: CalendarEvent) => void;
  showTime?: boolean;
  chip?: boolean;
  /** The days of a multi-day event ("Nov 9–20"), shown before its time. */
  range?: string | undefined;
}) {
  const { t } = useTranslation('calendar');
  const lng = useLanguage();
  const time = timeLabel(event, lng, t('allDay'));
  const title = eventTitle(event, lng);
  const when = [range, showTime ? time : ''].filter((part) => part !== undefined && part !== '');
  return (
    <a
      href={localizePath(eventPagePath(event.id), lng)}
      className={classNames(
        styles['cal-event'],
        categoryClass(event.category),
        chip && styles['cal-event--chip'],
      )}
      title={chip ? title : undefined}
      onClick={takeOverClick(() => onOpen(event))}
    >
      {when.length > 0 && <span className={styles['cal-event__time']}>{when.join(' · ')}</span>}
      <span className={styles['cal-event__title']} data-testid="event-title">
        {title}
      </span>
      <span className="visually-hidden">
        , {t(`categories.${event.category}`)}, {longDate(lng, day)}
      </span>
    </a>
  );
}
