import { z } from 'zod';
import { GENDERS, needsGender, parseHonorific } from '../i18n/person-name.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';

/** The words of one gallery photo, in its own file in data/gallery-captions/. */
export const GalleryCaptionSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** The photo's address: "/assets/images/gallery/" and its file name, e.g. event-fall-festival.jpg. */
    photo: z.string().regex(/^\/assets\/images\/gallery\/[^/\\]+\.(jpe?g|png)$/i, {
      error:
        'write the address of a photo of the gallery, e.g. /assets/images/gallery/event-fall-festival.jpg',
    }),
    /** What the photo shows, for people who cannot see it. */
    alt: LocalizedTextSchema,
    /** A title; without it one is made from the file name. */
    title: LocalizedTextSchema.optional(),
  })
  .strict();
export type GalleryCaption = z.infer<typeof GalleryCaptionSchema>;

/** The captions by photo file name, as the media step reads them. */
export type GalleryCaptions = Readonly<Record<string, Omit<GalleryCaption, '$schema' | 'photo'>>>;

/** "Department folder/File name without .png", e.g. "Kindergarten/Ms. Ana López". */
const PORTRAIT_PATTERN = /^[^/]+\/[^/]+$/;

/** The words of one staff member's portrait, in its own file in data/staff/. */
export const StaffMemberSchema = z
  .object({
    $schema: SchemaRefSchema,
    /**
     * Whose portrait: the department folder and the file name without .png, as in
     * public/assets/documents/staff/, e.g. "Kindergarten/Ms. Ana López".
     */
    portrait: z.string().regex(PORTRAIT_PATTERN, {
      error: 'write the folder and the name, e.g. Kindergarten/Ms. Ana López',
    }),
    /** "female" or "male": needed when the file name starts with "Dr." (Spanish "Dra." or "Dr."). */
    gender: z.enum(GENDERS, { error: 'write "female" or "male"' }).optional(),
    /** Job title in both languages. */
    role: LocalizedTextSchema,
    /** One or two sentences in both languages. */
    bio: LocalizedTextSchema.optional(),
    /** Describes the picture; without it the page writes "Portrait of …" (or "Sample illustrated portrait of …" for sample media). */
    alt: LocalizedTextSchema.optional(),
  })
  .strict()
  .superRefine((member, ctx) => {
    const written = (member.portrait.split('/')[1] ?? '').replace(/\s+/g, ' ').trim();
    if (needsGender(parseHonorific(written).honorific) && member.gender === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['gender'],
        message: `add "gender": "female" or "male" for ${written} (Spanish writes "Dra." for a woman and "Dr." for a man)`,
      });
  });
export type StaffMemberData = z.infer<typeof StaffMemberSchema>;

/** The staff members' words by portrait ("Kindergarten/Ms. Ana López"), as the media step reads them. */
export type StaffData = Readonly<Record<string, Omit<StaffMemberData, '$schema' | 'portrait'>>>;
