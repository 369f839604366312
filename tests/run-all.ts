// `npm test`: every check, the same commands as run one by one, in less time on a machine of two
// cores. The content step comes first (the others read what it writes). Then two lanes run side by
// side, each in order:
//
// - the static checks: types, lint, unused code (knip), formatting; each of them keeps one core
//   busy and leaves the other idle;
// - the tests before the browser: unit tests, the three test builds, the tests of the builds.
//
// The browser tests run last, alone: they use every core. A lane stops at its first failure, and
// then the other lane is stopped too; the failed step's output is printed whole. Each step's output
// is printed when it ends, so that the two lanes' lines never interleave.
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from './sites.ts';

interface Step {
  /** How it is shown: the npm command a developer would type to run it alone. */
  label: string;
  command: string;
  args: string[];
}

const npmRun = (script: string): Step => ({
  label: `npm run ${script}`,
  command: 'npm',
  args: ['run', '--silent', script],
});
const npx = (...args: string[]): Step => ({
  label: `npx ${args.join(' ')}`,
  command: 'npx',
  args,
});

const FIRST = npmRun('content');
const LANES: Record<string, Step[]> = {
  checks: [npmRun('typecheck'), npmRun('lint'), npx('knip'), npx('prettier', '--check', '.')],
  tests: [npmRun('test:unit'), npmRun('test:build'), npmRun('test:dist')],
};
const LAST = npmRun('test:e2e');

const running = new Set<ChildProcess>();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

class StepFailed extends Error {}

/** Runs a step with its output kept, printed when it ends; rejects with StepFailed on failure. */
function runQuietly(step: Step, lane: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    console.log(`▸ ${lane}: ${step.label}`);
    const child = spawn(step.command, step.args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that stopping it stops what it started.
      detached: true,
    });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (signal !== null) {
        reject(new StepFailed(`${step.label}: stopped (${signal})`));
        return;
      }
      const trimmed = output.trimEnd();
      if (trimmed !== '') console.log(`\n── ${step.label} ──\n${trimmed}\n`);
      if (code === 0) {
        console.log(`✔ ${lane}: ${step.label} (${seconds(started)})`);
        resolve();
      } else {
        reject(new StepFailed(`✘ ${lane}: ${step.label} failed (exit code ${code})`));
      }
    });
  });
}

/** Runs a step with its output shown as it comes (the first and last steps, which run alone). */
function runAlone(step: Step): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    console.log(`▸ ${step.label}`);
    const child = spawn(step.command, step.args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`✔ ${step.label} (${seconds(started)})`);
        resolve();
      } else reject(new StepFailed(`✘ ${step.label} failed (exit code ${code})`));
    });
  });
}

function stopAll(): void {
  for (const child of running)
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
}

// The lanes' steps are in process groups of their own, out of reach of the terminal's Ctrl-C:
// stopping `npm test` stops them too.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const)
  process.on(signal, () => {
    stopAll();
    process.exit(code);
  });

const started = performance.now();
try {
  await runAlone(FIRST);
  let failed: StepFailed | undefined;
  await Promise.all(
    Object.entries(LANES).map(async ([lane, steps]) => {
      for (const step of steps) {
        if (failed !== undefined) return;
        try {
          await runQuietly(step, lane);
        } catch (error) {
          // The first failure is the one reported; the lanes' other steps are stopped.
          if (failed === undefined && error instanceof StepFailed) {
            failed = error;
            stopAll();
          }
          if (!(error instanceof StepFailed)) throw error;
          return;
        }
      }
    }),
  );
  if (failed !== undefined) throw failed;
  await runAlone(LAST);
  console.log(`✔ npm test: every check passed (${seconds(started)})`);
} catch (error) {
  stopAll();
  console.error(error instanceof StepFailed ? error.message : error);
  process.exitCode = 1;
}
