import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { testAccessCodeEnv } from './tests/e2e/access-code-fixture.ts';

// The browser tests use the system's Chromium (Playwright's own download is not available here).
const chromium = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium was not found at ${chromium}. Install it (Debian/Ubuntu: sudo apt-get install chromium) ` +
      'or set PLAYWRIGHT_CHROMIUM_PATH to its executable.',
  );
}

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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
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
