// Reads the data files and folders listed in src/content/collections.ts, checking each file's JSON
// and schema as it goes. Used by the content step, the feeds and the tests.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FolderCollection } from '../../src/content/collections.ts';
import type { EntryFile } from '../../src/content/content-rules.ts';
import type { ContentProblem } from '../../src/content/format-issues.ts';
import { validateDataFile } from '../../src/content/validate-data.ts';

/** What reading a collection found: the entries that passed their schema, and what did not. */
export interface ReadResult {
  /** The files whose content passed the schema, with that content (as parsed by the schema). */
  entries: EntryFile[];
  problems: ContentProblem[];
  warnings: string[];
}

/** The `.json` files of a folder, sorted by name (none when the folder does not exist). */
async function jsonFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.toLowerCase().endsWith('.json')).sort();
}

/** Reads and checks one data file (or reports it missing). */
export async function readDataFile(
  root: string,
  file: string,
  schema: FolderCollection['schema'],
): Promise<ReadResult> {
  const text = await readFile(path.join(root, file), 'utf8').catch(() => null);
  if (text === null)
    return { entries: [], problems: [{ file, message: 'the file is missing' }], warnings: [] };
  const checked = validateDataFile(file, text, schema);
  return {
    entries: checked.problems.length === 0 ? [{ file, data: checked.data }] : [],
    problems: checked.problems,
    warnings: checked.warnings,
  };
}

/** Reads and checks every entry file of a folder collection. */
export async function readFolder(root: string, collection: FolderCollection): Promise<ReadResult> {
  const result: ReadResult = { entries: [], problems: [], warnings: [] };
  for (const name of await jsonFiles(path.join(root, collection.folder))) {
    const read = await readDataFile(root, `${collection.folder}/${name}`, collection.schema);
    result.entries.push(...read.entries);
    result.problems.push(...read.problems);
    result.warnings.push(...read.warnings);
  }
  return result;
}

/** The entries of a folder collection that pass their schema (for steps that run after the check). */
export async function readEntries<T>(root: string, collection: FolderCollection): Promise<T[]> {
  const { entries, problems } = await readFolder(root, collection);
  if (problems.length > 0)
    throw new Error(`${collection.folder}: run npm run content, it explains what to fix`);
  return entries.map((entry) => entry.data as T);
}
