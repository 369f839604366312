// A Playwright reporter that says where the browser tests' time goes: for each spec file of each
// project, its tests, the seconds its tests ran in all (worker time: the sum over workers) and its
// slowest test; then the costliest named steps (test.step), each step's seconds summed over the
// tests that have it (the page sweep's contracts over its 54 pages). It prints the tables at the end of the run and writes
// them to .cache/spec-timing.md, which tests/README.md quotes ("Where the time goes").
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
  TestStep,
} from '@playwright/test/reporter';

interface SpecTime {
  project: string;
  file: string;
  tests: number;
  ms: number;
  slowest: { title: string; ms: number };
}

const root = path.resolve(import.meta.dirname, '..');

export function timingTable(specs: readonly SpecTime[], wallMs: number): string {
  const rows = [...specs].sort((a, b) => b.ms - a.ms);
  const total = rows.reduce((sum, spec) => sum + spec.ms, 0);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const lines = [
    '| spec | project | tests | worker s | share | slowest test (s) |',
    '| ---- | ------- | ----: | -------: | ----: | ---------------- |',
    ...rows.map(
      (spec) =>
        `| ${spec.file} | ${spec.project} | ${spec.tests} | ${seconds(spec.ms)} | ${((spec.ms / total) * 100).toFixed(0)} % | ${spec.slowest.title.replaceAll('|', '/')} (${seconds(spec.slowest.ms)}) |`,
    ),
    '',
    `${rows.reduce((sum, spec) => sum + spec.tests, 0)} tests, ${seconds(total)} worker seconds, ${seconds(wallMs)} s of wall time.`,
  ];
  return lines.join('\n');
}

/** How many steps the step table lists: most tests are split into steps, and most are short. */
export const STEP_ROWS = 20;

/** The costliest named steps (test.step) by spec, each over all the tests that have it. */
export function stepTable(steps: ReadonlyMap<string, number>): string {
  if (steps.size === 0) return '';
  const rows = [...steps].sort((a, b) => b[1] - a[1]);
  const shown = rows.slice(0, STEP_ROWS);
  const rest = rows.slice(STEP_ROWS).reduce((sum, [, ms]) => sum + ms, 0);
  return [
    '| spec › step | worker s |',
    '| ----------- | -------: |',
    ...shown.map(([step, ms]) => `| ${step.replaceAll('|', '/')} | ${(ms / 1000).toFixed(1)} |`),
    ...(rows.length > STEP_ROWS
      ? [`| the other ${rows.length - STEP_ROWS} steps | ${(rest / 1000).toFixed(1)} |`]
      : []),
  ].join('\n');
}

export default class SpecTimingReporter implements Reporter {
  private readonly specs = new Map<string, SpecTime>();
  private readonly steps = new Map<string, number>();

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    // Only the test's own top-level steps (not hooks, fixtures or expects).
    if (step.category !== 'test.step' || step.parent !== undefined) return;
    const key = `${path.basename(test.location.file)} › ${step.title}`;
    this.steps.set(key, (this.steps.get(key) ?? 0) + step.duration);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    const file = path.relative(path.join(root, 'tests/e2e'), test.location.file);
    const key = `${project}\u0000${file}`;
    const spec = this.specs.get(key) ?? {
      project,
      file,
      tests: 0,
      ms: 0,
      slowest: { title: '', ms: -1 },
    };
    spec.tests += 1;
    spec.ms += result.duration;
    if (result.duration > spec.slowest.ms)
      spec.slowest = { title: test.title, ms: result.duration };
    this.specs.set(key, spec);
  }

  onEnd(result: FullResult): void {
    if (this.specs.size === 0) return;
    const table = [timingTable([...this.specs.values()], result.duration), stepTable(this.steps)]
      .filter((part) => part !== '')
      .join('\n\n');
    const out = path.join(root, '.cache/spec-timing.md');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${table}\n`);
    process.stdout.write(
      `\nWhere the browser tests' time went (also in .cache/spec-timing.md):\n\n${table}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
