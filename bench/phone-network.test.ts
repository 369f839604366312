import { describe, expect, it } from 'vitest';
import {
  headersFor,
  PROBE_PATH,
  sharedLink,
  withoutViewTransitions,
  withProbe,
} from './phone-network.ts';

describe('the site before the next page came ahead of the tap', () => {
  it('drops only the Speculation-Rules header, and only when asked', () => {
    const headers = {
      'speculation-rules': '"/speculation-rules.json"',
      'content-type': 'text/html; charset=utf-8',
    };
    expect(headersFor(headers, true)).toEqual({ 'content-type': 'text/html; charset=utf-8' });
    expect(headersFor(headers, false)).toEqual(headers);
  });

  it('drops the @view-transition rules and keeps the rest of the stylesheet', () => {
    const css =
      'body{margin:0}@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}a{color:red}';
    expect(withoutViewTransitions(css)).toBe(
      'body{margin:0}@media (prefers-reduced-motion:no-preference){}a{color:red}',
    );
  });
});

it('adds the probe to the end of a page’s head', () => {
  expect(withProbe('<html><head><title>x</title></head><body></body></html>')).toBe(
    `<html><head><title>x</title><script type="module" src="${PROBE_PATH}"></script></head><body></body></html>`,
  );
});

describe('the shared bandwidth', () => {
  it('delivers bytes at the link’s rate, one response after another', () => {
    let now = 1_000;
    const link = sharedLink(8, () => now); // 8 kbit/s: one byte a millisecond
    expect(link.delayFor(100)).toBe(100);
    // Sent at once after the first: it waits for the first's bytes too.
    expect(link.delayFor(50)).toBe(150);
    // Once the link is idle again, only its own bytes count.
    now = 2_000;
    expect(link.delayFor(10)).toBe(10);
  });
});
