import { z } from 'zod';
import { checkUniqueIds, IdSchema } from './schema-pieces.ts';
import { ACADEMIC_ICONS } from './academic-icons.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';

const IconSchema = z.enum(ACADEMIC_ICONS, {
  error: `choose one of the icons: ${ACADEMIC_ICONS.join(', ')}`,
});

/** A core subject card on the Academics page. */
const CoreSubjectSchema = z
  .object({
    /** Short identifier, unique in the list, e.g. "math". */
    id: IdSchema,
    /** The picture on the card. */
    icon: IconSchema,
    /** The subject's name in both languages. */
    name: LocalizedTextSchema,
    /** Two or three sentences on how the subject is taught, in both languages. */
    description: LocalizedTextSchema,
    /** Two to four short points shown as a list on the card, in both languages. */
    highlights: z.array(LocalizedTextSchema).min(2).max(4),
  })
  .strict();
export type CoreSubject = z.infer<typeof CoreSubjectSchema>;

/** A subject of the short overview on the Learning Resources page. */
const OverviewSubjectSchema = z
  .object({
    /** Short identifier, unique in the list, e.g. "reading". */
    id: IdSchema,
    /** The picture beside the name. */
    icon: IconSchema,
    /** The subject's name in both languages. */
    name: LocalizedTextSchema,
    /** One sentence on what children learn and how families can help, in both languages. */
    description: LocalizedTextSchema,
  })
  .strict();
export type OverviewSubject = z.infer<typeof OverviewSubjectSchema>;

/**
 * The file data/subjects.json: the six core subject cards of the Academics page (`core`) and the
 * six-subject overview of the Learning Resources page (`overview`).
 */
export const SubjectsFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** Academics page: exactly six core subject cards, in the order shown. */
    core: z
      .array(CoreSubjectSchema)
      .length(6, { error: 'the Academics page shows exactly six subjects' }),
    /** Learning Resources page: exactly six subjects, in the order shown. */
    overview: z
      .array(OverviewSubjectSchema)
      .length(6, { error: 'the Learning Resources page shows exactly six subjects' }),
  })
  .strict()
  .superRefine((file, ctx) => {
    checkUniqueIds([{ path: ['core'], items: file.core }], 'subject', ctx);
    checkUniqueIds([{ path: ['overview'], items: file.overview }], 'subject', ctx);
  });
export type SubjectsFile = z.infer<typeof SubjectsFileSchema>;
