// The display names of the calendar feeds, in the feed's own language whatever the page's: a
// Spanish page that offers the English feed names it in English. The labels of both languages
// come from locales/<lng>/calendar.json through src/generated/feed-labels.json (npm run content).
import {
  isFeedPreset,
  type EventCategory,
  type FeedChoice,
  type FeedPreset,
} from '../content/event-categories.ts';
import type { Language } from '../content/languages.ts';
import labels from '../generated/feed-labels.json';

/** The texts of locales/<lng>/calendar.json the feeds use. */
export interface CalendarLabels {
  /** Category names, e.g. testing → "Testing" / "Exámenes". */
  categories: Record<EventCategory, string>;
  /** Calendar names: `all`, `category` with a {{category}} placeholder, and each preset's. */
  feeds: { all: string; category: string } & Record<FeedPreset, string>;
}

/** The feeds' labels in each language. */
export const FEED_LABELS = labels as Record<Language, CalendarLabels>;

/** The display name of a feed, e.g. "Highbridge School · School Calendar: Testing". */
export function feedName(shortName: string, labels: CalendarLabels, category: FeedChoice): string {
  const name =
    category === null
      ? labels.feeds.all
      : isFeedPreset(category)
        ? labels.feeds[category]
        : labels.feeds.category.replace('{{category}}', labels.categories[category]);
  return `${shortName} · ${name}`;
}
