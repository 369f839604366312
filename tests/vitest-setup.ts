// Every unit test starts with the clock at the suite's test day (tests/today.ts), moving on in real
// time, so no test depends on the day it runs. A test that needs other fake timers sets its own.
import { afterEach, beforeEach, vi } from 'vitest';
import { TEST_NOW } from './today.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'], shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});
