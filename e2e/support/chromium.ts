import fs from 'node:fs';

/** Debian's full browser, as a person runs it. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell (package chromium-headless-shell): the same Blink and V8 without the
 * browser's own user interface layers, the build Playwright itself runs headless tests in. The
 * browser tests used 0.8-0.93x the CPU with it (bench/README.md, "Round eight").
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * How the browser tests launch Chromium: the headless shell when it is installed (CI installs
 * it), else the full browser; CHROMIUM_PATH names another. Headless, and without the background
 * work (updates, sync) that would add noise.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  args: ARGS,
};

/**
 * How `npm run bench:web` launches it: the full browser (or CHROMIUM_PATH), since its figures
 * stand for what a person waits for in theirs.
 */
export const BROWSER_LAUNCH = { executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM, args: ARGS };
