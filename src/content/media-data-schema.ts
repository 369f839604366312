import { z } from 'zod';
import { GENDERS } from '../i18n/person-name.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';

/** data/gallery-captions.json: optional words for gallery photos, by file name. */
export const GalleryCaptionsSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** File name in public/assets/images/gallery/ → its texts. */
    captions: z.record(
      z.string().min(1),
      z
        .object({
          /** What the photo shows, for people who cannot see it. */
          alt: LocalizedTextSchema,
          /** A title; without it one is made from the file name. */
          title: LocalizedTextSchema.optional(),
        })
        .strict(),
    ),
  })
  .strict();
export type GalleryCaptions = z.infer<typeof GalleryCaptionsSchema>;

/** data/staff.json: optional role, short bio and picture description of staff members. */
export const StaffDataSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** "Department folder/File name without .png" → texts, e.g. "Kindergarten/Ms. Ana López". */
    members: z.record(
      z.string().regex(/^[^/]+\/[^/]+$/, {
        error: 'write the folder and the name, e.g. Kindergarten/Ms. Ana López',
      }),
      z
        .object({
          /** "female" or "male": needed when the file name starts with "Dr." (Spanish "Dra." or "Dr."). */
          gender: z.enum(GENDERS, { error: 'write "female" or "male"' }).optional(),
          /** Job title in both languages. */
          role: LocalizedTextSchema,
          /** One or two sentences in both languages. */
          bio: LocalizedTextSchema.optional(),
          /** Describes the picture; without it the page writes "Portrait of …" (or "Sample illustrated portrait of …" for sample media). */
          alt: LocalizedTextSchema.optional(),
        })
        .strict(),
    ),
  })
  .strict();
export type StaffData = z.infer<typeof StaffDataSchema>;
