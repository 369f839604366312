/** Lowercase hex SHA-256 of a text (UTF-8), with the Web Crypto API of the browser or Node. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True when the typed password hashes to the stored SHA-256 (the password itself is stored nowhere). */
export async function passwordMatches(typed: string, expectedSha256: string): Promise<boolean> {
  if (typed === '') return false;
  return (await sha256Hex(typed)) === expectedSha256.toLowerCase();
}

/** Where the build publishes the weekly-updates settings (hash and address) for the password dialog. */
export const WEEKLY_UPDATES_CONFIG_PATH = '/generated/weekly-updates.json';

/** The published settings: the page to open and the password's SHA-256. */
export interface WeeklyUpdatesConfig {
  url: string;
  passwordSha256: string;
}
