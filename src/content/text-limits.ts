// Two checks on every text of every data file (and the locale files' direction characters), beside
// each file's own schema: a length limit, so that a pasted document or a runaway title cannot make
// the calendar page hundreds of thousands of pixels tall and every feed heavy, and no invisible
// direction-override characters, which can make a text read differently from what it is
// ("Family Night " + U+202E + "gnp.exe" shows as "Family Night exe.png"). Both are reported like any schema
// problem: file, entry and field.
import type { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/**
 * The longest text, in characters, for each kind of field. Each is several times the longest of
 * its kind in the sample content (event titles about 115, places about 50, alt texts about 510,
 * descriptions about 310) and generous for a real one: a title that fits a phone's calendar list
 * in a few lines, a paragraph-long picture description, a description of a full page.
 */
export const TEXT_LIMITS = {
  /** Titles, names, labels, roles: shown in small spaces (calendar cells, cards, lists). */
  title: 200,
  /** Where something happens or someone works. */
  place: 200,
  /** Descriptions of pictures for people who cannot see them. */
  alt: 1_000,
  /** Descriptions of events, programs and works. */
  description: 3_000,
  /** Any other text: paragraphs of letters and pages, addresses, ids. */
  other: 5_000,
} as const;

type TextKind = keyof typeof TEXT_LIMITS;

const KIND_OF_FIELD: Readonly<Record<string, TextKind>> = {
  title: 'title',
  name: 'title',
  label: 'title',
  role: 'title',
  subject: 'title',
  achievement: 'title',
  location: 'place',
  place: 'place',
  office: 'place',
  building: 'place',
  alt: 'alt',
  imageAlt: 'alt',
  caption: 'alt',
  description: 'description',
};

const KIND_NAMES: Record<TextKind, string> = {
  title: 'a title or name',
  place: 'a place',
  alt: 'a picture description',
  description: 'a description',
  other: 'a text',
};

/** The kind of a field by its name: a title's "en" or "es" is a title. */
function kindOf(path: readonly PropertyKey[]): TextKind {
  const names = path.filter((key): key is string => typeof key === 'string');
  let name = names.at(-1) ?? '';
  // The language of a translated text ({ "en": …, "es": … }) is not the field.
  if ((LANGUAGES as readonly string[]).includes(name)) name = names.at(-2) ?? '';
  return KIND_OF_FIELD[name] ?? 'other';
}

/**
 * The Unicode direction controls that reorder what follows them: embeddings (U+202A, U+202B),
 * overrides (U+202D, U+202E), their end (U+202C), and isolates (U+2066 to U+2069). The single
 * marks U+200E and U+200F are allowed: they only tell a neutral character which way to go, and
 * right-to-left languages need them.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

const CONTROL_NAMES: Record<string, string> = {
  '\u202A': 'LEFT-TO-RIGHT EMBEDDING',
  '\u202B': 'RIGHT-TO-LEFT EMBEDDING',
  '\u202C': 'POP DIRECTIONAL FORMATTING',
  '\u202D': 'LEFT-TO-RIGHT OVERRIDE',
  '\u202E': 'RIGHT-TO-LEFT OVERRIDE',
  '\u2066': 'LEFT-TO-RIGHT ISOLATE',
  '\u2067': 'RIGHT-TO-LEFT ISOLATE',
  '\u2068': 'FIRST STRONG ISOLATE',
  '\u2069': 'POP DIRECTIONAL ISOLATE',
};

/** The problem with one text's direction characters, or null. */
export function directionControlProblem(text: string): string | null {
  const found = DIRECTION_CONTROLS.exec(text);
  if (found === null) return null;
  const char = found[0];
  const code = `U+${char.codePointAt(0)?.toString(16).toUpperCase() ?? ''}`;
  return `contains an invisible character that changes the order letters are shown in (${code} ${CONTROL_NAMES[char] ?? ''}, at character ${found.index + 1}), so the text can read differently from what it is; delete it (typing the text again removes it)`;
}

/**
 * The texts of a data file that are too long or carry direction controls, as zod-style issues
 * (path and message), so that they are reported like the schema's own problems.
 */
export function textIssues(data: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      const direction = directionControlProblem(value);
      if (direction !== null) issues.push(issue(path, direction));
      const kind = kindOf(path);
      const limit = TEXT_LIMITS[kind];
      if (value.length > limit)
        issues.push(
          issue(
            path,
            `this text is ${value.length.toLocaleString('en-US')} characters long, more than the ${limit.toLocaleString('en-US')} allowed for ${KIND_NAMES[kind]}; shorten it`,
          ),
        );
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, index]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit(data, []);
  return issues;
}

function issue(path: PropertyKey[], message: string): z.core.$ZodIssue {
  return { code: 'custom', path, message, input: undefined };
}
