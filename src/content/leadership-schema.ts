import { z } from 'zod';
import { checkUniqueIds, IdSchema } from './schema-pieces.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';
import { checkPersonName, PERSON_NAME_FIELDS } from './person-schema.ts';

/** A picture under public/assets/images/ with its description for people who cannot see it. */
const PhotoSchema = z
  .object({
    /** Address of the picture, e.g. /assets/images/our-school/leadership/elena-marquez.jpg (a portrait, 4:5, about 600×750 pixels). */
    src: z.string().regex(/^\/assets\/images\/[^?#]+\.(jpe?g|png|webp)$/i, {
      error:
        'use a picture under /assets/images/, e.g. /assets/images/our-school/leadership/name.jpg',
    }),
    /** What the picture shows, in both languages. */
    alt: LocalizedTextSchema,
  })
  .strict();

/** One member of the school's leadership team. */
const LeaderSchema = z
  .object({
    /** Short identifier, lowercase with dashes, e.g. "elena-marquez". */
    id: IdSchema,
    /** "principal" for the principal (exactly one, listed first) or "assistantPrincipal". */
    kind: z.enum(['principal', 'assistantPrincipal']),
    /** The title ("dr"), gender and name ("Elena Márquez"), as families address the person. */
    ...PERSON_NAME_FIELDS,
    /** Job title in both languages, e.g. "Principal" / "Directora". */
    role: LocalizedTextSchema,
    /** Two or three sentences about the person, in both languages. */
    bio: LocalizedTextSchema,
    photo: PhotoSchema,
  })
  .strict()
  .superRefine((leader, ctx) => checkPersonName(leader, ctx));
export type Leader = z.infer<typeof LeaderSchema>;

/** The file data/leadership.json: the principal first, then the assistant principals. */
export const LeadershipFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    leaders: z.array(LeaderSchema).min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    const principals = file.leaders.filter((leader) => leader.kind === 'principal');
    if (principals.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['leaders'],
        message: `list exactly one person with "kind": "principal" (found ${principals.length})`,
      });
    } else if (file.leaders[0]?.kind !== 'principal') {
      ctx.addIssue({
        code: 'custom',
        path: ['leaders', 0, 'kind'],
        message: 'list the principal first',
      });
    }
    checkUniqueIds([{ path: ['leaders'], items: file.leaders }], 'leader', ctx);
  });
export type LeadershipFile = z.infer<typeof LeadershipFileSchema>;
