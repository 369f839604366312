// Mutation testing of the pure modules (`npm run test:mutation`, not part of `npm test`): StrykerJS
// changes the code one small way at a time and reruns the unit tests that cover each change; a
// change no test notices is a surviving mutant. tests/README.md ("Mutation testing") has the score.
//
// Not mutated, each for its reason:
// - src/i18n/resources.ts: type declarations only (the locale files' keys).
// - src/i18n/locale-loader.ts: Vite's import.meta.glob of the locale files, which only a Vite
//   build or dev server resolves.
// - scripts/lib/read-secret.ts: a hidden prompt on the terminal, nothing to assert in a unit test.
// - scripts/lib/content-step.ts: `npm run content` itself, reading data/ and writing src/generated/;
//   the checks it runs are src/content/'s, tested there.
// - scripts/lib/dev-content.ts: the dev server's plugin that reruns that step on a save.
// And scripts/lib/admin/write-admin.ts is mutated only down to its file writing (a Stryker comment).
//
// Runs incrementally: only what changed since the last run (code or tests) is tested again, from
// .cache/mutation/incremental.json. `--force` tests everything again. One test runner by default;
// STRYKER_CONCURRENCY=2 runs two.

import process from 'node:process';

// Stryker warns of any option here it does not know when it starts.
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vite.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/domain/**/*.ts',
    'src/i18n/**/*.ts',
    'src/features/*/**/*-logic.ts',
    'scripts/lib/**/*.ts',
    'netlify/lib/**/*.ts',
    '!**/*.test.ts',
    '!**/*.typetest.ts',
    '!src/i18n/resources.ts',
    '!src/i18n/locale-loader.ts',
    '!scripts/lib/read-secret.ts',
    '!scripts/lib/content-step.ts',
    '!scripts/lib/dev-content.ts',
  ],
  // The unit tests beside the mutated code and the rest of src/'s; not the tests of whole commands
  // (scripts/*.test.ts), which spawn them or run them whole, seconds a test.
  testFiles: ['src/**/*.test.{ts,tsx}', 'scripts/lib/**/*.test.ts', 'netlify/lib/**/*.test.ts'],
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
  // A static mutant (in a module's top-level constants) reloads every test file and runs all the
  // tests: a minute each here. They are left out, and counted as ignored in the report.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: '.cache/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  htmlReporter: { fileName: '.cache/mutation/report.html' },
  jsonReporter: { fileName: '.cache/mutation/report.json' },
  // The sandbox Stryker tests in: inside the git-ignored .cache/, which is not copied into it.
  tempDirName: '.cache/stryker-tmp',
  ignorePatterns: [
    '/.cache',
    '/dist',
    '/dist-server',
    '/test-results',
    '/playwright-report',
    '/bench/.work',
    '/bench/results',
  ],
  thresholds: { high: 90, low: 85, break: null },
};
