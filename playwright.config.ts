import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './tests/chromium.ts';
import { testAccessCodeEnv } from './tests/e2e/access-code-fixture.ts';

const chromium = chromiumPath();

const port = Number(process.env.E2E_PORT ?? 4173);
/** The dev server with test manifests, for the media pages' empty states (media-empty.spec.ts). */
export const fixturePort = port + 100;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: process.env.CI !== undefined,
  retries: 0,
  workers: 2,
  reporter: process.env.CI === undefined ? 'list' : [['list'], ['github']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The same server `npm start` uses, on the production build made by `npm run build`, with a
      // test-only faculty access code and portal address (tests/e2e/access-code-fixture.ts).
      command: 'npx tsx scripts/serve.ts',
      env: { PORT: String(port), ...testAccessCodeEnv() },
      url: `http://localhost:${port}/`,
      reuseExistingServer: process.env.CI === undefined,
      timeout: 60_000,
    },
    {
      // The dev server with empty media manifests (see MEDIA_MANIFEST_FIXTURES in vite.config.ts).
      command: `npx vite --port ${fixturePort} --strictPort`,
      env: { MEDIA_MANIFEST_FIXTURES: 'tests/fixtures/empty-media' },
      url: `http://localhost:${fixturePort}/`,
      reuseExistingServer: process.env.CI === undefined,
      timeout: 60_000,
    },
  ],
});
