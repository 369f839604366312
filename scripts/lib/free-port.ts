// Whether a port is free before a server is started on it, and the one line that says what to do
// when it is not (instead of a server's stack trace).
import { createServer } from 'node:net';

/** True when nothing listens on `port` at `host` (it is tried and released at once). */
export function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on at `host` now (the system's choice, released at once). */
export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** "Port 8081 (…) is already in use …: DECAP_SERVER_PORT=8082 npm run dev" */
export function portTakenMessage(port: number, variable: string, what: string): string {
  return `Port ${port} (${what}) is already in use, perhaps by another npm run dev. Stop that program, or choose another port: ${variable}=${port + 1} npm run dev`;
}
