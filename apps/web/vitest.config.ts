import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Each worker imports React, Mantine and the screens once and keeps one jsdom, instead of both
    // once per test file (about half a file's CPU time). setup.ts clears what a file could leave
    // behind; the module state the files share is listed in docs/decisions.md ("Test files
    // share their modules within a worker").
    isolate: false,
    pool: 'threads',
    restoreMocks: true,
    unstubGlobals: true,
    // Rendering Mantine screens in jsdom takes seconds on a busy two-core machine.
    testTimeout: 30_000,
  },
});
