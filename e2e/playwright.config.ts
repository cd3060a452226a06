import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium.ts';
import {
  E2E_ADMIN,
  E2E_BASE_PORT,
  E2E_GOOGLE_CLIENT_ID,
  E2E_GOOGLE_ISSUER,
  E2E_JWKS_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
  E2E_WORKERS,
} from './support/constants.ts';

const root = path.resolve(import.meta.dirname, '..');
// A fresh data folder per run, shared with the workers through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-e2e-'));
// Mail caught by the test SMTP server and the test Google key, for the workers to read.
process.env.E2E_FIXTURES_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-e2e-fixtures-'));

// The compiled server, as `npm start` runs it: built here, once, before the servers start side
// by side (a worker loading this config has TEST_PARALLEL_INDEX set and builds nothing).
if (process.env.TEST_PARALLEL_INDEX === undefined) {
  execFileSync(process.execPath, ['scripts/ensure-server-build.mjs'], { cwd: root, stdio: 'inherit' });
}

/** Server n: its own port and data folder, so its demo school is its worker's alone. */
const server = (n: number) => {
  const port = E2E_BASE_PORT + n;
  return {
    command: 'node --enable-source-maps apps/server/dist/main.js',
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(process.env.E2E_DATA_DIR ?? '', `server-${n}`),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOAD_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Mail goes to the tests' SMTP server; Google ID tokens are checked against the tests' keys.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}?ignoreTLS=true`,
      GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
      GOOGLE_ISSUER: E2E_GOOGLE_ISSUER,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${E2E_JWKS_PORT}/certs`,
    },
  };
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'e2e/.artifacts'),
  globalSetup: './support/global-setup.ts',
  // A spec's tests run in order in one worker; specs are spread over the workers, each with its server.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // This worker's own server (support/constants.ts).
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    // Recording a trace makes Chromium send the page's frames and DOM snapshots all along: it took
    // 1.8x the CPU of a spec without (bench/README.md). In CI a failed test runs again with one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, n) => server(n)),
});
