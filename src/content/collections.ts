import type { z } from 'zod';
import { AfterSchoolFileSchema } from './after-school-schema.ts';
import { ArtFileSchema } from './art-schema.ts';
import { EnrichmentFileSchema } from './enrichment-programs-schema.ts';
import { AnnouncementsFileSchema } from './announcement-schema.ts';
import { EventsFileSchema } from './event-schema.ts';
import { GymFileSchema } from './gym-schema.ts';
import { LeadershipFileSchema } from './leadership-schema.ts';
import { LearningResourcesFileSchema } from './learning-resources-schema.ts';
import { LibrarySchema } from './library-schema.ts';
import { GalleryCaptionsSchema, StaffDataSchema } from './media-data-schema.ts';
import { MissionVisionFileSchema } from './mission-vision-schema.ts';
import { PartnersFileSchema } from './partners-schema.ts';
import { PbisFileSchema } from './pbis-schema.ts';
import { ProgramsFileSchema } from './programs-schema.ts';
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
  { file: 'data/leadership.json', schema: LeadershipFileSchema, title: 'School leadership team' },
  { file: 'data/programs.json', schema: ProgramsFileSchema, title: 'Signature programs' },
  { file: 'data/partners.json', schema: PartnersFileSchema, title: 'Community partners' },
  {
    file: 'data/mission-vision.json',
    schema: MissionVisionFileSchema,
    title: 'Mission and vision statements',
  },
  { file: 'data/library.json', schema: LibrarySchema, title: 'Library page' },
  {
    file: 'data/enrichment-programs.json',
    schema: EnrichmentFileSchema,
    title: 'Enrichment programs and registration',
  },
  {
    file: 'data/after-school.json',
    schema: AfterSchoolFileSchema,
    title: 'After-school partners and program documents',
  },
  { file: 'data/art.json', schema: ArtFileSchema, title: 'Art page' },
  { file: 'data/gym.json', schema: GymFileSchema, title: 'Gym page' },
  { file: 'data/pbis.json', schema: PbisFileSchema, title: 'PBIS page' },
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
  {
    file: 'data/announcements.json',
    schema: AnnouncementsFileSchema,
    title: 'Announcements shown at the top of every page',
  },
];
