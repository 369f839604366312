// What the content editor checks before it saves or deletes anything: the same schemas and the
// same rules across entries as `npm run content`, with the same words, so that the editor never
// saves what the build would refuse. It also refuses to write over a change someone else saved
// after the form was opened. The editor's backend answers the questions about other files
// (`Lookups`); everything here is plain logic, tested without a browser.
import type { Announcement } from '../content/announcement-schema.ts';
import {
  fileCollections,
  folderCollections,
  type FolderCollection,
} from '../content/collections.ts';
import {
  announcementEventProblems,
  baseName,
  folderKeyProblems,
  referenceProblems,
  takenKeyProblem,
  type EntryFile,
} from '../content/content-rules.ts';
import { parseJson, type ContentProblem } from '../content/format-issues.ts';
import { LANGUAGES, isLanguage, type Language } from '../content/languages.ts';
import { checkLocales, type LocaleTree } from '../content/locale-check.ts';
import { validateDataFile } from '../content/validate-data.ts';
import { routeTable } from '../domain/route-table.ts';
import { instantOfSchoolTime } from '../domain/time-core.ts';

/** What the checks need to know about the files the form does not show. */
export interface Lookups {
  /** Every entry file of a folder ("data/events") as saved now, parsed (unreadable ones left out). */
  listFolder(folder: string): Promise<EntryFile[]>;
  /** The text of a file as saved now, or null when there is no such file. */
  readFile(file: string): Promise<string | null>;
  /** Whether an address such as /assets/documents/form.pdf is a file of the site. */
  siteFileExists(sitePath: string): Promise<boolean>;
  /** Now, in epoch milliseconds. */
  now(): number;
}

/** The entry a form is about to save. */
export interface SaveRequest {
  /**
   * The path of its file, e.g. "data/events/296.json". For a new entry, any path in its folder:
   * where the key names the file (events, announcements), the file to be is found from the key.
   */
  file: string;
  /** True when the entry is new (no file yet). */
  isNew: boolean;
  /** Its content as the form will write it. */
  data: Record<string, unknown>;
  /** The file's text when the form was opened (null for a new entry). */
  loaded: string | null;
  /** The content this editor window itself last saved into the file, if it did. */
  savedHere?: unknown;
  /** Addresses of the pictures chosen in the form and saved with it (uploads). */
  uploads?: readonly string[];
}

const PAGES = new Set<string>(routeTable.map((route) => route.path));

/** The same data with keys in one order, so that two versions compare by content, not layout. */
function canonical(value: unknown): string {
  const sort = (node: unknown): unknown =>
    Array.isArray(node)
      ? node.map(sort)
      : node !== null && typeof node === 'object'
        ? Object.fromEntries(
            Object.keys(node)
              .sort()
              .map((key) => [key, sort((node as Record<string, unknown>)[key])]),
          )
        : node;
  return JSON.stringify(sort(value));
}

function parsed(text: string): unknown {
  const result = parseJson('', text);
  return 'data' in result ? result.data : text;
}

/** The folder collection a file belongs to, if any. */
function folderOf(file: string): FolderCollection | undefined {
  return folderCollections.find((collection) => file.startsWith(`${collection.folder}/`));
}

/** The next free event id: one more than the highest in the folder. */
export function nextEventId(events: readonly EntryFile[]): number {
  const ids = events.flatMap(({ data, file }) => {
    const id = (data as { id?: unknown } | null)?.id;
    const fromName = Number(baseName(file));
    return [typeof id === 'number' ? id : 0, Number.isInteger(fromName) ? fromName : 0];
  });
  return Math.max(0, ...ids) + 1;
}

/**
 * Someone else's change saved after this form was opened (or the file deleted meanwhile): saving
 * would silently undo it, so the save is refused. A form's own earlier save is not someone else's.
 */
async function conflictProblems(request: SaveRequest, lookups: Lookups): Promise<ContentProblem[]> {
  if (request.isNew || request.loaded === null) return [];
  const current = await lookups.readFile(request.file);
  if (current === null)
    return [
      {
        file: request.file,
        message:
          'someone deleted this file after you opened it. Your change was not saved. Copy what you wrote, then reload the page to see the list as it is now',
      },
    ];
  const now = canonical(parsed(current));
  if (now === canonical(parsed(request.loaded))) return [];
  if (request.savedHere !== undefined && now === canonical(request.savedHere)) return [];
  return [
    {
      file: request.file,
      message:
        'someone else saved a change to this file after you opened it. Your change was not saved, so that theirs is not lost: copy what you wrote, reload the page to see their version, and make your change again',
    },
  ];
}

/** The rules that tie the entry to other files, for the folders that have them. */
async function crossEntryProblems(
  collection: FolderCollection,
  request: SaveRequest,
  lookups: Lookups,
): Promise<ContentProblem[]> {
  const entry: EntryFile = { file: request.file, data: request.data };
  const problems: ContentProblem[] = [];
  // Key rules. Where the key names the file, a new entry's file must not exist yet, and an existing
  // entry keeps its key (its file's name); elsewhere, no other file of the folder has the key.
  if (collection.key !== null && collection.namesFile) {
    if (request.isNew) {
      const existing = await lookups.readFile(request.file);
      if (existing !== null)
        problems.push(
          takenKeyProblem(collection, entry, { file: request.file, data: parsed(existing) }),
        );
    } else problems.push(...folderKeyProblems(collection, [entry]));
  } else if (collection.key !== null) {
    const others = (await lookups.listFolder(collection.folder)).filter(
      ({ file }) => file !== request.file,
    );
    problems.push(
      ...folderKeyProblems(collection, [...others, entry]).filter(
        (problem) => problem.file === request.file,
      ),
    );
  }
  if (collection.name === 'announcements') {
    const announcement = request.data as unknown as Announcement;
    const ids = new Set<number>();
    if (
      announcement.eventId !== undefined &&
      (await lookups.readFile(`data/events/${announcement.eventId}.json`)) !== null
    )
      ids.add(announcement.eventId);
    const links = announcementEventProblems(
      [
        {
          file: request.file,
          ...(announcement.eventId === undefined ? {} : { eventId: announcement.eventId }),
          endsAt: instantOfSchoolTime(announcement.end) ?? 0,
        },
      ],
      ids,
      lookups.now(),
    );
    problems.push(...links.problems);
  }
  if (collection.name === 'events' || collection.name === 'announcements') {
    const { link, image } = request.data as { link?: string; image?: string };
    const known = new Set<string>(request.uploads ?? []);
    for (const address of [link, image])
      if (address !== undefined && !PAGES.has(address) && (await lookups.siteFileExists(address)))
        known.add(address);
    problems.push(
      ...referenceProblems(
        [
          {
            file: request.file,
            ...(link === undefined ? {} : { link }),
            ...(image === undefined ? {} : { image }),
          },
        ],
        PAGES,
        (sitePath) => known.has(sitePath) || known.has(decodeURI(sitePath)),
      ),
    );
  }
  return problems;
}

/** A page-text file checked against the same page in the other languages. */
async function localeProblems(request: SaveRequest, lookups: Lookups): Promise<ContentProblem[]> {
  const [, lng, name] = /^locales\/([^/]+)\/(.+)$/.exec(request.file) ?? [];
  if (lng === undefined || name === undefined || !isLanguage(lng)) return [];
  const trees = {} as Record<Language, LocaleTree>;
  for (const code of LANGUAGES) {
    if (code === lng) {
      trees[code] = { [name]: request.data };
      continue;
    }
    const text = await lookups.readFile(`locales/${code}/${name}`);
    const tree = text === null ? undefined : parsed(text);
    trees[code] = tree === undefined ? {} : { [name]: tree as Record<string, unknown> };
  }
  return checkLocales(trees);
}

/**
 * Everything wrong with saving `request`, in the build's words: the entry's schema, the rules
 * across entries and files, and a change someone else saved meanwhile. For a new event, the data
 * returned carries its id: the next free number.
 */
export async function checkSave(
  request: SaveRequest,
  lookups: Lookups,
): Promise<{ data: Record<string, unknown>; file: string; problems: ContentProblem[] }> {
  let { data, file } = request;
  const collection = folderOf(file);
  if (collection?.name === 'events' && request.isNew && data.id === undefined) {
    const id = nextEventId(await lookups.listFolder(collection.folder));
    data = { ...data, id };
  }
  // A new entry of a folder named by its key gets the file of that name.
  const key = collection?.key;
  if (request.isNew && collection?.namesFile === true && key !== null && key !== undefined)
    file = `${collection.folder}/${String(data[key])}.json`;
  const checked = { ...request, data, file };
  const schema =
    collection?.schema ?? fileCollections.find((candidate) => candidate.file === file)?.schema;
  const problems: ContentProblem[] = [];
  if (schema !== undefined) {
    const result = validateDataFile(file, JSON.stringify(data), schema);
    problems.push(...result.problems);
    if (collection !== undefined && result.problems.length === 0)
      problems.push(...(await crossEntryProblems(collection, checked, lookups)));
  }
  problems.push(...(await localeProblems(checked, lookups)));
  problems.push(...(await conflictProblems(checked, lookups)));
  return { data, file, problems };
}

/**
 * What deleting a file would break, in the build's words: an announcement still showing (or yet
 * to show) that links to the event.
 */
export async function checkDelete(file: string, lookups: Lookups): Promise<ContentProblem[]> {
  const collection = folderOf(file);
  if (collection?.name !== 'events') return [];
  const id = Number(baseName(file));
  const announcements = (await lookups.listFolder('data/announcements')).map(({ file, data }) => ({
    file,
    data: data as Partial<Announcement>,
  }));
  const others = new Set(
    announcements.flatMap(({ data }) =>
      data.eventId === undefined || data.eventId === id ? [] : [data.eventId],
    ),
  );
  return announcementEventProblems(
    announcements.map(({ file, data }) => ({
      file,
      ...(data.eventId === undefined ? {} : { eventId: data.eventId }),
      endsAt: instantOfSchoolTime(data.end ?? '') ?? 0,
    })),
    others,
    lookups.now(),
  ).problems;
}
