import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The migrations run once per run; each test file gets its own copy of the result.
    globalSetup: ['src/test/template-db.ts'],
    // Each worker imports the server's modules once, not once per test file: importing them was
    // most of a server file's time. The files still share no data (each has its own database and
    // app); what module state they do share is listed in docs/decisions.md ("Test files
    // share their modules within a worker").
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
