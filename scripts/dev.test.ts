// `npm run dev` serves this folder's files to this computer only: the content editor's backend can
// read and write any file without asking who, so neither it nor Vite may listen on the network.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The addresses (hex, as /proc/net/tcp writes them) that listen on a TCP port, IPv4 and IPv6. */
function listeners(port: number): string[] {
  const found: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const [, local = '', , state] = line.trim().split(/\s+/);
      const [address = '', hexPort = ''] = local.split(':');
      if (state === '0A' && Number.parseInt(hexPort, 16) === port) found.push(address);
    }
  }
  return found;
}

/** 127.0.0.0/8 (little-endian hex in /proc/net/tcp) or ::1. */
const isLoopback = (address: string) =>
  /^[0-9A-F]{6}7F$/.test(address) || address === '00000000000000000000000001000000';

describe.runIf(process.platform === 'linux')('npm run dev', () => {
  it('listens on this computer only (the site and the content editor backend)', async () => {
    const vitePort = 20_000 + Math.floor(Math.random() * 5_000);
    const backendPort = vitePort + 5_000;
    const child = spawn(
      'npx',
      ['tsx', 'scripts/dev.ts', '--port', String(vitePort), '--strictPort'],
      {
        cwd: root,
        env: { ...process.env, DECAP_SERVER_PORT: String(backendPort) },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect
        .poll(() => listeners(vitePort).length > 0 && listeners(backendPort).length > 0, {
          timeout: 30_000,
          interval: 200,
        })
        .toBe(true)
        .catch((error: unknown) => {
          throw new Error(`npm run dev did not start both servers:\n${output}`, { cause: error });
        });
      for (const port of [vitePort, backendPort])
        expect(
          listeners(port).filter((address) => !isLoopback(address)),
          `port ${port}`,
        ).toEqual([]);
    } finally {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // It has stopped already.
      }
    }
  }, 40_000);

  it('the check does see a listener on every address', async () => {
    const { createServer } = await import('node:net');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    expect(listeners(port).some((hex) => !isLoopback(hex))).toBe(true);
    server.close();
  });
});
