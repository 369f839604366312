import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/teacher-login.json' with { type: 'json' };
import es from '../../locales/es/teacher-login.json' with { type: 'json' };
import verifyAccessCode, { config } from '../functions/verify-access-code.ts';
import { DEVELOPMENT_ACCESS_CODE, hashAccessCode } from './access-code-hash.ts';
import {
  answerLanguage,
  ATTEMPT_LIMIT,
  createAccessCodeHandler,
  isCrossSite,
  MAX_CONCURRENT_CHECKS,
  parsePortalUrl,
  type AccessCodeHandlerOptions,
} from './access-code-handler.ts';

const root = path.resolve(import.meta.dirname, '../..');
const CODE = 'Maroon Gray 1889';
const PORTAL = 'https://portal.example.test/faculty/home';
const FAST = { ln: 14, r: 8, p: 1 }; // the cheapest accepted cost, to keep the tests quick
const ENDPOINT = 'https://school.example.test/.netlify/functions/verify-access-code';
const HASH = hashAccessCode(CODE, FAST);

afterEach(() => {
  vi.unstubAllEnvs();
});

type Env = Record<string, string | undefined>;

function configured(extra: Env = {}): Env {
  return { FACULTY_ACCESS_CODE_HASH: HASH, FACULTY_PORTAL_URL: PORTAL, ...extra };
}

function setup(env: Env = configured(), options: Partial<AccessCodeHandlerOptions> = {}) {
  const logs: string[] = [];
  const handler = createAccessCodeHandler({
    env: () => env,
    log: (message) => logs.push(message),
    ...options,
  });
  return { handler, logs };
}

function post(body: unknown, headers: Record<string, string> = {}, url = ENDPOINT): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function read(response: Response) {
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> };
}

describe('verify-access-code: the right code', () => {
  it('answers 200 with the portal address, no-store and the site security headers', async () => {
    const { handler } = setup();
    const response = await handler(post({ accessCode: CODE }));
    expect(await read(response)).toMatchObject({
      status: 200,
      body: { success: true, redirectUrl: PORTAL },
    });
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('ignores surrounding whitespace but keeps letter case and inner spaces', async () => {
    const { handler } = setup();
    expect((await handler(post({ accessCode: `  ${CODE}\n\t` }))).status).toBe(200);
    expect((await handler(post({ accessCode: CODE.toLowerCase() }))).status).toBe(401);
    expect((await handler(post({ accessCode: CODE.replace(' ', '  ') }))).status).toBe(401);
  });

  it('accepts a charset on the JSON content type', async () => {
    const { handler } = setup();
    const request = post(
      { accessCode: CODE },
      { 'Content-Type': 'application/json; charset=UTF-8' },
    );
    expect((await handler(request)).status).toBe(200);
  });

  it('accepts http only on this machine, and only outside production', async () => {
    const local = 'http://localhost:8080/__local/faculty-portal';
    const dev = setup(configured({ FACULTY_PORTAL_URL: local }));
    expect((await read(await dev.handler(post({ accessCode: CODE })))).body.redirectUrl).toBe(
      local,
    );
    const prod = setup(configured({ FACULTY_PORTAL_URL: local, CONTEXT: 'production' }));
    expect((await prod.handler(post({ accessCode: CODE }))).status).toBe(503);
  });
});

describe('verify-access-code: refusals', () => {
  it('answers 401 with the specification’s text for a wrong code, in the asked language', async () => {
    const { handler } = setup();
    expect(await read(await handler(post({ accessCode: 'Maroon Gray 1890' })))).toMatchObject({
      status: 401,
      body: { success: false, error: 'Invalid access code. Please check your code and try again.' },
    });
    const spanish = await handler(
      post({ accessCode: 'nope' }, { 'Accept-Language': 'es-US,es;q=0.9,en;q=0.8' }),
    );
    expect((await read(spanish)).body.error).toBe(es.errors.invalid);
  });

  it.each([
    ['text that is not JSON', '{"accessCode": '],
    ['a JSON array', [CODE]],
    ['JSON null', 'null'],
    ['no accessCode', { code: CODE }],
    ['a number', { accessCode: 1889 }],
    ['an empty code', { accessCode: '' }],
    ['a code of spaces only', { accessCode: ' \n\t ' }],
    ['a code longer than 256 characters', { accessCode: 'x'.repeat(257) }],
  ])('answers 400 for %s', async (_name, body) => {
    const { handler } = setup();
    expect(await read(await handler(post(body)))).toMatchObject({
      status: 400,
      body: { success: false, error: en.errors.badRequest },
    });
  });

  it('checks a code of exactly 256 characters (and refuses it when wrong)', async () => {
    const { handler } = setup();
    expect((await handler(post({ accessCode: 'x'.repeat(256) }))).status).toBe(401);
  });

  it('answers 400 for a body that is not UTF-8', async () => {
    const { handler } = setup();
    const request = new Request(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect((await handler(request)).status).toBe(400);
  });

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])(
    'answers 405 with Allow: POST to %s',
    async (method) => {
      const { handler } = setup();
      const response = await handler(new Request(ENDPOINT, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('POST');
      expect((await read(response)).body).toEqual({ success: false, error: en.errors.unsupported });
    },
  );

  it('answers 413 for a body over 2 KB, declared or not', async () => {
    const { handler } = setup();
    const big = JSON.stringify({ accessCode: CODE, padding: 'x'.repeat(2100) });
    expect((await handler(post(big))).status).toBe(413);
    expect((await handler(post({ accessCode: CODE }, { 'Content-Length': '4096' }))).status).toBe(
      413,
    );
    const justUnder = JSON.stringify({ accessCode: CODE, padding: 'x'.repeat(1990) });
    expect(new TextEncoder().encode(justUnder).length).toBeLessThanOrEqual(2048);
    expect((await handler(post(justUnder))).status).toBe(200);
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['JSON-like but not JSON', 'application/jsonx'],
  ])('answers 415 for %s', async (_name, type) => {
    const { handler } = setup();
    const response = await handler(post({ accessCode: CODE }, { 'Content-Type': type }));
    expect(response.status).toBe(415);
  });

  it('answers 415 when there is no content type at all', async () => {
    const { handler } = setup();
    const request = new Request(ENDPOINT, {
      method: 'POST',
      body: new TextEncoder().encode(JSON.stringify({ accessCode: CODE })),
    });
    expect(request.headers.get('Content-Type')).toBeNull();
    expect((await handler(request)).status).toBe(415);
  });

  it('never puts the portal address in a failure answer', async () => {
    const { handler } = setup();
    const failures = [
      post({ accessCode: 'wrong' }),
      post('not json'),
      post({ accessCode: CODE }, { 'Content-Type': 'text/plain' }),
      new Request(ENDPOINT),
    ];
    for (const request of failures) {
      const { status, text } = await read(await handler(request));
      expect(status).toBeGreaterThanOrEqual(400);
      expect(text).not.toContain('portal.example.test');
      expect(text).not.toContain('redirectUrl');
    }
  });
});

describe('verify-access-code: rate limit', () => {
  it('is a coarse Netlify rule (60 requests a minute) and 10 wrong codes a minute in the function', () => {
    expect(config.rateLimit).toEqual({ windowLimit: 60, windowSize: 60, aggregateBy: ['ip'] });
    expect(ATTEMPT_LIMIT).toEqual({ windowLimit: 10, windowSize: 60 });
  });

  it('answers 429 with Retry-After after 10 wrong codes in a minute from one client', async () => {
    let time = 1_000_000;
    const { handler } = setup(configured(), {
      attemptLimit: { windowLimit: 10, windowSize: 60 },
      now: () => time,
    });
    const from = (ip: string, url = ENDPOINT) =>
      handler(post({ accessCode: 'wrong' }, {}, url), { ip });
    for (let i = 0; i < 10; i += 1) {
      expect((await from('203.0.113.7')).status).toBe(401);
      time += 1000;
    }
    const limited = await from('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('50');
    expect((await read(limited)).body).toEqual({ success: false, error: en.errors.rateLimited });
    // Other clients are counted apart; the same client on another address of the site (another
    // Host, a deploy's own address) is not.
    expect((await from('203.0.113.8')).status).toBe(401);
    expect((await from('203.0.113.7', 'https://preview.example.test/x')).status).toBe(429);
    expect((await from('203.0.113.7', 'https://h1.example.test/x')).status).toBe(429);
    // The right code does not get through either while limited: it is not even compared.
    expect((await handler(post({ accessCode: CODE }), { ip: '203.0.113.7' })).status).toBe(429);
    time += 50_000;
    expect((await from('203.0.113.7')).status).toBe(401);
  });

  it('counts only wrong codes: the right one gets through after 9 wrong ones, and does not count', async () => {
    const { handler } = setup(configured(), { attemptLimit: ATTEMPT_LIMIT, now: () => 5_000 });
    const attempt = (code: string) => handler(post({ accessCode: code }), { ip: '203.0.113.9' });
    for (let i = 0; i < 9; i += 1) expect((await attempt(`wrong ${i}`)).status).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await attempt(CODE)).status).toBe(200);
    expect((await attempt('wrong 9')).status).toBe(401);
    expect((await attempt(CODE)).status).toBe(429);
  });

  it('never counts what is not an attempt: other methods, other content, unusable bodies', async () => {
    const { handler } = setup(configured(), { attemptLimit: ATTEMPT_LIMIT, now: () => 5_000 });
    const ip = '203.0.113.10';
    for (let i = 0; i < 15; i += 1) {
      // What an <img>, a preflight, a form or a text/plain fetch of another page sends.
      expect((await handler(new Request(`${ENDPOINT}?n=${i}`), { ip })).status).toBe(405);
      expect((await handler(new Request(ENDPOINT, { method: 'OPTIONS' }), { ip })).status).toBe(
        405,
      );
      const text = new Request(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ accessCode: 'wrong' }),
      });
      expect((await handler(text, { ip })).status).toBe(415);
      expect((await handler(post('{"accessCode":'), { ip })).status).toBe(400);
      expect((await handler(post({ code: 'wrong' }), { ip })).status).toBe(400);
    }
    expect((await handler(post({ accessCode: CODE }), { ip })).status).toBe(200);
  });

  it('refuses requests from pages of other sites before counting anything, the right code too', async () => {
    const { handler } = setup(configured(), { attemptLimit: ATTEMPT_LIMIT, now: () => 5_000 });
    const ip = '203.0.113.11';
    const crossSite: Array<Record<string, string>> = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'https://school.example.test:8443' },
    ];
    for (let i = 0; i < 12; i += 1)
      for (const headers of crossSite) {
        const refused = await handler(post({ accessCode: 'wrong' }, headers), { ip });
        expect(refused.status, JSON.stringify(headers)).toBe(403);
        expect((await read(refused)).body).toEqual({
          success: false,
          error: en.errors.unsupported,
        });
      }
    expect((await handler(post({ accessCode: CODE }, crossSite[0]), { ip })).status).toBe(403);
    const own = { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://school.example.test' };
    expect((await handler(post({ accessCode: CODE }, own), { ip })).status).toBe(200);
    expect(
      (await handler(post({ accessCode: CODE }, { Origin: 'https://school.example.test' }), { ip }))
        .status,
    ).toBe(200);
  });

  it('counts every IPv6 address of one /64 as one client, and other networks apart', async () => {
    const { handler } = setup(configured(), { attemptLimit: ATTEMPT_LIMIT, now: () => 5_000 });
    const from = (ip: string) => handler(post({ accessCode: 'wrong' }), { ip });
    for (let i = 1; i <= 10; i += 1)
      expect((await from(`2001:db8:1:2::${i.toString(16)}`)).status).toBe(401);
    for (let i = 11; i <= 30; i += 1)
      expect((await from(`2001:db8:1:2::${i.toString(16)}`)).status).toBe(429);
    expect((await from('2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await from('2001:db8:1:3::1')).status).toBe(401);
  });
});

describe('isCrossSite', () => {
  const at = (headers: Record<string, string>) => new Request(ENDPOINT, { headers });
  it('believes Sec-Fetch-Site, then Origin, and lets a request without either through', () => {
    expect(isCrossSite(at({ 'Sec-Fetch-Site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(at({ 'Sec-Fetch-Site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(at({ Origin: 'https://school.example.test' }))).toBe(false);
    expect(isCrossSite(at({ Origin: 'http://school.example.test' }))).toBe(true);
    expect(isCrossSite(at({ Origin: 'not an origin' }))).toBe(true);
    expect(isCrossSite(at({}))).toBe(false);
  });

  it('takes Sec-Fetch-Site in any case, and an opaque origin as another site', () => {
    expect(isCrossSite(at({ 'Sec-Fetch-Site': 'Same-Origin' }))).toBe(false);
    expect(isCrossSite(at({ 'Sec-Fetch-Site': 'same-site' }))).toBe(true);
    expect(isCrossSite(at({ Origin: 'null' }))).toBe(true);
  });
});

describe('verify-access-code: a hash too costly to check', () => {
  it('answers 503 and logs which setting asks for too much work', async () => {
    const line = `scrypt:ln=17,r=8,p=16:${'A'.repeat(22)}:${'A'.repeat(43)}`;
    const { handler, logs } = setup(configured({ FACULTY_ACCESS_CODE_HASH: line }));
    const started = Date.now();
    expect((await handler(post({ accessCode: CODE }))).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(logs.join('\n')).toContain('FACULTY_ACCESS_CODE_HASH asks for more scrypt work');
    expect(logs.join('\n')).not.toContain(line);
  });
});

describe('verify-access-code: configuration (fails closed)', () => {
  const CASES: Array<[string, Env]> = [
    ['nothing is configured', {}],
    ['the hash is missing', { FACULTY_PORTAL_URL: PORTAL }],
    ['the portal address is missing', { FACULTY_ACCESS_CODE_HASH: 'set later' }],
    ['the hash is a plain SHA-256', configured({ FACULTY_ACCESS_CODE_HASH: 'a'.repeat(64) })],
    [
      'the hash is too weak',
      configured({
        FACULTY_ACCESS_CODE_HASH: 'scrypt:ln=10,r=8,p=1:AAAAAAAAAAAAAAAAAAAAAA:' + 'A'.repeat(43),
      }),
    ],
    [
      'the portal address is not https',
      configured({ FACULTY_PORTAL_URL: 'http://portal.example.test/' }),
    ],
    ['the portal address is a script', configured({ FACULTY_PORTAL_URL: 'javascript:alert(1)' })],
    ['the portal address is not an address', configured({ FACULTY_PORTAL_URL: 'portal' })],
  ];

  it.each(CASES)(
    'answers 503 when %s, and logs which variable without its value',
    async (_n, env) => {
      const { handler, logs } = setup(env);
      const response = await handler(post({ accessCode: CODE }));
      const { status, text, body } = await read(response);
      expect(status).toBe(503);
      expect(body).toEqual({ success: false, error: en.errors.unavailable });
      expect(text).not.toContain('portal.example.test');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(logs.join('\n')).toMatch(/FACULTY_(ACCESS_CODE_HASH|PORTAL_URL)/);
      for (const value of Object.values(env)) expect(logs.join('\n')).not.toContain(value);
    },
  );

  it('answers 503 in production without configuration (Netlify CONTEXT or NODE_ENV)', async () => {
    for (const env of [{ CONTEXT: 'production' }, { NODE_ENV: 'production' }]) {
      const { handler } = setup(env);
      expect((await handler(post({ accessCode: DEVELOPMENT_ACCESS_CODE }))).status).toBe(503);
    }
  });

  it('refuses the public development code in production even when it is configured', async () => {
    const devHash = hashAccessCode(DEVELOPMENT_ACCESS_CODE, FAST);
    const env = configured({ FACULTY_ACCESS_CODE_HASH: devHash, CONTEXT: 'production' });
    const { handler, logs } = setup(env);
    expect((await handler(post({ accessCode: DEVELOPMENT_ACCESS_CODE }))).status).toBe(503);
    expect(logs.join('\n')).toContain('development code');
    const outside = setup(configured({ FACULTY_ACCESS_CODE_HASH: devHash }));
    expect((await outside.handler(post({ accessCode: DEVELOPMENT_ACCESS_CODE }))).status).toBe(200);
    // A real code in production works.
    const real = setup(configured({ CONTEXT: 'production' }));
    expect((await real.handler(post({ accessCode: CODE }))).status).toBe(200);
  });

  it('answers a plain 500 without details when something unexpected fails', async () => {
    const logs: string[] = [];
    const handler = createAccessCodeHandler({
      env: () => {
        throw new TypeError(`secret ${HASH}`);
      },
      log: (message) => logs.push(message),
    });
    const { status, text, body } = await read(await handler(post({ accessCode: CODE })));
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, error: en.errors.unavailable });
    expect(text).not.toMatch(/TypeError|secret| at /);
    expect(logs).toEqual(['verify-access-code: unexpected TypeError.']);
  });
});

describe('the deployed module (netlify/functions/verify-access-code.ts)', () => {
  it('reads its configuration from the environment on every request', async () => {
    vi.stubEnv('FACULTY_ACCESS_CODE_HASH', HASH);
    vi.stubEnv('FACULTY_PORTAL_URL', PORTAL);
    const ok = await verifyAccessCode(post({ accessCode: CODE }), { ip: '198.51.100.1' });
    expect(await read(ok)).toMatchObject({ status: 200, body: { redirectUrl: PORTAL } });
    vi.stubEnv('FACULTY_PORTAL_URL', '');
    const off = await verifyAccessCode(post({ accessCode: CODE }), { ip: '198.51.100.1' });
    expect(off.status).toBe(503);
  });

  it('applies the flood guard to every request and the attempt limit to wrong codes', async () => {
    vi.stubEnv('FACULTY_ACCESS_CODE_HASH', HASH);
    vi.stubEnv('FACULTY_PORTAL_URL', PORTAL);
    const request = () => verifyAccessCode(new Request(ENDPOINT), { ip: '198.51.100.99' });
    for (let i = 0; i < 60; i += 1) expect((await request()).status).toBe(405);
    const limited = await request();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const guess = () => verifyAccessCode(post({ accessCode: 'wrong' }), { ip: '198.51.100.98' });
    for (let i = 0; i < 10; i += 1) expect((await guess()).status).toBe(401);
    expect((await guess()).status).toBe(429);
  });
});

// Each test starts the command as a child process (and hashes at the production cost): seconds
// on a busy machine.
describe('npm run hash-code', { timeout: 30_000 }, () => {
  function hashCode(input: string) {
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/hash-code.ts'], {
      cwd: root,
      input,
      encoding: 'utf8',
    });
  }

  it('prints a hash line that the function accepts for the piped code', async () => {
    const run = hashCode(`  ${CODE}\n`);
    expect(run.status).toBe(0);
    const line = run.stdout.trim();
    expect(line).toMatch(/^scrypt:ln=17,r=8,p=1:[\w-]{22}:[\w-]{43}$/);
    expect(run.stdout).not.toContain(CODE);
    expect(run.stderr).toContain('FACULTY_ACCESS_CODE_HASH');
    const { handler } = setup(configured({ FACULTY_ACCESS_CODE_HASH: line }));
    expect((await handler(post({ accessCode: CODE }))).status).toBe(200);
    expect((await handler(post({ accessCode: `${CODE}!` }))).status).toBe(401);
  });

  it('refuses a code shorter than 12 characters, saying so', () => {
    const short = hashCode('Maroon 1889');
    expect(short.status).toBe(1);
    expect(short.stdout).toBe('');
    expect(short.stderr).toContain('use at least 12');
    expect(hashCode('Maroon  1889').status).toBe(0);
  });

  it('refuses an empty code and the public development code', () => {
    expect(hashCode('\n').status).toBe(1);
    const dev = hashCode(DEVELOPMENT_ACCESS_CODE);
    expect(dev.status).toBe(1);
    expect(dev.stdout).toBe('');
  });
});

describe('helpers', () => {
  it('picks the answer language from Accept-Language', () => {
    expect(answerLanguage(null)).toBe('en');
    expect(answerLanguage('es')).toBe('es');
    expect(answerLanguage('es-MX,es;q=0.9')).toBe('es');
    expect(answerLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(answerLanguage('fr;q=1, es;q=0.5, en;q=0.4')).toBe('es');
    expect(answerLanguage('es;q=0, en')).toBe('en');
    expect(answerLanguage('de')).toBe('en');
  });

  it('accepts only https portal addresses without credentials', () => {
    expect(parsePortalUrl(' https://portal.example.test/a ', true)).toBe(
      'https://portal.example.test/a',
    );
    expect(parsePortalUrl('https://user:pw@portal.example.test/', true)).toBeNull();
    expect(parsePortalUrl('http://127.0.0.1:8080/p', false)).toBe('http://127.0.0.1:8080/p');
    expect(parsePortalUrl('http://127.0.0.1:8080/p', true)).toBeNull();
    expect(parsePortalUrl('ftp://portal.example.test/', false)).toBeNull();
    expect(parsePortalUrl(undefined, false)).toBeNull();
  });

  it('ranks Accept-Language by weight, then by order, skipping refused and empty entries', () => {
    expect(answerLanguage('en;q=0.5, es')).toBe('es');
    expect(answerLanguage('en;q=0.5, es;q=0.9')).toBe('es');
    expect(answerLanguage('es;q=0.8, en;q=0.8')).toBe('es');
    expect(answerLanguage('en;q=0.8, es;q=0.8')).toBe('en');
    expect(answerLanguage('es;q=0')).toBe('en');
    expect(answerLanguage(', ES-mx')).toBe('es');
    // Spaces around the weight are allowed; a weight that is not one is no weight (so 1).
    expect(answerLanguage('en ; q=0.1 , es')).toBe('es');
    expect(answerLanguage('en;xq=0.1, es;q=0.5')).toBe('en');
    expect(answerLanguage('en;q=0.1x, es;q=0.5')).toBe('en');
  });

  it('refuses a portal address with a user name or a password alone, or another protocol', () => {
    expect(parsePortalUrl('https://user@portal.example.test/', false)).toBeNull();
    expect(parsePortalUrl('https://:pw@portal.example.test/', false)).toBeNull();
    expect(parsePortalUrl('ftp://localhost/', false)).toBeNull();
    expect(parsePortalUrl('http://localhost:8888/p', false)).toBe('http://localhost:8888/p');
    expect(parsePortalUrl('', false)).toBeNull();
    expect(parsePortalUrl('   ', false)).toBeNull();
  });
});

describe('verify-access-code: floods', () => {
  it('checks at most two codes at once and answers the others 503 at once', async () => {
    const { handler } = setup();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => handler(post({ accessCode: `guess ${index}` }))),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_CONCURRENT_CHECKS);
    expect(statuses.filter((status) => status === 503)).toHaveLength(6 - MAX_CONCURRENT_CHECKS);
    const busy = answers.find((response) => response.status === 503);
    expect(busy?.headers.get('Retry-After')).toBe('1');
    expect((await read(busy ?? new Response('{}'))).body).toEqual({
      success: false,
      error: en.errors.network,
    });
    // Once they are done, codes are checked again.
    expect((await handler(post({ accessCode: CODE }))).status).toBe(200);
  });

  it('does no work for a client that has gone', async () => {
    const { handler } = setup();
    const gone = new AbortController();
    gone.abort();
    const request = new Request(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accessCode: CODE }),
      signal: gone.signal,
    });
    expect(await read(await handler(request))).toMatchObject({
      status: 400,
      body: { success: false, error: en.errors.badRequest },
    });
  });

  it('applies the flood guard before reading the body', async () => {
    const { handler } = setup(configured(), {
      floodLimit: { windowLimit: 1, windowSize: 60 },
      now: () => 0,
    });
    expect((await handler(post({ accessCode: 'wrong' }), { ip: '192.0.2.9' })).status).toBe(401);
    let read = false;
    // Pulled only when someone reads it (no read-ahead).
    const body = new ReadableStream(
      {
        pull() {
          read = true;
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect((await handler(request, { ip: '192.0.2.9' })).status).toBe(429);
    expect(read).toBe(false);
  });
});

describe('verify-access-code: what each refusal says', () => {
  const says = async (response: Response, status: number, error: string) =>
    expect(await read(response)).toMatchObject({ status, body: { success: false, error } });

  it('names the refusal in the answer of every status, not only in its code', async () => {
    const { handler } = setup();
    await says(
      await handler(post({ accessCode: CODE }, { 'Content-Type': 'text/plain' })),
      415,
      en.errors.unsupported,
    );
    await says(
      await handler(post({ accessCode: CODE }, { 'Content-Length': '4096' })),
      413,
      en.errors.badRequest,
    );
    const big = JSON.stringify({ accessCode: CODE, padding: 'x'.repeat(2100) });
    await says(await handler(post(big)), 413, en.errors.badRequest);
    await says(await setup({}).handler(post({ accessCode: CODE })), 503, en.errors.unavailable);
    const flooded = setup(configured(), {
      floodLimit: { windowLimit: 1, windowSize: 60 },
      now: () => 0,
    });
    await flooded.handler(post({ accessCode: CODE }), { ip: '192.0.2.10' });
    const limited = await flooded.handler(post({ accessCode: CODE }), { ip: '192.0.2.10' });
    expect(limited.headers.get('Retry-After')).toBe('60');
    await says(limited, 429, en.errors.rateLimited);
  });

  it('logs each missing setting in one line, without its value', async () => {
    const { handler, logs } = setup({});
    await handler(post({ accessCode: CODE }));
    expect(logs).toEqual([
      'verify-access-code: not configured: FACULTY_ACCESS_CODE_HASH is missing or not a hash from npm run hash-code; FACULTY_PORTAL_URL is missing or not an https address (or http on localhost).',
    ]);
    const production = setup({ FACULTY_ACCESS_CODE_HASH: HASH, CONTEXT: 'production' });
    await production.handler(post({ accessCode: CODE }));
    expect(production.logs).toEqual([
      'verify-access-code: not configured: FACULTY_PORTAL_URL is missing or not an https address.',
    ]);
    const portalOnly = setup({ FACULTY_PORTAL_URL: PORTAL });
    await portalOnly.handler(post({ accessCode: CODE }));
    expect(portalOnly.logs).toEqual([
      'verify-access-code: not configured: FACULTY_ACCESS_CODE_HASH is missing or not a hash from npm run hash-code.',
    ]);
  });

  it('checks again in production when the hash changes to the development code’s', async () => {
    const env: Env = configured({ CONTEXT: 'production' });
    const { handler } = setup(env);
    expect((await handler(post({ accessCode: CODE }))).status).toBe(200);
    env.FACULTY_ACCESS_CODE_HASH = hashAccessCode(DEVELOPMENT_ACCESS_CODE, FAST);
    await says(
      await handler(post({ accessCode: DEVELOPMENT_ACCESS_CODE })),
      503,
      en.errors.unavailable,
    );
  });
});

describe('verify-access-code: reading the body', () => {
  const streamed = (...parts: string[]) => {
    const chunks = parts.map((part) => new TextEncoder().encode(part));
    return new Request(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk === undefined) controller.close();
          else controller.enqueue(chunk);
        },
      }),
      duplex: 'half',
    } as RequestInit);
  };

  it('puts a body that arrives in pieces back together in order', async () => {
    const { handler } = setup();
    const body = JSON.stringify({ accessCode: CODE });
    const response = await handler(streamed(body.slice(0, 5), body.slice(5, 17), body.slice(17)));
    expect(response.status).toBe(200);
  });

  it('accepts a body of exactly 2 KB and refuses one byte more', async () => {
    const { handler } = setup();
    const padded = (size: number) => {
      const bare = JSON.stringify({ accessCode: CODE, padding: '' });
      return JSON.stringify({ accessCode: CODE, padding: 'x'.repeat(size - bare.length) });
    };
    expect(padded(2048)).toHaveLength(2048);
    expect((await handler(streamed(padded(2048)))).status).toBe(200);
    expect((await handler(streamed(padded(2049)))).status).toBe(413);
  });

  it('takes the media type in any case, with spaces before its parameters', async () => {
    const { handler } = setup();
    for (const type of ['Application/JSON', 'application/json ; charset=utf-8']) {
      expect((await handler(post({ accessCode: CODE }, { 'Content-Type': type }))).status).toBe(
        200,
      );
    }
  });
});

describe('verify-access-code: edges of the request and the settings', () => {
  it('answers 400 for a JSON body whose code is not UTF-8, without checking it', async () => {
    const { handler } = setup();
    const bytes = [
      ...new TextEncoder().encode('{"accessCode":"Maroon Gray '),
      0xff,
      ...new TextEncoder().encode('1889"}'),
    ];
    const request = new Request(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array(bytes),
    });
    expect(await read(await handler(request))).toMatchObject({
      status: 400,
      body: { success: false, error: en.errors.badRequest },
    });
  });

  it('takes a body declared as exactly 2 KB', async () => {
    const { handler } = setup();
    const bare = JSON.stringify({ accessCode: CODE, padding: '' });
    const body = JSON.stringify({ accessCode: CODE, padding: 'x'.repeat(2048 - bare.length) });
    expect(body).toHaveLength(2048);
    const response = await handler(post(body, { 'Content-Length': '2048' }));
    expect(response.status).toBe(200);
  });

  it('logs only "unexpected error" when something fails with a value that is no Error', async () => {
    const logs: string[] = [];
    const handler = createAccessCodeHandler({
      env: () => {
        throw `secret ${HASH}`;
      },
      log: (message) => logs.push(message),
    });
    const { status, text } = await read(await handler(post({ accessCode: CODE })));
    expect(status).toBe(500);
    expect(text).not.toContain('secret');
    expect(logs).toEqual(['verify-access-code: unexpected error.']);
  });

  it('takes a portal address pasted with non-breaking spaces around it', () => {
    expect(parsePortalUrl('\u00a0https://portal.example.test/a\u00a0', true)).toBe(
      'https://portal.example.test/a',
    );
  });
});
