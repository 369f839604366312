// The local web server of `npm start` and `npm run serve` (scripts/serve.ts): the production build
// with the site's headers, real 404s and the functions mounted at their Netlify paths. No request
// may stop it: a malformed request line or target gets a 400 with the security headers, and a
// handler's failure a 500. Connections beyond a cap get a 503.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import {
  HEADER_RULES,
  SECURITY_HEADERS,
  type HeaderRule,
} from '../../netlify/lib/security-headers.ts';
import { createStaticHandler, requestPathname } from './static-server.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const PLAIN = { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' };

/**
 * Connections open at once before new ones are refused: far above a browser's six per site (and the
 * 300 of the security probe's burst), low enough to bound what they hold: a HEAD next to nothing,
 * a file being streamed about a third of a MB (measured), so under 200 MB at the cap.
 */
const MAX_CONNECTIONS = 512;

/** A raw HTTP error answer with the security headers, for requests Node could not take. */
function rawErrorAnswer(
  status: 400 | 405 | 408 | 431,
  reason: string,
  extra: Record<string, string> = {},
): string {
  const headers = {
    ...PLAIN,
    ...extra,
    Connection: 'close',
    'Content-Length': String(reason.length),
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${reason}`;
}

export function createSiteServer(options: {
  root: string;
  rules?: readonly HeaderRule[];
  /** Handlers by exact path, such as a function's /.netlify/functions/… address. */
  routes?: ReadonlyMap<string, Handler>;
  /** Milliseconds a client has to send its request headers (tests shorten it). */
  headersTimeout?: number;
  /** Connections open at once; the requests of any beyond get a 503 (tests lower it). */
  maxConnections?: number;
}): Server {
  const headersTimeout = options.headersTimeout ?? 10_000;
  const maxConnections = options.maxConnections ?? MAX_CONNECTIONS;
  // Node's own server.maxConnections closes the connections beyond it without a word; these get
  // an answer instead: 503, Retry-After: 1 and the security headers.
  const beyondCap = new WeakSet<Socket>();
  let connections = 0;
  const serveFile = createStaticHandler(options.root, options.rules ?? HEADER_RULES);
  const server = createServer(
    {
      // Idle and slow connections are closed, as a hosting platform would.
      headersTimeout,
      requestTimeout: Math.max(30_000, headersTimeout),
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
      // A request without a Host header is answered by the site (with its headers), not by Node.
      requireHostHeader: false,
    },
    (req, res) => {
      if (beyondCap.has(req.socket)) {
        res
          .writeHead(503, { ...PLAIN, 'Retry-After': '1', Connection: 'close' })
          .end('Service unavailable: too many connections');
        return;
      }
      const pathname = requestPathname(req.url);
      // The file handler answers a target that is not a path with a 400.
      const handler = (pathname === null ? undefined : options.routes?.get(pathname)) ?? serveFile;
      handler(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, PLAIN);
        res.end('Internal error');
      });
    },
  );
  server.on('connection', (socket: Socket) => {
    connections += 1;
    if (connections > maxConnections) beyondCap.add(socket);
    socket.once('close', () => {
      connections -= 1;
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    // What Node itself would answer, with the security headers: 408 for a request too slow, 431
    // for a header block over the limit (16 KB), 400 for anything else it cannot parse.
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
      socket.end(rawErrorAnswer(408, 'Request Timeout'));
    else if (error.code === 'HPE_HEADER_OVERFLOW')
      socket.end(rawErrorAnswer(431, 'Request Header Fields Too Large'));
    else socket.end(rawErrorAnswer(400, 'Bad Request'));
  });
  // An Expect other than 100-continue: the 417 Node would send, with the security headers.
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(417, { ...PLAIN, Connection: 'close' }).end('Expectation failed');
  });
  // CONNECT (a proxy's method) gets an answer, not a closed connection: the site serves files.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.end(rawErrorAnswer(405, 'Method Not Allowed', { Allow: 'GET, HEAD' }));
  });
  return server;
}
