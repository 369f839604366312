// The calendar's categories, apart from the event schema so that the browser code that lists them
// (the calendar's filters and feeds) does not bundle zod: the schema runs only in `npm run content`.

/** The six calendar categories, in the order the calendar's filter panel lists them. */
export const EVENT_CATEGORIES = [
  'holiday',
  'academic',
  'earlyDismissal',
  'testing',
  'pta',
  'afterSchool',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
