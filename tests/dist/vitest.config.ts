// `npm run test:dist`: checks of the real site's built files in dist/ that need no browser (links,
// HTML validity, file budgets). They run after `npm run test:build`, so not with `npm run test:unit`.
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { TEST_TODAY_ENV } from '../today.ts';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    include: ['tests/dist/**/*.test.ts'],
    environment: 'node',
    env: { ...TEST_TODAY_ENV },
    setupFiles: ['tests/vitest-setup.ts'],
  },
});
