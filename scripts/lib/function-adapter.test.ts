import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { SECURITY_HEADERS } from '../../netlify/lib/security-headers.ts';
import {
  clientAddress,
  MAX_FUNCTION_BODY_BYTES,
  mountFunction,
  type FetchHandler,
} from './function-adapter.ts';

async function serve(handler: FetchHandler, options: Parameters<typeof mountFunction>[1] = {}) {
  const server = createServer((req, res) => void mountFunction(handler, options)(req, res));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

describe('running a Netlify function in the local server', () => {
  it('passes method, address, headers, body and client address, and returns the Response', async () => {
    const seen: Array<{
      method: string;
      url: string;
      type: string | null;
      body: string;
      ip?: string;
    }> = [];
    const site = await serve(async (req, context) => {
      seen.push({
        method: req.method,
        url: req.url,
        type: req.headers.get('content-type'),
        body: await req.text(),
        ip: context.ip,
      });
      return Response.json({ ok: true }, { status: 418, headers: { 'X-Test': 'yes' } });
    });
    try {
      const response = await fetch(`${site.url}/.netlify/functions/f?x=1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"accessCode":"ñ"}',
      });
      expect(response.status).toBe(418);
      expect(response.headers.get('X-Test')).toBe('yes');
      expect(await response.json()).toEqual({ ok: true });
      expect(seen).toEqual([
        {
          method: 'POST',
          url: `${site.url}/.netlify/functions/f?x=1`,
          type: 'application/json',
          body: '{"accessCode":"ñ"}',
          ip: '127.0.0.1',
        },
      ]);
    } finally {
      site.close();
    }
  });

  it('refuses a body declared over 6 MB before the function runs, with the security headers', async () => {
    let called = false;
    const site = await serve(async () => {
      called = true;
      return new Response('ok');
    });
    try {
      const status = await new Promise<{ code: number; csp: unknown }>((resolve, reject) => {
        const req = httpRequest(`${site.url}/.netlify/functions/f`, {
          method: 'POST',
          headers: { 'Content-Length': String(MAX_FUNCTION_BODY_BYTES + 1) },
        });
        req.on('response', (res) => {
          res.resume();
          resolve({ code: res.statusCode ?? 0, csp: res.headers['content-security-policy'] });
        });
        req.on('error', reject);
        req.write('x');
      });
      expect(status).toEqual({ code: 413, csp: SECURITY_HEADERS['Content-Security-Policy'] });
      expect(called).toBe(false);
    } finally {
      site.close();
    }
  });

  it('lets the function read the body only if it wants to, and tells it when the client goes', async () => {
    let aborted: Promise<boolean> = Promise.resolve(false);
    const site = await serve(async (req) => {
      aborted = new Promise((resolve) => req.signal.addEventListener('abort', () => resolve(true)));
      await new Promise((resolve) => setTimeout(resolve, 300));
      return new Response('late');
    });
    try {
      const client = new AbortController();
      const pending = fetch(`${site.url}/.netlify/functions/f`, {
        method: 'POST',
        body: 'x',
        signal: client.signal,
      }).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, 100));
      client.abort();
      await pending;
      expect(await aborted).toBe(true);
    } finally {
      site.close();
    }
  });

  it('reports IPv4 clients without the IPv6 prefix', () => {
    expect(clientAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientAddress('::1')).toBe('::1');
    expect(clientAddress(undefined)).toBe('unknown');
  });

  it('passes GET and HEAD without a body, and answers HEAD without one', async () => {
    const seen: Array<[string, boolean]> = [];
    const site = await serve((req) => {
      seen.push([req.method, req.body === null]);
      return Promise.resolve(new Response('hello'));
    });
    try {
      const get = await fetch(`${site.url}/.netlify/functions/f`);
      expect([get.status, await get.text()]).toEqual([200, 'hello']);
      const head = await fetch(`${site.url}/.netlify/functions/f`, { method: 'HEAD' });
      expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([
        200,
        '5',
        '',
      ]);
      expect(seen).toEqual([
        ['GET', true],
        ['HEAD', true],
      ]);
    } finally {
      site.close();
    }
  });

  it('fails the body of a function that reads past 6 MB sent without a length', async () => {
    const read: Array<number | string> = [];
    const site = await serve(async (req) => {
      read.push(
        await req.arrayBuffer().then(
          (body) => body.byteLength,
          () => 'too large',
        ),
      );
      return new Response(null, { status: 204 });
    });
    const send = (size: number) =>
      new Promise<void>((resolve, reject) => {
        const req = httpRequest(`${site.url}/.netlify/functions/f`, { method: 'POST' });
        req.on('response', (res) => res.resume().on('end', resolve));
        req.on('error', reject);
        // In two pieces, chunked: no Content-Length to refuse it by.
        req.write(Buffer.alloc(size - 1));
        req.end(Buffer.alloc(1));
      });
    try {
      await send(MAX_FUNCTION_BODY_BYTES);
      await send(MAX_FUNCTION_BODY_BYTES + 1);
      expect(read).toEqual([MAX_FUNCTION_BODY_BYTES, 'too large']);
    } finally {
      site.close();
    }
  });

  it('reads any IPv4 address behind the prefix, and nothing else', () => {
    expect(clientAddress('::ffff:198.51.100.27')).toBe('198.51.100.27');
    expect(clientAddress('::ffff:cb00:7107')).toBe('::ffff:cb00:7107');
  });

  it('takes the client’s address from the named header when there is one (browser tests)', async () => {
    const seen: Array<string | undefined> = [];
    const site = await serve(
      (_req, context) => {
        seen.push(context.ip);
        return Promise.resolve(new Response(null, { status: 204 }));
      },
      { clientAddressHeader: 'X-Test-Client' },
    );
    try {
      await fetch(`${site.url}/.netlify/functions/f`, {
        headers: { 'X-Test-Client': '198.51.100.9' },
      });
      await fetch(`${site.url}/.netlify/functions/f`);
      expect(seen).toEqual(['198.51.100.9', '127.0.0.1']);
    } finally {
      site.close();
    }
  });
});

/** What a Node response received from the adapter: enough of a ServerResponse for it. */
class RecordedResponse extends EventEmitter {
  status: number | undefined;
  headers: Record<string, string> = {};
  body: string | undefined;
  writableFinished = false;
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
    return this;
  }
  end(body?: Buffer | string) {
    this.body = body === undefined ? undefined : String(body);
    this.writableFinished = true;
    this.emit('close');
    return this;
  }
}

/** Runs the adapter on a Node request given as plain fields, as Node (or a proxy) may leave them. */
async function adapt(
  handler: FetchHandler,
  req: { url?: string; method?: string; headers: Record<string, string | undefined> },
) {
  const res = new RecordedResponse();
  const nodeReq = { ...req, socket: { remoteAddress: '::ffff:203.0.113.5' } };
  await mountFunction(handler)(
    nodeReq as unknown as IncomingMessage,
    res as unknown as ServerResponse,
  );
  return res;
}

describe('running a Netlify function on an unusual Node request', () => {
  it('reads a request without address, host or method as a GET of the home page on localhost', async () => {
    const seen: Array<[string, string, string | null]> = [];
    const res = await adapt(
      (req) => {
        seen.push([req.method, req.url, req.headers.get('x-empty')]);
        return Promise.resolve(new Response('ok'));
      },
      { headers: { 'x-empty': undefined } },
    );
    expect(seen).toEqual([['GET', 'http://localhost/', null]]);
    expect([res.status, res.body]).toEqual([200, 'ok']);
  });

  it('answers 400 without running the function when the address cannot be read', async () => {
    let called = false;
    const res = await adapt(
      () => {
        called = true;
        return Promise.resolve(new Response('ok'));
      },
      { url: '/.netlify/functions/f', method: 'GET', headers: { host: 'bad host[' } },
    );
    expect([res.status, res.body, res.headers['Content-Type']]).toEqual([
      400,
      'Bad request',
      'text/plain; charset=utf-8',
    ]);
    expect(called).toBe(false);
  });

  it('accepts a body declared at exactly 6 MB and refuses one byte more, closing the connection', async () => {
    const statuses: number[] = [];
    const handler = () => Promise.resolve(new Response(null, { status: 204 }));
    for (const size of [MAX_FUNCTION_BODY_BYTES, MAX_FUNCTION_BODY_BYTES + 1]) {
      const res = await adapt(handler, {
        url: '/.netlify/functions/f',
        method: 'GET',
        headers: { host: 'localhost', 'content-length': String(size) },
      });
      statuses.push(res.status ?? 0);
      if (res.status === 413) {
        expect(res.headers.Connection).toBe('close');
        expect(res.body).toBe('Payload too large');
      }
    }
    expect(statuses).toEqual([204, 413]);
  });

  it('writes nothing once the client has gone, and does not abort a request it answered', async () => {
    let answered: Request | undefined;
    const done = await adapt(
      (req) => {
        answered = req;
        return Promise.resolve(new Response('ok'));
      },
      { url: '/', method: 'GET', headers: { host: 'localhost' } },
    );
    expect(done.body).toBe('ok');
    expect(answered?.signal.aborted).toBe(false);

    const res = new RecordedResponse();
    await mountFunction(() => {
      res.emit('close');
      return Promise.resolve(new Response('too late'));
    })(
      {
        url: '/',
        method: 'GET',
        headers: { host: 'localhost' },
        socket: {},
      } as unknown as IncomingMessage,
      res as unknown as ServerResponse,
    );
    expect([res.status, res.body]).toEqual([undefined, undefined]);
  });

  it('strips the prefix only from a whole IPv4-mapped address', () => {
    expect(clientAddress('2001:db8::ffff:192.0.2.1')).toBe('2001:db8::ffff:192.0.2.1');
    expect(clientAddress('::ffff:192.0.2.1%eth0')).toBe('::ffff:192.0.2.1%eth0');
  });
});
