import { z } from 'zod';
import { checkUniqueIds, DaySchema, IdSchema } from './schema-pieces.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';
import { weekendDay } from '../domain/registration-window.ts';
import { checkPersonName, PERSON_NAME_FIELDS } from './person-schema.ts';

/** A school day, written YYYY-MM-DD: a day that exists, Monday to Friday. */
const SchoolDaySchema = DaySchema.superRefine((value, ctx) => {
  const weekend = weekendDay(value);
  if (weekend !== undefined)
    ctx.addIssue({
      code: 'custom',
      message: `${value} is a ${weekend}: pick a school day, Monday to Friday`,
    });
});

/** One after-school enrichment program. */
const EnrichmentProgramSchema = z
  .object({
    /** A short id that never changes (lowercase letters, digits and dashes). */
    id: IdSchema,
    /** The program's name in both languages. */
    name: LocalizedTextSchema,
    /** One or two sentences about what children do, in both languages. */
    description: LocalizedTextSchema,
    /** Who can join, e.g. "Grades 2–5 (ages 7–11)". */
    ages: LocalizedTextSchema,
    /** When it meets, e.g. "Tuesdays and Thursdays, 2:30–4:00 PM". */
    schedule: LocalizedTextSchema,
    /** What children gain: one short phrase per line, two to five of them. */
    benefits: z.array(LocalizedTextSchema).min(2).max(5),
  })
  .strict();

/** A group of programs (e.g. Creative Arts) shown under one heading. */
const EnrichmentCategorySchema = z
  .object({
    /** A short id that never changes (lowercase letters, digits and dashes). */
    id: IdSchema,
    /** The category's name in both languages. */
    name: LocalizedTextSchema,
    /** One sentence about the category, in both languages. */
    description: LocalizedTextSchema,
    /** The programs of this category, in the order they are shown. */
    programs: z.array(EnrichmentProgramSchema).min(1),
  })
  .strict();
export type EnrichmentCategory = z.infer<typeof EnrichmentCategorySchema>;

/**
 * One registration window of a school year, on real school days. The usual days are
 * September 1–15 with programs from September 18 (fall) and January 15–30 with programs from
 * February 5 (spring); each year, move a day that falls on a weekend or a holiday to a school day
 * and keep the calendar's registration events (data/events/) the same.
 */
const RegistrationWindowSchema = z
  .object({
    /** "fall" or "spring": the page names the window with this. */
    id: z.enum(['fall', 'spring']),
    /** First day families can register, YYYY-MM-DD (a school day). */
    opens: SchoolDaySchema,
    /** Last day families can register, YYYY-MM-DD (a school day). */
    closes: SchoolDaySchema,
    /** First day of the programs, YYYY-MM-DD (a school day after registration closes). */
    programsStart: SchoolDaySchema,
  })
  .strict()
  .superRefine((window, ctx) => {
    if (window.closes < window.opens)
      ctx.addIssue({
        code: 'custom',
        path: ['closes'],
        message: `registration closes (${window.closes}) before it opens (${window.opens})`,
      });
    if (window.programsStart <= window.closes)
      ctx.addIssue({
        code: 'custom',
        path: ['programsStart'],
        message: `programs start (${window.programsStart}) before registration closes (${window.closes})`,
      });
  });

/** Who families contact about enrichment. */
const EnrichmentContactSchema = z
  .object({
    /** The coordinator's title ("ms"), gender when needed, and name ("Daniela Ortiz"). */
    ...PERSON_NAME_FIELDS,
    /** Their role in both languages. */
    role: LocalizedTextSchema,
    /** Email address. */
    email: z.email({ error: 'write a full email address, e.g. name@school.org' }),
    /** Phone number, written like (718) 555-0142, with an optional extension (ext. 214). */
    phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}( ext\. \d{1,5})?$/, {
      error: 'write the phone like (718) 555-0142 or (718) 555-0142 ext. 214',
    }),
    /** Where and when to find them, in both languages. */
    office: LocalizedTextSchema,
  })
  .strict()
  .superRefine((contact, ctx) => checkPersonName(contact, ctx));

/** The file data/enrichment-programs.json: the /enrichment page's programs and facts. */
export const EnrichmentFileSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** Figures shown on the page, written as they should read (e.g. "200+"). */
    figures: z
      .object({
        /** How many students take part. */
        students: z.string().trim().min(1),
        /** How many staff members and instructors run the programs. */
        staff: z.string().trim().min(1),
      })
      .strict(),
    /** Program categories, in the order they are shown. */
    categories: z.array(EnrichmentCategorySchema).min(1),
    /** The registration windows on their days, this school year's and the next ones known; the page shows those not yet over. */
    registration: z.array(RegistrationWindowSchema).min(1),
    /** Contact for questions about enrichment. */
    contact: EnrichmentContactSchema,
  })
  .strict()
  .superRefine((file, ctx) => {
    // A program's id is unique across every category.
    checkUniqueIds(
      file.categories.map((category, c) => ({
        path: ['categories', c, 'programs'],
        items: category.programs,
      })),
      'program',
      ctx,
    );
  });
export type EnrichmentFile = z.infer<typeof EnrichmentFileSchema>;
