// List view's next events (docs/product-rules.md, Calendar): when the current month has none left
// from today on, the month after it, or the first later one with events, from the page's month
// store. Its own chunk, loaded only then, to keep the calendar's first load within its budget
// (tests/budgets.ts).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventCategory } from '../../content/event-categories.ts';
import { monthKey, type CalendarEvent } from '../../domain/calendar-months.ts';
import {
  filterByCategories,
  laterListMonth,
  monthList,
  monthsFromToday,
  type YearMonth,
} from '../../features/calendar/calendar-logic.ts';
import { useMonth, type MonthStore } from '../../features/calendar/month-store.ts';
import { useLanguage } from '../../hooks/language.ts';
import { monthInSentence } from '../../i18n/format.ts';
import { ListDays, MonthStatus } from './calendar-views.tsx';
import styles from './calendar.module.css';

export interface ListNextProps {
  store: MonthStore;
  /** The month to list. */
  at: YearMonth;
  today: string;
  categories: readonly EventCategory[];
  onOpen: (event: CalendarEvent) => void;
}

/**
 * A month's events under "Next month: December 2026" ("Upcoming events: …" further on); a month
 * with none of the chosen categories gives way to the next, up to LIST_LOOKAHEAD_MONTHS.
 */
export default function ListNext(props: ListNextProps) {
  const { store, at } = props;
  const key = monthKey(at.year, at.month);
  const month = useMonth(store, key);
  return (
    <>
      <MonthStatus status={month.status} onRetry={() => store.load(key)} />
      {month.status === 'loaded' && <Month {...props} events={month.events} />}
    </>
  );
}

/** The loaded month's events of the chosen categories, or the next month when it has none. */
function Month(props: ListNextProps & { events: readonly CalendarEvent[] }) {
  const { at, today, categories, onOpen, events } = props;
  const { t } = useTranslation('calendar');
  const lng = useLanguage();
  const id = useId();
  const { current } = monthList(filterByCategories(events, categories), at.year, at.month, today);
  if (current.length === 0) {
    const later = laterListMonth(at.year, at.month, today);
    return later === null ? <p>{t('upcoming.empty')}</p> : <ListNext {...props} at={later} />;
  }
  const heading = monthsFromToday(at.year, at.month, today) === 1 ? 'nextMonth' : 'later';
  return (
    <section className={styles['cal-next']} aria-labelledby={id}>
      <h3 id={id} className={styles['cal-next__heading']}>
        {t(`list.${heading}`, { month: monthInSentence(lng, at.year, at.month) })}
      </h3>
      <ol className={styles['cal-list']}>
        <ListDays entries={current} onOpen={onOpen} heading="h4" />
      </ol>
    </section>
  );
}
