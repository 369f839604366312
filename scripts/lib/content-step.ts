// The content step: checks every data and locale file, then writes what the site reads (the
// collections gathered from their folders, the JSON Schemas for editors' tools, the media
// manifests, the feeds' names, the content editor). `npm run content` runs it once; `npm run dev`
// runs it again whenever a file in data/ or locales/ changes, and shows its message in the page.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Announcement } from '../../src/content/announcement-schema.ts';
import { fileCollections, folderCollections } from '../../src/content/collections.ts';
import {
  announcementEventProblems,
  baseName,
  folderKeyProblems,
  referenceProblems,
  type EntryFile,
} from '../../src/content/content-rules.ts';
import type { ClassText } from '../../src/content/class-text-schema.ts';
import { EVENT_PICTURES_FOLDER, type SchoolEvent } from '../../src/content/event-schema.ts';
import { parseJson, type ContentProblem } from '../../src/content/format-issues.ts';
import { pictureAt } from '../../src/content/measured-picture.ts';
import type {
  GalleryCaption,
  GalleryCaptions,
  StaffData,
  StaffMemberData,
} from '../../src/content/media-data-schema.ts';
import type { Site } from '../../src/content/site-schema.ts';
import type { Milestone } from '../../src/content/timeline-schema.ts';
import type { WeeklyUpdates } from '../../src/content/weekly-updates-schema.ts';
import { ANNOUNCEMENTS_PATH, publishAnnouncements } from '../../src/domain/announcement-rules.ts';
import {
  CALENDAR_MONTHS_DIR,
  calendarEventOf,
  calendarStart,
  eventsByMonth,
} from '../../src/domain/calendar-months.ts';
import { compareEvents, lastDay, summarizeEvent } from '../../src/domain/event-rules.ts';
import { routeTable } from '../../src/domain/route-table.ts';
import {
  UPCOMING_EVENTS_PATH,
  upcomingStart,
  type UpcomingEvents,
} from '../../src/domain/upcoming.ts';
import { WEEKLY_UPDATES_CONFIG_PATH } from '../../src/domain/weekly-password.ts';
import { instantOfSchoolTime } from '../../src/domain/time-core.ts';
import { writeAdmin } from './admin/write-admin.ts';
import { readDataFile, readFolder } from './content-files.ts';
import { measureDocuments } from './document-sizes.ts';
import { feedLabels } from './feed-labels.ts';
import { jsonSchemaText, schemaFileFor } from './json-schemas.ts';
import { checkLocales, type LocaleTree } from '../../src/content/locale-check.ts';
import { isFileInside } from './public-files.ts';
import { measureImages } from './media/image-sizes.ts';
import { oversizedOriginals, oversizeWarning } from './media/originals.ts';
import {
  buildClassDocumentsManifest,
  buildGalleryManifest,
  buildPictureManifest,
  buildStaffManifest,
  staffNameProblems,
} from './media/manifests.ts';
import { writeGalleryPages } from './media/gallery-pages.ts';
import { siteAddress } from './site-address.ts';
import { siteClock } from './site-today.ts';
import { symlinkProblems } from './symlinks.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/content/languages.ts';

/** What the step found and did. */
export interface ContentStepResult {
  problems: ContentProblem[];
  warnings: string[];
  /** What it wrote, for the last line of `npm run content` (empty when there were problems). */
  summary: string[];
}

async function writeIfChanged(file: string, text: string): Promise<void> {
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing === text) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** The locale files of a language, and the names of those that could not be read. */
async function readLocales(
  root: string,
  lng: string,
): Promise<{ tree: LocaleTree; broken: string[]; problems: ContentProblem[]; warnings: string[] }> {
  const dir = path.join(root, 'locales', lng);
  const result = {
    tree: {} as LocaleTree,
    broken: [] as string[],
    problems: [] as ContentProblem[],
    warnings: [] as string[],
  };
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.json')).sort()) {
    const parsed = parseJson(
      `locales/${lng}/${name}`,
      await readFile(path.join(dir, name), 'utf8'),
    );
    if ('problem' in parsed) {
      result.problems.push(parsed.problem);
      result.broken.push(name);
      continue;
    }
    if (parsed.warning !== undefined) result.warnings.push(parsed.warning);
    result.tree[name] = parsed.data as Record<string, unknown>;
  }
  return result;
}

const json = (value: unknown, space?: number) => `${JSON.stringify(value, null, space)}\n`;

/** Writes one file per month ('YYYY-MM.json') into `dir` and removes the files of other months. */
async function writeMonthFiles(dir: string, months: ReadonlyMap<string, unknown[]>): Promise<void> {
  const wanted = new Set([...months.keys()].map((key) => `${key}.json`));
  const existing = await readdir(dir).catch(() => [] as string[]);
  for (const name of existing) {
    if (!wanted.has(name)) await rm(path.join(dir, name), { force: true });
  }
  for (const [key, events] of months)
    await writeIfChanged(path.join(dir, `${key}.json`), json(events));
}

/** Drops the "$schema" key, which only editors' tools read. */
function withoutSchemaRef<T extends { $schema?: string }>({ $schema: _ref, ...rest }: T) {
  return rest;
}

/** Runs the whole step in the project at `root`. Writes nothing the site reads when a file is wrong. */
export async function runContentStep(root: string): Promise<ContentStepResult> {
  const problems: ContentProblem[] = [];
  const warnings: string[] = [];
  const clock = siteClock();

  // 0. No symbolic links where the site's files come from (scripts/lib/symlinks.ts).
  problems.push(...(await symlinkProblems(root)));

  // 1. Every data file and folder, against its schema.
  const records = new Map<string, unknown>();
  for (const collection of fileCollections) {
    const read = await readDataFile(root, collection.file, collection.schema);
    problems.push(...read.problems);
    warnings.push(...read.warnings);
    for (const entry of read.entries) records.set(entry.file, entry.data);
    await writeIfChanged(
      path.join(root, schemaFileFor(collection.file)),
      jsonSchemaText(collection.schema, collection.title),
    );
  }
  const folders = new Map<string, EntryFile[]>();
  for (const collection of folderCollections) {
    const read = await readFolder(root, collection);
    problems.push(...read.problems, ...folderKeyProblems(collection, read.entries));
    warnings.push(...read.warnings);
    folders.set(collection.name, read.entries);
    await writeIfChanged(
      path.join(root, collection.schemaFile),
      jsonSchemaText(collection.schema, collection.title),
    );
  }
  const entries = <T>(name: string) =>
    (folders.get(name) ?? []).map((entry) => ({ file: entry.file, data: entry.data as T }));
  const events = entries<SchoolEvent>('events');
  const announcements = entries<Announcement>('announcements');

  // 2. What ties entries and files together.
  const eventIds = new Set(events.map(({ data }) => data.id));
  const links = announcementEventProblems(
    announcements.map(({ file, data }) => ({
      file,
      ...(data.eventId === undefined ? {} : { eventId: data.eventId }),
      endsAt: instantOfSchoolTime(data.end) ?? 0,
    })),
    eventIds,
    clock.now,
  );
  problems.push(...links.problems);
  warnings.push(...links.warnings);
  const publicDir = path.join(root, 'public');
  problems.push(
    ...referenceProblems(
      [...events, ...announcements].map(({ file, data }) => ({
        file,
        ...('link' in data && data.link !== undefined ? { link: data.link } : {}),
        ...('image' in data && data.image !== undefined ? { image: data.image } : {}),
      })),
      new Set(routeTable.map((route) => route.path)),
      (sitePath) => isFileInside(publicDir, sitePath),
    ),
  );
  const staff = entries<StaffMemberData>('staff');
  const staffFiles = await fg('*/*', { cwd: path.join(publicDir, 'assets/documents/staff') });
  problems.push(
    ...staffNameProblems(staffFiles.sort(), new Set(staff.map(({ data }) => data.portrait))),
  );

  const locales = await Promise.all(LANGUAGES.map((lng) => readLocales(root, lng)));
  problems.push(...locales.flatMap((read) => read.problems));
  warnings.push(...locales.flatMap((read) => read.warnings));
  const localeTrees = Object.fromEntries(
    LANGUAGES.map((lng, index) => [lng, locales[index]?.tree ?? {}]),
  ) as Record<Language, LocaleTree>;
  problems.push(...checkLocales(localeTrees, new Set(locales.flatMap((read) => read.broken))));

  // Documents (.pdf, .docx) the data link to must exist; pages show their measured sizes.
  const everyDataFile: EntryFile[] = [
    ...[...records].map(([file, data]) => ({ file, data })),
    ...[...folders.values()].flat(),
  ];
  const documents = await measureDocuments(publicDir, everyDataFile);
  problems.push(...documents.problems);
  // Pictures: pages take their width and height from the files, never from the code (an event's
  // missing picture is reported above, with the event's other links).
  const pictures = await measureImages(
    publicDir,
    everyDataFile.filter(({ file }) => !file.startsWith('data/events/')),
  );
  problems.push(...pictures.problems);
  warnings.push(...pictures.warnings);

  // The content editor at /admin, configured from the same schemas: written even when a file is
  // wrong, so that staff can open the editor to mend it.
  const site = records.get('data/site.json') as Site | undefined;
  await writeAdmin(root, {
    siteUrl: siteAddress(process.env, site?.siteUrl ?? 'http://localhost:5173'),
    locales: localeTrees[DEFAULT_LANGUAGE],
  });

  if (problems.length > 0) return { problems, warnings, summary: [] };

  // 3. Content is valid: write what the site reads.
  const generated = (name: string) => path.join(root, 'src/generated', name);
  const sortedEvents = events.map(({ data }) => withoutSchemaRef(data)).sort(compareEvents);
  // The events still to come: their first weeks in the pages' own scripts, all of them in a file
  // that a page fetches when a visitor's day needs more (src/domain/upcoming.ts).
  const upcoming = sortedEvents
    .filter((event) => lastDay(event) >= clock.today)
    .map(summarizeEvent);
  await writeIfChanged(
    generated('upcoming-events.json'),
    json(upcomingStart(upcoming, clock.today), 1),
  );
  await writeIfChanged(
    path.join(publicDir, UPCOMING_EVENTS_PATH),
    json({ through: null, events: upcoming } satisfies UpcomingEvents),
  );
  const milestones = entries<Milestone>('milestones')
    .sort((a, b) => a.data.year - b.data.year || baseName(a.file).localeCompare(baseName(b.file)))
    .map(({ data }) => withoutSchemaRef(data));
  await writeIfChanged(generated('milestones.json'), json(milestones, 1));
  // The text of the grades' letters and lists, by grade, for the Classes pages' prerendering.
  const classTexts = Object.fromEntries(
    entries<ClassText>('classTexts').map(({ data }) => {
      const { grade, ...text } = withoutSchemaRef(data);
      return [grade, text];
    }),
  );
  await writeIfChanged(generated('class-texts.json'), json(classTexts, 1));
  await writeIfChanged(generated('document-sizes.json'), json(documents.sizes, 1));
  const published = publishAnnouncements(
    announcements
      .map(({ data }) => withoutSchemaRef(data))
      .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id)),
    new Map(events.map(({ data }) => [data.id, data.date])),
    clock.now,
  );
  await writeIfChanged(
    path.join(publicDir, ANNOUNCEMENTS_PATH),
    json({ announcements: published }),
  );
  const weekly = records.get('data/weekly-updates.json') as WeeklyUpdates;
  if (weekly.sealed.v === 1)
    warnings.push(
      "data/weekly-updates.json: sealed before padding, so it tells everyone the address's length; it still opens, but run npm run weekly-password to seal a new address with a new password",
    );
  // Only the sealed address: no plain address, no hash of the password.
  await writeIfChanged(
    path.join(publicDir, WEEKLY_UPDATES_CONFIG_PATH),
    json({ sealed: weekly.sealed }),
  );
  // The calendar feeds' names in both languages, for the subscribe panel's Outlook link (a page
  // in one language offers the other language's feed, named in that language).
  await writeIfChanged(generated('feed-labels.json'), json(feedLabels(localeTrees), 1));
  // The access-code function's error texts in every language (netlify/lib/access-code-handler.ts):
  // a bundled function cannot list the locale folders, so it reads them from here.
  await writeIfChanged(
    generated('access-code-messages.json'),
    json(
      Object.fromEntries(
        LANGUAGES.map((lng) => [
          lng,
          (localeTrees[lng]['teacher-login.json'] as { errors?: unknown } | undefined)?.errors,
        ]),
      ),
      1,
    ),
  );

  const started = performance.now();
  const mediaPaths = { publicDir, outDir: path.join(publicDir, 'generated/media') };
  const captions: GalleryCaptions = Object.fromEntries(
    entries<GalleryCaption>('galleryCaptions').map(({ data }) => {
      const { photo, ...words } = withoutSchemaRef(data);
      return [photo.slice(photo.lastIndexOf('/') + 1), words];
    }),
  );
  const staffData: StaffData = Object.fromEntries(
    staff.map(({ data }) => {
      const { portrait, ...words } = withoutSchemaRef(data);
      return [portrait, words];
    }),
  );
  const gallery = await buildGalleryManifest(mediaPaths, captions);
  const media = [
    ['gallery', gallery],
    ['staff', await buildStaffManifest(mediaPaths, staffData)],
    ['class-documents', await buildClassDocumentsManifest(mediaPaths)],
  ] as const;
  const others = await buildPictureManifest(mediaPaths, pictures.sizes);
  // The table of the site's pictures, but events' own (src/content/image-sizes.ts): every page that
  // shows a picture loads it, and events' pictures come with every school year.
  await writeIfChanged(
    generated('image-sizes.json'),
    json(
      Object.fromEntries(
        Object.entries(others.manifest).filter(
          ([address]) => !address.startsWith(`${EVENT_PICTURES_FOLDER}/`),
        ),
      ),
      1,
    ),
  );
  // The calendar: a file per month that the page fetches when a visitor goes there, and the build
  // day's month in the page's own script (src/domain/calendar-months.ts). Each event with a
  // picture carries its measurements and copies.
  const calendarEvents = sortedEvents.map((event) =>
    calendarEventOf(event, (src) => pictureAt(others.manifest, src)),
  );
  await writeMonthFiles(
    path.join(publicDir, CALENDAR_MONTHS_DIR),
    eventsByMonth(calendarEvents)?.months ?? new Map(),
  );
  await writeIfChanged(
    generated('calendar-start.json'),
    json(calendarStart(calendarEvents, clock.today)),
  );
  for (const [name, run] of media) {
    await writeIfChanged(generated(`${name}.json`), json(run.manifest));
    warnings.push(...run.warnings);
  }
  // Originals larger than the site ever shows: named, so that staff can run npm run media:shrink.
  warnings.push(
    ...(await oversizedOriginals(publicDir)).map(({ file, reason }) =>
      oversizeWarning(file, reason),
    ),
  );
  // The gallery page carries only its first photos and the counts; the rest are page files that
  // "Show more" fetches (src/domain/gallery-pages.ts).
  await writeIfChanged(
    generated('gallery-index.json'),
    json(await writeGalleryPages(publicDir, gallery.manifest)),
  );
  const encoded = media.reduce((sum, [, run]) => sum + run.encoded, others.encoded);
  const removed = media.reduce((sum, [, run]) => sum + run.removed, others.removed);
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return {
    problems,
    warnings,
    summary: [
      `✔ media: ${plural(encoded, 'image')} encoded, ${removed} removed (${Math.round(performance.now() - started)} ms)`,
      `✔ content is valid: ${fileCollections.length} data files, ${folderCollections
        .map((collection) => plural(folders.get(collection.name)?.length ?? 0, collection.entry))
        .join(
          ', ',
        )}, ${Object.keys(localeTrees[DEFAULT_LANGUAGE]).length} locale files in each language`,
    ],
  };
}
