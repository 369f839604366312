import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/hydrated.ts';
import { useLanguage } from '../../hooks/language.ts';
import {
  chosenDay,
  eventsByDay,
  inMonth,
  monthGrid,
  weekDays,
  type ListEntry,
  type MonthList,
} from '../../features/calendar/calendar-logic.ts';
import type { MonthState } from '../../features/calendar/month-store.ts';
import type { EventCategory } from '../../content/event-categories.ts';
import { monthStart, type CalendarEvent } from '../../domain/calendar-months.ts';
import { lastDay } from '../../domain/event-rules.ts';
import { dayHeading, longDate, shortDayRange, weekdayNames } from '../../i18n/format.ts';
import { EventLink } from './event-link.tsx';
import { categoryClass } from '../../features/calendar/category-colors.ts';
import styles from './calendar.module.css';

interface ViewProps {
  events: CalendarEvent[];
  today: string;
  onOpen: (event: CalendarEvent) => void;
}

/** A category's colour swatch and name, as the filters and the colour key show it. */
export function CategoryKey({ category }: { category: EventCategory }) {
  const { t } = useTranslation('calendar');
  return (
    <>
      <span className={`${styles['cal-swatch']} ${categoryClass(category)}`} aria-hidden="true" />
      {t(`categories.${category}`)}
    </>
  );
}

/**
 * In place of a month's events while they load, or when they could not be loaded, with "Try
 * again", which keeps the keyboard here (the button goes while the month loads). Hidden once the
 * month is loaded, so that its live region is there before it has something to say.
 */
export function MonthStatus({
  status,
  onRetry,
}: {
  status: MonthState['status'];
  onRetry: () => void;
}) {
  const { t } = useTranslation('calendar');
  const box = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={box}
      tabIndex={-1}
      className={status === 'loaded' ? 'visually-hidden' : styles['cal-status']}
    >
      <p role="status">
        {status === 'loading' && t('load.loading')}
        {status === 'failed' && t('load.failed')}
      </p>
      {status === 'failed' && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            onRetry();
            box.current?.focus();
          }}
        >
          {t('load.retry')}
        </button>
      )}
    </div>
  );
}

/** How many event chips a month cell shows before "+N more" (wide screens). */
const MONTH_CHIPS = 3;

/** The events of one day, each a link to its page that the scripts make open its details. */
function DayEventList({
  events,
  day,
  onOpen,
  className,
}: {
  events: CalendarEvent[];
  day: string;
  onOpen: (event: CalendarEvent) => void;
  className: string | undefined;
}) {
  return (
    <ul className={className}>
      {events.map((event) => (
        <li key={event.id}>
          <EventLink event={event} day={day} onOpen={onOpen} showTime />
        </li>
      ))}
    </ul>
  );
}

/**
 * The month grid. Each day is a button that chooses it, marked with a dot per event in the event's
 * colour; under the grid, what each shown category's colour means, then the chosen day's events in
 * full (today at first). On wide screens each day also shows its events as chips, titles cut with
 * "…" and "+N more" when they do not fit.
 */
export function MonthView({
  events,
  today,
  onOpen,
  year,
  month,
  caption,
  categories,
}: ViewProps & {
  year: number;
  month: number;
  caption: string;
  categories: readonly EventCategory[];
}) {
  const { t } = useTranslation('calendar');
  const lng = useLanguage();
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  // Choosing a day needs the scripts: until they run, the days wait (today's events are shown).
  const hydrated = useHydrated();
  const weeks = monthGrid(year, month);
  const first = weeks[0]?.[0] ?? monthStart(year, month);
  const last = weeks.at(-1)?.at(-1) ?? first;
  const byDay = eventsByDay(events, first, last);
  const names = weekdayNames(lng);
  const selected = chosenDay(chosen, year, month, today);
  const selectedEvents = byDay.get(selected) ?? [];

  const choose = (day: string) => setChosen(day);
  const showAll = (day: string) => {
    setChosen(day);
    panel.current?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <>
      <table className={styles['cal-month']}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {names.map((name) => (
              <th key={name.long} scope="col">
                <abbr title={name.long}>{name.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const dayEvents = byDay.get(day) ?? [];
                const classes = [styles['cal-day']];
                if (!inMonth(day, year, month)) classes.push(styles['cal-day--outside']);
                if (day === today) classes.push(styles['cal-day--today']);
                if (day === selected) classes.push(styles['cal-day--chosen']);
                const chips =
                  dayEvents.length > MONTH_CHIPS ? dayEvents.slice(0, MONTH_CHIPS - 1) : dayEvents;
                const hidden = dayEvents.length - chips.length;
                return (
                  <td
                    key={day}
                    className={classes.join(' ')}
                    aria-current={day === today ? 'date' : undefined}
                  >
                    <button
                      type="button"
                      className={styles['cal-day__choose']}
                      aria-pressed={day === selected}
                      aria-controls={`${id}-day`}
                      disabled={!hydrated}
                      aria-label={t('month.dayLabel', {
                        date: longDate(lng, day),
                        count: dayEvents.length,
                      })}
                      onClick={() => choose(day)}
                    >
                      <span className={styles['cal-day__number']}>{Number(day.slice(8))}</span>
                      {dayEvents.length > 0 && (
                        <span className={styles['cal-dots']}>
                          {dayEvents.slice(0, 4).map((event) => (
                            <span
                              key={event.id}
                              className={`${styles['cal-dot']} ${categoryClass(event.category)}`}
                            />
                          ))}
                        </span>
                      )}
                    </button>
                    {chips.length > 0 && (
                      <ul className={styles['cal-day__events']}>
                        {chips.map((event) => (
                          <li key={event.id}>
                            <EventLink event={event} day={day} onOpen={onOpen} chip />
                          </li>
                        ))}
                        {hidden > 0 && (
                          <li>
                            <button
                              type="button"
                              className={styles['cal-more']}
                              disabled={!hydrated}
                              aria-label={t('month.moreLabel', {
                                count: hidden,
                                date: longDate(lng, day),
                              })}
                              onClick={() => showAll(day)}
                            >
                              {t('month.more', { count: hidden })}
                            </button>
                          </li>
                        )}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {categories.length > 0 && (
        <ul className={styles['cal-legend']} aria-label={t('colorKey')}>
          {categories.map((category) => (
            <li key={category}>
              <CategoryKey category={category} />
            </li>
          ))}
        </ul>
      )}
      <section
        ref={panel}
        id={`${id}-day`}
        className={styles['cal-daypanel']}
        aria-labelledby={`${id}-day-title`}
      >
        <h3 id={`${id}-day-title`} className={styles['cal-daypanel__heading']}>
          <span aria-hidden="true">{dayHeading(lng, selected)}</span>
          <span className="visually-hidden">{longDate(lng, selected)}</span>
        </h3>
        {selectedEvents.length === 0 ? (
          <p className={styles['cal-week__empty']}>{t('noEvents')}</p>
        ) : (
          <DayEventList
            events={selectedEvents}
            day={selected}
            onOpen={onOpen}
            className={styles['cal-daypanel__events']}
          />
        )}
      </section>
    </>
  );
}

/** One week, a block per day; an empty day says "No events". */
export function WeekView({ events, today, onOpen, weekStart }: ViewProps & { weekStart: string }) {
  const { t } = useTranslation('calendar');
  const lng = useLanguage();
  const days = weekDays(weekStart);
  const byDay = eventsByDay(events, days[0] ?? weekStart, days[6] ?? weekStart);
  return (
    <ol className={styles['cal-week']}>
      {days.map((day) => {
        const dayEvents = byDay.get(day) ?? [];
        return (
          <li
            key={day}
            className={
              day === today
                ? `${styles['cal-week__day']} ${styles['cal-day--today']}`
                : styles['cal-week__day']
            }
            aria-current={day === today ? 'date' : undefined}
          >
            <h3 className={styles['cal-week__heading']}>
              <span aria-hidden="true">{dayHeading(lng, day)}</span>
              <span className="visually-hidden">{longDate(lng, day)}</span>
            </h3>
            {dayEvents.length === 0 ? (
              <p className={styles['cal-week__empty']}>{t('noEvents')}</p>
            ) : (
              <DayEventList
                events={dayEvents}
                day={day}
                onOpen={onOpen}
                className={styles['cal-week__events']}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** List view's entries under the day each is listed on (`heading`: the days' heading level). */
export function ListDays({
  entries,
  onOpen,
  heading: Heading = 'h3',
}: {
  entries: Array<ListEntry<CalendarEvent>>;
  onOpen: (event: CalendarEvent) => void;
  heading?: 'h3' | 'h4';
}) {
  const lng = useLanguage();
  const days = new Map<string, Array<ListEntry<CalendarEvent>>>();
  for (const entry of entries) days.set(entry.day, [...(days.get(entry.day) ?? []), entry]);
  return (
    <>
      {[...days.entries()].map(([day, dayEntries]) => (
        <li key={day} className={styles['cal-list__day']}>
          <Heading className={styles['cal-list__heading']}>{dayHeading(lng, day)}</Heading>
          <ul className={styles['cal-list__events']}>
            {dayEntries.map(({ event, multiDay }) => (
              <li key={event.id}>
                <EventLink
                  event={event}
                  day={day}
                  onOpen={onOpen}
                  showTime
                  range={multiDay ? shortDayRange(lng, event.date, lastDay(event)) : undefined}
                />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </>
  );
}

/**
 * The shown month as a list (`monthList`): each event once (a multi-day event with its range), by
 * start. The current month starts at today; the days before are behind "Show earlier". `next`, when
 * the month has nothing left, goes on with the next events (list-next.tsx).
 */
export function ListView({
  list: { earlier, current },
  onOpen,
  year,
  month,
  next,
}: {
  list: MonthList<CalendarEvent>;
  onOpen: (event: CalendarEvent) => void;
  year: number;
  month: number;
  next: ReactNode;
}) {
  const { t } = useTranslation('calendar');
  const [showEarlier, setShowEarlier] = useState<string | null>(null);
  const hydrated = useHydrated();
  const list = useRef<HTMLOListElement>(null);
  const key = `${year}-${month}`;
  const earlierShown = showEarlier === key;
  if (earlier.length === 0 && current.length === 0) {
    return (
      <>
        <p>{t('listEmpty')}</p>
        {next}
      </>
    );
  }
  return (
    <>
      {earlier.length > 0 && !earlierShown && (
        <p className={styles['cal-list__earlier']}>
          <button
            type="button"
            className="button button--secondary"
            disabled={!hydrated}
            onClick={() => {
              setShowEarlier(key);
              // The first entry, now shown, takes focus (the button is gone).
              requestAnimationFrame(() =>
                list.current?.querySelector<HTMLElement>(`.${styles['cal-event']}`)?.focus(),
              );
            }}
          >
            {t('list.showEarlier', { count: earlier.length })}
          </button>
        </p>
      )}
      <ol className={styles['cal-list']} ref={list}>
        {earlierShown && <ListDays entries={earlier} onOpen={onOpen} />}
        <ListDays entries={current} onOpen={onOpen} />
      </ol>
      {current.length === 0 && <p>{t('list.noMore')}</p>}
      {next}
    </>
  );
}
