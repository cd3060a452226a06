/**
 * How the browser tests and `npm run bench:web` launch Chromium: Debian's build (CHROMIUM_PATH to
 * use another), headless, and without the background work (updates, sync) that would add noise.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
