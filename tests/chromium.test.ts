import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, PLAYWRIGHT_DISABLED_FEATURES, UNSEEN_FEATURES } from './chromium.ts';

/** The features the installed Playwright turns off, read from its source. */
function playwrightDisabledFeatures(): string[] {
  // The playwright-core that @playwright/test runs, found from it (it is not a dependency of ours).
  const playwright = createRequire(createRequire(import.meta.url).resolve('@playwright/test'));
  const lib = path.join(path.dirname(playwright.resolve('playwright-core/package.json')), 'lib');
  const candidates = [
    path.join(lib, 'coreBundle.js'),
    path.join(lib, 'server/chromium/chromiumSwitches.js'),
  ];
  for (const file of candidates) {
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
    if (list !== undefined)
      return [...list.matchAll(/^\s*(?:\w+ \? "" : )?"(\w+)"/gm)].map((match) => match[1] ?? '');
  }
  throw new Error(
    `Playwright's list of disabled features was not found in ${candidates.join(', ')}`,
  );
}

describe('the flags the tests start Chromium with', () => {
  it('keep every feature Playwright turns off, since Chromium reads only the last --disable-features', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
  });

  it('give one --disable-features, with the address bar pop-ups no test sees', () => {
    const flags = CHROMIUM_FLAGS.filter((flag) => flag.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    const features = flags[0]?.slice('--disable-features='.length).split(',');
    expect(features).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_FEATURES]),
    );
  });
});
