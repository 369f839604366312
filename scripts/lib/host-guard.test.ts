import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { createHostGuard, hostIsAllowed } from './host-guard.ts';

const HOST = '127.0.0.1';

/** Sends a raw request with the Host header given (fetch would not let a test choose it). */
function send(
  port: number,
  options: { host: string; body: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { 'Content-Type': 'application/json', Host: options.host };
    const req = request(
      {
        host: HOST,
        port,
        method: 'POST',
        path: '/api/v1',
        headers,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('the guard in front of the content editor backend', () => {
  const received: Array<{ method?: string; url?: string; host?: string; body: string }> = [];
  let upstream: Server;
  let guard: Server;
  let port = 0;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, host: req.headers.host, body });
        res.writeHead(201, { 'Content-Type': 'application/json', 'X-Upstream': 'yes' });
        res.end(JSON.stringify({ echoed: body }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, HOST, resolve));
    port = await freePort(HOST);
    guard = createHostGuard({
      port,
      targetPort: (upstream.address() as AddressInfo).port,
      host: HOST,
    });
    await new Promise<void>((resolve) => guard.listen(port, HOST, resolve));
  });
  afterAll(() => {
    guard.close();
    upstream.close();
  });

  it('passes requests addressed to localhost or 127.0.0.1 on its port, body and answer whole', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `LOCALHOST:${port}`]) {
      const body = JSON.stringify({ action: 'info', host });
      expect(await send(port, { host, body })).toEqual({
        status: 201,
        body: JSON.stringify({ echoed: body }),
      });
    }
    expect(received.map((request) => request.url)).toEqual(['/api/v1', '/api/v1', '/api/v1']);
  });

  it('refuses any other Host with 403, and nothing reaches the backend', async () => {
    received.length = 0;
    for (const host of [
      `rebind.attacker.example:${port}`,
      'localhost',
      `localhost:${port + 1}`,
      `[::1]:${port}`,
      `localhost.attacker.example:${port}`,
    ]) {
      const answer = await send(port, {
        host,
        body: JSON.stringify({
          action: 'persistMedia',
          params: { asset: { path: 'REBIND-PROBE.txt', content: 'aGk=', encoding: 'base64' } },
        }),
      });
      expect(answer.status, host).toBe(403);
      expect(answer.body).toContain(`http://localhost:${port}`);
    }
    expect(received).toEqual([]);
  });

  it('refuses a request without a Host header', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, HOST, () => socket.end('GET /api/v1 HTTP/1.0\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(received).toEqual([]);
  });

  it('reads the Host header only', () => {
    expect(hostIsAllowed({ headers: { host: 'localhost:8081' } }, 8081)).toBe(true);
    expect(hostIsAllowed({ headers: {} }, 8081)).toBe(false);
  });

  it('answers a refused request in plain text and closes the connection after it', async () => {
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = request({
        host: HOST,
        port,
        method: 'POST',
        path: '/api/v1',
        headers: { Host: 'rebind.attacker.example', 'Content-Length': '1000000' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.headers);
      });
      req.on('error', reject);
      req.write('{"action":');
    });
    expect(headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(headers.connection).toBe('close');
    expect(received).toEqual([]);
  });
});

describe('the guard when the content editor backend is not running', () => {
  it('answers 502 in plain words', async () => {
    const port = await freePort(HOST);
    const guard = createHostGuard({ port, targetPort: await freePort(HOST), host: HOST });
    await new Promise<void>((resolve) => guard.listen(port, HOST, resolve));
    try {
      const answer = await new Promise<{ status: number; type: unknown; body: string }>(
        (resolve, reject) => {
          const req = request({
            host: HOST,
            port,
            path: '/api/v1',
            headers: { Host: `localhost:${port}` },
          });
          req.on('response', (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }),
            );
          });
          req.on('error', reject);
          req.end();
        },
      );
      expect(answer).toEqual({
        status: 502,
        type: 'text/plain; charset=utf-8',
        body: "The content editor's local backend did not answer.\n",
      });
    } finally {
      guard.close();
    }
  });
});
