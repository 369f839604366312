import { z } from 'zod';

/** A piece of text written in both English (`en`) and Spanish (`es`). */
export const LocalizedTextSchema = z
  .object({
    en: z.string().trim().min(1, { error: 'write the English text here (it cannot be empty)' }),
    es: z.string().trim().min(1, { error: 'write the Spanish text here (it cannot be empty)' }),
  })
  .strict();
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** Every data file may name its JSON Schema so that editors get autocompletion. */
export const SchemaRefSchema = z
  .string()
  .optional()
  .describe('Path of the JSON Schema for editors.');
