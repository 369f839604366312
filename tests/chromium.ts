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

/** Debian's package `chromium-headless-shell`: Chromium's own headless build, without a window. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the browser tests run: PLAYWRIGHT_CHROMIUM_PATH, else Debian's headless shell where it
 * is installed, else the whole browser (chromiumPath). The headless shell is the build Playwright
 * itself runs headless tests with: the same engine without the browser's window and its services,
 * and about 8 % less processor time for the suite on 2 cores (tests/README.md). The
 * benchmarks run the whole browser, as a visitor has it.
 */
export function testChromiumPath(): string {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH === undefined && existsSync(HEADLESS_SHELL))
    return HEADLESS_SHELL;
  return chromiumPath();
}

/**
 * The features Playwright turns off when it starts Chromium (playwright-core's chromiumSwitches).
 * Chromium reads only the last --disable-features it is given, so ours below repeats them;
 * tests/chromium.test.ts fails when Playwright's list gains one that is not here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Features of the browser's own window that a test never sees: headless Chromium 156 still opens
 * the address bar's two suggestion pop-ups as web pages, with a renderer of their own, in every
 * new browser context. Without them a page in a new context costs about half the processor time
 * (2.1 s to 1.2 s of CPU for a page of this site on the 2-core machine).
 */
export const UNSEEN_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

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
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_FEATURES].join(',')}`,
];
