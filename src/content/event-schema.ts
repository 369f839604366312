import { z } from 'zod';
import { minutesOfClock } from '../domain/time-core.ts';
import { ClockSchema, DaySchema } from './schema-pieces.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';
import { EVENT_CATEGORIES } from './event-categories.ts';

/**
 * Where events' pictures go (the editor uploads them there). The table of the site's pictures
 * leaves this folder out: each event carries its own picture's measurements
 * (src/domain/calendar-months.ts).
 */
export const EVENT_PICTURES_FOLDER = '/assets/images/events';

/** The regular parent meetings the Parents page lists, in its order (data/site.json gives their hours). */
const PARENT_MEETING_IDS = ['parentAssociation', 'coffee', 'orientation'] as const;
export type ParentMeetingId = (typeof PARENT_MEETING_IDS)[number];

/** The fields the rules across fields read: while these are well formed, the rules run. */
const RULE_FIELDS = new Set(['date', 'endDate', 'startTime', 'endTime', 'allDay', 'image']);

/**
 * The rules across fields run even when a text is missing a language, so that staff see every
 * problem of an event in one message, as before texts were objects (zod skips a refinement after
 * any other issue by default).
 */
const RULES_ALSO_WITH_TEXT_MISSING = {
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every((issue) => !RULE_FIELDS.has(String(issue.path?.[0]))),
};

/**
 * One event of the school calendar, in its own file data/events/<id>.json. Its text is written in
 * every language of the site, side by side: `"title": { "en": …, "es": … }`.
 */
export const EventSchema = z
  .object({
    $schema: SchemaRefSchema,
    /**
     * A number no other event uses, and the file's name (296 → data/events/296.json). Never reuse or
     * change it: calendar apps track events by it.
     */
    id: z.number().int().positive({ error: 'use a whole number above 0' }),
    /** Its title in every language. */
    title: LocalizedTextSchema,
    /** What families should know, in every language. */
    description: LocalizedTextSchema,
    /** The (first) day, YYYY-MM-DD. */
    date: DaySchema,
    /** The last day of an event that spans several days, YYYY-MM-DD. */
    endDate: DaySchema.optional(),
    /** One of: holiday, academic, earlyDismissal, testing, pta, afterSchool. */
    category: z.enum(EVENT_CATEGORIES, {
      error: `use one of: ${EVENT_CATEGORIES.join(', ')}`,
    }),
    /**
     * For a regular parent meeting, which one (the Parents page shows the next date of each from
     * these events): "parentAssociation", "coffee" or "orientation". Leave it out otherwise.
     */
    meeting: z.enum(PARENT_MEETING_IDS).optional(),
    /** true for an event that lasts the whole day (no times). */
    allDay: z.boolean().optional(),
    /** Start time, e.g. 9:00 AM. */
    startTime: ClockSchema.optional(),
    /** End time, e.g. 10:30 AM. */
    endTime: ClockSchema.optional(),
    /** Free-form time text in every language, used only when there is no start or end time. */
    time: LocalizedTextSchema.optional(),
    /** Where it happens, in every language, e.g. "Main Building Auditorium". */
    location: LocalizedTextSchema.optional(),
    /** A page of this site with more details, e.g. /parents. */
    link: z
      .string()
      .regex(/^\/[a-z0-9\-/#?=&]*$/, {
        error: 'use a path of this site that starts with /, e.g. /parents',
      })
      .optional(),
    /** An image or QR code under /assets/, e.g. /assets/images/events/book-fair-qr.png. */
    image: z
      .string()
      .regex(/^\/assets\//, {
        error: 'put the image under public/assets/ and write its path from /assets/',
      })
      .optional(),
    /**
     * Describes the image for people who cannot see it, in every language (required with an
     * image): a screen reader on the Spanish page reads the Spanish one.
     */
    imageAlt: LocalizedTextSchema.optional(),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (event.endDate !== undefined && event.endDate < event.date) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'the last day is before the first day',
      });
    }
    const start = event.startTime === undefined ? null : minutesOfClock(event.startTime);
    const end = event.endTime === undefined ? null : minutesOfClock(event.endTime);
    const oneDay = event.endDate === undefined || event.endDate === event.date;
    if (start !== null && end !== null && oneDay && end <= start) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: `the event ends (${event.endTime}) before it starts (${event.startTime})`,
      });
    }
    if (event.image !== undefined && event.imageAlt === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['imageAlt'],
        message: 'describe the image for people who cannot see it',
      });
    }
    if (event.allDay === true && (event.startTime !== undefined || event.endTime !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['allDay'],
        message: 'an all-day event has no start or end time',
      });
    }
  }, RULES_ALSO_WITH_TEXT_MISSING);

export type SchoolEvent = z.infer<typeof EventSchema>;
