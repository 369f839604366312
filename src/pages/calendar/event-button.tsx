import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/language.ts';
import type { SchoolEvent } from '../../content/event-schema.ts';
import { eventTitle, timeLabel } from '../../features/events/event-rules.ts';
import { longDate } from '../../i18n/format.ts';

/** An event in a calendar view: its title, time and category, named with the full date. */
export function EventButton({
  event,
  day,
  onOpen,
  showTime = false,
}: {
  event: SchoolEvent;
  day: string;
  onOpen: (event: SchoolEvent) => void;
  showTime?: boolean;
}) {
  const { t } = useTranslation('calendar');
  const lng = useLanguage();
  const time = timeLabel(event, lng, t('allDay'));
  return (
    <button
      type="button"
      className={`cal-event cal-cat--${event.category}`}
      onClick={() => onOpen(event)}
    >
      {showTime && time !== '' && <span className="cal-event__time">{time}</span>}
      <span className="cal-event__title">{eventTitle(event, lng)}</span>
      <span className="visually-hidden">
        , {t(`categories.${event.category}`)}, {longDate(lng, day)}
      </span>
    </button>
  );
}
