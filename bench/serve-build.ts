// Serves a build for the benchmarks with the same server as `npm start` (scripts/serve.ts), on the
// first free port from a given one.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { portIsFree } from '../scripts/lib/free-port.ts';

const root = path.resolve(import.meta.dirname, '..');

async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port += 1)
    if (await portIsFree(port, '127.0.0.1')) return port;
  throw new Error(`no free port from ${from}`);
}

/** Serves `siteDir` once the server says it is running; kill `server` to stop it. */
export async function serveBuild(
  siteDir: string,
  fromPort: number,
): Promise<{ origin: string; server: ChildProcess }> {
  const port = await freePort(fromPort);
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_DIR: path.resolve(siteDir) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('running at')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`the server on port ${port} exited (${code})`)));
  });
  return { origin: `http://localhost:${port}`, server };
}
