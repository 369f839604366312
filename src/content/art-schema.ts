import { z } from 'zod';
import { IdSchema } from './schema-pieces.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';
import { checkPersonName, PERSON_NAME_FIELDS } from './person-schema.ts';
import { PublicImagePathSchema } from './public-image-schema.ts';

/** A grade band of the art curriculum (the page shows one card per band). */
const CurriculumSchema = z
  .object({
    /** Short identifier, e.g. "k-1". */
    id: IdSchema,
    /** Which grades the card is for, e.g. "Kindergarten – 1st Grade". */
    grades: LocalizedTextSchema,
    /** The card's title. */
    title: LocalizedTextSchema,
    /** Two or three sentences about what students do in these grades. */
    description: LocalizedTextSchema,
    /** Focus areas, shown as small tags (two to eight). */
    focusAreas: z.array(LocalizedTextSchema).min(2).max(8),
  })
  .strict();

/** A piece of student artwork in the page's gallery. */
const ArtworkSchema = z
  .object({
    /** The picture, e.g. /assets/images/art/sunflowers.jpg (about 1200 × 900 pixels). */
    image: PublicImagePathSchema,
    /** The artwork's title. */
    title: LocalizedTextSchema,
    /** The young artist: first name and last initial only, e.g. "Mateo R.". */
    artist: z
      .string()
      .regex(/^\S.* [A-Z]\.$/, { error: 'write a first name and last initial, e.g. Mateo R.' }),
    /** The artist's grade, e.g. "Grade 4" / "4.º grado". */
    grade: LocalizedTextSchema,
    /** Materials, e.g. "Watercolor" / "Acuarela". */
    medium: LocalizedTextSchema,
    /** What the picture shows, for people who cannot see it. */
    alt: LocalizedTextSchema,
  })
  .strict();

/** A community art program (art nights, murals, shows…). */
const ProgramSchema = z
  .object({
    title: LocalizedTextSchema,
    /** One or two sentences. */
    description: LocalizedTextSchema,
    /** When it happens, e.g. "Every spring" / "Cada primavera". */
    when: LocalizedTextSchema,
  })
  .strict();

/** A museum trip. */
const TripSchema = z
  .object({
    /** The museum's name, as it is written in both languages. */
    museum: z.string().min(1),
    /** Which grades go, e.g. "Grade 2" / "2.º grado". */
    grades: LocalizedTextSchema,
    /** What students see and do there. */
    description: LocalizedTextSchema,
    /** When the trip usually happens, e.g. "Spring" / "Primavera". */
    season: LocalizedTextSchema,
  })
  .strict();

/** The file data/art.json: the Art page's teacher, curriculum, artwork, programs and trips. */
export const ArtFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** The art teacher families can write to. */
    teacher: z
      .object({
        /** The title ("ms"), gender when needed, and name ("Olivia Bennett"). */
        ...PERSON_NAME_FIELDS,
        /** Job title in both languages. */
        role: LocalizedTextSchema,
        /** School email address (the page's contact link writes to it). */
        email: z.email({ error: 'write a valid email address' }),
      })
      .strict()
      .superRefine((teacher, ctx) => checkPersonName(teacher, ctx)),
    /** The curriculum cards: Kindergarten–1st grade and 2nd–5th grade. */
    curriculum: z.array(CurriculumSchema).min(1),
    /** Student artwork, newest first. */
    artwork: z.array(ArtworkSchema).min(1),
    /** Community programs. */
    programs: z.array(ProgramSchema).min(1),
    /** Museum trips. */
    museumTrips: z.array(TripSchema).min(1),
  })
  .strict();
export type ArtFile = z.infer<typeof ArtFileSchema>;
