// The scale benchmark's tables and verdicts (bench/scale-report.ts), on made-up figures.
import { describe, expect, it } from 'vitest';
import {
  change,
  formatBuildTable,
  formatPageTable,
  formatVerdicts,
  markdownTable,
  verdicts,
  type PageFigures,
  type SiteFigures,
} from './scale-report.ts';

const KB = 1024;

function page(pagePath: string, html: number, script: number, fullView?: number): PageFigures {
  return {
    path: pagePath,
    htmlBytes: html * KB,
    htmlGzipBytes: (html * KB) / 4,
    scriptBytes: script * KB,
    scriptFiles: 8,
    dataBytes: 0,
    ...(fullView === undefined
      ? {}
      : { fullView: { views: 3, largestBytes: fullView * KB, largestUrl: '/a.jpg' } }),
  };
}

const sample: SiteFigures = {
  label: 'sample',
  photos: 31,
  events: 123,
  times: { cold: 100, warm: 40, added: 60 },
  distBytes: 50 * KB * KB,
  distFiles: 900,
  pages: [page('/calendar', 40, 125), page('/gallery', 60, 120, 300)],
  largePictures: [],
};

function scaled(changes: Partial<SiteFigures>): SiteFigures {
  return {
    ...sample,
    label: 'scaled',
    photos: 331,
    events: 738,
    times: { cold: 400, warm: 45, added: 70 },
    pages: [page('/calendar', 41, 130), page('/gallery', 62, 120, 340)],
    ...changes,
  };
}

describe('change', () => {
  it('says the difference in percent with its sign', () => {
    expect(change(100, 103.2)).toBe('+3.2 %');
    expect(change(100, 88)).toBe('−12.0 %');
    expect(change(100, 100)).toBe('±0.0 %');
    expect(change(0, 5)).toBe('—');
  });
});

describe('markdownTable', () => {
  it('pads every column to its widest cell', () => {
    expect(markdownTable(['a', 'bb'], [['long cell', 'x']])).toBe(
      ['| a         | bb  |', '| --------- | --- |', '| long cell | x   |'].join('\n'),
    );
  });
});

describe('verdicts', () => {
  it('passes figures within the limits', () => {
    const found = verdicts(sample, scaled({}));
    expect(found.map((verdict) => verdict.pass)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(formatVerdicts(found)).toContain(
      "PASS  /calendar first-load JS within 5 % of the sample's: 130.0 KB vs 125.0 KB (+4.0 %)",
    );
  });

  it('fails each figure beyond its limit, and says by how much', () => {
    const found = verdicts(
      sample,
      scaled({
        times: { cold: 400, warm: 45, added: 80 },
        pages: [page('/calendar', 120, 160), page('/gallery', 62, 120, 2800)],
        largePictures: [{ file: 'assets/images/gallery/x.jpg', bytes: 2900 * KB }],
      }),
    );
    const failed = found.filter((verdict) => !verdict.pass).map((verdict) => verdict.text);
    expect(failed).toEqual([
      "/calendar first-load JS within 5 % of the sample's: 160.0 KB vs 125.0 KB (+28.0 %)",
      "/calendar HTML within 5 % of the sample's: 120.0 KB vs 40.0 KB (+200.0 %)",
      'largest picture a 390 px phone downloads in a full view ≤ 350.0 KB: 2800.0 KB (scaled /gallery, /a.jpg)',
      'no picture in dist/ larger than 600.0 KB: 0 in sample, 1 in scaled, largest 2900.0 KB',
      "warm build + 20 photos ≤ 1.2× the sample's: 80.0 s vs 60.0 s (1.33×)",
    ]);
  });

  it('fails a page that was not measured', () => {
    const found = verdicts(sample, scaled({ pages: [page('/gallery', 60, 120, 300)] }));
    expect(found[0]).toEqual({ pass: false, text: '/calendar: not measured' });
  });
});

describe('tables', () => {
  it('sets sample beside scaled', () => {
    const builds = formatBuildTable(sample, scaled({}));
    expect(builds).toContain('| cold build');
    expect(builds).toMatch(/\| warm build \+ 20 photos\s+\| 60\.0 s\s+\| 70\.0 s\s+\| 1\.17×/);
    const pages = formatPageTable(sample, scaled({}));
    expect(pages).toContain('40.0 KB → 41.0 KB (+2.5 %)');
    expect(pages).toContain('300.0 KB → 340.0 KB');
  });
});
