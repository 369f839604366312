// Every editor-owned data file and folder, with the schema that checks it: the one list that the
// content step (npm run content), the JSON Schemas for editors' tools and the content editor at
// /admin/ all read.
import type { z } from 'zod';
import { AfterSchoolFileSchema } from './after-school-schema.ts';
import { AnnouncementSchema } from './announcement-schema.ts';
import { ArtFileSchema } from './art-schema.ts';
import { ClassTextSchema } from './class-text-schema.ts';
import { EnrichmentFileSchema } from './enrichment-programs-schema.ts';
import { EventSchema } from './event-schema.ts';
import { GymFileSchema } from './gym-schema.ts';
import { LeadershipFileSchema } from './leadership-schema.ts';
import { LearningResourcesFileSchema } from './learning-resources-schema.ts';
import { LibrarySchema } from './library-schema.ts';
import { GalleryCaptionSchema, StaffMemberSchema } from './media-data-schema.ts';
import { MissionVisionFileSchema } from './mission-vision-schema.ts';
import { PartnersFileSchema } from './partners-schema.ts';
import { PbisFileSchema } from './pbis-schema.ts';
import { ProgramsFileSchema } from './programs-schema.ts';
import { SiteSchema } from './site-schema.ts';
import { SpotlightFileSchema } from './spotlight-schema.ts';
import { SubjectsFileSchema } from './subjects-schema.ts';
import { MilestoneSchema } from './timeline-schema.ts';
import { WeeklyUpdatesSchema } from './weekly-updates-schema.ts';

/** A data file that holds one record (the school's facts, a page's content). */
export interface FileCollection {
  file: string;
  schema: z.ZodType;
  title: string;
}

/**
 * A folder with one file per entry, for everything staff add to: two people editing different
 * entries never write the same file. The content step reads every `.json` file of the folder.
 */
export interface FolderCollection {
  /** Its name in the content step's output (src/generated/<name>.json) and in the editor. */
  name: 'events' | 'announcements' | 'staff' | 'galleryCaptions' | 'milestones' | 'classTexts';
  folder: string;
  /** The schema of one entry (one file). */
  schema: z.ZodType;
  title: string;
  /** One entry, as staff call it: "event", "announcement", … */
  entry: string;
  /**
   * The field whose value no other entry may have. When `namesFile` is true, that value is also
   * the file's name (296 → 296.json), so that each entry's file can be found from its id.
   */
  key: string | null;
  namesFile: boolean;
  /** The field that names an entry for people, in messages ("Winter Concert"). */
  label: string;
  /** The JSON Schema of one entry, for editors' tools (each entry file's "$schema" points to it). */
  schemaFile: string;
}

/** Every data file holding one record. */
export const fileCollections: readonly FileCollection[] = [
  { file: 'data/site.json', schema: SiteSchema, title: "The school's facts" },
  {
    file: 'data/weekly-updates.json',
    schema: WeeklyUpdatesSchema,
    title: 'Weekly Updates password (written by npm run weekly-password)',
  },
  {
    file: 'data/spotlight.json',
    schema: SpotlightFileSchema,
    title: 'Home page Community Spotlight',
  },
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
];

/** Every folder of entries. */
export const folderCollections: readonly FolderCollection[] = [
  {
    name: 'events',
    schemaFile: 'data/schemas/event.schema.json',
    folder: 'data/events',
    schema: EventSchema,
    title: 'Calendar event',
    entry: 'event',
    key: 'id',
    namesFile: true,
    label: 'title',
  },
  {
    name: 'announcements',
    schemaFile: 'data/schemas/announcement.schema.json',
    folder: 'data/announcements',
    schema: AnnouncementSchema,
    title: 'Announcement shown at the top of every page',
    entry: 'announcement',
    key: 'id',
    namesFile: true,
    label: 'id',
  },
  {
    name: 'staff',
    schemaFile: 'data/schemas/staff-member.schema.json',
    folder: 'data/staff',
    schema: StaffMemberSchema,
    title: 'Staff role and bio',
    entry: 'staff member',
    key: 'portrait',
    namesFile: false,
    label: 'portrait',
  },
  {
    name: 'galleryCaptions',
    schemaFile: 'data/schemas/gallery-caption.schema.json',
    folder: 'data/gallery-captions',
    schema: GalleryCaptionSchema,
    title: 'Gallery photo caption',
    entry: 'caption',
    key: 'photo',
    namesFile: false,
    label: 'photo',
  },
  {
    name: 'milestones',
    schemaFile: 'data/schemas/milestone.schema.json',
    folder: 'data/timeline',
    schema: MilestoneSchema,
    title: 'History milestone',
    entry: 'milestone',
    key: null,
    namesFile: false,
    label: 'title',
  },
  {
    name: 'classTexts',
    schemaFile: 'data/schemas/class-documents.schema.json',
    folder: 'data/class-documents',
    schema: ClassTextSchema,
    title: "Text of a grade's welcome letter and supply list",
    entry: 'grade text',
    key: 'grade',
    namesFile: true,
    label: 'grade',
  },
];

/** A folder collection by name. */
export function folderCollection(name: FolderCollection['name']): FolderCollection {
  const found = folderCollections.find((collection) => collection.name === name);
  if (found === undefined) throw new Error(`no folder collection ${name}`);
  return found;
}
