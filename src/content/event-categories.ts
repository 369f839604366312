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

/**
 * Feeds of several categories, for the families who want only those: the days without school and
 * the early dismissals, the feed a working parent plans around. Each has its own address
 * (/calendar/<slug>.ics) and name (calendar.json, feeds.<id>).
 */
export const FEED_PRESETS = {
  noSchool: { slug: 'no-school', categories: ['holiday', 'earlyDismissal'] },
} as const satisfies Record<string, { slug: string; categories: readonly EventCategory[] }>;
export type FeedPreset = keyof typeof FEED_PRESETS;
export const FEED_PRESET_IDS = Object.keys(FEED_PRESETS) as FeedPreset[];

/** A calendar feed: every event (null), one category, or a preset of several. */
export type FeedChoice = EventCategory | FeedPreset | null;

/** True when a feed choice is a preset of several categories. */
export function isFeedPreset(choice: FeedChoice): choice is FeedPreset {
  return choice !== null && Object.hasOwn(FEED_PRESETS, choice);
}

/** The categories a feed keeps: null for every event. */
export function feedCategories(choice: FeedChoice): readonly EventCategory[] | null {
  if (choice === null) return null;
  return isFeedPreset(choice) ? FEED_PRESETS[choice].categories : [choice];
}
