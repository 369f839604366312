import type { z } from 'zod';
import { parseJson, problemsFromZod, type ContentProblem } from './format-issues.ts';
import { textIssues } from './text-limits.ts';

/**
 * Checks one data file's text against its schema (and every text in it against the length limits
 * and for direction controls, src/content/text-limits.ts): its problems (empty when it is valid), its
 * content as the schema reads it (when valid), and warnings (a byte-order mark that was ignored).
 */
export function validateDataFile(
  file: string,
  text: string,
  schema: z.ZodType,
): { problems: ContentProblem[]; data?: unknown; warnings: string[] } {
  const parsed = parseJson(file, text);
  if ('problem' in parsed) return { problems: [parsed.problem], warnings: [] };
  const warnings = parsed.warning === undefined ? [] : [parsed.warning];
  const result = schema.safeParse(parsed.data, { reportInput: true });
  // Lengths and direction characters are checked on every text, whatever the file's schema.
  const texts = problemsFromZod(file, parsed.data, textIssues(parsed.data));
  return result.success && texts.length === 0
    ? { problems: [], data: result.data, warnings }
    : {
        problems: [
          ...(result.success ? [] : problemsFromZod(file, parsed.data, result.error.issues)),
          ...texts,
        ],
        warnings,
      };
}
