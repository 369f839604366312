import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, testChromiumPath } from './tests/chromium.ts';
import { testAccessCodeEnv } from './tests/e2e/access-code-fixture.ts';
import {
  EMPTY_MEDIA_PORT,
  FIXTURE_SITE_DIR,
  FIXTURE_SITE_PORT,
  PSEUDO_SITE_DIR,
  PSEUDO_SITE_PORT,
  REAL_SITE_PORT,
} from './tests/sites.ts';

const chromium = testChromiumPath();

/**
 * The sweeps over every page run on the real site (data/ as staff keep it) and check only what must
 * hold for any content; every other browser test runs on the fixture site (tests/build-sites.ts).
 */
const REAL_CONTENT_SPECS = /\/(pages|routes|security-headers|no-scripts)\.spec\.ts$/;
/** The pseudo-languages' tests run on the site that adds them (tests/pseudo-locales.ts). */
const PSEUDO_SPECS = /\/pseudo-locales\.spec\.ts$/;

/**
 * `npm run test:netlify` (netlify-test/run.ts) sets NETLIFY_URL to Netlify's own local runtime
 * serving the real site: then only the tests of headers, redirects and functions run, on it.
 */
const netlifyUrl = process.env.NETLIFY_URL;
const NETLIFY_SPECS = /\/(security-headers|routes|teacher-login|admin)\.spec\.ts$/;

/** Workers: E2E_WORKERS, or one per core. */
const workers = Number(process.env.E2E_WORKERS ?? availableParallelism());

const server = (port: number, env: Record<string, string> = {}, cwd?: string) => ({
  // The same server `npm start` uses, on a production build made by `npm run test:build`, with a
  // test-only faculty access code and portal address (tests/e2e/access-code-fixture.ts).
  command: 'npx tsx scripts/serve.ts',
  env: { PORT: String(port), ...testAccessCodeEnv(), ...env },
  url: `http://localhost:${port}/`,
  reuseExistingServer: process.env.CI === undefined,
  timeout: 60_000,
  ...(cwd === undefined ? {} : { cwd }),
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: process.env.CI !== undefined,
  retries: 0,
  workers,
  // tests/spec-timing-reporter.ts prints, after the run, the seconds each spec file took.
  reporter: [
    ['list'],
    ...(process.env.CI === undefined ? [] : [['github'] as const]),
    ['./tests/spec-timing-reporter.ts'],
  ],
  timeout: 30_000,
  use: {
    // A trace records every action of every test (DOM snapshots and a screencast), which cost
    // about a seventh of the suite's time; CI keeps no file of a run, only its output, so it
    // records none there. Locally a failed test keeps its trace.
    trace: process.env.CI === undefined ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_FLAGS,
    },
  },
  projects:
    netlifyUrl !== undefined
      ? [
          {
            name: 'netlify',
            testMatch: NETLIFY_SPECS,
            use: { ...devices['Desktop Chrome'], baseURL: netlifyUrl },
          },
        ]
      : [
          {
            name: 'real content',
            testMatch: REAL_CONTENT_SPECS,
            use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${REAL_SITE_PORT}` },
          },
          {
            name: 'fixture content',
            testIgnore: [REAL_CONTENT_SPECS, PSEUDO_SPECS],
            use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${FIXTURE_SITE_PORT}` },
          },
          {
            name: 'pseudo-languages',
            testMatch: PSEUDO_SPECS,
            use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${PSEUDO_SITE_PORT}` },
          },
        ],
  webServer:
    netlifyUrl !== undefined
      ? []
      : [
          server(REAL_SITE_PORT),
          server(FIXTURE_SITE_PORT, { SITE_DIR: `${FIXTURE_SITE_DIR}/dist` }),
          // The pseudo-language site's own server, whose registry has its four languages (the
          // not-found page of each).
          server(PSEUDO_SITE_PORT, {}, PSEUDO_SITE_DIR),
          {
            // The dev server with empty media manifests (see MEDIA_MANIFEST_FIXTURES in vite.config.ts).
            command: `npx vite --port ${EMPTY_MEDIA_PORT} --strictPort`,
            env: { MEDIA_MANIFEST_FIXTURES: 'tests/fixtures/empty-media' },
            url: `http://localhost:${EMPTY_MEDIA_PORT}/`,
            reuseExistingServer: process.env.CI === undefined,
            timeout: 60_000,
          },
        ],
});
