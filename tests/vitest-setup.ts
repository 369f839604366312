// Every unit test starts with the clock at the suite's test day (tests/today.ts), moving on in real
// time, so no test depends on the day it runs. A test that needs other fake timers sets its own.
// Every language's house style is loaded, as a page loads its own (src/i18n/grammar.ts).
import { afterEach, beforeEach, vi } from 'vitest';
import { loadGrammars } from '../scripts/lib/grammar-files.ts';
import { TEST_NOW } from './today.ts';

loadGrammars();

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'], shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});
