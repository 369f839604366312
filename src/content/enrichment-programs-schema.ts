import { z } from 'zod';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A day of the year without a year, written MM-DD (e.g. "09-01" for September 1). */
const MonthDaySchema = z
  .string()
  .regex(MONTH_DAY, { error: 'write the day as MM-DD, e.g. 09-01 for September 1' });

/** An id made of lowercase letters, digits and dashes. */
const IdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'use lowercase letters, digits and dashes only' });

/** One after-school enrichment program. */
export const EnrichmentProgramSchema = z
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
export type EnrichmentProgram = z.infer<typeof EnrichmentProgramSchema>;

/** A group of programs (e.g. Creative Arts) shown under one heading. */
export const EnrichmentCategorySchema = z
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

/** A registration window that comes back every school year. */
export const RegistrationWindowSchema = z
  .object({
    /** "fall" or "spring": the page names the window with this. */
    id: z.enum(['fall', 'spring']),
    /** First day families can register, MM-DD. */
    opens: MonthDaySchema,
    /** Last day families can register, MM-DD (a day before `opens` means the next year). */
    closes: MonthDaySchema,
    /** First day of the programs, MM-DD (a day before `closes` means the next year). */
    programsStart: MonthDaySchema,
  })
  .strict();
export type RegistrationWindow = z.infer<typeof RegistrationWindowSchema>;

/** Who families contact about enrichment. */
export const EnrichmentContactSchema = z
  .object({
    /** The coordinator's name as families see it. */
    name: z.string().trim().min(1),
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
  .strict();

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
    /** The registration windows of a school year (fall and spring). */
    registration: z.array(RegistrationWindowSchema).min(1),
    /** Contact for questions about enrichment. */
    contact: EnrichmentContactSchema,
  })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.categories.forEach((category, c) =>
      category.programs.forEach((program, p) => {
        if (seen.has(program.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['categories', c, 'programs', p, 'id'],
            message: `another program already uses the id "${program.id}"`,
          });
        }
        seen.add(program.id);
      }),
    );
  });
export type EnrichmentFile = z.infer<typeof EnrichmentFileSchema>;
