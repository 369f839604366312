// The configuration of the content editor at /admin (Decap CMS), built from the same zod schemas
// the pipeline validates with. Written to public/admin/config.yml by `npm run content`.
import { AnnouncementsFileSchema } from '../../../src/content/announcement-schema.ts';
import { EventsFileSchema } from '../../../src/content/event-schema.ts';
import { EVENT_CATEGORIES } from '../../../src/content/event-categories.ts';
import { GalleryCaptionsSchema, StaffDataSchema } from '../../../src/content/media-data-schema.ts';
import { SiteSchema } from '../../../src/content/site-schema.ts';
import { SpotlightFileSchema } from '../../../src/content/spotlight-schema.ts';
import { TimelineFileSchema } from '../../../src/content/timeline-schema.ts';
import { fieldsOf, humanize, type CmsField, type FieldOverride } from './schema-fields.ts';

/** Where `npm run dev` starts the local editing server (decap-server) unless told otherwise. */
export const DEFAULT_LOCAL_BACKEND_PORT = 8081;

/** The local backend's address for a port. */
export function localBackendUrl(port: number): string {
  return `http://localhost:${port}/api/v1`;
}

/** What the configuration needs to know beyond the schemas. */
export interface CmsConfigInput {
  siteUrl: string;
  /** Port of the local backend (decap-server) used on localhost. */
  localBackendPort: number;
  /** The English locale files by namespace (their keys are the fields of the page-text editor). */
  locales: Readonly<Record<string, Record<string, unknown>>>;
  /** Gallery photo file names: those with captions, and all photos in the gallery folder. */
  galleryPhotos: { existing: readonly string[]; more: readonly string[] };
  /** Staff keys ("Department/Name"): those with a role already, and every portrait found. */
  staffMembers: { existing: readonly string[]; more: readonly string[] };
}

const CATEGORY_LABELS: Record<(typeof EVENT_CATEGORIES)[number], string> = {
  holiday: 'Holiday / no school',
  academic: 'Academic',
  earlyDismissal: 'Early dismissal',
  testing: 'Testing',
  pta: 'PTA / parents',
  afterSchool: 'After-school',
};

const SCHEMA_REF: FieldOverride = { widget: 'hidden' };
const LONG_TEXT: FieldOverride = { widget: 'text' };
const DATE: FieldOverride = {
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
};
const CLOCK: FieldOverride = {
  widget: 'datetime',
  format: 'h:mm A',
  date_format: false,
  time_format: 'h:mm A',
};
const SCHOOL_TIME: FieldOverride = {
  widget: 'datetime',
  format: 'YYYY-MM-DDTHH:mm',
  hint: 'New York time.',
};

const LABELS = {
  titleES: 'Title (Spanish)',
  descriptionES: 'Description (Spanish)',
  locationES: 'Location (Spanish)',
  timeES: 'Time (Spanish)',
  allDay: 'All day (no start or end time)',
  imageAlt: 'Image description (for people who cannot see it)',
  eventId: 'Event it is about (id)',
};

function fileCollection(
  name: string,
  label: string,
  file: string,
  fields: CmsField[],
  description?: string,
): Record<string, unknown> {
  return {
    name,
    label,
    ...(description === undefined ? {} : { description }),
    editor: { preview: name === 'events' || name === 'announcements' },
    files: [{ name, label, file, fields }],
  };
}

function localeFields(tree: Record<string, unknown>): CmsField[] {
  return Object.entries(tree).map(([key, value]): CmsField => {
    if (typeof value === 'object' && value !== null) {
      return {
        name: key,
        label: humanize(key),
        widget: 'object',
        collapsed: true,
        fields: localeFields(value as Record<string, unknown>),
      };
    }
    const text = String(value);
    const placeholders = text.match(/\{\{\w+\}\}/g);
    return {
      name: key,
      label: humanize(key),
      widget: text.length > 90 ? 'text' : 'string',
      ...(placeholders === null
        ? {}
        : { hint: `Keep ${[...new Set(placeholders)].join(' and ')} exactly as written.` }),
    };
  });
}

/** The whole Decap CMS configuration. */
export function cmsConfig(input: CmsConfigInput): Record<string, unknown> {
  const events = fieldsOf(EventsFileSchema, {
    labels: LABELS,
    overrides: {
      $schema: SCHEMA_REF,
      events: {
        label: 'Events',
        label_singular: 'event',
        add_to_top: true,
        summary: '{{fields.date}} · {{fields.title}}',
      },
      'events.*.id': {
        hint: 'A number no other event uses (take the highest id plus one). Never change or reuse it: calendar apps follow events by it.',
      },
      'events.*.description': LONG_TEXT,
      'events.*.descriptionES': LONG_TEXT,
      'events.*.date': { ...DATE, label: 'Date (first day)' },
      'events.*.endDate': { ...DATE, label: 'Last day (only for events over several days)' },
      'events.*.category': {
        options: EVENT_CATEGORIES.map((value) => ({ label: CATEGORY_LABELS[value], value })),
      },
      'events.*.startTime': CLOCK,
      'events.*.endTime': CLOCK,
      'events.*.time': { hint: 'Only when there is no start or end time, e.g. "All evening".' },
      'events.*.link': { hint: 'A page of this site, e.g. /parents.' },
      'events.*.image': {
        widget: 'image',
        choose_url: false,
        media_folder: '/public/assets/images/events',
        public_folder: '/assets/images/events',
      },
    },
  });

  const announcements = fieldsOf(AnnouncementsFileSchema, {
    labels: LABELS,
    overrides: {
      $schema: SCHEMA_REF,
      announcements: {
        label: 'Announcements',
        label_singular: 'announcement',
        add_to_top: true,
        summary: '{{fields.start}} → {{fields.end}} · {{fields.severity}} · {{fields.id}}',
      },
      'announcements.*.id': {
        hint: 'A short name no other announcement uses, e.g. snow-closure-2027-02-06.',
      },
      'announcements.*.severity': {
        options: [
          { label: 'Info (families can dismiss it)', value: 'info' },
          { label: 'Urgent: closures and emergencies (always shown)', value: 'urgent' },
        ],
        default: 'info',
      },
      'announcements.*.text.en': LONG_TEXT,
      'announcements.*.text.es': LONG_TEXT,
      'announcements.*.start': { ...SCHOOL_TIME, label: 'Shows from' },
      'announcements.*.end': { ...SCHOOL_TIME, label: 'Shows until' },
      'announcements.*.link': { hint: 'A page of this site, e.g. /calendar.' },
      'announcements.*.eventId': {
        hint: 'The id of a calendar event (see Calendar events); the announcement links to it. Use a link or an event, not both.',
      },
    },
  });

  // Decap edits one file per entry here (its side-by-side translation mode does not support
  // files collections stored per language), so each language has its own list of pages.
  const pageTexts = (lng: 'en' | 'es', label: string) => ({
    name: `pages-${lng}`,
    label,
    description:
      'The words of each page. Change the text only; both languages must keep the same fields.',
    editor: { preview: false },
    files: Object.keys(input.locales)
      .sort()
      .map((namespace) => ({
        name: `${namespace}-${lng}`,
        label:
          namespace === 'common'
            ? 'Shared text (header, footer, messages)'
            : humanize(namespace.replace(/-/g, ' ')),
        file: `locales/${lng}/${namespace}.json`,
        fields: localeFields(input.locales[namespace] ?? {}),
      })),
  });

  return {
    backend: { name: 'git-gateway', branch: 'main', squash_merges: true },
    local_backend: { url: localBackendUrl(input.localBackendPort) },
    publish_mode: 'simple',
    site_url: input.siteUrl,
    display_url: input.siteUrl,
    locale: 'en',
    media_folder: 'public/assets/images/uploads',
    public_folder: '/assets/images/uploads',
    collections: [
      fileCollection('events', 'Calendar events', 'data/events.json', events),
      fileCollection(
        'announcements',
        'Announcements',
        'data/announcements.json',
        announcements,
        'Shown at the top of every page while active. Urgent ones cannot be dismissed.',
      ),
      fileCollection(
        'site',
        "School's facts",
        'data/site.json',
        fieldsOf(SiteSchema, {
          overrides: {
            $schema: SCHEMA_REF,
            // Sealed with its password: only `npm run weekly-password` can write it.
            weeklyUpdates: { omit: true },
          },
        }),
      ),
      fileCollection(
        'gallery-captions',
        'Gallery captions',
        'data/gallery-captions.json',
        fieldsOf(GalleryCaptionsSchema, {
          overrides: { $schema: SCHEMA_REF, captions: { label: 'Photos' } },
          labels: { alt: 'Description for people who cannot see it' },
          recordKeys: { captions: input.galleryPhotos },
        }),
      ),
      fileCollection(
        'staff',
        'Staff roles and bios',
        'data/staff.json',
        fieldsOf(StaffDataSchema, {
          overrides: { $schema: SCHEMA_REF, members: { label: 'People' } },
          labels: { alt: 'Picture description' },
          recordKeys: { members: input.staffMembers },
        }),
      ),
      fileCollection(
        'timeline',
        'History milestones',
        'data/timeline.json',
        fieldsOf(TimelineFileSchema, { overrides: { $schema: SCHEMA_REF } }),
      ),
      fileCollection(
        'spotlight',
        'Home page spotlight',
        'data/spotlight.json',
        fieldsOf(SpotlightFileSchema, { overrides: { $schema: SCHEMA_REF } }),
      ),
      pageTexts('en', 'Page text (English)'),
      pageTexts('es', 'Page text (Spanish)'),
    ],
  };
}

/** A file's field names in order, each with the order inside it (objects and list items). */
export type FieldOrder = Array<[string, FieldOrder | null]>;

function orderOf(fields: readonly CmsField[]): FieldOrder {
  return fields.map((field) => [
    field.name,
    field.fields === undefined ? null : orderOf(field.fields),
  ]);
}

/** The field order of every file the editor writes, by the file's name in the configuration. */
export function fieldOrder(config: Record<string, unknown>): Record<string, FieldOrder> {
  const collections = config.collections as Array<{
    files: Array<{ name: string; fields: CmsField[] }>;
  }>;
  return Object.fromEntries(
    collections.flatMap((collection) =>
      collection.files.map((file) => [file.name, orderOf(file.fields)]),
    ),
  );
}
