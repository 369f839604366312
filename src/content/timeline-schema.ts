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

/** One milestone of the school's history. */
const MilestoneSchema = z
  .object({
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

/** The file data/timeline.json: milestones from oldest to newest. */
export const TimelineFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    milestones: z.array(MilestoneSchema).min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    file.milestones.forEach((milestone, index) => {
      const previous = file.milestones[index - 1];
      if (previous !== undefined && previous.year > milestone.year) {
        ctx.addIssue({
          code: 'custom',
          path: ['milestones', index, 'year'],
          message: `keep milestones from oldest to newest (${milestone.year} comes after ${previous.year})`,
        });
      }
    });
  });
export type TimelineFile = z.infer<typeof TimelineFileSchema>;
