import { z } from 'zod';
import { instantOfSchoolTime, SCHOOL_TIME_PATTERN } from '../domain/time-core.ts';
import { LocalizedTextSchema, SchemaRefSchema } from './localized.ts';
import { FROM_FIRST_YEAR } from './schema-pieces.ts';

/** How an announcement is shown: `info` can be dismissed; `urgent` (closures, emergencies) cannot. */
const ANNOUNCEMENT_SEVERITIES = ['info', 'urgent'] as const;

/** The id pattern: lowercase words joined by hyphens, e.g. snow-closure-2026-02-06. */
const ANNOUNCEMENT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The link pattern (a page of this site), shared with the events' link field. */
const SITE_PATH_PATTERN = /^\/[a-z0-9\-/#?=&]*$/;

const schoolTime = z
  .string()
  .regex(SCHOOL_TIME_PATTERN, {
    error: 'write the date and time as YYYY-MM-DDTHH:mm in New York time, e.g. 2026-12-07T06:00',
    abort: true,
  })
  .refine(...FROM_FIRST_YEAR)
  .refine((value) => instantOfSchoolTime(value) !== null, {
    // A time in the hour skipped in March is not refused: it moves forward by the gap (time-core.ts).
    error: 'this time does not exist (check the day, and the 24-hour clock from 00:00 to 23:59)',
  });

/**
 * One announcement shown at the top of every page while it is active, in its own file
 * data/announcements/<id>.json.
 */
export const AnnouncementSchema = z
  .object({
    $schema: SchemaRefSchema,
    /** A short name no other announcement uses, and the file's name, e.g. snow-closure-2026-02-06. */
    id: z.string().regex(ANNOUNCEMENT_ID_PATTERN, {
      error: 'use lowercase letters, digits and hyphens, e.g. snow-closure-2026-02-06',
    }),
    /** info (families can dismiss it) or urgent (closures and emergencies: always shown). */
    severity: z.enum(ANNOUNCEMENT_SEVERITIES, { error: 'use info or urgent' }),
    /** The message, in English and Spanish: one or two short sentences. */
    text: LocalizedTextSchema,
    /** When it starts showing, New York time, YYYY-MM-DDTHH:mm (24-hour clock). */
    start: schoolTime,
    /** When it stops showing, New York time, YYYY-MM-DDTHH:mm (24-hour clock). */
    end: schoolTime,
    /** A page of this site with more details, e.g. /calendar (optional). */
    link: z
      .string()
      .regex(SITE_PATH_PATTERN, {
        error: 'use a path of this site that starts with /, e.g. /calendar',
      })
      .optional(),
    /** The id of a calendar event this is about: the announcement links to it (optional). */
    eventId: z
      .number()
      .int()
      .positive({ error: 'use the id of an event (its file in data/events/)' })
      .optional(),
  })
  .strict()
  .superRefine((announcement, ctx) => {
    const start = instantOfSchoolTime(announcement.start);
    const end = instantOfSchoolTime(announcement.end);
    if (start !== null && end !== null && end <= start) {
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: 'the end must be after the start',
      });
    }
    if (announcement.link !== undefined && announcement.eventId !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['eventId'],
        message: 'give either a link or an event, not both',
      });
    }
  });

export type Announcement = z.infer<typeof AnnouncementSchema>;
