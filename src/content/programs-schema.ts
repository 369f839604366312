import { z } from 'zod';
import { IdSchema } from './schema-pieces.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';

/** One of the school's signature programs. */
const ProgramSchema = z
  .object({
    /** Short identifier, lowercase with dashes, e.g. "dual-language". */
    id: IdSchema,
    /** The program's name in both languages. */
    name: LocalizedTextSchema,
    /** Two or three sentences about what students do, in both languages. */
    description: LocalizedTextSchema,
    /** Which small picture the card shows: languages, heart or kitchen. */
    icon: z.enum(['languages', 'heart', 'kitchen']),
  })
  .strict();
export type Program = z.infer<typeof ProgramSchema>;

/** The file data/programs.json: the programs shown on the Our School page, in order. */
export const ProgramsFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    programs: z.array(ProgramSchema).min(1),
  })
  .strict();
export type ProgramsFile = z.infer<typeof ProgramsFileSchema>;
