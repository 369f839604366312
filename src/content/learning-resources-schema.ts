import { z } from 'zod';
import { checkUniqueIds, HttpsUrlSchema, IdSchema } from './schema-pieces.ts';
import { ACADEMIC_ICONS } from './academic-icons.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';

/** A learning partner card on the Learning Resources page. */
const LearningResourceSchema = z
  .object({
    /** Short identifier, unique in the list, e.g. "zearn". */
    id: IdSchema,
    /** The partner's or program's name (usually the same in both languages). */
    title: LocalizedTextSchema,
    /** One or two sentences: what it is and how children use it, in both languages. */
    description: LocalizedTextSchema,
    /** The picture on the card. */
    icon: z.enum(ACADEMIC_ICONS, {
      error: `choose one of the icons: ${ACADEMIC_ICONS.join(', ')}`,
    }),
    /**
     * The partner's website (full https address). The card then opens it in a new tab. Leave it
     * out for a resource that has no public page: the card is shown without a link.
     */
    url: HttpsUrlSchema.optional(),
  })
  .strict();
export type LearningResource = z.infer<typeof LearningResourceSchema>;

/** The file data/learning-resources.json: the six partner cards, in the order shown. */
export const LearningResourcesFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    resources: z
      .array(LearningResourceSchema)
      .length(6, { error: 'the Learning Resources page shows exactly six partner cards' }),
  })
  .strict()
  .superRefine((file, ctx) => {
    checkUniqueIds([{ path: ['resources'], items: file.resources }], 'card', ctx);
  });
export type LearningResourcesFile = z.infer<typeof LearningResourcesFileSchema>;
