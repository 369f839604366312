import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['generators/**/*.test.ts', 'install/**/*.test.ts'], environment: 'node' },
});
