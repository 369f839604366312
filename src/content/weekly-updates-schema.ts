import { z } from 'zod';
import {
  MAX_PBKDF2_ITERATIONS,
  PBKDF2_ITERATIONS,
  SEALED_ADDRESS_BYTES,
} from '../domain/sealed-link.ts';
import { SchemaRefSchema } from './localized.ts';

const base64url = (bytes: string) =>
  z.string().regex(/^[A-Za-z0-9_-]+$/, { error: `${bytes}, as npm run weekly-password writes it` });

/** The fields of both formats but the sealed data. */
const sealedFields = {
  iterations: z
    .number()
    .int()
    .min(PBKDF2_ITERATIONS, { error: 'at least 600,000 iterations' })
    // The count is public and every visitor's browser runs it: a record asking for many more
    // would keep a phone busy for minutes on one password.
    .max(MAX_PBKDF2_ITERATIONS, { error: 'at most 10,000,000 iterations' }),
  salt: base64url('16 random bytes'),
  iv: base64url('12 random bytes'),
};

/** base64url of the padded address and the tag: every v2 record's data is this long. */
const SEALED_DATA_LENGTH = Math.ceil(((SEALED_ADDRESS_BYTES + 16) * 4) / 3);

/** The Weekly Updates address sealed with its password (src/domain/sealed-link.ts). */
const SealedLinkSchema = z.discriminatedUnion(
  'v',
  [
    z.strictObject({
      /** 2: the address padded to a fixed length, so the record does not tell its length. */
      v: z.literal(2),
      ...sealedFields,
      data: z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${SEALED_DATA_LENGTH}}$`), {
        error: `the sealed address (${SEALED_DATA_LENGTH} characters), as npm run weekly-password writes it`,
      }),
    }),
    z.strictObject({
      /**
       * 1: written before padding (its length is the address's). Still opened, so that a school's
       * record keeps working until the password is next changed; npm run content warns.
       */
      v: z.literal(1),
      ...sealedFields,
      data: base64url('the sealed address'),
    }),
  ],
  {
    error: (issue) =>
      issue.input === undefined
        ? 'run npm run weekly-password to set the password and the address'
        : 'a format this site cannot open (it writes "v": 2): run npm run weekly-password to write a new record',
  },
);

/**
 * data/weekly-updates.json: the password-protected weekly staff updates page, its address sealed
 * with the password. A file of its own that only `npm run weekly-password` writes: no form of the
 * content editor shows it, so no save can put an older password back.
 */
export const WeeklyUpdatesSchema = z.strictObject(
  { $schema: SchemaRefSchema, sealed: SealedLinkSchema },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' &&
      issue.keys.some((key) => key === 'url' || key === 'passwordSha256')
        ? 'this is the old Weekly Updates format, which published the address: run npm run weekly-password to set the password and the address again'
        : undefined,
  },
);
export type WeeklyUpdates = z.infer<typeof WeeklyUpdatesSchema>;
