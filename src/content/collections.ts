import type { z } from 'zod';
import { AnnouncementsFileSchema } from './announcement-schema.ts';
import { EventsFileSchema } from './event-schema.ts';
import { GalleryCaptionsSchema, StaffDataSchema } from './media-data-schema.ts';
import { SiteSchema } from './site-schema.ts';
import { SpotlightFileSchema } from './spotlight-schema.ts';
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
    file: 'data/announcements.json',
    schema: AnnouncementsFileSchema,
    title: 'Announcements shown at the top of every page',
  },
];
