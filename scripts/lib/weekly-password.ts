// What `npm run weekly-password` accepts (scripts/weekly-password.ts).

/** The shortest Weekly Updates password, in characters. */
const MIN_WEEKLY_PASSWORD_LENGTH = 12;

/** Why a new password is too weak, or null when it will do. */
export function weeklyPasswordProblem(password: string): string | null {
  if (password.trim() === '') return 'No password given.';
  const length = [...password].length;
  return length >= MIN_WEEKLY_PASSWORD_LENGTH
    ? null
    : `The password has ${length} characters; use at least ${MIN_WEEKLY_PASSWORD_LENGTH}, for example a few words with a number.`;
}

/** Why an address cannot be the Weekly Updates page, or null when it is a full https address. */
export function weeklyUrlProblem(address: string): string | null {
  try {
    if (new URL(address).protocol === 'https:') return null;
  } catch {
    // not an address
  }
  return `"${address}" is not a full https:// address.`;
}
