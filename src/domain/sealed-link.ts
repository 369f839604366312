/**
 * The Weekly Updates address, sealed with its password: AES-256-GCM under a key derived from the
 * password with PBKDF2-SHA-256 (600,000 iterations, a random salt). Only someone who knows the
 * password can read the address; the site publishes nothing else about it. `npm run
 * weekly-password` seals it; the dialog opens it in the browser with WebCrypto (the same code runs
 * in Node for the command and the tests).
 */

/** PBKDF2 iterations: OWASP's figure for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;

/** The sealed address as data/site.json stores it and the site publishes it (base64url fields). */
export interface SealedLink {
  /** The format: 1 is PBKDF2-SHA-256 and AES-256-GCM. */
  v: 1;
  iterations: number;
  /** 16 random bytes. */
  salt: string;
  /** The 12-byte AES-GCM nonce. */
  iv: string;
  /** The encrypted address with its 16-byte authentication tag. */
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

/** Seals an address with a password (a fresh random salt and nonce each time). */
export async function sealLink(
  url: string,
  password: string,
  iterations: number = PBKDF2_ITERATIONS,
): Promise<SealedLink> {
  if (password === '') throw new Error('The password is empty.');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await keyFor(password, salt, iterations);
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(url),
  );
  return {
    v: 1,
    iterations,
    salt: toBase64Url(salt),
    iv: toBase64Url(iv),
    data: toBase64Url(new Uint8Array(data)),
  };
}

/** The address, when the password is the one it was sealed with; null otherwise. */
export async function openSealedLink(sealed: SealedLink, password: string): Promise<string | null> {
  if (password === '') return null;
  try {
    const key = await keyFor(password, fromBase64Url(sealed.salt), sealed.iterations);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(sealed.iv) },
      key,
      fromBase64Url(sealed.data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null; // a wrong password fails the authentication tag
  }
}
