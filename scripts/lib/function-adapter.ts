import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { SECURITY_HEADERS } from '../../netlify/lib/security-headers.ts';

/** A Netlify Functions v2 handler as the local server calls it: Request in, Response out. */
export type FetchHandler = (req: Request, context: { ip?: string }) => Promise<Response>;

const PLAIN = { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' };

/** Netlify refuses function requests with a body over 6 MB; so does the local server. */
export const MAX_FUNCTION_BODY_BYTES = 6 * 1024 * 1024;

/** The client's address as Netlify reports it (IPv4 addresses without the `::ffff:` prefix). */
export function clientAddress(remoteAddress: string | undefined): string {
  return (remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/**
 * The request body as a stream that the function reads only if it wants to (so its own checks,
 * such as the rate limit, come first); it fails once more than `limit` bytes arrive.
 */
function bodyStream(req: IncomingMessage, limit: number): ReadableStream<Uint8Array> {
  let size = 0;
  const counted = Readable.toWeb(req) as ReadableStream<Uint8Array>;
  return counted.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) controller.error(new Error('The request body is too large.'));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * The Web Request for a Node request: its method, address, headers and (streamed) body, with a
 * signal that aborts when the client goes away.
 */
function toWebRequest(req: IncomingMessage, signal?: AbortSignal): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = {
    method,
    headers,
    body: hasBody ? bodyStream(req, MAX_FUNCTION_BODY_BYTES) : null,
    duplex: 'half',
    ...(signal === undefined ? {} : { signal }),
  };
  return new Request(url, init);
}

/** Writes a Web Response to a Node response. */
async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  method: string | undefined,
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(method === 'HEAD' ? undefined : body);
}

/**
 * Serves a function the way Netlify runs it: a Web Request with the client's address. For the
 * browser tests only, `clientAddressHeader` names a request header that stands for the client's
 * address, so that each test is a client of its own for the rate limit (they all come from this
 * computer). The server refuses it in production; Netlify never runs this code.
 */
export function mountFunction(
  handler: FetchHandler,
  { clientAddressHeader }: { clientAddressHeader?: string } = {},
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (Number.isFinite(declared) && declared > MAX_FUNCTION_BODY_BYTES) {
      res.writeHead(413, { ...PLAIN, Connection: 'close' });
      res.end('Payload too large');
      return;
    }
    // The client going away aborts the request, and the function can stop its work.
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    let request: Request;
    try {
      request = toWebRequest(req, gone.signal);
    } catch {
      res.writeHead(400, PLAIN).end('Bad request');
      return;
    }
    const stated =
      clientAddressHeader === undefined
        ? undefined
        : req.headers[clientAddressHeader.toLowerCase()];
    const ip = typeof stated === 'string' ? stated : clientAddress(req.socket.remoteAddress);
    const response = await handler(request, { ip });
    if (gone.signal.aborted) return;
    await sendWebResponse(res, response, req.method);
  };
}
