// `npm run dev` serves this folder's files to this computer only: the content editor's backend can
// read and write any file without asking who, so neither it nor Vite may listen on the network.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

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

/** A POST to the editor backend's API with the Host header given (fetch would not let a test choose it). */
function backendRequest(
  port: number,
  host: string,
  body: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1',
        headers: { Host: host, 'Content-Type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(body);
  });
}

/** Stops a process group and waits until none of its processes is left (SIGKILL after 10 s). */
async function stopGroup(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) process.kill(-pid, 'SIGKILL');
}

describe.runIf(process.platform === 'linux')('npm run dev', () => {
  it('listens on this computer only, and the editor backend answers only to its own name', async () => {
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

      // The editor backend answers requests addressed to this computer by name…
      const api = (host: string, body: unknown) =>
        backendRequest(backendPort, host, JSON.stringify(body));
      await expect
        .poll(async () => (await api(`localhost:${backendPort}`, { action: 'info' })).status, {
          timeout: 30_000,
          interval: 250,
        })
        .toBe(200);
      const read = { action: 'getMediaFile', params: { branch: 'main', path: 'package.json' } };
      const own = await api(`127.0.0.1:${backendPort}`, read);
      expect(own.status).toBe(200);
      expect(own.body).toContain('"encoding":"base64"');
      // …and nothing to a page of another site re-pointed at this computer (DNS rebinding).
      const rebound = `rebind.attacker.example:${backendPort}`;
      const stolen = await api(rebound, read);
      expect(stolen.status).toBe(403);
      expect(stolen.body).not.toContain('base64');
      const probe = `REBIND-PROBE-${backendPort}.txt`;
      const written = await api(rebound, {
        action: 'persistMedia',
        params: {
          branch: 'main',
          asset: { path: probe, content: 'aGk=', encoding: 'base64' },
          options: { commitMessage: 'x' },
        },
      });
      expect(written.status).toBe(403);
      expect(existsSync(path.join(root, probe))).toBe(false);
    } finally {
      if (child.pid !== undefined) await stopGroup(child.pid);
    }
  }, 70_000);

  it('says in one line which port is taken and how to choose another, and fails', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const { code, output } = await new Promise<{ code: number | null; output: string }>(
        (resolve) => {
          const child = spawn('npx', ['tsx', 'scripts/dev.ts'], {
            cwd: root,
            env: { ...process.env, DECAP_SERVER_PORT: String(port) },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('exit', (code) => resolve({ code, output }));
        },
      );
      expect(code).toBe(1);
      expect(output.trim()).toBe(
        `Port ${port} (the content editor's local backend) is already in use, perhaps by another npm run dev. Stop that program, or choose another port: DECAP_SERVER_PORT=${port + 1} npm run dev`,
      );
    } finally {
      taken.close();
    }
  }, 30_000);

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

describe('npm run dev with a mistake in a data file', () => {
  let copy = '';
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child?.pid !== undefined) await stopGroup(child.pid);
    // A build step may still be closing a file in the copy as the group stops: retry on ENOTEMPTY.
    if (copy !== '')
      await rm(copy, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  });

  /** The next message of Vite's page connection (the one that shows errors in the page) that passes `test`. */
  function nextMessage(
    socket: WebSocket,
    test: (message: { type: string; err?: { message: string } }) => boolean,
  ): Promise<{ type: string; err?: { message: string } }> {
    return new Promise((resolve) => {
      const listener = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as {
          type: string;
          err?: { message: string };
        };
        if (!test(message)) return;
        socket.removeEventListener('message', listener);
        resolve(message);
      };
      socket.addEventListener('message', listener);
    });
  }

  it.runIf(process.platform === 'linux')(
    'starts anyway, shows the content step’s message in the page, and reloads it once mended',
    async () => {
      // A copy of the project, so that the mistake is not made in this one's data/.
      copy = await mkdtemp(path.join(tmpdir(), 'highbridge-dev-'));
      for (const entry of [
        'src',
        'scripts',
        'data',
        'locales',
        'public',
        'index.html',
        'package.json',
        'vite.config.ts',
        'netlify',
        'tsconfig.base.json',
        'tsconfig.json',
        'tsconfig.browser.json',
        'tsconfig.node.json',
        'tests',
      ])
        await cp(path.join(root, entry), path.join(copy, entry), { recursive: true });
      await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
      const event = path.join(copy, 'data/events/237.json');
      const good = await readFile(event, 'utf8');
      const broken = good.replace(/"en": "([^"]*)"/, '"en": “$1”');
      expect(broken).not.toBe(good);
      await writeFile(event, broken);

      const port = 25_000 + Math.floor(Math.random() * 5_000);
      child = spawn('npx', ['tsx', 'scripts/dev.ts', '--port', String(port), '--strictPort'], {
        cwd: copy,
        env: { ...process.env, DECAP_SERVER_PORT: String(port + 1) },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const origin = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          () =>
            fetch(`${origin}/@vite/client`).then(
              (answer) => answer.ok,
              () => false,
            ),
          {
            timeout: 60_000,
            interval: 250,
          },
        )
        .toBe(true);
      // The page's connection to the dev server, as the browser opens it.
      const client = await (await fetch(`${origin}/@vite/client`)).text();
      const token = /const wsToken = "([^"]*)"/.exec(client)?.[1] ?? '';
      const socket = new WebSocket(`ws://127.0.0.1:${port}/?token=${token}`, 'vite-hmr');
      const shown = nextMessage(socket, (message) => message.type === 'error');
      await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
      const error = await shown;
      expect(error.err?.message).toContain(
        'data/events/237.json: this is not valid JSON at line 4, column 20: a curly quote (“) stands where a straight double quote (") belongs.',
      );
      expect(output).toContain('✖ 1 problem in the content');
      // The editor is there to mend it.
      expect((await fetch(`${origin}/admin/`)).status).toBe(200);

      const reloaded = nextMessage(socket, (message) => message.type === 'full-reload');
      await writeFile(event, good);
      await reloaded;
      socket.close();
    },
    120_000,
  );
});
