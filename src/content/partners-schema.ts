import { z } from 'zod';
import { HttpsUrlSchema, IdSchema } from './schema-pieces.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';

/** A community organisation that works with the school. */
const PartnerSchema = z
  .object({
    /** Short identifier, lowercase with dashes, e.g. "family-health-center". */
    id: IdSchema,
    /** The organisation's name (in both languages if it has a Spanish name). */
    name: LocalizedTextSchema,
    /** One or two sentences on what it does with our families, in both languages. */
    description: LocalizedTextSchema,
    /** Its website (https), opened in a new tab. Leave it out and the tile is not a link. */
    url: HttpsUrlSchema.optional(),
    /** Which small picture the tile shows. */
    icon: z.enum(['health', 'books', 'garden', 'arts']),
  })
  .strict();
export type Partner = z.infer<typeof PartnerSchema>;

/** The file data/partners.json: the community partner tiles of the Our School page. */
export const PartnersFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    partners: z
      .array(PartnerSchema)
      .length(4, { error: 'the Our School page shows four partners' }),
  })
  .strict();
export type PartnersFile = z.infer<typeof PartnersFileSchema>;
