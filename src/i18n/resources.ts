// The types of the site's text: every namespace (one file per page, plus "common") with the keys of
// its English file. English is the source of truth; `npm run content` checks that Spanish has the
// same keys (src/content/locale-check.ts). With these types, `t('hero.title')` under
// `useTranslation('home')`, or `t('home:hero.title')`, fails `npm run typecheck` when the key or the
// namespace does not exist (proof: keys.typetest.ts). A new locale file needs a line here before
// `useTranslation` accepts its namespace.
import type aboutUs from '../../locales/en/about-us.json';
import type academics from '../../locales/en/academics.json';
import type afterSchool from '../../locales/en/after-school.json';
import type art from '../../locales/en/art.json';
import type calendar from '../../locales/en/calendar.json';
import type calendarEvent from '../../locales/en/calendar-event.json';
import type classes from '../../locales/en/classes.json';
import type common from '../../locales/en/common.json';
import type communityEvents from '../../locales/en/community-events.json';
import type enrichment from '../../locales/en/enrichment.json';
import type gallery from '../../locales/en/gallery.json';
import type gym from '../../locales/en/gym.json';
import type history from '../../locales/en/history.json';
import type home from '../../locales/en/home.json';
import type learningResources from '../../locales/en/learning-resources.json';
import type library from '../../locales/en/library.json';
import type meetTheMascot from '../../locales/en/meet-the-mascot.json';
import type missionVision from '../../locales/en/mission-vision.json';
import type ourBuildings from '../../locales/en/our-buildings.json';
import type ourSchool from '../../locales/en/our-school.json';
import type parents from '../../locales/en/parents.json';
import type pbis from '../../locales/en/pbis.json';
import type principalMessage from '../../locales/en/principal-message.json';
import type search from '../../locales/en/search.json';
import type staff from '../../locales/en/staff.json';
import type teacherLogin from '../../locales/en/teacher-login.json';

/** Every namespace's keys, as in its English file. */
export interface LocaleResources {
  'about-us': typeof aboutUs;
  academics: typeof academics;
  'after-school': typeof afterSchool;
  art: typeof art;
  calendar: typeof calendar;
  'calendar-event': typeof calendarEvent;
  classes: typeof classes;
  common: typeof common;
  'community-events': typeof communityEvents;
  enrichment: typeof enrichment;
  gallery: typeof gallery;
  gym: typeof gym;
  history: typeof history;
  home: typeof home;
  'learning-resources': typeof learningResources;
  library: typeof library;
  'meet-the-mascot': typeof meetTheMascot;
  'mission-vision': typeof missionVision;
  'our-buildings': typeof ourBuildings;
  'our-school': typeof ourSchool;
  parents: typeof parents;
  pbis: typeof pbis;
  'principal-message': typeof principalMessage;
  search: typeof search;
  staff: typeof staff;
  'teacher-login': typeof teacherLogin;
}

/** A locale namespace: a page id or "common". */
export type LocaleNamespace = keyof LocaleResources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: LocaleResources;
  }
}
