// `npx tsx scripts/codemods/one-entry-per-file.ts [DATA_DIR …]` (default: data): moves the
// collections staff add to from one file each into a folder with one file per entry, so that two
// people editing different entries never write the same file:
//
//   events.json            → events/<id>.json
//   announcements.json     → announcements/<id>.json
//   staff.json             → staff/<department-and-name>.json   (with "portrait": "Dept/Name")
//   gallery-captions.json  → gallery-captions/<photo-name>.json
//                            (with "photo": "/assets/images/gallery/file.jpg")
//   timeline.json          → timeline/<year>-<title>.json
//   site.json's weeklyUpdates → weekly-updates.json (a file no form of the editor writes)
//
// It keeps every entry's fields and their order, writes each file as Prettier formats JSON,
// deletes the old files and their JSON Schemas (npm run content writes the new ones), and does
// nothing for a file already moved. Run once on data/ and on tests/fixtures/content/.
import { DEFAULT_LANGUAGE } from '../../src/content/languages.ts';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format } from 'prettier';

type Json = Record<string, unknown>;

/** A file name from free text, as the content editor makes one: "Ms. Ana López" → "ms-ana-lopez". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Where an entry's JSON Schema is, seen from its folder. */
const schemaRef = (entry: string) => `../schemas/${entry}.schema.json`;

/** Makes names unique within a folder: a second "1973-bilingual-classes" becomes "…-2". */
function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}-${count}`;
  });
}

/**
 * The new files (path inside the data folder → content) and the old files to delete, from the old
 * files' contents (by name, e.g. "events.json"). Pure: the command does the reading and writing.
 */
export function splitIntoEntryFiles(old: Readonly<Record<string, Json | undefined>>): {
  write: Record<string, Json>;
  remove: string[];
} {
  const write: Record<string, Json> = {};
  const remove: string[] = [];
  const list = (file: string, key: string): Json[] | null => {
    const content = old[file];
    if (content === undefined) return null;
    remove.push(file, `schemas/${file.replace(/\.json$/, '.schema.json')}`);
    return (content[key] as Json[] | undefined) ?? [];
  };
  const record = (file: string, key: string): Array<[string, Json]> | null => {
    const content = old[file];
    if (content === undefined) return null;
    remove.push(file, `schemas/${file.replace(/\.json$/, '.schema.json')}`);
    return Object.entries((content[key] as Record<string, Json> | undefined) ?? {});
  };
  const without$schema = ({ $schema: _schema, ...rest }: Json): Json => rest;

  for (const event of list('events.json', 'events') ?? [])
    write[`events/${String(event.id)}.json`] = { $schema: schemaRef('event'), ...event };
  for (const announcement of list('announcements.json', 'announcements') ?? [])
    write[`announcements/${String(announcement.id)}.json`] = {
      $schema: schemaRef('announcement'),
      ...announcement,
    };
  const staff = record('staff.json', 'members') ?? [];
  uniqueNames(staff.map(([portrait]) => slugify(portrait))).forEach((name, index) => {
    const [portrait, words] = staff[index] as [string, Json];
    write[`staff/${name}.json`] = { $schema: schemaRef('staff-member'), portrait, ...words };
  });
  const captions = record('gallery-captions.json', 'captions') ?? [];
  uniqueNames(captions.map(([photo]) => slugify(photo.replace(/\.[^.]+$/, '')))).forEach(
    (name, index) => {
      const [photo, words] = captions[index] as [string, Json];
      write[`gallery-captions/${name}.json`] = {
        $schema: schemaRef('gallery-caption'),
        photo: `/assets/images/gallery/${photo}`,
        ...words,
      };
    },
  );
  const milestones = list('timeline.json', 'milestones') ?? [];
  uniqueNames(
    milestones.map((milestone) => {
      const title =
        (milestone.title as Partial<Record<string, string>> | undefined)?.[DEFAULT_LANGUAGE] ?? '';
      return `${String(milestone.year)}-${slugify(title)}`;
    }),
  ).forEach((name, index) => {
    write[`timeline/${name}.json`] = {
      $schema: schemaRef('milestone'),
      ...without$schema(milestones[index] as Json),
    };
  });

  const site = old['site.json'];
  if (site !== undefined && 'weeklyUpdates' in site) {
    const { weeklyUpdates, ...rest } = site;
    write['site.json'] = rest;
    write['weekly-updates.json'] = {
      $schema: './schemas/weekly-updates.schema.json',
      ...(weeklyUpdates as Json),
    };
  }
  return { write, remove: remove.filter((file) => !(file in write)) };
}

const MOVED = ['events.json', 'announcements.json', 'staff.json', 'gallery-captions.json'];

async function migrate(dataDir: string): Promise<void> {
  const old: Record<string, Json> = {};
  for (const file of [...MOVED, 'timeline.json', 'site.json']) {
    const full = path.join(dataDir, file);
    if (existsSync(full)) old[file] = JSON.parse(await readFile(full, 'utf8')) as Json;
  }
  const { write, remove } = splitIntoEntryFiles(old);
  for (const [file, content] of Object.entries(write)) {
    const full = path.join(dataDir, file);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, await format(JSON.stringify(content), { parser: 'json' }));
  }
  for (const file of remove) await rm(path.join(dataDir, file), { force: true });
  console.log(
    `${dataDir}: ${Object.keys(write).length} files written, ${remove.filter((file) => !file.startsWith('schemas/')).length} old files removed`,
  );
}

if (process.argv[1] === import.meta.filename) {
  const dirs = process.argv.slice(2);
  for (const dir of dirs.length > 0 ? dirs : ['data']) await migrate(path.resolve(dir));
}
