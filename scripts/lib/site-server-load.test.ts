// The local server under a burst of requests for a large file (security probe N4): its memory must
// not grow with the number of requests, and pages must stay quick meanwhile. The server runs in a
// child process of its own, so that its resident memory can be read from /proc/<pid>/status.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The editor bundle the probe used was 5 MB. */
const BIG_FILE_BYTES = 5 * 1024 * 1024;
const BURST = 300;
const MAX_GROWTH_MB = 100;
const MAX_PAGE_MS = 1_000;

let root: string;
let child: ChildProcess;
let port: number;

/** The child: the site server alone (no function), on a free port it prints. */
const CHILD_CODE = `
const { createSiteServer } = await import(process.env.SITE_SERVER_MODULE);
const server = createSiteServer({ root: process.env.SITE_ROOT });
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-server-load-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  // Script-like text (compressible, like the editor's bundle), not one repeated byte.
  const line = 'export const value = function (a, b) { return a + b * 31; };\n';
  const lines = Array.from({ length: Math.ceil(BIG_FILE_BYTES / line.length) }, (_, index) =>
    line.replace('value', `value${index}`),
  );
  await writeFile(path.join(root, 'editor.js'), lines.join('').slice(0, BIG_FILE_BYTES));
  child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD_CODE], {
    env: {
      ...process.env,
      SITE_ROOT: root,
      SITE_SERVER_MODULE: pathToFileURL(path.join(import.meta.dirname, 'site-server.ts')).href,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /port (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
  });
}, 60_000);

afterAll(async () => {
  child.kill();
  await rm(root, { recursive: true, force: true });
});

/** A figure of /proc/<pid>/status in MB (VmRSS: resident now, VmHWM: the peak). */
function memoryMb(field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return Number(kb) / 1024;
}

/** Resets the peak (VmHWM) to the current RSS, where Linux allows it; false otherwise. */
function resetPeak(): boolean {
  try {
    // "5" resets the peak resident set size (proc(5), clear_refs).
    writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** One request on its own connection; resolves with the status line once the server closes it. */
function request(head: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      // Only the status line is kept: the test's own memory stays flat.
      if (answer.length < 64) answer += chunk.toString('latin1', 0, 64);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer.split('\r\n', 1)[0] ?? ''));
  });
}

const head = (method: string, target: string, extra = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`;

/** A connection made before a burst, as a visitor's browser keeps one open to the site. */
function openConnection(): Promise<Socket> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', () => undefined);
  });
}

/** GET / on an open connection: its status line and the milliseconds until its last byte. */
function timedPage(socket: Socket): Promise<{ status: string; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      const end = answer.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(answer.slice(0, end))?.[1];
      if (end >= 0 && length !== undefined && answer.length - end - 4 >= Number(length)) {
        resolve({ status: answer.split('\r\n', 1)[0] ?? '', ms: performance.now() - started });
        socket.destroy();
      }
    });
    // Closed before a whole answer: the status line so far, or none.
    socket.on('close', () =>
      resolve({ status: answer.split('\r\n', 1)[0] ?? '', ms: performance.now() - started }),
    );
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });
}

/**
 * Sends the burst and, once the server is answering it, a page request on a connection opened
 * before (so that the page's time is the server's, not that of 300 connections queued ahead of
 * it on a busy machine); returns the server's memory growth and the page's time.
 */
async function burst(requestHead: string) {
  const visitor = await openConnection();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const baseline = memoryMb('VmRSS');
  const peakReset = resetPeak();
  let polledPeak = baseline;
  const poll = setInterval(() => {
    polledPeak = Math.max(polledPeak, memoryMb('VmRSS'));
  }, 10);
  let firstAnswer: () => void = () => undefined;
  const answering = new Promise<void>((resolve) => (firstAnswer = resolve));
  const requests = Array.from({ length: BURST }, () =>
    request(requestHead).finally(() => firstAnswer()),
  );
  await answering;
  const page = await timedPage(visitor);
  const statuses = await Promise.all(requests);
  clearInterval(poll);
  const peak = Math.max(polledPeak, peakReset ? memoryMb('VmHWM') : 0);
  return { statuses, page, baseline, peak, growth: peak - baseline };
}

// Memory is read from /proc: Linux only (CI and this project's machines).
describe.skipIf(!existsSync('/proc/self/status'))(
  'the local server under a burst of requests for a 5 MB file (security probe N4)',
  () => {
    beforeAll(async () => {
      // Warm-up: every code path once, so that what is measured is growth, not first use.
      for (let round = 0; round < 3; round++)
        await Promise.all([
          request(head('GET', '/')),
          request(head('GET', '/', 'Accept-Encoding: gzip\r\n')),
          request(head('HEAD', '/editor.js')),
          request(head('HEAD', '/editor.js', 'Accept-Encoding: gzip\r\n')),
          request(head('GET', '/editor.js', 'Range: bytes=0-0\r\n')),
          request(head('GET', '/nope')),
        ]);
    }, 60_000);

    it.each([
      ['HEAD', head('HEAD', '/editor.js'), 'HTTP/1.1 200 OK'],
      [
        'HEAD with gzip',
        head('HEAD', '/editor.js', 'Accept-Encoding: gzip\r\n'),
        'HTTP/1.1 200 OK',
      ],
      [
        'Range: bytes=0-0',
        head('GET', '/editor.js', 'Range: bytes=0-0\r\n'),
        'HTTP/1.1 206 Partial Content',
      ],
    ])(
      `${BURST} × %s: memory within ${MAX_GROWTH_MB} MB, a page within ${MAX_PAGE_MS} ms`,
      async (label, requestHead, expected) => {
        const result = await burst(requestHead);
        console.log(
          `${BURST} × ${label} of a 5 MB file: RSS ${result.baseline.toFixed(0)} → peak ` +
            `${result.peak.toFixed(0)} MB (+${result.growth.toFixed(0)} MB); ` +
            `GET / during the burst: ${result.page.ms.toFixed(0)} ms`,
        );
        expect(result.statuses.filter((status) => status === expected)).toHaveLength(BURST);
        expect(result.page.status).toBe('HTTP/1.1 200 OK');
        expect(result.growth).toBeLessThan(MAX_GROWTH_MB);
        expect(result.page.ms).toBeLessThan(MAX_PAGE_MS);
      },
      120_000,
    );
  },
);
