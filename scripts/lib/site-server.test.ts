// The local server survives hostile requests and serves files the way Netlify does.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../netlify/lib/security-headers.ts';
import { createSiteServer } from './site-server.ts';

let root: string;
let server: Server;
let origin: string;
let port: number;
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));
const PAGE = `<!doctype html><title>Page</title>${'<p>Same words again and again.</p>'.repeat(200)}`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-server-'));
  await mkdir(path.join(root, 'es'), { recursive: true });
  await mkdir(path.join(root, '.vite'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(path.join(root, 'es/404.html'), '<!doctype html><title>No encontrada</title>');
  await writeFile(path.join(root, '.vite/manifest.json'), '{}');
  await writeFile(path.join(root, 'hero.mp4'), VIDEO);
  await writeFile(path.join(root, 'page.html'), PAGE);
  await writeFile(path.join(root, 'search.wasm'), Buffer.from([0, 97, 115, 109]));
  await symlink('/', path.join(root, 'sym-root'));
  server = createSiteServer({
    root,
    headersTimeout: 500,
    routes: new Map([
      [
        '/boom',
        async () => {
          throw new Error('a failing handler (expected in this test)');
        },
      ],
    ]),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

/**
 * Sends raw bytes on a new connection and returns what comes back: until the server closes it, or
 * 150 ms after the last bytes of an answer, or `waitMs` when nothing comes.
 */
function raw(request: string | Buffer, waitMs = 2_000, toPort = port): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(toPort, '127.0.0.1');
    let answer = '';
    let timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      clearTimeout(timer);
      // A complete answer (headers and Content-Length bytes) ends it at once.
      const end = answer.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(answer.slice(0, end))?.[1];
      const complete =
        end >= 0 &&
        (length === undefined
          ? answer.endsWith('\r\n0\r\n\r\n')
          : answer.length - end - 4 >= Number(length));
      if (complete) socket.destroy();
      else timer = setTimeout(() => socket.destroy(), 150);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', () => undefined);
    socket.write(request);
  });
}

/** Request lines and targets that have crashed servers, or must not. */
function hostileRequests(): string[] {
  const targets = [
    '//[',
    '//a:99999/',
    '//%/',
    'http://[x/',
    'http://a:99999/',
    '*',
    '//',
    '///',
    '//user:pass@[::1/',
    '/%',
    '/%E0%A4%A',
    '/%00',
    '/..%2f..%2fetc%2fpasswd',
    '/../../etc/passwd',
    '/.vite/manifest.json',
    '/_headers',
    `/${'a'.repeat(8_000)}`,
    `/?${'%'.repeat(500)}`,
    '/\\\\server\\share',
    'https://[::1]:0/',
    'javascript:alert(1)',
    '%2F%2F[',
  ];
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'BREW'];
  const requests = methods.flatMap((method) =>
    targets.map((target) => `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
  );
  requests.push(
    'GARBAGE\r\n\r\n',
    '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03',
    'GET / HTTP/9.9\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: [\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: a:99999\r\n\r\n',
    'GET / HTTP/1.1\r\nNo colon here\r\n\r\n',
    `GET / HTTP/1.1\r\nX-Big: ${'x'.repeat(100_000)}\r\n\r\n`,
    'POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n',
    'POST / HTTP/1.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    'POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    'GET /\x00 HTTP/1.1\r\n\r\n',
    '\r\n\r\n\r\n',
    'GET / HTTP/1.1\r\nRange: bytes=999999-\r\n\r\n',
    'GET /hero.mp4 HTTP/1.1\r\nRange: bytes=-0\r\n\r\n',
    'GET /boom HTTP/1.1\r\nHost: localhost\r\n\r\n',
  );
  return requests;
}

describe('the local server', () => {
  it('survives at least 200 malformed or hostile requests and still serves pages', async () => {
    const requests = hostileRequests();
    expect(requests.length).toBeGreaterThanOrEqual(200);
    // Twenty connections at a time.
    const answers: string[] = [];
    for (let index = 0; index < requests.length; index += 20)
      answers.push(...(await Promise.all(requests.slice(index, index + 20).map((r) => raw(r)))));
    for (const [index, request] of requests.entries()) {
      const answer = answers[index] ?? '';
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      // Whatever the answer, an error answer carries the security headers.
      if (status !== undefined && Number(status) >= 400)
        expect(answer, `${JSON.stringify(request.slice(0, 60))} → ${status}`).toContain(
          `Content-Security-Policy: ${SECURITY_HEADERS['Content-Security-Policy']}`,
        );
      if (/^GET \/\/\[ /.test(request)) expect(status).toBe('400');
    }
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>Home</title>');
  }, 60_000);

  it('answers a target that is not a path with 400 and the security headers', async () => {
    for (const target of ['//[', '//a:99999/', 'http://[x/', '*']) {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(answer, target).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('X-Content-Type-Options: nosniff');
    }
  });

  it('answers a failing handler with 500 and the security headers', async () => {
    const answer = await fetch(`${origin}/boom`);
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-security-policy')).toBe(
      SECURITY_HEADERS['Content-Security-Policy'],
    );
  });

  it('never serves dotfiles (Netlify does not deploy them)', async () => {
    const answer = await fetch(`${origin}/.vite/manifest.json`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Not found');
  });

  it('never serves a file through a link out of the site folder (security probe N7)', async () => {
    for (const target of ['/sym-root/etc/passwd', '/sym-root/proc/self/environ']) {
      const answer = await fetch(`${origin}${target}`);
      expect(answer.status, target).toBe(404);
      expect(await answer.text()).toContain('<title>Not found</title>');
    }
  });

  it('serves byte ranges with 206, and 416 for one beyond the file', async () => {
    const part = await fetch(`${origin}/hero.mp4`, { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(VIDEO.subarray(10, 20));
    const tail = await fetch(`${origin}/hero.mp4`, { headers: { Range: 'bytes=-100' } });
    expect(tail.headers.get('content-range')).toBe('bytes 900-999/1000');
    const open = await fetch(`${origin}/hero.mp4`, { headers: { Range: 'bytes=990-' } });
    expect((await open.arrayBuffer()).byteLength).toBe(10);
    const whole = await fetch(`${origin}/hero.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(VIDEO);
    const beyond = await fetch(`${origin}/hero.mp4`, { headers: { Range: 'bytes=5000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */1000');
  });

  it('answers conditional requests with 304', async () => {
    const first = await fetch(`${origin}/`);
    const etag = first.headers.get('etag') ?? '';
    const modified = first.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await fetch(`${origin}/`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect(
      (await fetch(`${origin}/`, { headers: { 'If-None-Match': `W/${etag}, "other"` } })).status,
    ).toBe(304);
    expect((await fetch(`${origin}/`, { headers: { 'If-None-Match': '"other"' } })).status).toBe(
      200,
    );
    expect((await fetch(`${origin}/`, { headers: { 'If-Modified-Since': modified } })).status).toBe(
      304,
    );
  });

  it('gzips text, with an ETag of its own, and answers a HEAD without compressing', async () => {
    const gzipHead = 'HEAD /page.html HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n';
    const headerOf = (answer: string, name: string) =>
      new RegExp(`\r\n${name}: ([^\r]*)\r\n`, 'i').exec(answer)?.[1];
    const plainAnswer = await raw('GET /page.html HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const identityTag = headerOf(plainAnswer, 'ETag') ?? '';
    expect(headerOf(plainAnswer, 'Content-Length')).toBe(String(PAGE.length));
    expect(plainAnswer.endsWith(PAGE)).toBe(true);
    // A HEAD before any GET does not wait for the compression, and sends no body.
    const firstHead = await raw(gzipHead);
    expect(headerOf(firstHead, 'Content-Encoding')).toBe('gzip');
    expect(firstHead.endsWith('\r\n\r\n')).toBe(true);
    const zipped = await fetch(`${origin}/page.html`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await zipped.text()).toBe(PAGE);
    const gzipTag = zipped.headers.get('etag') ?? '';
    expect(gzipTag).toBe(identityTag.replace(/"$/, '-gzip"'));
    // Once compressed, a HEAD knows the length.
    expect(Number(headerOf(await raw(gzipHead), 'Content-Length'))).toBeLessThan(PAGE.length);
    for (const tag of [identityTag, gzipTag]) {
      const again = await fetch(`${origin}/page.html`, { headers: { 'If-None-Match': tag } });
      expect(again.status, tag).toBe(304);
    }
  });

  it('answers If-None-Match: * with 304 when the file exists (RFC 9110 13.1.2)', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await fetch(`${origin}/hero.mp4`, {
        method,
        headers: { 'If-None-Match': '*' },
      });
      expect(answer.status, method).toBe(304);
    }
    const missing = await fetch(`${origin}/nope`, { headers: { 'If-None-Match': '*' } });
    expect(missing.status).toBe(404);
  });

  it('serves the whole file when If-Range does not match (RFC 9110 13.1.5)', async () => {
    const first = await fetch(`${origin}/hero.mp4`);
    const etag = first.headers.get('etag') ?? '';
    const modified = first.headers.get('last-modified') ?? '';
    const ranged = (ifRange: string) =>
      fetch(`${origin}/hero.mp4`, { headers: { Range: 'bytes=10-19', 'If-Range': ifRange } });
    expect((await ranged(etag)).status).toBe(206);
    expect((await ranged(modified)).status).toBe(206);
    for (const stale of [
      '"another-version"',
      `W/${etag}`, // a weak tag never matches If-Range
      'Thu, 01 Jan 2015 00:00:00 GMT',
      'not a date',
    ]) {
      const answer = await ranged(stale);
      expect(answer.status, stale).toBe(200);
      expect((await answer.arrayBuffer()).byteLength, stale).toBe(VIDEO.length);
    }
  });

  it('answers a header block over the limit with 431 and the security headers', async () => {
    const answer = await raw(
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain(
      `\r\nContent-Security-Policy: ${SECURITY_HEADERS['Content-Security-Policy']}\r\n`,
    );
  });

  it('answers an Expect it cannot meet with 417 and the security headers', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: localhost\r\nExpect: 999-nope\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 417 /);
    expect(answer).toContain(
      `\r\nContent-Security-Policy: ${SECURITY_HEADERS['Content-Security-Policy']}\r\n`,
    );
    // 100-continue is met as before.
    const continued = await raw(
      'GET / HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n',
    );
    expect(continued).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
  });

  it('answers CONNECT with 405 and the security headers instead of closing', async () => {
    const answer = await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toContain('\r\nAllow: GET, HEAD\r\n');
    expect(answer).toContain(
      `\r\nContent-Security-Policy: ${SECURITY_HEADERS['Content-Security-Policy']}\r\n`,
    );
  });

  it('serves WebAssembly as application/wasm', async () => {
    const answer = await fetch(`${origin}/search.wasm`);
    expect(answer.headers.get('content-type')).toBe('application/wasm');
  });

  it('answers connections beyond its cap with 503, Retry-After and the security headers', async () => {
    const small = createSiteServer({ root, maxConnections: 2 });
    await new Promise<void>((resolve) => small.listen(0, '127.0.0.1', resolve));
    const smallPort = (small.address() as AddressInfo).port;
    try {
      const idle = await Promise.all(
        [1, 2].map(
          () =>
            new Promise<Socket>((resolve) => {
              const socket: Socket = connect(smallPort, '127.0.0.1', () => resolve(socket));
            }),
        ),
      );
      const refused = await raw('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n', 2_000, smallPort);
      expect(refused).toMatch(/^HTTP\/1\.1 503 /);
      expect(refused).toContain('\r\nRetry-After: 1\r\n');
      expect(refused).toContain(
        `\r\nContent-Security-Policy: ${SECURITY_HEADERS['Content-Security-Policy']}\r\n`,
      );
      for (const socket of idle) socket.destroy();
      // Once the others have closed, a new connection is served again.
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${smallPort}/`)).status)
        .toBe(200);
    } finally {
      small.closeAllConnections();
      await new Promise((resolve) => small.close(resolve));
    }
  });

  it('closes a connection that never sends a request', async () => {
    const started = Date.now();
    const answer = await raw('', 5_000);
    expect(Date.now() - started).toBeLessThan(4_500);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });
});
