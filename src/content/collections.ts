import type { z } from 'zod';
import { EventsFileSchema } from './event-schema.ts';
import { LearningResourcesFileSchema } from './learning-resources-schema.ts';
import { GalleryCaptionsSchema, StaffDataSchema } from './media-data-schema.ts';
import { SiteSchema } from './site-schema.ts';
import { SpotlightFileSchema } from './spotlight-schema.ts';
import { SubjectsFileSchema } from './subjects-schema.ts';
import { TimelineFileSchema } from './timeline-schema.ts';

/** Every editor-owned data file with the schema that checks it. One line per file. */
export const collections: ReadonlyArray<{ file: string; schema: z.ZodType; title: string }> = [
  { file: 'data/site.json', schema: SiteSchema, title: "The school's facts" },
  { file: 'data/events.json', schema: EventsFileSchema, title: 'Calendar events' },
  { file: 'data/timeline.json', schema: TimelineFileSchema, title: 'History milestones' },
  {
    file: 'data/spotlight.json',
    schema: SpotlightFileSchema,
    title: 'Home page Community Spotlight',
  },
  {
    file: 'data/gallery-captions.json',
    schema: GalleryCaptionsSchema,
    title: 'Gallery photo captions',
  },
  { file: 'data/staff.json', schema: StaffDataSchema, title: 'Staff roles and bios' },
  {
    file: 'data/subjects.json',
    schema: SubjectsFileSchema,
    title: 'Subjects (Academics and Learning Resources pages)',
  },
  {
    file: 'data/learning-resources.json',
    schema: LearningResourcesFileSchema,
    title: 'Learning Resources partner cards',
  },
];
