import { z } from 'zod';
import { GRADES, type GradeId } from '../domain/media-catalog.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';

const GRADE_IDS = GRADES.map((grade) => grade.id) as [GradeId, ...GradeId[]];

/** A grade's welcome letter as text: its title and its paragraphs, in both languages. */
const WelcomeLetterTextSchema = z
  .object({
    /** The letter's title, e.g. "Welcome to Second Grade!". */
    title: LocalizedTextSchema,
    /** The paragraphs in order, from the greeting ("Dear families,") to the signature. */
    paragraphs: z.array(LocalizedTextSchema).min(1, { error: 'write at least one paragraph' }),
  })
  .strict();

/** A grade's supply list as text: its title and its items, in both languages. */
const SupplyListTextSchema = z
  .object({
    /** The list's title, e.g. "Second Grade Supply List". */
    title: LocalizedTextSchema,
    /** One supply per item, in the order shown, e.g. "2 boxes of 24 crayons". */
    items: z.array(LocalizedTextSchema).min(1, { error: 'write at least one item' }),
  })
  .strict();

/**
 * The text of a grade's class documents, in its own file data/class-documents/<grade>.json: the
 * grade's Classes pages show it as text, in the page's language, above the printable pictures.
 * Each document is optional; a grade without a file shows its pictures only.
 */
export const ClassTextSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** The grade, the same as the file's name: second → data/class-documents/second.json. */
    grade: z.enum(GRADE_IDS, {
      error: `write one of ${GRADE_IDS.join(', ')}`,
    }),
    welcomeLetter: WelcomeLetterTextSchema.optional(),
    supplyList: SupplyListTextSchema.optional(),
  })
  .strict()
  .refine((file) => file.welcomeLetter !== undefined || file.supplyList !== undefined, {
    error: 'write a welcomeLetter, a supplyList or both',
  });
export type ClassText = z.infer<typeof ClassTextSchema>;
