import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnnouncementSchema } from '../../../src/content/announcement-schema.ts';
import { ClassTextSchema } from '../../../src/content/class-text-schema.ts';
import { EventSchema } from '../../../src/content/event-schema.ts';
import { EVENT_CATEGORIES } from '../../../src/content/event-categories.ts';
import { StaffMemberSchema } from '../../../src/content/media-data-schema.ts';
import { MilestoneSchema } from '../../../src/content/timeline-schema.ts';
import { cmsConfig, fieldOrder } from './cms-config.ts';
import type { CmsField } from './schema-fields.ts';
import { editorRepository } from './write-admin.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

const config = cmsConfig({
  siteUrl: 'https://www.example.org',
  localBackendPort: 8081,
  repository: 'highbridge/site',
  locales: { home: readJson('locales/en/home.json'), common: readJson('locales/en/common.json') },
  portraits: ['Art/Ms. A', 'Gym/Mr. B'],
});

type Collection = {
  name: string;
  folder?: string;
  slug?: string;
  fields?: CmsField[];
  files?: Array<{ name: string; file: string; fields: CmsField[] }>;
};
const collections = config.collections as Collection[];
const collection = (name: string): Collection => {
  const found = collections.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no collection ${name}`);
  return found;
};
const child = (fields: readonly CmsField[] | undefined, name: string): CmsField => {
  const found = fields?.find((field) => field.name === name);
  if (found === undefined) throw new Error(`no field ${name}`);
  return found;
};
const matches = (field: CmsField, value: string) =>
  field.pattern === undefined || new RegExp(field.pattern[0]).test(value);

describe('the editor configuration mirrors the schemas', () => {
  const eventFields = collection('events').fields ?? [];

  it('edits one file per event, named by its id, in data/events/', () => {
    expect(collection('events')).toMatchObject({
      folder: 'data/events',
      slug: '{{id}}',
      extension: 'json',
    });
    expect(collection('announcements')).toMatchObject({
      folder: 'data/announcements',
      slug: '{{id}}',
    });
    for (const name of ['staff', 'galleryCaptions', 'milestones'])
      expect(collection(name)).toMatchObject({ create: true, delete: true, format: 'json' });
  });

  it('asks for every field of an event, required exactly when the schema requires it', () => {
    expect(eventFields.map((field) => field.name)).toEqual(Object.keys(EventSchema.shape));
    for (const field of eventFields) {
      if (field.name === 'id') continue; // given by the editor on save
      const optional = EventSchema.shape[field.name as keyof typeof EventSchema.shape].isOptional();
      expect(field.required === false, field.name).toBe(optional);
    }
    // A new event's number is given on save, never typed.
    expect(child(eventFields, 'id')).toMatchObject({ widget: 'entry-id', required: false });
  });

  it('offers the six categories as a choice and dates and times as pickers', () => {
    const category = child(eventFields, 'category');
    expect(category.widget).toBe('select');
    expect(category.options?.map((option) => (option as { value: string }).value)).toEqual([
      ...EVENT_CATEGORIES,
    ]);
    expect(child(eventFields, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    expect(child(eventFields, 'startTime')).toMatchObject({ widget: 'datetime', format: 'h:mm A' });
  });

  it('checks patterns like the pipeline, with the pipeline’s message', () => {
    const date = child(eventFields, 'date');
    expect(matches(date, '2026-09-10')).toBe(true);
    expect(matches(date, '2026-9-8')).toBe(false);
    expect(date.pattern?.[1]).toBe('write the date as YYYY-MM-DD, e.g. 2026-09-10');
    const link = child(eventFields, 'link');
    expect(matches(link, '/parents')).toBe(true);
    expect(matches(link, 'https://example.org')).toBe(false);
    const startTime = child(eventFields, 'startTime');
    expect(matches(startTime, '5:30 PM')).toBe(true);
    expect(matches(startTime, '17:30')).toBe(false);
  });

  it('puts no pattern on pictures, which Decap would check against the file name alone', () => {
    expect(child(eventFields, 'image')).toMatchObject({
      widget: 'image',
      media_folder: '/public/assets/images/events',
      public_folder: '/assets/images/events',
    });
    expect(child(eventFields, 'image').pattern).toBeUndefined();
    const photo = child(collection('galleryCaptions').fields, 'photo');
    expect(photo).toMatchObject({ widget: 'image', public_folder: '/assets/images/gallery' });
    expect(photo.pattern).toBeUndefined();
    const image = child(collection('milestones').fields, 'image');
    expect(child(image.fields, 'src')).toMatchObject({ widget: 'image', required: false });
    expect(child(image.fields, 'src').pattern).toBeUndefined();
  });

  it('edits announcements with New York date-times and both languages', () => {
    const fields = collection('announcements').fields ?? [];
    expect(fields.map((field) => field.name)).toEqual(Object.keys(AnnouncementSchema.shape));
    expect(child(fields, 'start')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DDTHH:mm',
    });
    expect(child(fields, 'severity').options).toHaveLength(2);
    expect(child(fields, 'text').fields?.map((field) => field.name)).toEqual(['en', 'es']);
  });

  it('never requires what the schema leaves optional, even inside an optional group', () => {
    const staff = collection('staff').fields ?? [];
    expect(staff.map((field) => field.name)).toEqual(Object.keys(StaffMemberSchema.shape));
    expect(child(staff, 'portrait').options).toEqual(['Art/Ms. A', 'Gym/Mr. B']);
    // The role is required in both languages; an empty bio or description is fine.
    expect(child(child(staff, 'role').fields, 'en').required).toBeUndefined();
    for (const group of ['bio', 'alt']) {
      expect(child(staff, group).required).toBe(false);
      for (const field of child(staff, group).fields ?? []) expect(field.required).toBe(false);
    }
    const milestones = collection('milestones').fields ?? [];
    expect(milestones.map((field) => field.name)).toEqual(Object.keys(MilestoneSchema.shape));
    const caption = collection('galleryCaptions').fields ?? [];
    for (const field of child(caption, 'title').fields ?? []) expect(field.required).toBe(false);
  });

  it("edits a grade's letter and list as text, one file per grade, both languages side by side", () => {
    const classTexts = collection('classTexts');
    expect(classTexts).toMatchObject({ folder: 'data/class-documents', slug: '{{grade}}' });
    const fields = classTexts.fields ?? [];
    expect(fields.map((field) => field.name)).toEqual(Object.keys(ClassTextSchema.shape));
    expect(
      child(fields, 'grade').options?.map((option) => (option as { value: string }).value),
    ).toEqual(['kindergarten', 'first', 'second', 'third', 'fourth', 'fifth']);
    // Either document may be left out: nothing in it is required by the form.
    const letter = child(fields, 'welcomeLetter');
    expect(letter.required).toBe(false);
    const paragraphs = child(letter.fields, 'paragraphs');
    expect(paragraphs).toMatchObject({ widget: 'list', required: false });
    expect(paragraphs.fields?.map((field) => [field.name, field.widget])).toEqual([
      ['en', 'text'],
      ['es', 'text'],
    ]);
    const items = child(child(fields, 'supplyList').fields, 'items');
    expect(items.fields?.map((field) => field.name)).toEqual(['en', 'es']);
  });

  it('never shows the Weekly Updates record, which lives in a file no form writes', () => {
    const site = collection('site').files?.[0];
    expect(site?.fields.map((field) => field.name)).not.toContain('weeklyUpdates');
    expect(JSON.stringify(config)).not.toContain('weekly-updates.json');
  });

  it('edits the locale files of both languages with the English keys', () => {
    const english = collection('pages-en');
    const spanish = collection('pages-es');
    expect(english.files?.map((file) => file.file)).toEqual([
      'locales/en/common.json',
      'locales/en/home.json',
    ]);
    expect(spanish.files?.map((file) => file.file)).toEqual([
      'locales/es/common.json',
      'locales/es/home.json',
    ]);
    // The Spanish form shows the English text each field translates.
    const common = readJson('locales/en/common.json') as { footer: { copyright: string } };
    const spanishFooter = child(spanish.files?.[0]?.fields, 'footer');
    expect(child(spanishFooter.fields, 'copyright').hint).toBe(
      `English: “${common.footer.copyright}” Keep {{year}} and {{name}} exactly as written.`,
    );
    const englishFooter = child(english.files?.[0]?.fields, 'footer');
    expect(child(englishFooter.fields, 'copyright').hint).toBe(
      'Keep {{year}} and {{name}} exactly as written.',
    );
    // A language's house style is its own: no English original beside its forms.
    const grammar = child(spanish.files?.[0]?.fields, 'grammar');
    expect(grammar.hint).toContain('its own forms');
    expect(child(grammar.fields, 'clock_am').hint).toBe(
      'Keep {{hours}} and {{minutes}} exactly as written.',
    );
  });

  it('keeps each form’s keys in the schema’s order', () => {
    const order = fieldOrder(config);
    expect(order.events?.map(([name]) => name)).toEqual(Object.keys(EventSchema.shape));
    expect(order['site/site']?.[0]).toEqual(['$schema', null]);
    expect(order['pages-es/home-es']).toBeDefined();
  });

  it('saves through GitHub in the repository Netlify builds from', () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'highbridge/site',
      branch: 'main',
    });
    expect(editorRepository({ REPOSITORY_URL: 'https://github.com/highbridge/site' })).toBe(
      'highbridge/site',
    );
    expect(editorRepository({ REPOSITORY_URL: 'git@github.com:highbridge/site.git' })).toBe(
      'highbridge/site',
    );
    expect(editorRepository({ EDITOR_REPOSITORY: 'ps418/web' })).toBe('ps418/web');
    expect(editorRepository({})).toBeNull();
  });
});
