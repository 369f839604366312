// The configuration of the content editor at /admin (Decap CMS), built from the same zod schemas
// the pipeline validates with. Written to public/admin/config.yml by `npm run content`.
import { AnnouncementSchema } from '../../../src/content/announcement-schema.ts';
import { ClassTextSchema } from '../../../src/content/class-text-schema.ts';
import { folderCollection, type FolderCollection } from '../../../src/content/collections.ts';
import { EVENT_PICTURES_FOLDER, EventSchema } from '../../../src/content/event-schema.ts';
import { EVENT_CATEGORIES } from '../../../src/content/event-categories.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageInfo,
  type Language,
} from '../../../src/content/languages.ts';
import { GalleryCaptionSchema, StaffMemberSchema } from '../../../src/content/media-data-schema.ts';
import { GRADES } from '../../../src/domain/media-catalog.ts';
import { SiteSchema } from '../../../src/content/site-schema.ts';
import { SpotlightFileSchema } from '../../../src/content/spotlight-schema.ts';
import { MilestoneSchema } from '../../../src/content/timeline-schema.ts';
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
  /**
   * The GitHub repository ("owner/name") the published editor saves to, or null when the build
   * does not know it (then the published editor says so instead of signing in).
   */
  repository: string | null;
  /** The default language's locale files by namespace (their keys are the fields of the page-text editor). */
  locales: Readonly<Record<string, Record<string, unknown>>>;
  /** The staff portraits found ("Kindergarten/Ms. Ana López"), for the Staff form's choice. */
  portraits: readonly string[];
}

const CATEGORY_LABELS: Record<(typeof EVENT_CATEGORIES)[number], string> = {
  holiday: 'Holiday / no school',
  academic: 'Academic',
  earlyDismissal: 'Early dismissal',
  testing: 'Testing',
  pta: 'PTA / parents',
  afterSchool: 'After-school',
};

const GRADE_LABELS: Record<(typeof GRADES)[number]['id'], string> = {
  kindergarten: 'Kindergarten',
  first: 'First grade',
  second: 'Second grade',
  third: 'Third grade',
  fourth: 'Fourth grade',
  fifth: 'Fifth grade',
};

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
/** A picture chosen from (or uploaded to) the folder the site's pages read it from. */
const picture = (folder: string): FieldOverride => ({
  widget: 'image',
  choose_url: false,
  media_folder: `/public${folder}`,
  public_folder: folder,
});

/** The same override for a piece of text in every language: `"bio.en"`, `"bio.es"`, … */
function inEveryLanguage(path: string, override: FieldOverride): Record<string, FieldOverride> {
  return Object.fromEntries(LANGUAGES.map((lng) => [`${path}.${lng}`, override]));
}

/** The default language's text of a field, in a Decap summary or file name: "{{fields.title.en}}". */
const DEFAULT_TEXT = (field: string) => `{{fields.${field}.${DEFAULT_LANGUAGE}}}`;

const LABELS = {
  allDay: 'All day (no start or end time)',
  imageAlt: 'Image description (for people who cannot see it)',
  eventId: 'Event it is about',
};

/** Decap turns "{{portrait}}" into a file name: lowercase ASCII words joined by dashes. */
const SLUG = { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' } as const;

/** A folder of entries (one file each) as a Decap folder collection. */
function folderEntries(
  collection: FolderCollection,
  options: {
    label: string;
    description?: string;
    slug: string;
    summary: string;
    sortBy: string[];
    fields: CmsField[];
    extra?: Record<string, unknown>;
  },
): Record<string, unknown> {
  return {
    name: collection.name,
    label: options.label,
    label_singular: collection.entry,
    ...(options.description === undefined ? {} : { description: options.description }),
    folder: collection.folder,
    extension: 'json',
    format: 'json',
    create: true,
    delete: true,
    slug: options.slug,
    summary: options.summary,
    // Decap 3 lists the entries in the folder's order; staff sort by these fields from the list.
    sortable_fields: options.sortBy,
    editor: { preview: collection.name === 'events' || collection.name === 'announcements' },
    ...options.extra,
    fields: [
      {
        // The JSON Schema that editors' tools read (npm run content writes it).
        name: '$schema',
        label: 'Schema',
        widget: 'hidden',
        default: `../schemas/${collection.schemaFile.split('/').pop() ?? ''}`,
        required: false,
      },
      ...options.fields.filter((field) => field.name !== '$schema'),
    ],
  };
}

function fileCollection(
  name: string,
  label: string,
  file: string,
  fields: CmsField[],
): Record<string, unknown> {
  return { name, label, editor: { preview: false }, files: [{ name, label, file, fields }] };
}

/**
 * The fields of a page's text, from the default language's file. In the other languages' forms,
 * each field's hint shows the default language's text it translates.
 */
/** The key of a language's house style in common.json (src/i18n/grammar.ts). */
const GRAMMAR_KEY = 'grammar';

function localeFields(tree: Record<string, unknown>, showOriginal: boolean): CmsField[] {
  return Object.entries(tree).map(([key, value]): CmsField => {
    if (typeof value === 'object' && value !== null) {
      // The house style (src/i18n/grammar.ts) is each language's own, not a translation of the
      // default language's: its forms show no original beside them.
      const grammar = key === GRAMMAR_KEY;
      return {
        name: key,
        label: humanize(key),
        widget: 'object',
        collapsed: true,
        ...(grammar
          ? {
              hint: "How this language writes clock times, dates and titles before names: its own forms, not a translation of another language's.",
            }
          : {}),
        fields: localeFields(value as Record<string, unknown>, showOriginal && !grammar),
      };
    }
    const text = String(value);
    const placeholders = text.match(/\{\{\w+\}\}/g);
    const hints = [
      ...(showOriginal ? [`${languageInfo(DEFAULT_LANGUAGE).englishName}: “${text}”`] : []),
      ...(placeholders === null
        ? []
        : [`Keep ${[...new Set(placeholders)].join(' and ')} exactly as written.`]),
    ];
    return {
      name: key,
      label: humanize(key),
      widget: text.length > 90 ? 'text' : 'string',
      ...(hints.length === 0 ? {} : { hint: hints.join(' ') }),
    };
  });
}

/** The whole Decap CMS configuration. */
export function cmsConfig(input: CmsConfigInput): Record<string, unknown> {
  const events = folderEntries(folderCollection('events'), {
    label: 'Calendar events',
    slug: '{{id}}',
    summary: `{{date}} · ${DEFAULT_TEXT('title')}`,
    sortBy: ['date', `title.${DEFAULT_LANGUAGE}`],
    extra: {
      view_filters: EVENT_CATEGORIES.map((value) => ({
        label: CATEGORY_LABELS[value],
        field: 'category',
        pattern: `^${value}$`,
      })),
      view_groups: [{ label: 'Year', field: 'date', pattern: '^\\d{4}' }],
    },
    fields: fieldsOf(EventSchema, {
      labels: LABELS,
      overrides: {
        id: {
          // Shown, never typed: a new event gets the next free number when it is saved.
          widget: 'entry-id',
          required: false,
          hint: 'Given by the editor when a new event is saved. It never changes: calendar apps follow events by it.',
        },
        ...inEveryLanguage('description', LONG_TEXT),
        date: { ...DATE, label: 'Date (first day)' },
        endDate: { ...DATE, label: 'Last day (only for events over several days)' },
        category: {
          options: EVENT_CATEGORIES.map((value) => ({ label: CATEGORY_LABELS[value], value })),
        },
        startTime: CLOCK,
        endTime: CLOCK,
        time: { hint: 'Only when there is no start or end time, e.g. "All evening".' },
        link: { hint: 'A page of this site, e.g. /parents.' },
        image: picture(EVENT_PICTURES_FOLDER),
      },
    }),
  });

  const announcements = folderEntries(folderCollection('announcements'), {
    label: 'Announcements',
    description: 'Shown at the top of every page while active. Urgent ones cannot be dismissed.',
    slug: '{{id}}',
    summary: '{{start}} → {{end}} · {{severity}} · {{id}}',
    sortBy: ['start', 'id'],
    fields: fieldsOf(AnnouncementSchema, {
      labels: LABELS,
      overrides: {
        id: {
          hint: 'A short name no other announcement uses, e.g. snow-closure-2027-02-06. It becomes the file name and never changes.',
        },
        severity: {
          options: [
            { label: 'Info (families can dismiss it)', value: 'info' },
            { label: 'Urgent: closures and emergencies (always shown)', value: 'urgent' },
          ],
          default: 'info',
        },
        ...inEveryLanguage('text', LONG_TEXT),
        start: { ...SCHOOL_TIME, label: 'Shows from' },
        end: { ...SCHOOL_TIME, label: 'Shows until' },
        link: { hint: 'A page of this site, e.g. /calendar.' },
        eventId: {
          hint: 'The id of a calendar event (shown in Calendar events); the announcement links to it. Use a link or an event, not both.',
        },
      },
    }),
  });

  const staff = folderEntries(folderCollection('staff'), {
    label: 'Staff roles and bios',
    description:
      'The words beside each portrait of the Staff page. A portrait is a picture in public/assets/documents/staff/<department>/.',
    slug: '{{portrait}}',
    summary: '{{portrait}}',
    sortBy: ['portrait'],
    fields: fieldsOf(StaffMemberSchema, {
      labels: { alt: 'Picture description', portrait: 'Portrait (department / name)' },
      overrides: {
        portrait: { widget: 'select', options: [...input.portraits] },
        gender: {
          hint: 'Only for a "Dr.": Spanish writes "Dra." for a woman and "Dr." for a man.',
        },
        ...inEveryLanguage('bio', LONG_TEXT),
      },
    }),
  });

  const captions = folderEntries(folderCollection('galleryCaptions'), {
    label: 'Gallery captions',
    description:
      'The words of a gallery photo. Choose a photo of the gallery, or upload a new one: it appears on the Gallery page.',
    slug: '{{photo}}',
    summary: '{{photo}}',
    sortBy: ['photo'],
    fields: fieldsOf(GalleryCaptionSchema, {
      labels: { alt: 'Description for people who cannot see it' },
      overrides: { photo: picture('/assets/images/gallery') },
    }),
  });

  const milestones = folderEntries(folderCollection('milestones'), {
    label: 'History milestones',
    description: 'The History page lists them by year, oldest first.',
    slug: `{{year}}-${DEFAULT_TEXT('title')}`,
    summary: `{{year}} · ${DEFAULT_TEXT('title')}`,
    sortBy: ['year'],
    fields: fieldsOf(MilestoneSchema, {
      overrides: {
        ...inEveryLanguage('description', LONG_TEXT),
        'image.src': { ...picture('/assets/images/history'), label: 'Picture' },
      },
    }),
  });

  const classTexts = folderEntries(folderCollection('classTexts'), {
    label: 'Class letters and supply lists (text)',
    description:
      "The text of a grade's welcome letter and supply list, in English and Spanish: its Classes pages show it above the printable pictures. One entry per grade; a grade without one shows its pictures only.",
    slug: '{{grade}}',
    summary: '{{grade}}',
    sortBy: ['grade'],
    fields: fieldsOf(ClassTextSchema, {
      overrides: {
        grade: {
          options: GRADES.map(({ id }) => ({ label: GRADE_LABELS[id], value: id })),
          hint: 'Each grade has one entry; its file is named after it (second → second.json).',
        },
        'welcomeLetter.paragraphs': {
          label_singular: 'paragraph',
          summary: `{{fields.${DEFAULT_LANGUAGE}}}`,
          hint: 'From the greeting ("Dear families,") to the signature, one paragraph each.',
        },
        ...inEveryLanguage('welcomeLetter.paragraphs.*', LONG_TEXT),
        'supplyList.items': { label_singular: 'item', summary: `{{fields.${DEFAULT_LANGUAGE}}}` },
      },
    }),
  });

  // Decap edits one file per entry here (its side-by-side translation mode does not support
  // files collections stored per language), so each language has its own list of pages.
  const pageTexts = (lng: Language) => ({
    name: `pages-${lng}`,
    label: `Page text (${languageInfo(lng).englishName})`,
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
        fields: localeFields(input.locales[namespace] ?? {}, lng !== DEFAULT_LANGUAGE),
      })),
  });

  return {
    // The published editor signs in with GitHub (Netlify is the OAuth provider: docs/editor-setup.md)
    // and commits to main; on this computer, `npm run dev`'s local backend replaces it.
    backend: {
      name: 'github',
      repo: input.repository ?? 'unknown/unknown',
      branch: 'main',
      // Netlify finds the site's sign-in by this name, from the published site and its previews.
      site_domain: new URL(input.siteUrl).hostname,
    },
    local_backend: { url: localBackendUrl(input.localBackendPort) },
    publish_mode: 'simple',
    site_url: input.siteUrl,
    display_url: input.siteUrl,
    // English, with the editor's own wording of a refused save (src/admin/editor.ts).
    locale: 'en-school',
    slug: SLUG,
    media_folder: 'public/assets/images/uploads',
    public_folder: '/assets/images/uploads',
    collections: [
      events,
      announcements,
      fileCollection(
        'site',
        "School's facts",
        'data/site.json',
        fieldsOf(SiteSchema, { overrides: { $schema: { widget: 'hidden' } } }),
      ),
      captions,
      staff,
      milestones,
      classTexts,
      fileCollection(
        'spotlight',
        'Home page spotlight',
        'data/spotlight.json',
        fieldsOf(SpotlightFileSchema, { overrides: { $schema: { widget: 'hidden' } } }),
      ),
      ...LANGUAGES.map((lng) => pageTexts(lng)),
    ],
  };
}

/** A form's field names in order, each with the order inside it (objects and list items). */
export type FieldOrder = Array<[string, FieldOrder | null]>;

function orderOf(fields: readonly CmsField[]): FieldOrder {
  return fields.map((field) => [
    field.name,
    field.fields === undefined ? null : orderOf(field.fields),
  ]);
}

/**
 * The field order of every form the editor saves: by collection name for a folder of entries, by
 * "collection/file" for a single file.
 */
export function fieldOrder(config: Record<string, unknown>): Record<string, FieldOrder> {
  const collections = config.collections as Array<{
    name: string;
    fields?: CmsField[];
    files?: Array<{ name: string; fields: CmsField[] }>;
  }>;
  return Object.fromEntries(
    collections.flatMap((collection) =>
      collection.files === undefined
        ? [[collection.name, orderOf(collection.fields ?? [])]]
        : collection.files.map((file) => [`${collection.name}/${file.name}`, orderOf(file.fields)]),
    ),
  );
}
