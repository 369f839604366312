/**
 * The Weekly Updates address, sealed with its password: AES-256-GCM under a key derived from the
 * password with PBKDF2-SHA-256 (600,000 iterations, a random salt). Only someone who knows the
 * password can read the address; the site publishes nothing else about it. `npm run
 * weekly-password` seals it; the dialog opens it in the browser with WebCrypto (the same code runs
 * in Node for the command and the tests).
 *
 * The record is public, so anyone can try passwords against it offline, as fast as their hardware
 * allows: the cost of each guess (the iterations) and the password's strength (which the command
 * enforces) are all that protect it. The address is padded to a fixed length before it is sealed,
 * because GCM's ciphertext is exactly as long as its plaintext: an unpadded record tells everyone
 * how long the address is, which is enough to confirm a guess at it.
 */

/** PBKDF2 iterations: OWASP's figure for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;

/**
 * The most iterations a record may ask for. The count is in the public record: without a ceiling,
 * a record changed to ask for billions would keep a phone busy for hours on one password. Ten
 * million is about 17 times the default, some seconds on a phone.
 */
export const MAX_PBKDF2_ITERATIONS = 10_000_000;

/**
 * Every address is sealed as this many bytes: the address (UTF-8), then zero bytes. An address
 * can never contain a zero byte (the command seals the WHATWG serialisation, which is ASCII and
 * percent-encodes control characters), so the padding is unambiguous. 256 bytes leave room for
 * any reasonable staff page, including a long shared-document address.
 */
export const SEALED_ADDRESS_BYTES = 256;

/** AES-GCM's authentication tag, appended to the ciphertext. */
const TAG_BYTES = 16;

/** The sealed address as data/weekly-updates.json stores it and the site publishes it (base64url fields). */
export interface SealedLink {
  /**
   * The format. 2: PBKDF2-SHA-256 and AES-256-GCM over the address padded to
   * SEALED_ADDRESS_BYTES. 1: the same over the bare address (written before padding; still opened,
   * so that a school's record keeps working until `npm run weekly-password` is run again).
   */
  v: 1 | 2;
  iterations: number;
  /** 16 random bytes. */
  salt: string;
  /** The 12-byte AES-GCM nonce. */
  iv: string;
  /** The encrypted (padded) address with its 16-byte authentication tag. */
  data: string;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function keyFor(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** The address as the bytes that are sealed: padded with zero bytes to SEALED_ADDRESS_BYTES. */
function padded(url: string): Uint8Array<ArrayBuffer> {
  const bytes = new TextEncoder().encode(url);
  if (bytes.includes(0)) throw new Error('The address contains a zero byte.');
  if (bytes.length > SEALED_ADDRESS_BYTES)
    throw new Error(
      `The address is ${bytes.length} bytes long; at most ${SEALED_ADDRESS_BYTES} can be sealed.`,
    );
  const block = new Uint8Array(SEALED_ADDRESS_BYTES);
  block.set(bytes);
  return block;
}

/** Seals an address with a password (a fresh random salt and nonce each time). */
export async function sealLink(
  url: string,
  password: string,
  iterations: number = PBKDF2_ITERATIONS,
): Promise<SealedLink> {
  if (password === '') throw new Error('The password is empty.');
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS)
    throw new Error(`Iterations must be a whole number from 1 to ${MAX_PBKDF2_ITERATIONS}.`);
  const plain = padded(url);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await keyFor(password, salt, iterations);
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
  return {
    v: 2,
    iterations,
    salt: toBase64Url(salt),
    iv: toBase64Url(iv),
    data: toBase64Url(new Uint8Array(data)),
  };
}

/** The address inside an opened record's plaintext, or null when it is not of the record's format. */
function addressOf(version: 1 | 2, plain: Uint8Array): string | null {
  if (version === 1) return new TextDecoder().decode(plain);
  if (plain.length !== SEALED_ADDRESS_BYTES) return null;
  const end = plain.indexOf(0);
  const bytes = end === -1 ? plain : plain.subarray(0, end);
  // Everything after the address must be padding, as sealLink writes it.
  if (plain.subarray(bytes.length).some((byte) => byte !== 0)) return null;
  return new TextDecoder().decode(bytes);
}

/**
 * The address, when the password is the one it was sealed with; null otherwise, and for a record
 * this code will not open (an unknown version, or more iterations than MAX_PBKDF2_ITERATIONS: the
 * dialog fetches the record and must not be made to work for minutes).
 */
export async function openSealedLink(sealed: SealedLink, password: string): Promise<string | null> {
  if (password === '') return null;
  const { v, iterations } = sealed;
  if (v !== 1 && v !== 2) return null;
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS)
    return null;
  try {
    const data = fromBase64Url(sealed.data);
    if (v === 2 && data.length !== SEALED_ADDRESS_BYTES + TAG_BYTES) return null;
    const key = await keyFor(password, fromBase64Url(sealed.salt), iterations);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(sealed.iv) },
      key,
      data,
    );
    return addressOf(v, new Uint8Array(plain));
  } catch {
    return null; // a wrong password fails the authentication tag; a broken field fails to decode
  }
}
