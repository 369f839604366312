// The benchmark's summarising, on a Lighthouse result recorded from this site (trimmed to the
// fields the benchmark reads): bench/fixtures/home-mobile.lhr.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  formatTable,
  hydratedAt,
  median,
  medianFigures,
  shortfallsOf,
  summarisePage,
  type LighthouseResult,
} from './summary.ts';
import { HYDRATED_MARK } from '../src/domain/hydrated-mark.ts';

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

/** A run on the throttled phone whose page set the hydrated mark at `at` ms (or set none). */
function interactiveRun(at: number | null): LighthouseResult {
  const copy = structuredClone(recorded);
  copy.audits['user-timings'] = {
    details: {
      items: [
        { name: 'other', timingType: 'Mark', startTime: 10 },
        ...(at === null ? [] : [{ name: HYDRATED_MARK, timingType: 'Mark', startTime: at }]),
      ],
    },
  };
  return copy;
}

describe('hydratedAt', () => {
  it("reads the hydrated mark's time, or null when the page set none", () => {
    expect(hydratedAt(interactiveRun(2345.6))).toBe(2345.6);
    expect(hydratedAt(interactiveRun(null))).toBeNull();
    expect(hydratedAt(recorded)).toBeNull();
  });
});

describe('summarisePage', () => {
  it('divides the median LCP by its own floor and lists the missed targets', () => {
    const page = summarisePage(
      { name: '/', url: '/' },
      {
        page: [variant(1400, 96), variant(1100, 99), variant(1500, 90)],
        floor: [variant(1000, 100), variant(900, 100), variant(1200, 100)],
        interactive: [interactiveRun(3000), interactiveRun(4000), interactiveRun(3800)],
      },
    );
    expect(page.lcp).toBe(1400);
    expect(page.floorLcp).toBe(1000);
    expect(page.lcpToFloor).toBeCloseTo(1.4);
    expect(page.hydrated).toBe(3800);
    expect(page.runs).toBe(3);
    expect(page.shortfalls).toContainEqual('LCP 1.40× its floor (0.25 over 1.15×)');
    expect(page.shortfalls).toContainEqual('performance 96 (2 below 98)');
    expect(page.shortfalls).toContainEqual('interactive at 3.80 s (0.30 s over 3.50 s)');
  });

  it('has no interactive time when the build set no mark', () => {
    const page = summarisePage(
      { name: '/', url: '/' },
      { page: [variant(1000, 100)], floor: [variant(1000, 100)], interactive: [] },
    );
    expect(page.hydrated).toBeNull();
    expect(page.shortfalls.some((line) => line.startsWith('interactive'))).toBe(false);
  });

  it('says by how much a score, TBT or layout shift is short', () => {
    const figures = { ...figuresOf(recorded), performance: 92, seo: 100, tbt: 180, cls: 0.05 };
    const missing = shortfallsOf(figures, 1.1, 1200);
    expect(missing).toContainEqual('performance 92 (6 below 98)');
    expect(missing).toContainEqual('TBT 180 ms (80 ms over 100 ms)');
    expect(missing).toContainEqual('CLS 0.050 (0.040 over 0.01)');
    expect(missing.some((line) => line.startsWith('LCP'))).toBe(false);
    expect(missing.some((line) => line.startsWith('interactive'))).toBe(false);
    const met = { ...figures, performance: 99, tbt: 40, cls: 0.001 };
    expect(shortfallsOf(met, 1.05, 2000)).toEqual([]);
  });

  it('prints a table with one line per page and the shortfalls', () => {
    const page = summarisePage(
      { name: '/', url: '/' },
      {
        page: [variant(2000, 90)],
        floor: [variant(1000, 100)],
        interactive: [interactiveRun(2500)],
      },
    );
    const table = formatTable([page]);
    expect(table.split('\n')[0]).toMatch(/^page\s+perf\s+a11y\s+bp\s+seo\s+LCP\s+floor\s+×floor/);
    expect(table).toContain('2.00 s');
    expect(table).toContain('1.00 s');
    expect(table).toContain('2.50 s');
    expect(table).toContain('Short of the targets:');
    expect(table).toContain('performance 90 (8 below 98)');
  });
});
