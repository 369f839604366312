import { z } from 'zod';
import { ClockSchema, HttpsUrlSchema } from './schema-pieces.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';
import { checkPersonName, PERSON_NAME_FIELDS, PersonNameSchema } from './person-schema.ts';

const AddressSchema = z
  .object({
    /** Street and number, e.g. "1200 Nelson Avenue". */
    street: z.string().min(1),
    /** City or borough. */
    city: z.string().min(1),
    /** Two-letter state code. */
    state: z.string().length(2, { error: 'use the two-letter state code, e.g. NY' }),
    /** Five-digit ZIP code. */
    zip: z.string().regex(/^\d{5}$/, { error: 'use a five-digit ZIP code, e.g. 10452' }),
  })
  .strict();

/**
 * The school's buildings, by the id pages know them by: each has its pictures
 * (src/features/school-profile/building-pictures.ts) and its texts in the locale files
 * (our-buildings.json "carousel.<id>", our-school.json "buildings.alt.<id>").
 */
const BUILDING_IDS = ['main', 'satellite'] as const;

const BuildingSchema = z
  .object({
    /** Which building it is: "main" or "satellite". */
    id: z.enum(BUILDING_IDS, {
      error: `use ${BUILDING_IDS.join(' or ')}: a new building needs its own pictures and page texts first`,
    }),
    /** The building's name in both languages. */
    name: LocalizedTextSchema,
    /** Which grades study there, in both languages (e.g. "Grades 2–5"). */
    grades: LocalizedTextSchema,
    address: AddressSchema,
  })
  .strict();

const SocialSchema = z
  .object({
    /** Which network the icon shows. */
    network: z.enum(['facebook', 'instagram', 'x', 'youtube']),
    /** Full https address of the school's page; leave it out while the account does not exist. */
    url: HttpsUrlSchema.optional(),
  })
  .strict();

/** From a time to a time, e.g. 6:00 PM to 7:30 PM (each page writes it in its language). */
const TimeRangeSchema = z.object({ start: ClockSchema, end: ClockSchema }).strict();

/** The school's facts, shown in the header, footer and on several pages. */
export const SiteSchema = z.strictObject(
  {
    $schema: SchemaRefSchema,
    /** The school's name as it appears in titles (the same in both languages). */
    name: z.string().min(1),
    /** A shorter name for small screens. */
    shortName: z.string().min(1),
    /** The public address of the website, without a trailing slash. The SITE_URL setting, or Netlify's URL, overrides it (docs/site-address.md). */
    siteUrl: z.url({
      protocol: /^https?$/,
      error: 'use a full address such as https://www.example.org',
    }),
    /** Year the school was founded. */
    founded: z.number().int().min(1800).max(2100),
    /** Main office phone, written the way people dial it, e.g. (718) 555-0142. */
    phone: z
      .string()
      .regex(/^\(\d{3}\) \d{3}-\d{4}$/, { error: 'write the phone like (718) 555-0142' }),
    /** Main office email address. */
    email: z.email({ error: 'write a valid email address' }),
    /** The parent coordinator, families' first contact, and the Parent Room's hours (Parents page). */
    parentCoordinator: z
      .object({ ...PERSON_NAME_FIELDS, hours: TimeRangeSchema })
      .strict()
      .superRefine((person, ctx) => checkPersonName(person, ctx)),
    /** Who families write to about volunteering (Parents page). */
    volunteerCoordinator: PersonNameSchema,
    /** The school's buildings, main building first. */
    buildings: z.array(BuildingSchema).min(1),
    /** Social network icons in the footer. */
    socials: z.array(SocialSchema),
    /** School day and breakfast times. */
    hours: z
      .object({
        days: LocalizedTextSchema,
        start: ClockSchema,
        end: ClockSchema,
        breakfastStart: ClockSchema,
        breakfastEnd: ClockSchema,
      })
      .strict(),
    /** The usual times of the regular parent meetings on the Parents page (their dates come from the calendar and the monthly rule). */
    parentMeetings: z
      .object({
        parentAssociation: TimeRangeSchema,
        coffee: TimeRangeSchema,
        orientation: TimeRangeSchema,
      })
      .strict(),
    /** Numbers shown in the "by the numbers" panels. */
    figures: z
      .object({
        years: z.string().min(1),
        students: z.string().min(1),
        teachers: z.string().min(1),
        satisfaction: z.string().min(1),
        grades: z.string().min(1),
      })
      .strict(),
    /** The external technology-request form for faculty (opens in a new tab). */
    technologyRequestUrl: HttpsUrlSchema,
    /** Where the Register button of the welcome window leads (the city's enrollment page). */
    enrollmentUrl: z.url({ protocol: /^https$/, error: 'use a full https:// address' }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' && issue.keys.includes('weeklyUpdates')
        ? 'the Weekly Updates password now lives in data/weekly-updates.json: move the "weeklyUpdates" block there (npx tsx scripts/codemods/one-entry-per-file.ts does it)'
        : undefined,
  },
);

export type Site = z.infer<typeof SiteSchema>;
export type Building = z.infer<typeof BuildingSchema>;
export type Social = z.infer<typeof SocialSchema>;
