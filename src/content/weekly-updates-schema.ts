import { z } from 'zod';
import { SchemaRefSchema } from './localized.ts';

const base64url = (bytes: string) =>
  z.string().regex(/^[A-Za-z0-9_-]+$/, { error: `${bytes}, as npm run weekly-password writes it` });

/** The Weekly Updates address sealed with its password (src/domain/sealed-link.ts). */
const SealedLinkSchema = z.strictObject(
  {
    v: z.literal(1),
    iterations: z.number().int().min(600_000, { error: 'at least 600,000 iterations' }),
    salt: base64url('16 random bytes'),
    iv: base64url('12 random bytes'),
    data: base64url('the sealed address'),
  },
  {
    error: (issue) =>
      issue.input === undefined
        ? 'run npm run weekly-password to set the password and the address'
        : undefined,
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
