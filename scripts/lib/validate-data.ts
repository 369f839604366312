import type { z } from 'zod';
import { parseJson, problemsFromZod, type ContentProblem } from './format-issues.ts';

/** Checks one data file's text against its schema. */
export function validateDataFile(file: string, text: string, schema: z.ZodType): ContentProblem[] {
  const parsed = parseJson(file, text);
  if ('problem' in parsed) return [parsed.problem];
  const result = schema.safeParse(parsed.data, { reportInput: true });
  return result.success ? [] : problemsFromZod(file, parsed.data, result.error.issues);
}
