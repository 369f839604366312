/**
 * The faculty access-code check behind `POST /.netlify/functions/verify-access-code`.
 * netlify/functions/verify-access-code.ts deploys it; scripts/serve.ts mounts that same module.
 *
 * Request: JSON `{ "accessCode": string }`. Answer: JSON `{ success, redirectUrl?, error? }`,
 * always with `Cache-Control: no-store` and the site's security headers. The code, its hash and
 * the portal address are never logged, and only a success answer carries the portal address.
 */
import type { Context } from '@netlify/functions';
import messages from '../../src/generated/access-code-messages.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../src/content/languages.ts';
import {
  accessCodeMatches,
  DEVELOPMENT_ACCESS_CODE,
  hashLineProblem,
  parseAccessCodeHash,
  type AccessCodeHash,
} from './access-code-hash.ts';
import { clientKey } from './client-key.ts';
import { createRateLimiter, type RateLimit } from './rate-limit.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/** The longest access code accepted, in characters (before trimming). */
const MAX_ACCESS_CODE_LENGTH = 256;

/** The largest request body accepted, in bytes. */
const MAX_BODY_BYTES = 2048;

/** The environment variable holding the scrypt hash line made by `npm run hash-code`. */
export const HASH_VARIABLE = 'FACULTY_ACCESS_CODE_HASH';

/**
 * How many codes may be checked at once. Each check is about 0.3 s of scrypt and 128 MiB; more
 * requests at the same moment are answered 503 at once rather than queued behind them.
 */
export const MAX_CONCURRENT_CHECKS = 2;

/**
 * The real limit: at most 10 wrong codes a minute per client address (an IPv6 client by its /64).
 * Only a same-origin JSON POST whose code was checked and was wrong counts, so a page elsewhere
 * cannot use it up and the right code is never refused because of requests that were not attempts.
 * Everyone behind the school's one public address shares it.
 */
export const ATTEMPT_LIMIT: RateLimit = { windowLimit: 10, windowSize: 60 };

/** The environment variable holding the https address opened after a correct code. */
export const PORTAL_VARIABLE = 'FACULTY_PORTAL_URL';

type Env = Readonly<Record<string, string | undefined>>;
/** The keys of the answers' texts under `errors` in locales/<lng>/teacher-login.json. */
type ErrorKey =
  'invalid' | 'network' | 'rateLimited' | 'badRequest' | 'unsupported' | 'unavailable';

/**
 * The error texts of every language, from locales/<lng>/teacher-login.json (`npm run content`
 * gathers them into src/generated/; the content check makes every language have every key).
 */
const MESSAGES = messages as unknown as Record<Language, Record<ErrorKey, string>>;

/** The answer's body, as the page reads it. */
interface AccessCodeAnswer {
  success: boolean;
  redirectUrl?: string;
  error?: string;
}

/** True on Netlify's production context or when NODE_ENV is production. */
export function isProduction(env: Env): boolean {
  return env.CONTEXT === 'production' || env.NODE_ENV === 'production';
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The portal address, or null when it is missing or unsafe: it must be https (plain http is
 * accepted only for this machine's own address, and never in production).
 */
export function parsePortalUrl(value: string | undefined, production: boolean): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  const localHttp = !production && url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  return url.protocol === 'https:' || localHttp ? url.href : null;
}

/**
 * The language of the error texts: the first of the request's languages, by preference, that the
 * site is written in (a language tag matches by its first subtag: es-MX is es), else the default.
 */
export function answerLanguage(acceptLanguage: string | null): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0] ?? '';
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

function answer(
  status: number,
  body: AccessCodeAnswer,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

function failure(
  status: number,
  lng: Language,
  key: ErrorKey,
  headers?: Record<string, string>,
): Response {
  return answer(status, { success: false, error: MESSAGES[lng][key] }, headers);
}

function isJsonType(contentType: string | null): boolean {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * True when a browser says the request comes from another site or origin: `Sec-Fetch-Site` other
 * than same-origin, or else an `Origin` other than the function's own. A request without either
 * (a program rather than a browser page) is not a page's doing and is limited like any other.
 */
export function isCrossSite(req: Request): boolean {
  const fetchSite = req.headers.get('sec-fetch-site');
  // Headers trim their values.
  if (fetchSite !== null) return fetchSite.toLowerCase() !== 'same-origin';
  const origin = req.headers.get('origin');
  if (origin === null) return false;
  // An opaque origin ("null") is no address, so not the function's own either.
  try {
    return new URL(origin).origin !== new URL(req.url).origin;
  } catch {
    return true;
  }
}

/** The body as text, or null when it is larger than `limit` bytes. Throws on invalid UTF-8. */
async function readBody(req: Request, limit: number): Promise<string | null> {
  if (req.body === null) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The access code of a parsed body, or null when the body does not have a usable one. */
function accessCodeOf(body: unknown): string | null {
  // JSON's other values (a number, a string, an array) have no accessCode either.
  const code = (body as { accessCode?: unknown } | null)?.accessCode;
  if (typeof code !== 'string') return null;
  if (code.length > MAX_ACCESS_CODE_LENGTH || code.trim() === '') return null;
  return code;
}

type Configuration =
  { ok: true; hash: AccessCodeHash; portalUrl: string } | { ok: false; problems: string[] };

/** Reads the configuration; problems name the variables only, never their values. */
function readConfiguration(env: Env): Configuration {
  const production = isProduction(env);
  const hash = parseAccessCodeHash(env[HASH_VARIABLE]);
  const portalUrl = parsePortalUrl(env[PORTAL_VARIABLE], production);
  const problems: string[] = [];
  if (hash === null)
    problems.push(
      `${HASH_VARIABLE} ${hashLineProblem(env[HASH_VARIABLE]) ?? 'is not a hash from npm run hash-code'}`,
    );
  if (portalUrl === null)
    problems.push(
      `${PORTAL_VARIABLE} is missing or not an https address${production ? '' : ' (or http on localhost)'}`,
    );
  return hash === null || portalUrl === null
    ? { ok: false, problems }
    : { ok: true, hash, portalUrl };
}

/** What the handler needs from its surroundings (the environment, the clock, the log). */
export interface AccessCodeHandlerOptions {
  /** The environment variables, read on every request. */
  env: () => Env;
  /**
   * The coarse per-client limit on every request, whatever it is (the function's Netlify
   * `rateLimit` rule, applied here too so that the local server behaves as Netlify does); none
   * when absent.
   */
  floodLimit?: RateLimit;
  /**
   * The strict per-client limit on wrong codes: only a same-origin JSON POST whose code was
   * compared and did not match counts. None when absent.
   */
  attemptLimit?: RateLimit;
  now?: () => number;
  log?: (message: string) => void;
}

/** The parts of Netlify's context the handler reads: the client's address. */
export type AccessCodeContext = Partial<Pick<Context, 'ip'>>;

/** Creates the request handler (a Netlify Functions v2 handler: Request in, Response out). */
export function createAccessCodeHandler(options: AccessCodeHandlerOptions) {
  const log = options.log ?? ((message: string) => console.error(message));
  const flood =
    options.floodLimit === undefined ? null : createRateLimiter(options.floodLimit, options.now);
  const attempts =
    options.attemptLimit === undefined
      ? null
      : createRateLimiter(options.attemptLimit, options.now);
  // Whether a hash line accepts the documented development code (checked once per line).
  const developmentHashes = new Map<string, Promise<boolean>>();
  let checking = 0;

  const acceptsDevelopmentCode = (line: string, hash: AccessCodeHash): Promise<boolean> => {
    const known = developmentHashes.get(line) ?? accessCodeMatches(DEVELOPMENT_ACCESS_CODE, hash);
    // Stryker disable next-line all: without the cache the same answer, only later.
    developmentHashes.set(line, known);
    return known;
  };

  const handle = async (req: Request, context: AccessCodeContext): Promise<Response> => {
    const lng = answerLanguage(req.headers.get('accept-language'));

    // Per client address only (an IPv6 client by its /64), like the rule's aggregateBy ['ip']:
    // never by the Host or the address asked for, which a client chooses. A school's one public
    // address shares it.
    const client = clientKey(context.ip);
    if (flood !== null) {
      const decision = flood(client);
      if (!decision.allowed)
        return failure(429, lng, 'rateLimited', { 'Retry-After': String(decision.retryAfter) });
    }
    if (req.method !== 'POST') return failure(405, lng, 'unsupported', { Allow: 'POST' });
    // A page of another website cannot make a visitor's browser spend the school's attempts: a
    // browser says where a request comes from, and only the site's own sign-in form may ask.
    if (isCrossSite(req)) return failure(403, lng, 'unsupported');

    const env = options.env();
    const configuration = readConfiguration(env);
    if (!configuration.ok) {
      log(`verify-access-code: not configured: ${configuration.problems.join('; ')}.`);
      return failure(503, lng, 'unavailable');
    }
    if (isProduction(env)) {
      const line = env[HASH_VARIABLE] ?? '';
      if (await acceptsDevelopmentCode(line, configuration.hash)) {
        log(
          `verify-access-code: ${HASH_VARIABLE} accepts the development code; refusing in production.`,
        );
        return failure(503, lng, 'unavailable');
      }
    }

    if (!isJsonType(req.headers.get('content-type'))) return failure(415, lng, 'unsupported');
    const declared = Number(req.headers.get('content-length') ?? '0');
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES)
      return failure(413, lng, 'badRequest');

    let text: string | null;
    let body: unknown;
    try {
      text = await readBody(req, MAX_BODY_BYTES);
      if (text === null) return failure(413, lng, 'badRequest');
      body = JSON.parse(text);
    } catch {
      return failure(400, lng, 'badRequest');
    }
    const code = accessCodeOf(body);
    if (code === null) return failure(400, lng, 'badRequest');

    // A client that has gone gets no work done for it.
    if (req.signal.aborted) return failure(400, lng, 'badRequest');
    if (checking >= MAX_CONCURRENT_CHECKS)
      return failure(503, lng, 'network', { 'Retry-After': '1' });
    // The attempt is counted before the comparison (so that attempts at the same moment cannot
    // pass the limit together) and taken back when the code is right: only wrong codes use the
    // allowance, and the right code gets through as long as the client's wrong ones are within it.
    if (attempts !== null) {
      const decision = attempts(client);
      if (!decision.allowed)
        return failure(429, lng, 'rateLimited', { 'Retry-After': String(decision.retryAfter) });
    }
    checking += 1;
    let matches: boolean;
    try {
      matches = await accessCodeMatches(code, configuration.hash);
    } finally {
      checking -= 1;
    }
    if (!matches) return failure(401, lng, 'invalid');
    attempts?.forgive(client);
    return answer(200, { success: true, redirectUrl: configuration.portalUrl });
  };

  return async (req: Request, context: AccessCodeContext = {}): Promise<Response> => {
    try {
      return await handle(req, context);
    } catch (error) {
      // Only the kind of error: its message could quote the configuration.
      log(`verify-access-code: unexpected ${error instanceof Error ? error.name : 'error'}.`);
      return failure(500, DEFAULT_LANGUAGE, 'unavailable');
    }
  };
}
