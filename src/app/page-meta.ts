import type { i18n as I18n } from 'i18next';
import type { Language } from '../content/languages.ts';
import { site } from '../content/site.ts';
import { parseMonthKey, type CalendarEvent } from '../domain/calendar-months.ts';
import { classesPagePath, type ClassesState } from '../domain/class-pages.ts';
import { eventDescription, eventTitle } from '../domain/event-rules.ts';
import { monthTitle } from '../i18n/format.ts';
import type { LocaleNamespace, LocaleResources } from '../i18n/resources.ts';

/**
 * The namespaces with a page's "meta" texts. A page whose locale file lacks meta.title or
 * meta.description is a type error where its id is given here (i18next alone would accept a key
 * that any one of the namespaces of a union has).
 */
type NamespaceWithMeta = {
  [Ns in LocaleNamespace]: LocaleResources[Ns] extends {
    meta: { title: string; description: string };
  }
    ? Ns
    : never;
}[LocaleNamespace];

/**
 * The <title> and meta description of a page, from the "meta" keys of its locale namespace (the
 * not-found page's are under "notFound.meta" in common).
 */
export function pageMeta(
  i18n: I18n,
  pageId: NamespaceWithMeta | 'notFound',
): { title: string; description: string } {
  if (pageId === 'notFound') {
    return {
      title: `${i18n.t('notFound.meta.title')} | ${site.shortName}`,
      description: i18n.t('notFound.meta.description'),
    };
  }
  const title = i18n.t('meta.title', { ns: pageId });
  const description = i18n.t('meta.description', { ns: pageId });
  return { title: pageId === 'home' ? title : `${title} | ${site.shortName}`, description };
}

/**
 * The <title> and meta description of a Classes page: /classes is the page's own; each grade's
 * letters or lists name the grade and the documents ("Second Grade · Supply Lists — Classes").
 */
export function classesMeta(
  i18n: I18n,
  state: ClassesState,
): { title: string; description: string } {
  const meta = pageMeta(i18n, 'classes');
  if (classesPagePath(state) === '/classes') return meta;
  const t = i18n.getFixedT(null, 'classes');
  const title = t('meta.gradeTitle', {
    grade: t(`grades.${state.grade}.name`),
    documents: t(`tabs.${state.type}`),
  });
  return { ...meta, title: `${title} | ${site.shortName}` };
}

/**
 * The <title> and meta description of a month page of the calendar (/calendar/2026-12): the
 * calendar's, its title led by the month ("December 2026 · School Calendar").
 */
export function calendarMonthMeta(
  i18n: I18n,
  lng: Language,
  key: string,
): { title: string; description: string } {
  const meta = pageMeta(i18n, 'calendar');
  const { year, month } = parseMonthKey(key);
  return { ...meta, title: `${monthTitle(lng, year, month)} · ${meta.title}` };
}

/** How long a meta description may be before it is cut (search results and link previews). */
const DESCRIPTION_MAX = 160;

/** The <title> and meta description of an event's page: its title and the start of its description. */
export function eventMeta(
  event: CalendarEvent,
  lng: Language,
): { title: string; description: string } {
  const text = eventDescription(event, lng).replace(/\s+/g, ' ').trim();
  const description =
    text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
  return { title: `${eventTitle(event, lng)} | ${site.shortName}`, description };
}
