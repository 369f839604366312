/**
 * Turns Lighthouse results into the benchmark's table: the median of several runs per page, its
 * LCP against its own floor's (the same page's HTML without scripts), when it became interactive,
 * and how far each page is from the targets. Pure functions: the runner (bench/run.ts) does the
 * browsing and the file writing.
 */

import { HYDRATED_MARK } from '../src/domain/hydrated-mark.ts';

/** The part of a Lighthouse result (LHR) the benchmark reads. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: { items?: Array<Record<string, unknown>> };
        /** Set when the audit could not run (a metric Lighthouse could not compute). */
        errorMessage?: string;
      }
    | undefined
  >;
}

/** One run's figures. Scores are 0–100; times in milliseconds; bytes as transferred. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  transferBytes: number;
  scriptBytes: number;
}

/**
 * A page's median figures, its floor's median LCP and the ratio of the two, the median time at
 * which it became interactive (null when the build does not mark it), and what misses the targets.
 */
export interface PageSummary extends RunFigures {
  name: string;
  url: string;
  runs: number;
  floorLcp: number;
  lcpToFloor: number;
  hydrated: number | null;
  shortfalls: string[];
}

/** The targets the benchmark reports against (issue 18). Times in milliseconds. */
export const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbt: 100,
  cls: 0.01,
  lcpToFloor: 1.15,
  hydrated: 3500,
} as const;

const score = (result: LighthouseResult, id: string): number => {
  const value = result.categories[id]?.score;
  return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
};

const numeric = (result: LighthouseResult, id: string): number =>
  result.audits[id]?.numericValue ?? Number.NaN;

/** Bytes of script transferred, from the network-requests audit. */
function scriptBytes(result: LighthouseResult): number {
  const items = result.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce(
      (sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0),
      0,
    );
}

/** The figures of one Lighthouse run. */
export function figuresOf(result: LighthouseResult): RunFigures {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcp: numeric(result, 'largest-contentful-paint'),
    fcp: numeric(result, 'first-contentful-paint'),
    tbt: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    transferBytes: numeric(result, 'total-byte-weight'),
    scriptBytes: scriptBytes(result),
  };
}

/**
 * When a run's page became interactive: the start time of its `hydrated` user-timing mark, in
 * milliseconds from navigation, or null when the page set no such mark.
 */
export function hydratedAt(result: LighthouseResult): number | null {
  const items = result.audits['user-timings']?.details?.items ?? [];
  const mark = items.find((item) => item.name === HYDRATED_MARK && item.timingType === 'Mark');
  return typeof mark?.startTime === 'number' ? mark.startTime : null;
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median over the runs. */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0] ?? {}) as Array<keyof RunFigures>;
  if (keys.length === 0) throw new Error('no runs to summarise');
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as RunFigures;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** What misses the targets, and by how much, in words for the table. */
export function shortfallsOf(
  figures: RunFigures,
  lcpToFloor: number,
  hydrated: number | null,
): string[] {
  const missing: string[] = [];
  const below = (label: string, value: number, target: number) => {
    if (!(value >= target)) missing.push(`${label} ${value} (${target - value} below ${target})`);
  };
  below('performance', figures.performance, TARGETS.performance);
  below('accessibility', figures.accessibility, TARGETS.accessibility);
  below('best practices', figures.bestPractices, TARGETS.bestPractices);
  below('SEO', figures.seo, TARGETS.seo);
  if (!(figures.tbt <= TARGETS.tbt))
    missing.push(
      `TBT ${Math.round(figures.tbt)} ms (${Math.round(figures.tbt - TARGETS.tbt)} ms over ${TARGETS.tbt} ms)`,
    );
  if (!(figures.cls <= TARGETS.cls))
    missing.push(
      `CLS ${figures.cls.toFixed(3)} (${(figures.cls - TARGETS.cls).toFixed(3)} over ${TARGETS.cls})`,
    );
  if (!(lcpToFloor <= TARGETS.lcpToFloor))
    missing.push(
      `LCP ${lcpToFloor.toFixed(2)}× its floor (${(lcpToFloor - TARGETS.lcpToFloor).toFixed(2)} over ${TARGETS.lcpToFloor}×)`,
    );
  if (hydrated !== null && !(hydrated <= TARGETS.hydrated))
    missing.push(
      `interactive at ${seconds(hydrated)} (${seconds(hydrated - TARGETS.hydrated)} over ${seconds(TARGETS.hydrated)})`,
    );
  return missing;
}

/**
 * A page's summary: the medians of its simulated runs, of its floor's runs, and of the times at
 * which it became interactive in its runs on the throttled phone (none when it never marked it).
 */
export function summarisePage(
  page: { name: string; url: string },
  runs: {
    page: readonly LighthouseResult[];
    floor: readonly LighthouseResult[];
    interactive: readonly LighthouseResult[];
  },
): PageSummary {
  const figures = medianFigures(runs.page.map(figuresOf));
  const floorLcp = median(runs.floor.map((result) => figuresOf(result).lcp));
  const lcpToFloor = figures.lcp / floorLcp;
  const times = runs.interactive.map(hydratedAt).filter((time) => time !== null);
  const hydrated = times.length === 0 ? null : median(times);
  return {
    ...page,
    ...figures,
    runs: runs.page.length,
    floorLcp,
    lcpToFloor,
    hydrated,
    shortfalls: shortfallsOf(figures, lcpToFloor, hydrated),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The summaries as a plain-text table, one page per line, then what misses the targets. */
export function formatTable(pages: readonly PageSummary[]): string {
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP',
    'floor',
    '×floor',
    'FCP',
    'TBT',
    'CLS',
    'interactive',
    'bytes',
    'script',
  ];
  const rows = pages.map((page) => [
    page.name,
    String(page.performance),
    String(page.accessibility),
    String(page.bestPractices),
    String(page.seo),
    seconds(page.lcp),
    seconds(page.floorLcp),
    page.lcpToFloor.toFixed(2),
    seconds(page.fcp),
    `${Math.round(page.tbt)} ms`,
    page.cls.toFixed(3),
    page.hydrated === null ? '—' : seconds(page.hydrated),
    kb(page.transferBytes),
    kb(page.scriptBytes),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const notes = pages
    .filter((page) => page.shortfalls.length > 0)
    .map((page) => `  ${page.name}: ${page.shortfalls.join('; ')}`);
  return [
    line(header),
    ...rows.map(line),
    '',
    notes.length === 0
      ? 'Every page meets the targets.'
      : `Short of the targets:\n${notes.join('\n')}`,
  ].join('\n');
}
