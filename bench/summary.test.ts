// The benchmark's summarising, on a Lighthouse result recorded from this site (trimmed to the
// fields the benchmark reads): bench/fixtures/home-mobile.lhr.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  formatTable,
  median,
  medianFigures,
  shortfallsOf,
  summarisePage,
  type LighthouseResult,
} from './summary.ts';

const recorded = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'fixtures/home-mobile.lhr.json'), 'utf8'),
) as LighthouseResult;

/** The recorded result with a different LCP and performance score (another run of the page). */
function variant(lcp: number, performance: number): LighthouseResult {
  const copy = structuredClone(recorded);
  copy.audits['largest-contentful-paint'] = { numericValue: lcp };
  copy.categories.performance = { score: performance / 100 };
  return copy;
}

describe('figuresOf', () => {
  it('reads scores, times, layout shift and bytes from a recorded result', () => {
    const figures = figuresOf(recorded);
    expect(figures.performance).toBe(
      Math.round((recorded.categories.performance?.score ?? 0) * 100),
    );
    expect(figures.lcp).toBe(recorded.audits['largest-contentful-paint']?.numericValue);
    expect(figures.cls).toBe(recorded.audits['cumulative-layout-shift']?.numericValue);
    expect(figures.transferBytes).toBe(recorded.audits['total-byte-weight']?.numericValue);
    // Script bytes are the network requests of type Script, summed.
    const scripts = (recorded.audits['network-requests']?.details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(figures.scriptBytes).toBe(
      scripts.reduce((sum, item) => sum + (item.transferSize as number), 0),
    );
  });
});

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two otherwise', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });

  it('is taken per figure across runs', () => {
    const runs = [variant(3000, 90), variant(1000, 99), variant(2000, 95)].map(figuresOf);
    const figures = medianFigures(runs);
    expect(figures.lcp).toBe(2000);
    expect(figures.performance).toBe(95);
  });
});

describe('summarisePage', () => {
  it('divides the median LCP by the floor and lists the missed targets', () => {
    const floor = summarisePage({ name: 'floor', url: '/floor/' }, [variant(1000, 100)], null);
    expect(floor.lcpToFloor).toBeNull();
    expect(floor.shortfalls).toEqual([]);
    const page = summarisePage(
      { name: '/', url: '/' },
      [variant(1400, 96), variant(1100, 97), variant(1500, 90)],
      floor.lcp,
    );
    expect(page.lcp).toBe(1400);
    expect(page.lcpToFloor).toBeCloseTo(1.4);
    expect(page.runs).toBe(3);
    expect(page.shortfalls).toContainEqual(
      expect.stringContaining('LCP 1.40× the floor (0.15 over'),
    );
  });

  it('says by how much a score is short', () => {
    const figures = { ...figuresOf(recorded), performance: 92, seo: 100, cls: 0.05 };
    const missing = shortfallsOf(figures, 1.1);
    expect(missing).toContainEqual('performance 92 (3 below 95)');
    expect(missing).toContainEqual('CLS 0.050 (0.030 over 0.02)');
    expect(missing.some((line) => line.startsWith('LCP'))).toBe(false);
  });

  it('prints a table with one line per page and the shortfalls', () => {
    const floor = summarisePage({ name: 'floor', url: '/floor/' }, [variant(1000, 100)], null);
    const page = summarisePage({ name: '/', url: '/' }, [variant(2000, 90)], floor.lcp);
    const table = formatTable([floor, page]);
    expect(table.split('\n')[0]).toMatch(/^page\s+perf\s+a11y/);
    expect(table).toContain('2.00 s');
    expect(table).toContain('Short of the targets:');
    expect(table).toContain('performance 90 (5 below 95)');
  });
});
