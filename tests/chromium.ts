// The system's Chromium, as the browser tests and the benchmark start it (Playwright's own browser
// download is not used).
import { existsSync } from 'node:fs';

/** Where Chromium is: PLAYWRIGHT_CHROMIUM_PATH, or Debian's package. Throws when it is missing. */
export function chromiumPath(): string {
  const chromium = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium was not found at ${chromium}. Install it (Debian/Ubuntu: sudo apt-get install chromium) ` +
        'or set PLAYWRIGHT_CHROMIUM_PATH to its executable.',
    );
  }
  return chromium;
}

/**
 * Flags for running as root in a container without a GPU, and without the background services
 * that stall on a machine with no internet access.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
