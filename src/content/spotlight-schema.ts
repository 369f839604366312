import { z } from 'zod';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';
import { checkPersonName, PERSON_NAME_FIELDS } from './person-schema.ts';

/** A student featured on the home page (first name and last initial only). */
const StudentSchema = z
  .object({
    /** First name and last initial, e.g. "Amaya R.". */
    name: z
      .string()
      .regex(/^\S.* [A-Z]\.$/, { error: 'write a first name and last initial, e.g. Amaya R.' }),
    /** Grade in both languages, e.g. "Grade 4" / "4.º grado". */
    grade: LocalizedTextSchema,
    /** What the student is recognised for. */
    achievement: LocalizedTextSchema,
  })
  .strict();

/** A teacher or staff member featured on the home page. */
const StaffSchema = z
  .object({
    /** The title ("ms"), gender when needed, and name ("Keisha Brathwaite"). */
    ...PERSON_NAME_FIELDS,
    /** Subject or role in both languages. */
    subject: LocalizedTextSchema,
    /** Years at the school. */
    years: z.number().int().min(0).max(70),
    description: LocalizedTextSchema,
  })
  .strict()
  .superRefine((person, ctx) => checkPersonName(person, ctx));

/** A parent's quote. */
const TestimonialSchema = z
  .object({
    quote: LocalizedTextSchema,
    /** How the parent signs, e.g. "Marisol T.". */
    author: z.string().min(1),
    /** e.g. "Parent of a 2nd grader". */
    role: LocalizedTextSchema,
  })
  .strict();

/** The file data/spotlight.json: the home page's Community Spotlight tabs. */
export const SpotlightFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    students: z
      .array(StudentSchema)
      .length(3, { error: 'the home page shows exactly three students' }),
    staff: z
      .array(StaffSchema)
      .length(3, { error: 'the home page shows exactly three staff members' }),
    testimonials: z
      .array(TestimonialSchema)
      .length(2, { error: 'the home page shows exactly two quotes' }),
  })
  .strict();
export type SpotlightFile = z.infer<typeof SpotlightFileSchema>;
