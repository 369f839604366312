import { describe, expect, it } from 'vitest';
import { STEP_ROWS, stepTable, timingTable } from './spec-timing-reporter.ts';

describe('stepTable', () => {
  it('lists the costliest steps first and sums the rest in one row', () => {
    const steps = new Map(
      Array.from({ length: STEP_ROWS + 2 }, (_, index) => [
        `a.spec.ts › step ${index}`,
        index * 1000,
      ]),
    );
    const rows = stepTable(steps).split('\n');
    expect(rows).toHaveLength(2 + STEP_ROWS + 1);
    expect(rows[2]).toBe(`| a.spec.ts › step ${STEP_ROWS + 1} | ${STEP_ROWS + 1}.0 |`);
    expect(rows.at(-2)).toBe('| a.spec.ts › step 2 | 2.0 |');
    // Steps 0 and 1: 0 and 1 s.
    expect(rows.at(-1)).toBe('| the other 2 steps | 1.0 |');
  });

  it('has no row for the rest when every step is listed, and no table without steps', () => {
    const rows = stepTable(new Map([['a.spec.ts › one | two', 1500]])).split('\n');
    expect(rows).toEqual([
      '| spec › step | worker s |',
      '| ----------- | -------: |',
      '| a.spec.ts › one / two | 1.5 |',
    ]);
    expect(stepTable(new Map())).toBe('');
  });
});

describe('timingTable', () => {
  it('sorts the specs by their time and gives each its share', () => {
    const table = timingTable(
      [
        { project: 'p', file: 'b.spec.ts', tests: 1, ms: 1000, slowest: { title: 'b', ms: 1000 } },
        { project: 'p', file: 'a.spec.ts', tests: 2, ms: 3000, slowest: { title: 'a', ms: 2000 } },
      ],
      2500,
    ).split('\n');
    expect(table[2]).toBe('| a.spec.ts | p | 2 | 3.0 | 75 % | a (2.0) |');
    expect(table[3]).toBe('| b.spec.ts | p | 1 | 1.0 | 25 % | b (1.0) |');
    expect(table.at(-1)).toBe('3 tests, 4.0 worker seconds, 2.5 s of wall time.');
  });
});
