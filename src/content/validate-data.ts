import type { z } from 'zod';
import { parseJson, problemsFromZod, type ContentProblem } from './format-issues.ts';

/**
 * Checks one data file's text against its schema: its problems (empty when it is valid), its
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
  return result.success
    ? { problems: [], data: result.data, warnings }
    : { problems: problemsFromZod(file, parsed.data, result.error.issues), warnings };
}
