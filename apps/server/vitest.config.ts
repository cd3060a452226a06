import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The migrations run once per run; each test file gets its own copy of the result.
    globalSetup: ['src/test/template-db.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
