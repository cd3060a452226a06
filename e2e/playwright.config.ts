import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium.ts';
import {
  E2E_ADMIN,
  E2E_GOOGLE_CLIENT_ID,
  E2E_GOOGLE_ISSUER,
  E2E_JWKS_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
} from './support/constants.ts';

const root = path.resolve(import.meta.dirname, '..');
// A fresh data folder per run, shared with the workers through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-e2e-'));
// Mail caught by the test SMTP server and the test Google key, for the workers to read.
process.env.E2E_FIXTURES_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-e2e-fixtures-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'e2e/.artifacts'),
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    // The compiled server, as `npm start` runs it (built again only when its sources changed).
    command: 'node scripts/ensure-server-build.mjs && node --enable-source-maps apps/server/dist/main.js',
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOAD_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      // Mail goes to the tests' SMTP server; Google ID tokens are checked against the tests' keys.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}?ignoreTLS=true`,
      GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
      GOOGLE_ISSUER: E2E_GOOGLE_ISSUER,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${E2E_JWKS_PORT}/certs`,
    },
  },
});
