import { DEFAULT_LANGUAGE } from './languages.ts';
import type { z } from 'zod';

/** One problem an editor can act on: the file, the entry, the field and what was expected. */
export interface ContentProblem {
  file: string;
  entry?: string;
  field?: string;
  message: string;
}

/** "data/events/212.json, field "date": write the date as …" */
export function formatProblem(problem: ContentProblem): string {
  const where = [
    problem.file,
    problem.entry,
    problem.field === undefined ? undefined : `field "${problem.field}"`,
  ]
    .filter((part) => part !== undefined)
    .join(', ');
  return `${where}: ${problem.message}`;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The name of a list item in the default language, for messages: its title or name ("Science"). */
function nameOf(node: Record<string, unknown>): string | undefined {
  for (const key of ['title', 'name']) {
    const value = node[key];
    if (typeof value === 'string') return value;
    if (value !== null && typeof value === 'object') {
      const english = (value as Record<string, unknown>)[DEFAULT_LANGUAGE];
      if (typeof english === 'string') return english;
    }
  }
  return undefined;
}

/** "core entry 3 ("Science", id science)": a list item by its 1-based position, name and id. */
export function describeEntry(list: string, index: number, node: unknown): string {
  const details: string[] = [];
  if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    const name = nameOf(record);
    if (name !== undefined) details.push(`"${name}"`);
    if (record.id !== undefined && String(record.id) !== name)
      details.push(`id ${String(record.id)}`);
  }
  const label = `${list} entry ${index + 1}`;
  return details.length === 0 ? label : `${label} (${details.join(', ')})`;
}

function entryOf(
  data: unknown,
  path: readonly PropertyKey[],
): { entry?: string; rest: readonly PropertyKey[] } {
  // The first array index in the path names the entry: "events[3]" → "entry 4 (id 212)".
  const indexAt = path.findIndex((key) => typeof key === 'number');
  if (indexAt === -1) return { rest: path };
  let node: unknown = data;
  for (const key of path.slice(0, indexAt + 1)) {
    node =
      node !== null && typeof node === 'object'
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined;
  }
  const list = String(path[indexAt - 1] ?? 'list');
  return { entry: describeEntry(list, Number(path[indexAt]), node), rest: path.slice(indexAt + 1) };
}

/** Turns zod's issues into problems that name the file, entry (id or position) and field. */
export function problemsFromZod(
  file: string,
  data: unknown,
  issues: readonly z.core.$ZodIssue[],
): ContentProblem[] {
  return issues.map((issue) => {
    const { entry, rest } = entryOf(data, issue.path);
    let message = issue.message;
    if (issue.code === 'unrecognized_keys' && !issue.message.startsWith('Unrecognized key')) {
      // A schema's own explanation (such as an old format to convert) says more than the default.
    } else if (issue.code === 'unrecognized_keys') {
      message = `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} (check the spelling)`;
    } else if (issue.code === 'invalid_type' && issue.input === undefined) {
      message = `this field is required (${issue.message.replace(/^Invalid input: /, '')})`;
    } else if ('input' in issue && issue.input !== undefined && issue.code !== 'custom') {
      message = `${issue.message} (found ${describeValue(issue.input)})`;
    }
    const field = rest.length === 0 ? undefined : rest.map(String).join('.');
    return {
      file,
      ...(entry === undefined ? {} : { entry }),
      ...(field === undefined ? {} : { field }),
      message,
    };
  });
}

/** The byte-order mark some Windows editors put at the start of a file ("UTF-8 with BOM"). */
const BOM = '\uFEFF';

/** Typographic quotes that phones and word processors type instead of JSON's straight " */
const CURLY_QUOTES = /[\u201C\u201D\u201E\u201F\u2018\u2019\u00AB\u00BB]/;

/** Line and column (both from 1) of a position in a text. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Where JSON text first goes wrong, and what was expected there: a small scanner that follows the
 * JSON grammar, so that every syntax error gets a line and column (JSON.parse gives none for some,
 * such as a curly quote around a value).
 */
function findJsonError(text: string): { offset: number; problem: string } | null {
  let at = 0;
  /** Where the last comma was, to point at it when nothing follows it. */
  let comma = -1;
  class Stop extends Error {
    constructor(
      readonly offset: number,
      readonly problem: string,
    ) {
      super(problem);
    }
  }
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] ?? '')) at += 1;
  };
  /** How many blanks come just before a position. */
  const spaceBefore = (offset: number) => {
    let count = 0;
    while (' \t\n\r'.includes(text[offset - 1 - count] ?? 'x')) count += 1;
    return count;
  };
  const string = () => {
    if (text[at] !== '"') throw new Stop(at, 'expected a double quote (")');
    at += 1;
    while (at < text.length && text[at] !== '"') {
      const char = text[at] ?? '';
      if (char === '\n' || char < ' ')
        throw new Stop(at, 'expected the closing double quote (") before the end of the line');
      if (char === '\\') {
        const next = text[at + 1] ?? '';
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) at += 6;
        else if ('"\\/bfnrt'.includes(next) && next !== '') at += 2;
        else throw new Stop(at, 'expected a valid escape after \\ (write \\\\ for a backslash)');
      } else at += 1;
    }
    if (at >= text.length) throw new Stop(at, 'expected the closing double quote (")');
    at += 1;
  };
  /** The items of an object or a list, from its opening to its closing character. */
  const items = (close: '}' | ']', item: () => void, closing: string) => {
    at += 1;
    space();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      space();
      if ((text[at] === '}' || text[at] === ']') && comma === at - 1 - spaceBefore(at))
        throw new Stop(comma, `an extra comma before ${text[at]}: remove it`);
      if (text[at] === ',') throw new Stop(at, 'two commas in a row: remove one');
      item();
      space();
      if (text[at] === ',') {
        comma = at;
        at += 1;
        continue;
      }
      if (text[at] === close) {
        at += 1;
        return;
      }
      throw new Stop(at, `expected a comma (,) or ${closing}`);
    }
  };
  const member = () => {
    if (text[at] !== '"') throw new Stop(at, 'expected a name in double quotes');
    string();
    space();
    if (text[at] !== ':') throw new Stop(at, 'expected a colon (:) after the name');
    at += 1;
    value();
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') return items('}', member, 'a closing brace (})');
    if (char === '[') return items(']', value, 'a closing bracket (])');
    if (char === '"') return string();
    const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(at));
    if (literal === null)
      throw new Stop(at, 'expected a value: text in double quotes, a number, true or false');
    at += literal[0].length;
  };
  try {
    value();
    space();
    if (at < text.length)
      throw new Stop(at, 'expected the end of the file (something is left after the last })');
    return null;
  } catch (error) {
    if (error instanceof Stop) return { offset: error.offset, problem: error.problem };
    throw error;
  }
}

/**
 * Parses JSON text, or explains where it is broken (line, column, and what was expected there). A
 * byte-order mark at the start is ignored, with a warning that says how to drop it.
 */
export function parseJson(
  file: string,
  text: string,
): { data: unknown; warning?: string } | { problem: ContentProblem } {
  const hasBom = text.startsWith(BOM);
  const body = hasBom ? text.slice(1) : text;
  const warning = hasBom
    ? `${file} starts with an invisible byte-order mark (saved as "UTF-8 with BOM"): it was ignored; save the file as plain UTF-8 to remove it`
    : undefined;
  try {
    const data = JSON.parse(body) as unknown;
    return warning === undefined ? { data } : { data, warning };
  } catch (error) {
    const found = findJsonError(body);
    if (found === null) {
      const reason = error instanceof Error ? error.message : String(error);
      return { problem: { file, message: `this is not valid JSON (${reason})` } };
    }
    const { line, column } = lineAndColumn(body, found.offset);
    const char = body[found.offset] ?? '';
    const message = CURLY_QUOTES.test(char)
      ? `this is not valid JSON at line ${line}, column ${column}: a curly quote (${char}) stands where a straight double quote (") belongs. Phones and word processors type curly quotes: retype it as "`
      : `this is not valid JSON at line ${line}, column ${column}: ${found.problem}${found.problem.startsWith('expected') ? '. Look for a missing comma or quote just before it, or an extra comma before } or ].' : ''}`;
    return { problem: { file, message } };
  }
}
