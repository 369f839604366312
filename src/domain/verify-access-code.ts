import type { Language } from '../content/languages.ts';

/** The address of the access-code check (a Netlify function; `npm start` serves it too). */
export const ACCESS_CODE_ENDPOINT = '/.netlify/functions/verify-access-code';

/** How long the page waits for the check before calling it a network failure. */
const VERIFY_TIMEOUT_MS = 20_000;

/** What the page does with the check's answer. */
export type VerifyOutcome =
  /** The code is right: open this address. */
  | { kind: 'success'; redirectUrl: string }
  /** The server refused (wrong code, bad request…), with its text when it gave one. */
  | { kind: 'rejected'; message: string | null }
  /** Too many attempts: wait a minute. */
  | { kind: 'rateLimited' }
  /** No usable answer: the network failed or the answer could not be read. */
  | { kind: 'unreachable' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A web address the page may open, never javascript: and the like: http or https by default (the
 * local faculty portal of `npm start` is http), or only the schemes given.
 */
export function safeRedirect(
  value: unknown,
  schemes: readonly ('https:' | 'http:')[] = ['https:', 'http:'],
): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return (schemes as readonly string[]).includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Reads the check's answer (`{ success, redirectUrl, error }`) from its status and JSON body. */
export function outcomeOf(status: number, body: unknown): VerifyOutcome {
  if (status === 429) return { kind: 'rateLimited' };
  if (!isRecord(body) || typeof body.success !== 'boolean') return { kind: 'unreachable' };
  if (body.success) {
    const redirectUrl = status === 200 ? safeRedirect(body.redirectUrl) : null;
    return redirectUrl === null ? { kind: 'unreachable' } : { kind: 'success', redirectUrl };
  }
  const message = typeof body.error === 'string' && body.error.trim() !== '' ? body.error : null;
  return { kind: 'rejected', message };
}

/** Sends the code to the check and says what happened; never throws. */
export async function verifyAccessCode(
  accessCode: string,
  lng: Language,
  fetchImpl: typeof fetch = fetch,
): Promise<VerifyOutcome> {
  try {
    const response = await fetchImpl(ACCESS_CODE_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': lng },
      body: JSON.stringify({ accessCode }),
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (response.status === 429) return { kind: 'rateLimited' };
    return outcomeOf(response.status, await response.json());
  } catch {
    return { kind: 'unreachable' };
  }
}
