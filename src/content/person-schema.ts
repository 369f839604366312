import { z } from 'zod';
import {
  GENDERS,
  HONORIFICS,
  needsGender,
  type Gender,
  type Honorific,
} from '../i18n/person-name.ts';

/**
 * The fields that name a person in the data files: the honorific apart from the name, so that
 * each language writes it its own way (src/i18n/person-name.ts). Spread them into a schema and add
 * `checkPersonName` to its checks.
 */
export const PERSON_NAME_FIELDS = {
  /** How families address the person: "mr", "ms", "mrs" or "dr" (shown as Mr./Ms./Mrs./Dr. in English, Sr./Sra./Sra./Dr. or Dra. in Spanish). Leave it out for a plain name. */
  honorific: z.enum(HONORIFICS, { error: 'write "mr", "ms", "mrs" or "dr"' }).optional(),
  /** "female" or "male". Needed with "dr" (Spanish writes "Dra." for a woman, "Dr." for a man). */
  gender: z.enum(GENDERS, { error: 'write "female" or "male"' }).optional(),
  /** First and last name, without Mr./Ms./Dr., e.g. "Ana López". */
  name: z
    .string()
    .trim()
    .min(1)
    .refine((name) => !/^(mrs?|ms|dr|sra?|dra)\.?\s/i.test(name), {
      error: 'write the name without its title (put it in "honorific"), e.g. "Ana López"',
    }),
};

/** Adds the issue of a doctor without a gender, at `path` (the object holding the fields). */
export function checkPersonName(
  person: { honorific?: Honorific | undefined; gender?: Gender | undefined },
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
): void {
  if (needsGender(person.honorific) && person.gender === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, 'gender'],
      message:
        'add "gender": "female" or "male" (Spanish writes "Dra." for a woman and "Dr." for a man)',
    });
  }
}

/** A person named on a page: the honorific, the gender when needed and the name. */
export const PersonNameSchema = z
  .object(PERSON_NAME_FIELDS)
  .strict()
  .superRefine((person, ctx) => checkPersonName(person, ctx));
