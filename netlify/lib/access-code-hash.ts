/**
 * The faculty access code is stored only as a salted scrypt hash, in one line that carries its
 * parameters, e.g. `scrypt:ln=17,r=8,p=1:<salt>:<key>` (salt and key in base64url). The function
 * compares derived keys in constant time; `npm run hash-code` makes the line.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters: N = 2^ln (CPU and memory), r (block size), p (parallelism). */
export interface ScryptParams {
  ln: number;
  r: number;
  p: number;
}

/** A parsed hash line: the parameters, the salt and the derived key. */
export interface AccessCodeHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

/** OWASP's recommended scrypt cost: N = 2^17 (128 MiB), r = 8, p = 1 (about 0.4 s here). */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { ln: 17, r: 8, p: 1 };

/** The code `npm start` accepts when no hash is configured (local use only, never in production). */
export const DEVELOPMENT_ACCESS_CODE = 'highbridge-local-1889';

/** The shortest faculty code `npm run hash-code` accepts, in characters. */
const MIN_ACCESS_CODE_LENGTH = 12;

/**
 * The most scrypt work (N·r·p) a check may take: twice the default, about a second on a function
 * (the default takes about 0.3 s). More would make every sign-in wait or time out.
 */
const MAX_SCRYPT_WORK = 2 * 2 ** DEFAULT_SCRYPT_PARAMS.ln * DEFAULT_SCRYPT_PARAMS.r;

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MAX_MEMORY = 256 * 1024 * 1024;
const LINE = /^scrypt:ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2}):([A-Za-z0-9_-]+):([A-Za-z0-9_-]+)$/;

/** The code as compared: surrounding whitespace removed, letter case kept, Unicode in NFC form. */
export function normalizeAccessCode(code: string): string {
  return code.trim().normalize('NFC');
}

function memoryFor(params: ScryptParams): number {
  return 128 * 2 ** params.ln * params.r;
}

function options(params: ScryptParams): ScryptOptions {
  return {
    N: 2 ** params.ln,
    r: params.r,
    p: params.p,
    maxmem: Math.max(32 * 1024 * 1024, 2 * memoryFor(params)),
  };
}

/** True when scrypt parameters are strong enough and small enough to run in a function. */
export function acceptableParams(params: ScryptParams): boolean {
  return (
    params.ln >= 14 &&
    params.ln <= 20 &&
    params.r >= 1 &&
    params.r <= 32 &&
    params.p >= 1 &&
    params.p <= 16 &&
    memoryFor(params) <= MAX_MEMORY &&
    2 ** params.ln * params.r * params.p <= MAX_SCRYPT_WORK
  );
}

/** Why a new faculty code is too weak to hash, or null when it is long enough. */
export function accessCodeStrengthProblem(code: string): string | null {
  const length = [...normalizeAccessCode(code)].length;
  return length >= MIN_ACCESS_CODE_LENGTH
    ? null
    : `The code has ${length} characters; use at least ${MIN_ACCESS_CODE_LENGTH}, for example a few words with a number.`;
}

/**
 * Why a stored hash line is unusable, naming the problem but never the line: null when it is
 * usable.
 */
export function hashLineProblem(line: string | undefined): string | null {
  const match = LINE.exec(line?.trim() ?? '');
  if (match === null) return 'is missing or not a hash from npm run hash-code';
  const [ln, r, p] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (2 ** ln * r * p > MAX_SCRYPT_WORK)
    return `asks for more scrypt work (ln=${ln}, r=${r}, p=${p}) than a sign-in can wait for (N·r·p at most 2^${Math.log2(MAX_SCRYPT_WORK)}, about a second); make a new one with npm run hash-code`;
  return parseAccessCodeHash(line) === null ? 'is not a hash from npm run hash-code' : null;
}

/** The one-line form of a hash. */
export function formatAccessCodeHash(hash: AccessCodeHash): string {
  return `scrypt:ln=${hash.ln},r=${hash.r},p=${hash.p}:${hash.salt.toString('base64url')}:${hash.key.toString('base64url')}`;
}

/** Hashes a code with a fresh random salt (or the given one) and returns the line to store. */
export function hashAccessCode(
  code: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
  salt: Buffer = randomBytes(SALT_BYTES),
): string {
  const normalized = normalizeAccessCode(code);
  if (normalized === '') throw new Error('The access code is empty.');
  if (!acceptableParams(params)) throw new Error('These scrypt parameters are not accepted.');
  const key = scryptSync(normalized, salt, KEY_BYTES, options(params));
  return formatAccessCodeHash({ ...params, salt, key });
}

/** Reads a stored hash line; null when it is missing or not in the expected form. */
export function parseAccessCodeHash(line: string | undefined): AccessCodeHash | null {
  const match = LINE.exec(line?.trim() ?? '');
  if (match === null) return null;
  const [, ln, r, p, salt, key] = match;
  const hash: AccessCodeHash = {
    ln: Number(ln),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt ?? '', 'base64url'),
    key: Buffer.from(key ?? '', 'base64url'),
  };
  const sizesOk = hash.salt.length >= SALT_BYTES && hash.key.length >= 32 && hash.key.length <= 64;
  return sizesOk && acceptableParams(hash) ? hash : null;
}

function derive(code: string, hash: AccessCodeHash): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(code, hash.salt, hash.key.length, options(hash), (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });
}

/** True when the code matches the hash; the derived keys are compared in constant time. */
export async function accessCodeMatches(code: string, hash: AccessCodeHash): Promise<boolean> {
  const normalized = normalizeAccessCode(code);
  if (normalized === '') return false;
  const derived = await derive(normalized, hash);
  return derived.length === hash.key.length && timingSafeEqual(derived, hash.key);
}
