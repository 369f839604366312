import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/language.ts';
import type { SchoolEvent } from '../../content/event-schema.ts';
import {
  eventsByDay,
  inMonth,
  monthGrid,
  monthStart,
  daysInMonth,
  addDays,
  weekDays,
} from '../../features/calendar/calendar-logic.ts';
import { dayHeading, longDate, weekdayNames } from '../../i18n/format.ts';
import { EventButton } from './event-button.tsx';

interface ViewProps {
  events: SchoolEvent[];
  today: string;
  onOpen: (event: SchoolEvent) => void;
}

/** The events of one day, each a button that opens its details. */
function DayEventList({
  events,
  day,
  onOpen,
  className,
  showTime = false,
}: {
  events: SchoolEvent[];
  day: string;
  onOpen: (event: SchoolEvent) => void;
  className: string;
  showTime?: boolean;
}) {
  return (
    <ul className={className}>
      {events.map((event) => (
        <li key={event.id}>
          <EventButton event={event} day={day} onOpen={onOpen} showTime={showTime} />
        </li>
      ))}
    </ul>
  );
}

/** The month grid: weeks from Sunday to Saturday, each day with its events (scrolling when many). */
export function MonthView({
  events,
  today,
  onOpen,
  year,
  month,
  caption,
}: ViewProps & { year: number; month: number; caption: string }) {
  const lng = useLanguage();
  const weeks = monthGrid(year, month);
  const first = weeks[0]?.[0] ?? monthStart(year, month);
  const last = weeks.at(-1)?.at(-1) ?? first;
  const byDay = eventsByDay(events, first, last);
  const names = weekdayNames(lng);
  return (
    <table className="cal-month">
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
              const classes = ['cal-day'];
              if (!inMonth(day, year, month)) classes.push('cal-day--outside');
              if (day === today) classes.push('cal-day--today');
              return (
                <td
                  key={day}
                  className={classes.join(' ')}
                  aria-current={day === today ? 'date' : undefined}
                >
                  <span className="cal-day__number" aria-hidden="true">
                    {Number(day.slice(8))}
                  </span>
                  <span className="visually-hidden">{longDate(lng, day)}</span>
                  {dayEvents.length > 0 && (
                    <DayEventList
                      events={dayEvents}
                      day={day}
                      onOpen={onOpen}
                      className="cal-day__events"
                    />
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One week, a block per day; an empty day says "No events". */
export function WeekView({ events, today, onOpen, weekStart }: ViewProps & { weekStart: string }) {
  const { t } = useTranslation('calendar');
  const lng = useLanguage();
  const days = weekDays(weekStart);
  const byDay = eventsByDay(events, days[0] ?? weekStart, days[6] ?? weekStart);
  return (
    <ol className="cal-week">
      {days.map((day) => {
        const dayEvents = byDay.get(day) ?? [];
        return (
          <li
            key={day}
            className={day === today ? 'cal-week__day cal-day--today' : 'cal-week__day'}
            aria-current={day === today ? 'date' : undefined}
          >
            <h3 className="cal-week__heading">
              <span aria-hidden="true">{dayHeading(lng, day)}</span>
              <span className="visually-hidden">{longDate(lng, day)}</span>
            </h3>
            {dayEvents.length === 0 ? (
              <p className="cal-week__empty">{t('noEvents')}</p>
            ) : (
              <DayEventList
                events={dayEvents}
                day={day}
                onOpen={onOpen}
                className="cal-week__events"
                showTime
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The shown month as a list of the days that have events. */
export function ListView({
  events,
  onOpen,
  year,
  month,
}: ViewProps & { year: number; month: number }) {
  const { t } = useTranslation('calendar');
  const lng = useLanguage();
  const first = monthStart(year, month);
  const byDay = eventsByDay(events, first, addDays(first, daysInMonth(year, month) - 1));
  if (byDay.size === 0) return <p className="cal-list__empty">{t('listEmpty')}</p>;
  return (
    <ol className="cal-list">
      {[...byDay.entries()].map(([day, dayEvents]) => (
        <li key={day} className="cal-list__day">
          <h3 className="cal-list__heading">{dayHeading(lng, day)}</h3>
          <DayEventList
            events={dayEvents}
            day={day}
            onOpen={onOpen}
            className="cal-list__events"
            showTime
          />
        </li>
      ))}
    </ol>
  );
}
