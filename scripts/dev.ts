// `npm run dev`: the site with hot reload (Vite) and, beside it, the content editor's local backend
// (decap-server), so that /admin/ edits the files of this folder without any account. decap-server
// listens on a port of its own that nobody is told; the editor reaches it through a proxy on
// DECAP_SERVER_PORT that refuses requests not addressed to localhost or 127.0.0.1 by name
// (scripts/lib/host-guard.ts: a page of another site re-pointed at this computer cannot use it). The content
// step runs inside Vite (scripts/lib/dev-content.ts): a mistake in a data or locale file is shown
// in the page, and the editor stays open to mend it. Both servers stop together with Ctrl+C.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { localBackendPort } from './lib/admin/write-admin.ts';
import { freePort, portTakenMessage, portIsFree } from './lib/free-port.ts';
import { createHostGuard } from './lib/host-guard.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const port = localBackendPort();
/** Both servers listen on this computer's own address only, never on the network. */
const LOOPBACK = '127.0.0.1';

if (!(await portIsFree(port, LOOPBACK))) {
  console.error(portTakenMessage(port, 'DECAP_SERVER_PORT', "the content editor's local backend"));
  process.exit(1);
}

const backendPort = await freePort(LOOPBACK);
const guard = createHostGuard({ port, targetPort: backendPort, host: LOOPBACK });
guard.on('error', (error: Error) => {
  console.error(`The content editor's door on port ${port} failed: ${error.message}`);
  stopAll(1);
});
guard.listen(port, LOOPBACK);

const servers: Array<{ name: string; child: ChildProcess }> = [
  {
    name: "the content editor's local backend (decap-server)",
    child: spawn(bin('decap-server'), [], {
      cwd: root,
      stdio: 'inherit',
      // It reads and writes any file of this folder without asking who: only this computer may
      // reach it, and only through the guard.
      env: {
        ...process.env,
        PORT: String(backendPort),
        BIND_HOST: LOOPBACK,
        MODE: 'fs',
        GIT_REPO_DIRECTORY: root,
      },
    }),
  },
  {
    name: 'the site (Vite)',
    child: spawn(bin('vite'), ['--host', LOOPBACK, ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CONTENT_CHECK: 'watch' },
    }),
  },
];
console.log(
  `Content editor: open /admin/ on the address Vite prints (local backend on port ${port}).`,
);

let stopping = false;
function stopAll(code: number): void {
  if (!stopping) process.exitCode = code;
  stopping = true;
  guard.close();
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGTERM');
}
for (const { name, child } of servers)
  child.on('exit', (code, signal) => {
    // A server that stops on its own (not by Ctrl+C) is a failure, whatever its exit code.
    const asked = stopping || signal !== null;
    if (!asked)
      console.error(`${name} stopped (exit code ${code ?? 'none'}): stopping npm run dev.`);
    stopAll(asked ? 0 : code || 1);
  });
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
