import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnnouncementSchema } from '../../../src/content/announcement-schema.ts';
import { EventSchema } from '../../../src/content/event-schema.ts';
import { EVENT_CATEGORIES } from '../../../src/content/event-categories.ts';
import { cmsConfig, fieldOrder } from './cms-config.ts';
import type { CmsField } from './schema-fields.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

const config = cmsConfig({
  siteUrl: 'https://www.example.org',
  localBackendPort: 8081,
  locales: { home: readJson('locales/en/home.json'), common: readJson('locales/en/common.json') },
  galleryPhotos: { existing: ['a.jpg'], more: ['a.jpg', 'b.jpg'] },
  staffMembers: { existing: ['Art/Ms. A'], more: ['Art/Ms. A', 'Gym/Mr. B'] },
});

type Collection = {
  name: string;
  files: Array<{ name: string; file: string; fields: CmsField[] }>;
};
const collections = config.collections as Collection[];
const fileFields = (name: string) =>
  collections.flatMap((collection) => collection.files).find((file) => file.name === name)
    ?.fields ?? [];
const child = (fields: readonly CmsField[] | undefined, name: string): CmsField => {
  const found = fields?.find((field) => field.name === name);
  if (found === undefined) throw new Error(`no field ${name}`);
  return found;
};
const matches = (field: CmsField, value: string) =>
  field.pattern === undefined || new RegExp(field.pattern[0]).test(value);

describe('the editor configuration mirrors the schemas', () => {
  const eventFields = child(fileFields('events'), 'events').fields ?? [];

  it('asks for every field of an event, required exactly when the schema requires it', () => {
    expect(eventFields.map((field) => field.name)).toEqual(Object.keys(EventSchema.shape));
    for (const field of eventFields) {
      const optional = EventSchema.shape[field.name as keyof typeof EventSchema.shape].isOptional();
      expect(field.required === false, field.name).toBe(optional);
    }
  });

  it('offers the six categories as a choice and dates and times as pickers', () => {
    const category = child(eventFields, 'category');
    expect(category.widget).toBe('select');
    expect(category.options?.map((option) => (option as { value: string }).value)).toEqual([
      ...EVENT_CATEGORIES,
    ]);
    expect(child(eventFields, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    expect(child(eventFields, 'startTime')).toMatchObject({ widget: 'datetime', format: 'h:mm A' });
    expect(child(eventFields, 'id')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
  });

  it('checks patterns like the pipeline, with the pipeline’s message', () => {
    const date = child(eventFields, 'date');
    const events = readJson('data/events.json').events as Array<Record<string, string>>;
    for (const event of events) expect(matches(date, event.date ?? '')).toBe(true);
    expect(matches(date, '2026-9-8')).toBe(false);
    expect(date.pattern?.[1]).toBe('write the date as YYYY-MM-DD, e.g. 2026-09-10');
    const link = child(eventFields, 'link');
    expect(matches(link, '/parents')).toBe(true);
    expect(matches(link, 'https://example.org')).toBe(false);
    const startTime = child(eventFields, 'startTime');
    expect(matches(startTime, '5:30 PM')).toBe(true);
    expect(matches(startTime, '17:30')).toBe(false);
  });

  it('edits announcements with New York date-times and both languages', () => {
    const fields = child(fileFields('announcements'), 'announcements').fields ?? [];
    expect(fields.map((field) => field.name)).toEqual(Object.keys(AnnouncementSchema.shape));
    expect(child(fields, 'start')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DDTHH:mm',
    });
    expect(child(fields, 'severity').options).toHaveLength(2);
    expect(child(fields, 'text').fields?.map((field) => field.name)).toEqual(['en', 'es']);
  });

  it('lists existing and new photos and people; new ones require nothing yet', () => {
    const photos = child(fileFields('gallery-captions'), 'captions').fields ?? [];
    expect(photos.map((field) => field.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(child(child(photos, 'a.jpg').fields, 'alt').required).toBeUndefined();
    expect(child(child(photos, 'b.jpg').fields, 'alt').required).toBe(false);
    const people = child(fileFields('staff'), 'members').fields ?? [];
    expect(people.map((field) => field.name)).toEqual(['Art/Ms. A', 'Gym/Mr. B']);
  });

  it('edits the locale files of both languages with the English keys', () => {
    const english = collections.find((collection) => collection.name === 'pages-en');
    const spanish = collections.find((collection) => collection.name === 'pages-es');
    expect(english?.files.map((file) => file.file)).toEqual([
      'locales/en/common.json',
      'locales/en/home.json',
    ]);
    expect(spanish?.files.map((file) => file.file)).toEqual([
      'locales/es/common.json',
      'locales/es/home.json',
    ]);
    const footer = child(spanish?.files[0]?.fields, 'footer');
    expect(child(footer.fields, 'copyright').hint).toBe(
      'Keep {{year}} and {{name}} exactly as written.',
    );
  });

  it('keeps each file’s keys in the schema’s order', () => {
    const order = fieldOrder(config);
    expect(order.events?.[0]).toEqual(['$schema', null]);
    expect(order.events?.[1]?.[1]?.map(([name]) => name)).toEqual(Object.keys(EventSchema.shape));
  });
});
