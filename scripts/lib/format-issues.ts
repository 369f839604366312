import type { z } from 'zod';

/** One problem an editor can act on: the file, the entry, the field and what was expected. */
export interface ContentProblem {
  file: string;
  entry?: string;
  field?: string;
  message: string;
}

/** "data/events.json, event 4 (id 212), field date: write the date as …" */
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
  const position = Number(path[indexAt]) + 1;
  const id = node !== null && typeof node === 'object' ? (node as { id?: unknown }).id : undefined;
  const label =
    id === undefined ? `${list} entry ${position}` : `${list} entry ${position} (id ${String(id)})`;
  return { entry: label, rest: path.slice(indexAt + 1) };
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

/** Parses JSON text, or explains where it is broken. */
export function parseJson(
  file: string,
  text: string,
): { data: unknown } | { problem: ContentProblem } {
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      problem: {
        file,
        message: `this is not valid JSON (${reason}). Look for a missing comma or quote, or an extra comma before } or ].`,
      },
    };
  }
}
