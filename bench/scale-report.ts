/**
 * The scale benchmark's figures (bench/scale.ts), its tables and its verdicts on the issue's
 * criteria. Pure functions: the runner builds, browses and writes the files.
 */

import { KB } from '../tests/budgets.ts';

/** Wall-clock seconds of the three builds of one copy. */
export interface BuildTimes {
  /** `npm run build` with nothing generated yet (no derivatives, no dist/). */
  cold: number;
  /** The same again, nothing changed. */
  warm: number;
  /** Again, after adding photos to the gallery (ADDED_PHOTOS). */
  added: number;
}

/** One page of one build. Bytes: HTML as built (and gzip), scripts and data gzip as transferred. */
export interface PageFigures {
  path: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** First-load script (tests/first-load.ts): until hydrated and the network is idle. */
  scriptBytes: number;
  scriptFiles: number;
  /** JSON the page fetched from the site until then (gzip), such as a month of events. */
  dataBytes: number;
  /** The full view opened from the page (a photo, a portrait, a document), if it has one. */
  fullView?: FullViewFigures;
}

/** The pictures of a page's full views, on the phone. */
export interface FullViewFigures {
  /** How many full views were opened (the gallery steps through several). */
  views: number;
  /** The largest picture shown in or downloaded for a full view: bytes and URL path. */
  largestBytes: number;
  largestUrl: string;
}

/** An image file in dist/ larger than LARGE_PICTURE_BYTES. */
export interface LargeFile {
  file: string;
  bytes: number;
}

/** Everything measured on one copy of the project. */
export interface SiteFigures {
  label: 'sample' | 'scaled';
  photos: number;
  events: number;
  times: BuildTimes;
  distBytes: number;
  distFiles: number;
  pages: PageFigures[];
  largePictures: LargeFile[];
}

/** The limits. */
export const LIMITS = {
  /** Pages whose HTML and first-load script must stay within SAME_SHARE of the sample's. */
  samePages: ['/calendar', '/gallery'],
  sameShare: 0.05,
  /** The largest picture a phone downloads in a full view. */
  fullViewBytes: 350 * KB,
  /** No picture file in dist/ larger than this (an unprocessed original). */
  largePictureBytes: 600 * KB,
  /** The build after adding photos, scaled against sample. */
  addedRatio: 1.2,
} as const;

/** How many photos the "added" build adds to each copy. */
export const ADDED_PHOTOS = 20;

export function kilobytes(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function megabytes(bytes: number): string {
  return `${(bytes / KB / KB).toFixed(1)} MB`;
}

function seconds(value: number): string {
  return `${value.toFixed(1)} s`;
}

/** Scaled against sample, as a signed percentage ("+3.2 %", "−12.0 %"), or "—" without a base. */
export function change(sample: number, scaled: number): string {
  if (sample === 0) return '—';
  const percent = ((scaled - sample) / sample) * 100;
  const sign = percent > 0.05 ? '+' : percent < -0.05 ? '−' : '±';
  return `${sign}${Math.abs(percent).toFixed(1)} %`;
}

function ratio(sample: number, scaled: number): string {
  return sample === 0 ? '—' : `${(scaled / sample).toFixed(2)}×`;
}

/** A Markdown table with its columns padded, so it reads as well in a terminal. */
export function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>) {
  const widths = header.map((title, column) =>
    Math.max(title.length, 3, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

/** The builds, dist/ and the pictures, sample beside scaled. */
export function formatBuildTable(sample: SiteFigures, scaled: SiteFigures): string {
  const row = (name: string, a: number, b: number, show: (value: number) => string) => [
    name,
    show(a),
    show(b),
    ratio(a, b),
  ];
  const count = (value: number) => String(value);
  return markdownTable(
    ['', 'sample', 'scaled', 'scaled ÷ sample'],
    [
      row('gallery photos', sample.photos, scaled.photos, count),
      row('events', sample.events, scaled.events, count),
      row('cold build', sample.times.cold, scaled.times.cold, seconds),
      row('warm build', sample.times.warm, scaled.times.warm, seconds),
      row(`warm build + ${ADDED_PHOTOS} photos`, sample.times.added, scaled.times.added, seconds),
      row('dist/ size', sample.distBytes, scaled.distBytes, megabytes),
      row('dist/ files', sample.distFiles, scaled.distFiles, count),
      row(
        `pictures > ${LIMITS.largePictureBytes / KB} KB in dist/`,
        sample.largePictures.length,
        scaled.largePictures.length,
        count,
      ),
    ],
  );
}

/** Per page: HTML, first-load script, data and the full view's largest picture, sample → scaled. */
export function formatPageTable(sample: SiteFigures, scaled: SiteFigures): string {
  const rows = scaled.pages.map((page) => {
    const base = sample.pages.find((item) => item.path === page.path);
    const pair = (pick: (figures: PageFigures) => number) => {
      const before = base === undefined ? Number.NaN : pick(base);
      return `${kilobytes(before)} → ${kilobytes(pick(page))} (${change(before, pick(page))})`;
    };
    const view = (figures: PageFigures | undefined) =>
      figures?.fullView === undefined ? '—' : kilobytes(figures.fullView.largestBytes);
    return [
      page.path,
      pair((figures) => figures.htmlBytes),
      pair((figures) => figures.scriptBytes),
      pair((figures) => figures.dataBytes),
      page.fullView === undefined && base?.fullView === undefined
        ? '—'
        : `${view(base)} → ${view(page)}`,
    ];
  });
  return markdownTable(
    [
      'page (sample → scaled)',
      'HTML',
      'first-load JS (gzip)',
      'JSON data (gzip)',
      'largest full-view picture',
    ],
    rows,
  );
}

export interface Verdict {
  pass: boolean;
  text: string;
}

/** The criteria on these figures, each PASS or FAIL with the figures it read. */
export function verdicts(sample: SiteFigures, scaled: SiteFigures): Verdict[] {
  const found: Verdict[] = [];
  const limit = `${(LIMITS.sameShare * 100).toFixed(0)} %`;
  for (const pagePath of LIMITS.samePages) {
    const before = sample.pages.find((page) => page.path === pagePath);
    const after = scaled.pages.find((page) => page.path === pagePath);
    if (before === undefined || after === undefined) {
      found.push({ pass: false, text: `${pagePath}: not measured` });
      continue;
    }
    for (const [what, pick] of [
      ['first-load JS', (page: PageFigures) => page.scriptBytes],
      ['HTML', (page: PageFigures) => page.htmlBytes],
    ] as const) {
      const a = pick(before);
      const b = pick(after);
      found.push({
        pass: a > 0 && Math.abs(b - a) <= a * LIMITS.sameShare,
        text: `${pagePath} ${what} within ${limit} of the sample's: ${kilobytes(b)} vs ${kilobytes(a)} (${change(a, b)})`,
      });
    }
  }

  const views = [sample, scaled].flatMap((site) =>
    site.pages.flatMap((page) =>
      page.fullView === undefined ? [] : [{ site: site.label, page: page.path, ...page.fullView }],
    ),
  );
  if (views.length === 0) found.push({ pass: false, text: 'full views: none measured' });
  else {
    const largest = views.reduce((a, b) => (b.largestBytes > a.largestBytes ? b : a));
    found.push({
      pass: largest.largestBytes <= LIMITS.fullViewBytes,
      text:
        `largest picture a 390 px phone downloads in a full view ≤ ${kilobytes(LIMITS.fullViewBytes)}: ` +
        `${kilobytes(largest.largestBytes)} (${largest.site} ${largest.page}, ${largest.largestUrl})`,
    });
  }

  const large = [sample, scaled].flatMap((site) =>
    site.largePictures.map((file) => ({ site: site.label, ...file })),
  );
  found.push({
    pass: large.length === 0,
    text:
      `no picture in dist/ larger than ${kilobytes(LIMITS.largePictureBytes)}: ` +
      (large.length === 0
        ? 'none'
        : `${sample.largePictures.length} in sample, ${scaled.largePictures.length} in scaled, ` +
          `largest ${kilobytes(Math.max(...large.map((file) => file.bytes)))}`),
  });

  found.push({
    pass: scaled.times.added <= sample.times.added * LIMITS.addedRatio,
    text:
      `warm build + ${ADDED_PHOTOS} photos ≤ ${LIMITS.addedRatio}× the sample's: ` +
      `${seconds(scaled.times.added)} vs ${seconds(sample.times.added)} (${ratio(sample.times.added, scaled.times.added)})`,
  });
  return found;
}

export function formatVerdicts(list: readonly Verdict[]): string {
  return list.map((verdict) => `${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.text}`).join('\n');
}
