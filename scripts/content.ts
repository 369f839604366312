// `npm run content`: checks every data and locale file, writes the JSON Schemas editors' tools use,
// and publishes the small generated files the site needs. Run by `dev`, `build` and `test`.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { AnnouncementsFileSchema } from '../src/content/announcement-schema.ts';
import { collections } from '../src/content/collections.ts';
import { EventsFileSchema } from '../src/content/event-schema.ts';
import { GalleryCaptionsSchema, StaffDataSchema } from '../src/content/media-data-schema.ts';
import { SiteSchema } from '../src/content/site-schema.ts';
import { ANNOUNCEMENTS_PATH, publishAnnouncements } from '../src/domain/announcement-rules.ts';
import { compareEvents, lastDay, summarizeEvent } from '../src/domain/event-rules.ts';
import { WEEKLY_UPDATES_CONFIG_PATH } from '../src/domain/weekly-password.ts';
import { routeTable } from '../src/domain/route-table.ts';
import { writeAdmin } from './lib/admin/write-admin.ts';
import { contentReferenceProblems } from './lib/content-references.ts';
import { formatProblem, type ContentProblem } from './lib/format-issues.ts';
import { jsonSchemaText, schemaFileFor } from './lib/json-schemas.ts';
import {
  buildClassDocumentsManifest,
  buildGalleryManifest,
  buildStaffManifest,
  staffNameProblems,
} from './lib/media/manifests.ts';
import { feedLabels } from './lib/feed-labels.ts';
import { checkLocales, type LocaleTree } from './lib/locale-check.ts';
import { measureDocuments } from './lib/document-sizes.ts';
import { measureImages } from './lib/media/image-sizes.ts';
import { siteAddress } from './lib/site-address.ts';
import { siteClock } from './lib/site-today.ts';
import { validateDataFile } from './lib/validate-data.ts';

const root = path.resolve(import.meta.dirname, '..');

async function writeIfChanged(file: string, text: string): Promise<void> {
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing === text) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

async function readLocales(lng: string): Promise<{ tree: LocaleTree; problems: ContentProblem[] }> {
  const dir = path.join(root, 'locales', lng);
  const tree: LocaleTree = {};
  const problems: ContentProblem[] = [];
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.json')).sort()) {
    const text = await readFile(path.join(dir, name), 'utf8');
    try {
      tree[name] = JSON.parse(text) as Record<string, unknown>;
    } catch (error) {
      problems.push({
        file: `locales/${lng}/${name}`,
        message: `this is not valid JSON (${(error as Error).message})`,
      });
    }
  }
  return { tree, problems };
}

/** An announcement that links to an event must name one that exists in data/events.json. */
async function announcementEventProblems(): Promise<ContentProblem[]> {
  const read = async (file: string): Promise<unknown> => {
    try {
      return JSON.parse(await readFile(path.join(root, file), 'utf8'));
    } catch {
      return null; // already reported
    }
  };
  const announcements = AnnouncementsFileSchema.safeParse(await read('data/announcements.json'));
  const events = EventsFileSchema.safeParse(await read('data/events.json'));
  if (!announcements.success || !events.success) return []; // already reported
  const ids = new Set(events.data.events.map((event) => event.id));
  return announcements.data.announcements.flatMap((announcement, index) =>
    announcement.eventId === undefined || ids.has(announcement.eventId)
      ? []
      : [
          {
            file: 'data/announcements.json',
            entry: `announcements entry ${index + 1} (id ${announcement.id})`,
            field: 'eventId',
            message: `there is no event with id ${announcement.eventId} in data/events.json`,
          },
        ],
  );
}

/** Staff portraits named with a Spanish title, or a "Dr." whose gender data/staff.json lacks. */
async function staffProblems(): Promise<ContentProblem[]> {
  let staff;
  try {
    staff = StaffDataSchema.safeParse(
      JSON.parse(await readFile(path.join(root, 'data/staff.json'), 'utf8')),
    );
  } catch {
    return []; // already reported
  }
  if (!staff.success) return []; // already reported
  const files = await fg('*/*', { cwd: path.join(root, 'public/assets/documents/staff') });
  return staffNameProblems(files.sort(), staff.data.members);
}

/** Links to pages or files that do not exist, and event pictures that are not in public/. */
async function referenceProblems(): Promise<ContentProblem[]> {
  const read = async (file: string): Promise<unknown> =>
    JSON.parse(await readFile(path.join(root, file), 'utf8').catch(() => 'null'));
  const announcements = AnnouncementsFileSchema.safeParse(
    await read('data/announcements.json').catch(() => null),
  );
  const events = EventsFileSchema.safeParse(await read('data/events.json').catch(() => null));
  if (!announcements.success || !events.success) return []; // already reported
  return contentReferenceProblems(
    { events: events.data.events, announcements: announcements.data.announcements },
    routeTable.map((route) => route.path),
    path.join(root, 'public'),
  );
}

async function main(): Promise<void> {
  const problems: ContentProblem[] = [];
  const warnings: string[] = [];
  const parsedData: Array<{ file: string; data: unknown }> = [];

  for (const collection of collections) {
    const text = await readFile(path.join(root, collection.file), 'utf8').catch(() => null);
    if (text === null) {
      problems.push({ file: collection.file, message: 'the file is missing' });
      continue;
    }
    problems.push(...validateDataFile(collection.file, text, collection.schema));
    try {
      parsedData.push({ file: collection.file, data: JSON.parse(text) as unknown });
    } catch {
      // validateDataFile has reported it.
    }
    await writeIfChanged(
      path.join(root, schemaFileFor(collection.file)),
      jsonSchemaText(collection.schema, collection.title),
    );
  }

  problems.push(...(await announcementEventProblems()));
  problems.push(...(await referenceProblems()));
  problems.push(...(await staffProblems()));

  const en = await readLocales('en');
  const es = await readLocales('es');
  problems.push(...en.problems, ...es.problems, ...checkLocales(en.tree, es.tree));
  // Documents (.pdf, .docx) the data files link to must exist; pages show their measured sizes.
  const documents = await measureDocuments(path.join(root, 'public'), parsedData);
  problems.push(...documents.problems);
  // Pictures: pages take their width and height from the files, never from the code. (An event's
  // picture that is missing is already reported by referenceProblems.)
  const pictures = await measureImages(
    path.join(root, 'public'),
    parsedData.filter(({ file }) => file !== 'data/events.json'),
  );
  problems.push(...pictures.problems);

  if (problems.length > 0) {
    console.error(
      `\n✖ ${problems.length} problem${problems.length === 1 ? '' : 's'} in the content:\n`,
    );
    for (const problem of problems) console.error(`  • ${formatProblem(problem)}`);
    console.error(
      '\nFix them and run `npm run content` again. docs/editing-content.md explains every file.\n',
    );
    process.exitCode = 1;
    return;
  }

  // Content is valid: publish what the site reads at run time.
  const events = EventsFileSchema.parse(
    JSON.parse(await readFile(path.join(root, 'data/events.json'), 'utf8')),
  );
  for (const event of events.events) {
    if (event.titleES === undefined || event.descriptionES === undefined) {
      warnings.push(
        `data/events.json, event id ${event.id}: no Spanish ${event.titleES === undefined ? 'title' : 'description'} yet (English is shown on Spanish pages)`,
      );
    }
  }
  // The school's today (SITE_TODAY, or the real date in New York): see scripts/lib/site-today.ts.
  const clock = siteClock();
  if (clock.fixed) console.log(`  today is ${clock.today} (SITE_TODAY)`);
  const upcoming = events.events
    .filter((event) => lastDay(event) >= clock.today)
    .sort(compareEvents)
    .map(summarizeEvent);
  await writeIfChanged(
    path.join(root, 'src/generated/upcoming-events.json'),
    `${JSON.stringify(upcoming, null, 1)}\n`,
  );
  await writeIfChanged(
    path.join(root, 'src/generated/document-sizes.json'),
    `${JSON.stringify(documents.sizes, null, 1)}\n`,
  );
  await writeIfChanged(
    path.join(root, 'src/generated/image-sizes.json'),
    `${JSON.stringify(pictures.sizes, null, 1)}\n`,
  );
  warnings.push(...pictures.warnings);
  const announcements = AnnouncementsFileSchema.parse(
    JSON.parse(await readFile(path.join(root, 'data/announcements.json'), 'utf8')),
  );
  const published = publishAnnouncements(
    announcements.announcements,
    new Map(events.events.map((event) => [event.id, event.date])),
    clock.now,
  );
  await writeIfChanged(
    path.join(root, 'public', ANNOUNCEMENTS_PATH),
    `${JSON.stringify({ announcements: published })}\n`,
  );
  const site = SiteSchema.parse(
    JSON.parse(await readFile(path.join(root, 'data/site.json'), 'utf8')),
  );
  await writeIfChanged(
    path.join(root, 'public', WEEKLY_UPDATES_CONFIG_PATH),
    // Only the sealed address: no plain address, no hash of the password.
    `${JSON.stringify({ sealed: site.weeklyUpdates.sealed })}\n`,
  );

  // The calendar feeds' names in both languages, for the subscribe panel's Outlook link (a page
  // in one language offers the other language's feed, named in that language).
  await writeIfChanged(
    path.join(root, 'src/generated/feed-labels.json'),
    `${JSON.stringify(feedLabels({ en: en.tree, es: es.tree }), null, 1)}\n`,
  );

  // The content editor at /admin, configured from the same schemas.
  await writeAdmin(root, { siteUrl: siteAddress(process.env, site.siteUrl), locales: en.tree });

  const started = performance.now();
  const mediaPaths = {
    publicDir: path.join(root, 'public'),
    outDir: path.join(root, 'public/generated/media'),
  };
  const captions = GalleryCaptionsSchema.parse(
    JSON.parse(await readFile(path.join(root, 'data/gallery-captions.json'), 'utf8')),
  );
  const staffData = StaffDataSchema.parse(
    JSON.parse(await readFile(path.join(root, 'data/staff.json'), 'utf8')),
  );
  const media = [
    ['gallery', await buildGalleryManifest(mediaPaths, captions.captions)],
    ['staff', await buildStaffManifest(mediaPaths, staffData.members)],
    ['class-documents', await buildClassDocumentsManifest(mediaPaths)],
  ] as const;
  for (const [name, run] of media) {
    await writeIfChanged(
      path.join(root, `src/generated/${name}.json`),
      `${JSON.stringify(run.manifest)}\n`,
    );
    warnings.push(...run.warnings);
  }
  const encoded = media.reduce((sum, [, run]) => sum + run.encoded, 0);
  const removed = media.reduce((sum, [, run]) => sum + run.removed, 0);

  for (const warning of warnings) console.warn(`  ! ${warning}`);
  console.log(
    `✔ media: ${encoded} image${encoded === 1 ? '' : 's'} encoded, ${removed} removed (${Math.round(performance.now() - started)} ms)`,
  );
  console.log(
    `✔ content is valid: ${collections.length} data files, ${Object.keys(en.tree).length} locale files in each language, ${events.events.length} events`,
  );
}

await main();
