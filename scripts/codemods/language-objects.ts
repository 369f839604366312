// `npx tsx scripts/codemods/language-objects.ts [DIR …]` (default: data): moves translated text
// from the old suffix shape to the one shape every data file uses, an object keyed by language
// code (src/content/localized.ts):
//
//   "title": "Field Day", "titleES": "Día de juegos"   →   "title": { "en": "Field Day", "es": "Día de juegos" }
//
// The suffix of each language is its code in capitals ("ES"); the default language's text is the
// bare field. It walks every .json file under the folders (JSON Schemas excepted), at any depth of
// each file, keeps the fields' order (the object takes the bare field's place), writes the file as
// Prettier formats JSON, and leaves a file that has no suffixed field untouched, so running it
// twice changes nothing. A suffixed field without its bare field is left as it is and reported:
// `npm run content` then names it for a person to fix. Run once on data/ and tests/fixtures/content/.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { format } from 'prettier';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/content/languages.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The suffix that marked each language other than the default: "ES" for "es". */
const SUFFIXES = LANGUAGES.filter((lng) => lng !== DEFAULT_LANGUAGE).map((lng) => ({
  lng,
  suffix: lng.replace(/[^a-z]/gi, '').toUpperCase(),
}));

/** What the move did to one value: the new value and the suffixed fields it could not move. */
interface Moved {
  value: Json;
  changed: boolean;
  orphans: string[];
}

/** Moves every suffixed field of a value (at any depth) into its bare field's language object. */
export function moveToLanguageObjects(value: Json, where = ''): Moved {
  if (Array.isArray(value)) {
    const items = value.map((item, index) => moveToLanguageObjects(item, `${where}[${index}]`));
    return {
      value: items.map((item) => item.value),
      changed: items.some((item) => item.changed),
      orphans: items.flatMap((item) => item.orphans),
    };
  }
  if (value === null || typeof value !== 'object') return { value, changed: false, orphans: [] };
  const out: { [key: string]: Json } = {};
  const orphans: string[] = [];
  let changed = false;
  const suffixed = (key: string) =>
    SUFFIXES.find(({ suffix }) => key.length > suffix.length && key.endsWith(suffix));
  for (const [key, field] of Object.entries(value)) {
    const match = suffixed(key);
    if (match !== undefined) {
      const bare = key.slice(0, -match.suffix.length);
      if (typeof value[bare] === 'string' && typeof field === 'string') continue; // moved with its bare field
      orphans.push(`${where}.${key}`.replace(/^\./, ''));
      out[key] = field;
      continue;
    }
    const translations = SUFFIXES.filter(
      ({ suffix }) => typeof value[`${key}${suffix}`] === 'string',
    );
    if (typeof field === 'string' && translations.length > 0) {
      const text: { [key: string]: Json } = { [DEFAULT_LANGUAGE]: field };
      for (const { lng, suffix } of translations) text[lng] = value[`${key}${suffix}`] as string;
      out[key] = text;
      changed = true;
      continue;
    }
    const inner = moveToLanguageObjects(field, `${where}.${key}`);
    out[key] = inner.value;
    changed ||= inner.changed;
    orphans.push(...inner.orphans);
  }
  return { value: out, changed, orphans };
}

/** Runs the move over every data file under the folders; returns the files it rewrote. */
export async function moveFolders(folders: readonly string[]): Promise<string[]> {
  const rewritten: string[] = [];
  for (const folder of folders) {
    const files = await fg('**/*.json', { cwd: folder, ignore: ['schemas/**'], absolute: true });
    for (const file of files.sort()) {
      const moved = moveToLanguageObjects(JSON.parse(await readFile(file, 'utf8')) as Json);
      for (const orphan of moved.orphans) {
        console.warn(`${path.relative(process.cwd(), file)}: ${orphan} has no text to go beside`);
      }
      if (!moved.changed) continue;
      await writeFile(file, await format(JSON.stringify(moved.value), { parser: 'json' }));
      rewritten.push(file);
    }
  }
  return rewritten;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folders = process.argv.slice(2);
  const rewritten = await moveFolders(folders.length > 0 ? folders : ['data']);
  console.log(`Moved translated text into language objects in ${rewritten.length} files.`);
}
