// The rules that look at more than one entry or file: an id no other entry uses, an entry's file
// named by its id, an announcement's event that exists, links to pages and files of the site.
// Pure functions over content already read, so that the content step (npm run content, over every
// file) and the content editor at /admin/ (over the entry being saved and the entries it needs)
// apply the very same rules and say the very same words.
import { DEFAULT_LANGUAGE } from './languages.ts';
import type { FolderCollection } from './collections.ts';
import type { ContentProblem } from './format-issues.ts';

/** One file of a folder collection and what it holds (already parsed). */
export interface EntryFile {
  /** Its path in the project, e.g. "data/events/296.json". */
  file: string;
  data: unknown;
}

function field(data: unknown, name: string): unknown {
  return data !== null && typeof data === 'object'
    ? (data as Record<string, unknown>)[name]
    : undefined;
}

/** The name people know an entry by: its title in the default language, or its label field's value. */
function entryLabel(collection: FolderCollection, data: unknown): string | undefined {
  const value = field(data, collection.label);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const english = field(value, DEFAULT_LANGUAGE);
  return typeof english === 'string' ? english : undefined;
}

/** "data/events/296.json" → "296". */
export function baseName(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.json$/i, '');
}

/** How a file is named in a message: its path, with the entry's title when it has one. */
function described(collection: FolderCollection, entry: EntryFile): string {
  const label = entryLabel(collection, entry.data);
  return label === undefined || label === baseName(entry.file)
    ? entry.file
    : `${entry.file} ("${label}")`;
}

/**
 * The key rules of a folder: no two files share the key's value (the file that is not named by it,
 * or the later one, is the one to change), and where the key names the file, the file is named by
 * it. `entries` are the folder's files whose content passed the entry schema.
 */
export function folderKeyProblems(
  collection: FolderCollection,
  entries: readonly EntryFile[],
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const { key, entry: what } = collection;
  if (key === null) return problems;
  const keyOf = (entry: EntryFile) => String(field(entry.data, key));
  const shown = (entry: EntryFile) => JSON.stringify(field(entry.data, key));
  // Where the key names files, the rightly named file keeps it.
  const owners = new Map<string, EntryFile>();
  if (collection.namesFile)
    for (const entry of entries)
      if (keyOf(entry) === baseName(entry.file)) owners.set(keyOf(entry), entry);
  for (const entry of entries) {
    const value = keyOf(entry);
    const owner = owners.get(value);
    if (owner === entry) continue;
    if (owner !== undefined) {
      problems.push({
        file: entry.file,
        field: key,
        message: collection.namesFile
          ? `${key} ${shown(entry)} is already used by ${described(collection, owner)}: this ${what}'s file is ${baseName(entry.file)}.json, so write ${JSON.stringify(key)}: ${JSON.stringify(rightKey(entry))}`
          : `${shown(entry)} already has its ${what} in ${described(collection, owner)}: keep one file per ${key} (add to that file, or delete this one)`,
      });
      continue;
    }
    if (collection.namesFile) {
      problems.push({
        file: entry.file,
        field: key,
        message: `the file is named ${baseName(entry.file)}.json but its ${key} is ${shown(entry)}: ${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what}'s ${key} is its file's name and never changes, so write ${JSON.stringify(key)}: ${JSON.stringify(rightKey(entry))}`,
      });
    }
    owners.set(value, entry);
  }
  return problems;

  function rightKey(entry: EntryFile): string | number {
    const name = baseName(entry.file);
    return typeof field(entry.data, key ?? '') === 'number' && /^\d+$/.test(name)
      ? Number(name)
      : name;
  }
}

/**
 * A new entry whose key is already the name of a file: the content editor asks for another one
 * (two files cannot share a name, so the build never sees this).
 */
export function takenKeyProblem(
  collection: FolderCollection,
  entry: EntryFile,
  owner: EntryFile,
): ContentProblem {
  const key = collection.key ?? 'id';
  return {
    file: entry.file,
    field: key,
    message: `${key} ${JSON.stringify(field(entry.data, key))} is already used by ${described(collection, owner)}: pick another`,
  };
}

/** The parts of an announcement that the cross-entry rules read. */
export interface AnnouncementLink {
  file: string;
  eventId?: number;
  /** When it stops showing (epoch ms). */
  endsAt: number;
}

/**
 * An announcement that still shows, or will, must link to an event that exists. One that has ended
 * links nowhere any more: it only gets a warning, so that deleting an old event is never blocked
 * by an old announcement.
 */
export function announcementEventProblems(
  announcements: readonly AnnouncementLink[],
  eventIds: ReadonlySet<number>,
  now: number,
): { problems: ContentProblem[]; warnings: string[] } {
  const problems: ContentProblem[] = [];
  const warnings: string[] = [];
  for (const announcement of announcements) {
    if (announcement.eventId === undefined || eventIds.has(announcement.eventId)) continue;
    const missing = `there is no event with id ${announcement.eventId} (data/events/${announcement.eventId}.json)`;
    if (announcement.endsAt <= now)
      warnings.push(
        `${announcement.file}: ${missing}; the announcement has ended, so nothing shows the link (delete the announcement when you like)`,
      );
    else problems.push({ file: announcement.file, field: 'eventId', message: missing });
  }
  return { problems, warnings };
}

/**
 * What is wrong with a link of the content (a page of this site, or a file under public/), or
 * null. `pages` are the site's pages in English (the Spanish ones are the same under /es);
 * `fileExists` says whether a path such as /assets/documents/x.pdf is a file of the site.
 */
export function linkProblem(
  link: string,
  pages: ReadonlySet<string>,
  fileExists: (sitePath: string) => boolean,
): string | null {
  const pathOnly = link.split(/[?#]/, 1)[0] ?? '';
  const page = pathOnly.length > 1 ? pathOnly.replace(/\/+$/, '') : pathOnly;
  if (pages.has(page) || fileExists(pathOnly)) return null;
  return `there is no page or file ${pathOnly} on this site (pages: ${[...pages].join(', ')})`;
}

/** An entry's links and pictures, by field name ("link", "image"). */
export interface EntryReferences {
  file: string;
  link?: string;
  image?: string;
}

/** The links and pictures of entries (events and announcements) that lead nowhere. */
export function referenceProblems(
  entries: readonly EntryReferences[],
  pages: ReadonlySet<string>,
  fileExists: (sitePath: string) => boolean,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const entry of entries) {
    if (entry.link !== undefined) {
      const message = linkProblem(entry.link, pages, fileExists);
      if (message !== null) problems.push({ file: entry.file, field: 'link', message });
    }
    if (entry.image !== undefined && !fileExists(entry.image))
      problems.push({
        file: entry.file,
        field: 'image',
        message: `there is no file public${entry.image}: put the picture under public/assets/ and write its path from /assets/`,
      });
  }
  return problems;
}
