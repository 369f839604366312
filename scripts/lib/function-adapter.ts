import type { IncomingMessage, ServerResponse } from 'node:http';
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

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The Web Request for a Node request: its method, address on the Host it named, headers and body. */
export function toWebRequest(req: IncomingMessage, body: Buffer | null): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body ?? []) : null });
}

/** Writes a Web Response to a Node response. */
export async function sendWebResponse(
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

/** Serves a function the way Netlify runs it: a Web Request with the client's address. */
export function mountFunction(handler: FetchHandler) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req, MAX_FUNCTION_BODY_BYTES);
    if (body === null) {
      res.writeHead(413, { ...PLAIN, Connection: 'close' });
      res.end('Payload too large');
      return;
    }
    let request: Request;
    try {
      request = toWebRequest(req, body);
    } catch {
      res.writeHead(400, PLAIN).end('Bad request');
      return;
    }
    const response = await handler(request, { ip: clientAddress(req.socket.remoteAddress) });
    await sendWebResponse(res, response, req.method);
  };
}
