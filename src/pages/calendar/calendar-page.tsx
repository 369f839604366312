import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/hydrated.ts';
import { useLanguage } from '../../hooks/language.ts';
import { useToday } from '../../hooks/today.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { calendarStart } from '../../content/calendar-start.ts';
import { EVENT_CATEGORIES } from '../../content/event-categories.ts';
import { site } from '../../content/site.ts';
import {
  isOutsideMonths,
  monthKeyOfDay,
  type CalendarEvent,
} from '../../domain/calendar-months.ts';
import { addDays } from '../../domain/time-core.ts';
import { eventPagePath, monthOfPagePath, monthPagePath } from '../../domain/event-pages.ts';
import { takeOverClick } from '../../components/take-over-click.ts';
import { usePageMonth } from '../../hooks/page-month.ts';
import { localizePath, splitLanguage } from '../../i18n/paths.ts';
import {
  CALENDAR_UPCOMING_LIMIT,
  CALENDAR_VIEWS,
  chooseView,
  fileMonth,
  filterByCategories,
  goToday,
  listContinuation,
  monthList,
  onlyCategory,
  queryFromState,
  stateFromQuery,
  step,
  toggleCategory,
  type CalendarState,
} from '../../features/calendar/calendar-logic.ts';
import {
  createMonthStore,
  fetchMonthFile,
  useEventDetails,
  useMonth,
} from '../../features/calendar/month-store.ts';
import { eventTitle, timeLabel, type EventSummary } from '../../domain/event-rules.ts';
import { nextEvents } from '../../domain/upcoming.ts';
import { useUpcoming } from '../../hooks/upcoming.ts';
import { dateBadge, longDate, monthTitle, weekTitle } from '../../i18n/format.ts';
import { CategoryKey, ListView, MonthStatus, MonthView, WeekView } from './calendar-views.tsx';
import { SubscribePanel } from './subscribe-panel.tsx';
import styles from './calendar.module.css';
import { useCurrentPath, useSearchParams } from '../../hooks/location.ts';

/**
 * The calendar's events: the build day's month comes with the page, other months are fetched when
 * a visitor goes there and kept while the page is open.
 */
const months = createMonthStore(calendarStart, fetchMonthFile);

/** List view's next events, late in a month: their code loads only then (list-next.tsx). */
const ListNext = lazy(() =>
  import('./list-next.tsx').catch(() => ({
    // Its code could not be downloaded: "Try again" loads the page again, with its state.
    default: () => <MonthStatus status="failed" onRetry={() => location.reload()} />,
  })),
);

/**
 * The event dialog, whose code (and the event details') loads when a visitor first opens an event:
 * the calendar's first load stays within its budget (tests/budgets.ts).
 */
const EventDialog = lazy(() =>
  import('./event-dialog.tsx').then((module) => ({ default: module.EventDialog })),
);

/** Starts loading the full event behind an upcoming event, so its details are there on a click. */
function prefetchDetails(event: EventSummary): void {
  if (months.findEvent(event.id) === undefined) months.load(monthKeyOfDay(event.date));
}

/**
 * Previous or next: a link to the month's own page, which works before and without the scripts
 * and which they take over; a button (waiting for them) for a month without a page.
 */
function StepControl({
  label,
  href,
  onStep,
  children,
}: {
  label: string;
  href: string | null;
  onStep: () => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return href === null ? (
    <button
      type="button"
      className="round-button"
      aria-label={label}
      disabled={!hydrated}
      onClick={onStep}
    >
      {children}
    </button>
  ) : (
    <a className="round-button" href={href} aria-label={label} onClick={takeOverClick(onStep)}>
      {children}
    </a>
  );
}

/** The school calendar: filters, Month / Week / List views, upcoming events and subscriptions. */
export default function CalendarPage() {
  const { t } = useTranslation('calendar');
  const lng = useLanguage();
  const today = useToday();
  const hydrated = useHydrated();
  const [query, setQuery] = useSearchParams();
  const [selected, setSelected] = useState<CalendarEvent | EventSummary | null>(null);
  // The dialog's code is fetched when an event is first opened; it stays mounted from then on.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (selected !== null && !dialogWanted) setDialogWanted(true);
  // A month page (/calendar/2026-12) shows its month and hands over its events.
  const pageMonth = usePageMonth();
  if (pageMonth !== null) months.seed(pageMonth.key, pageMonth.events);
  const shownPageMonth = monthOfPagePath(splitLanguage(useCurrentPath()).path);

  // The view, month, week and filters live in the URL (shareable, kept by Back and the language
  // switch). The prerendered HTML has no query: useSearchParams gives it once React has taken over.
  // A change is shown on the calendar's own address, whichever month page the visitor came in by.
  const state = stateFromQuery(query, today, shownPageMonth);
  const calendarPath = localizePath('/calendar', lng);
  const update = (next: CalendarState) =>
    setQuery(queryFromState(next, today), { flushSync: true, pathname: calendarPath });
  /** The address of a state, on its month's page (null for a month without events nor a page). */
  const stateHref = (next: CalendarState): string | null => {
    const key = fileMonth(next);
    if (isOutsideMonths(calendarStart.range, key)) return null;
    const nextQuery = queryFromState(next, today);
    nextQuery.delete('month');
    const search = nextQuery.toString();
    return `${localizePath(monthPagePath(key), lng)}${search === '' ? '' : `?${search}`}`;
  };

  const monthKey = fileMonth(state);
  const month = useMonth(months, monthKey);
  const shown = month.status === 'loaded' ? filterByCategories(month.events, state.categories) : [];
  const list = monthList(shown, state.year, state.month, today);
  const next = listContinuation(state, today, list.current.length);
  // The next five of the chosen categories: from the page's own events, or from all of them when
  // the visitor's day or the filters need more (src/domain/upcoming.ts).
  const shownCategories = new Set(state.categories);
  const { events: upcoming } = useUpcoming((events) =>
    nextEvents(events, today, CALENDAR_UPCOMING_LIMIT, (event) =>
      shownCategories.has(event.category),
    ),
  );
  const { details, retry: retryDetails } = useEventDetails(months, selected);
  const title =
    state.view === 'week'
      ? weekTitle(lng, state.weekStart, addDays(state.weekStart, 6))
      : monthTitle(lng, state.year, state.month);
  const unit = state.view === 'week' ? 'Week' : 'Month';

  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} compact />
      <div className={`container ${styles['cal-layout']}`}>
        <section aria-labelledby="cal-title">
          <div className={styles['cal-toolbar']}>
            <div className={styles['cal-views']} role="group" aria-label={t('views.label')}>
              {CALENDAR_VIEWS.map((view) => (
                <button
                  key={view}
                  type="button"
                  className={styles['cal-toggle']}
                  aria-pressed={state.view === view}
                  disabled={!hydrated}
                  onClick={() => update(chooseView(state, view, today))}
                >
                  {t(`views.${view}`)}
                </button>
              ))}
            </div>
            <a
              className="button button--secondary"
              href={calendarPath}
              onClick={takeOverClick(() => update(goToday(state, today)))}
            >
              {t('today')}
            </a>
            <p className={styles['cal-language']}>
              <span>{t('language')}:</span>{' '}
              <LanguageSwitch className={styles['cal-language__link']} />
            </p>
          </div>

          <div className={styles['cal-heading']}>
            {/* ‹ and › turn round by themselves in right-to-left text (global.css, .direction-arrow). */}
            <StepControl
              label={t(`nav.previous${unit}`)}
              href={stateHref(step(state, -1))}
              onStep={() => update(step(state, -1))}
            >
              <span aria-hidden="true">‹</span>
            </StepControl>
            <h2 id="cal-title" aria-live="polite">
              {title}
            </h2>
            <StepControl
              label={t(`nav.next${unit}`)}
              href={stateHref(step(state, 1))}
              onStep={() => update(step(state, 1))}
            >
              <span aria-hidden="true">›</span>
            </StepControl>
          </div>

          <details className={styles['cal-filters']}>
            <summary>
              {t('filters.summary', {
                on: state.categories.length,
                total: EVENT_CATEGORIES.length,
              })}
            </summary>
            <fieldset>
              <legend className="visually-hidden">{t('filters.legend')}</legend>
              {EVENT_CATEGORIES.map((category) => (
                <div key={category} className={styles['cal-filter']}>
                  <label>
                    <input
                      type="checkbox"
                      checked={state.categories.includes(category)}
                      disabled={!hydrated}
                      onChange={() => update(toggleCategory(state, category))}
                    />
                    <CategoryKey category={category} />
                  </label>
                  {/* This category alone, in one press; disabled until the scripts run. */}
                  <button
                    type="button"
                    className={styles['cal-only']}
                    disabled={!hydrated}
                    aria-label={t('filters.onlyLabel', {
                      category: t(`categories.${category}`),
                    })}
                    onClick={() => update(onlyCategory(state, category))}
                  >
                    {t('filters.only')}
                  </button>
                </div>
              ))}
            </fieldset>
          </details>

          <MonthStatus status={month.status} onRetry={() => months.load(monthKey)} />
          <div aria-busy={month.status === 'loading'}>
            {month.status === 'loaded' && state.view === 'month' && (
              <MonthView
                events={shown}
                today={today}
                onOpen={setSelected}
                year={state.year}
                month={state.month}
                caption={title}
                categories={state.categories}
              />
            )}
            {month.status === 'loaded' && state.view === 'week' && (
              <WeekView
                events={shown}
                today={today}
                onOpen={setSelected}
                weekStart={state.weekStart}
              />
            )}
            {month.status === 'loaded' && state.view === 'list' && (
              <ListView
                list={list}
                onOpen={setSelected}
                year={state.year}
                month={state.month}
                next={
                  next !== null && (
                    <Suspense fallback={<MonthStatus status="loading" onRetry={() => {}} />}>
                      <ListNext
                        store={months}
                        at={next}
                        today={today}
                        categories={state.categories}
                        onOpen={setSelected}
                      />
                    </Suspense>
                  )
                }
              />
            )}
          </div>
        </section>

        <aside className={styles['cal-sidebar']}>
          <section
            className={`card ${styles['cal-upcoming']}`}
            aria-labelledby="cal-upcoming-title"
          >
            <h2 id="cal-upcoming-title">{t('upcoming.title')}</h2>
            {upcoming.length === 0 ? (
              <p>{t('upcoming.empty')}</p>
            ) : (
              <ul className={styles['cal-upcoming__list']}>
                {upcoming.map((event) => {
                  const badge = dateBadge(lng, event.date);
                  const time = timeLabel(event, lng, t('allDay'));
                  return (
                    <li key={event.id}>
                      <a
                        className={styles['cal-upcoming__item']}
                        href={localizePath(eventPagePath(event.id), lng)}
                        onClick={takeOverClick(() => setSelected(event))}
                        onPointerEnter={() => prefetchDetails(event)}
                        onFocus={() => prefetchDetails(event)}
                      >
                        <span className="date-badge" aria-hidden="true">
                          <span className="date-badge__month">{badge.month}</span>
                          <span className="date-badge__day">{badge.day}</span>
                        </span>
                        <span>
                          <span className={styles['cal-upcoming__title']}>
                            {eventTitle(event, lng)}
                          </span>
                          <span className={styles['cal-upcoming__meta']}>
                            {longDate(lng, event.date)}
                            {time !== '' && ` · ${time}`}
                          </span>
                        </span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </aside>
      </div>

      <div className={`container ${styles['cal-extra']}`}>
        <SubscribePanel />
        <section className={`card ${styles['cal-help']}`} aria-labelledby="cal-help-title">
          <h2 id="cal-help-title">{t('help.title')}</h2>
          <p>{t('help.body')}</p>
          <a
            className="button button--secondary"
            href={`mailto:${site.email}?subject=${encodeURIComponent(t('help.subject'))}`}
          >
            {t('help.contact')}
          </a>
        </section>
      </div>

      {/* Once opened, the dialog stays mounted, so that closing it returns focus as it should. */}
      {dialogWanted && (
        <Suspense fallback={null}>
          <EventDialog
            event={selected}
            details={details}
            onRetry={retryDetails}
            onClose={() => setSelected(null)}
          />
        </Suspense>
      )}
    </>
  );
}
