import { z } from 'zod';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';

/** A picture shown beside a milestone on the History page. */
const MilestoneImageSchema = z
  .object({
    /** Address of the picture under public/, e.g. "/assets/images/history/timeline-1889.jpg". */
    src: z.string().regex(/^\/assets\/images\/[\w./-]+\.(jpe?g|png|webp)$/, {
      error:
        'write the address of a picture under public/assets/images/, e.g. /assets/images/history/timeline-1889.jpg',
    }),
    /** What the picture shows, for people who cannot see it, in both languages. */
    alt: LocalizedTextSchema,
  })
  .strict();

/**
 * One milestone of the school's history, in its own file in data/timeline/ (the History page lists
 * them by year, oldest first).
 */
export const MilestoneSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** The year it happened. */
    year: z.number().int().min(1600).max(2100),
    /** Short title in both languages. */
    title: LocalizedTextSchema,
    /** One or two sentences in both languages. */
    description: LocalizedTextSchema,
    /** true to show it in the home page's short timeline as well (three milestones). */
    featuredOnHome: z.boolean().optional(),
    /** A picture shown beside it on the History page (optional). */
    image: MilestoneImageSchema.optional(),
  })
  .strict();
export type Milestone = z.infer<typeof MilestoneSchema>;
