import { openSealedLink, type SealedLink } from './sealed-link.ts';
import { safeRedirect } from './verify-access-code.ts';

/**
 * Where the build publishes the Weekly Updates settings: the address sealed with the password
 * (`{ sealed }`), and nothing else. The dialog fetches it only when someone submits a password.
 */
export const WEEKLY_UPDATES_CONFIG_PATH = '/generated/weekly-updates.json';

/** The published settings. */
export interface WeeklyUpdatesConfig {
  sealed: SealedLink;
}

/** What the dialog does with a submitted password. */
export type WeeklyUpdatesOpening =
  /** The right password: open this https address. */
  | { kind: 'open'; url: string }
  /** Not the password (or a record this code will not open). */
  | { kind: 'wrong' }
  /** The right password, but the sealed text is not an https address: nothing is opened. */
  | { kind: 'unsafe' };

/**
 * Opens the sealed record with a password. The sealed text is opened only if it is an https
 * address, as the faculty portal's address is checked before it is opened (safeRedirect): the
 * command seals nothing else, but the record is a file anyone with write access could replace,
 * and a `javascript:` or `data:` text must never reach the new tab.
 */
export async function openWeeklyUpdates(
  sealed: SealedLink,
  password: string,
): Promise<WeeklyUpdatesOpening> {
  const text = await openSealedLink(sealed, password);
  if (text === null) return { kind: 'wrong' };
  const url = safeRedirect(text, ['https:']);
  return url === null ? { kind: 'unsafe' } : { kind: 'open', url };
}
