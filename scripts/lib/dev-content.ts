// The content step inside `npm run dev` (a Vite plugin, for the dev server only): it runs when the
// server starts and again whenever a file of data/ or locales/ changes, so that the pages, the
// feeds' names and the content editor follow every save. What the step (or a broken JSON file)
// says is shown in the page itself, in Vite's overlay, with the same words as `npm run content`,
// until the file is mended; the terminal prints it too.
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem, parseJson } from '../../src/content/format-issues.ts';

/** The folders staff edit, relative to the project. */
const WATCHED = ['data', 'locales'];

/** The project-relative path of a file that staff edit, or null for any other file. */
function editedFile(root: string, file: string): string | null {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return WATCHED.some((dir) => relative.startsWith(`${dir}/`)) &&
    !relative.startsWith('data/schemas/')
    ? relative
    : null;
}

/** The overlay's text: the step's problems, as `npm run content` prints them. */
function overlayMessage(problems: readonly string[]): string {
  return [
    `✖ ${problems.length} problem${problems.length === 1 ? '' : 's'} in the content:`,
    '',
    ...problems.map((problem) => `• ${problem}`),
    '',
    'Fix them and save: this page reloads by itself. docs/editing-content.md explains every file.',
  ].join('\n');
}

export function contentCheck(root: string): Plugin {
  let problems: string[] = [];
  let started = false;
  let server: ViteDevServer | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  const show = () => {
    if (server === undefined || problems.length === 0) return;
    server.ws.send({
      type: 'error',
      err: { message: overlayMessage(problems), stack: '', plugin: 'content check' },
    });
  };

  const run = async (): Promise<void> => {
    const { runContentStep } = await import('./content-step.ts');
    const result = await runContentStep(root);
    for (const warning of result.warnings) server?.config.logger.warn(`  ! ${warning}`);
    const before = problems.length;
    problems = result.problems.map(formatProblem);
    if (problems.length === 0 && !started)
      result.summary.forEach((line) => server?.config.logger.info(line));
    started = true;
    if (problems.length > 0) {
      server?.config.logger.error(`\n${overlayMessage(problems)}\n`);
      show();
    } else if (before > 0) {
      server?.config.logger.info('✔ content is valid again');
      server?.ws.send({ type: 'full-reload' });
    }
  };

  /** Runs the step now, or once more after the current run (saves come in bursts). */
  const schedule = () => {
    if (running !== null) {
      again = true;
      return running;
    }
    running = run()
      .catch((error: unknown) => server?.config.logger.error(String(error)))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void schedule();
        }
      });
    return running;
  };

  return {
    name: 'content-check',
    apply: 'serve',
    // Before Vite's own JSON plugin: a broken data or locale file gets the content step's words
    // (line, column, what to do), and a byte-order mark is ignored here as it is by the build.
    enforce: 'pre',
    transform(code, id) {
      const file = editedFile(root, id.split('?')[0] ?? id);
      if (file === null || !file.endsWith('.json')) return null;
      const parsed = parseJson(file, code);
      if ('problem' in parsed) {
        // The message says it all; Vite would show a stack trace of this plugin beside it.
        const error = new Error(formatProblem(parsed.problem));
        error.stack = '';
        throw error;
      }
      return code.startsWith('\uFEFF') ? code.slice(1) : null;
    },
    async configureServer(devServer) {
      server = devServer;
      devServer.ws.on('connection', show);
      devServer.watcher.add(WATCHED.map((dir) => path.join(root, dir)));
      devServer.watcher.on('all', (_event, file) => {
        if (editedFile(root, file) !== null) void schedule();
      });
      await schedule();
    },
  };
}
