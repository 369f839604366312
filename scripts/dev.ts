// `npm run dev`: the site with hot reload (Vite) and, beside it, the content editor's local backend
// (decap-server), so that /admin/ edits the files of this folder without any account. Both stop
// together with Ctrl+C.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { localBackendPort } from './lib/admin/write-admin.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const port = localBackendPort();
/** Both servers listen on this computer's own address only, never on the network. */
const LOOPBACK = '127.0.0.1';

const children: ChildProcess[] = [
  spawn(bin('decap-server'), [], {
    cwd: root,
    stdio: 'inherit',
    // It reads and writes any file of this folder without asking who: only this computer may reach it.
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: LOOPBACK,
      MODE: 'fs',
      GIT_REPO_DIRECTORY: root,
    },
  }),
  spawn(bin('vite'), ['--host', LOOPBACK, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  }),
];
console.log(
  `Content editor: open /admin/ on the address Vite prints (local backend on port ${port}).`,
);

function stopAll(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
