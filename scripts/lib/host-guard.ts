// The door in front of the content editor's local backend under `npm run dev`. decap-server reads
// and writes any file of the project and answers any request that reaches it, whatever its Host
// header says. Listening on 127.0.0.1 keeps other computers out, but not a web page: a page of
// another site whose name is re-pointed at 127.0.0.1 after it loads (DNS rebinding) becomes
// same-origin with the backend and may call it. Such a request still carries the attacker's name
// in its Host header, so this proxy answers only requests addressed to this computer by name
// (localhost:<port> or 127.0.0.1:<port>, as the editor's configuration does) and refuses the rest
// with 403 before anything reaches decap-server.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';

/** The Host headers that name this computer on `port`. */
function allowedHosts(port: number): ReadonlySet<string> {
  return new Set([`localhost:${port}`, `127.0.0.1:${port}`]);
}

/** True when the request names this computer on `port` in its Host header. */
export function hostIsAllowed(req: Pick<IncomingMessage, 'headers'>, port: number): boolean {
  const host = req.headers.host?.trim().toLowerCase();
  return host !== undefined && allowedHosts(port).has(host);
}

/**
 * A proxy listening on `host`:`port` that passes requests naming this computer to the server on
 * `host`:`targetPort` and answers every other one 403 without reading it.
 */
export function createHostGuard(options: {
  port: number;
  targetPort: number;
  host: string;
}): Server {
  const { port, targetPort, host } = options;
  return createServer((req, res) => {
    if (!hostIsAllowed(req, port)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      res.end(
        `Refused: the content editor's local backend answers only http://localhost:${port} and http://127.0.0.1:${port}.\n`,
      );
      req.destroy();
      return;
    }
    const upstream = request(
      { host, port: targetPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end("The content editor's local backend did not answer.\n");
    });
    req.pipe(upstream);
  });
}
