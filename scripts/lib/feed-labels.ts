// The parts of locales/<lng>/calendar.json that name the calendar feeds, checked and gathered for
// both languages: scripts/feeds.ts names the feeds with them, and `npm run content` writes them to
// src/generated/feed-labels.json for the subscribe panel.
import { z } from 'zod';
import { EVENT_CATEGORIES } from '../../src/content/event-categories.ts';
import { LANGUAGES, type Language } from '../../src/content/languages.ts';
import type { CalendarLabels } from '../../src/domain/feed-names.ts';

/** What the feeds need of a calendar.json (zod 4 records need every category). */
export const CalendarLabelsSchema = z.object({
  categories: z.record(z.enum(EVENT_CATEGORIES), z.string().min(1)),
  feeds: z.object({
    all: z.string().min(1),
    category: z.string().includes('{{category}}'),
    noSchool: z.string().min(1),
  }),
});

/** The feeds' labels of each language, from the locale files' contents (by file name, e.g. calendar.json). */
export function feedLabels(
  trees: Record<Language, Record<string, unknown>>,
): Record<Language, CalendarLabels> {
  const pick = (lng: Language): CalendarLabels => {
    const result = CalendarLabelsSchema.safeParse(trees[lng]['calendar.json']);
    if (!result.success) {
      throw new Error(`locales/${lng}/calendar.json: ${z.prettifyError(result.error)}`);
    }
    return { categories: result.data.categories, feeds: result.data.feeds };
  };
  return Object.fromEntries(LANGUAGES.map((lng) => [lng, pick(lng)])) as Record<
    Language,
    CalendarLabels
  >;
}
