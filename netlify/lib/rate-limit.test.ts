import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('sliding-window rate limiter', () => {
  it('allows windowLimit requests per key in any windowSize seconds', () => {
    let time = 0;
    const limit = createRateLimiter({ windowLimit: 3, windowSize: 60 }, () => time);
    expect(limit('a')).toEqual({ allowed: true }); // t = 0
    time = 10_000;
    expect(limit('a')).toEqual({ allowed: true });
    time = 20_000;
    expect(limit('a')).toEqual({ allowed: true });
    time = 30_000;
    expect(limit('a')).toEqual({ allowed: false, retryAfter: 30 });
    expect(limit('b')).toEqual({ allowed: true });
    time = 59_999;
    expect(limit('a')).toEqual({ allowed: false, retryAfter: 1 });
    time = 60_000; // the first request has left the window
    expect(limit('a')).toEqual({ allowed: true });
    expect(limit('a')).toEqual({ allowed: false, retryAfter: 10 });
  });

  it('does not count refused requests', () => {
    let time = 0;
    const limit = createRateLimiter({ windowLimit: 1, windowSize: 10 }, () => time);
    expect(limit('k').allowed).toBe(true);
    for (time = 1000; time < 10_000; time += 1000) expect(limit('k').allowed).toBe(false);
    time = 10_000;
    expect(limit('k').allowed).toBe(true);
  });

  it("takes back a forgiven request, and only that key's latest one", () => {
    let time = 0;
    const limit = createRateLimiter({ windowLimit: 2, windowSize: 60 }, () => time);
    expect(limit('a').allowed).toBe(true);
    time = 1000;
    expect(limit('a').allowed).toBe(true);
    limit.forgive('a');
    expect(limit('a').allowed).toBe(true);
    expect(limit('a')).toEqual({ allowed: false, retryAfter: 59 });
    limit.forgive('b'); // never seen: nothing happens
    limit.forgive('a');
    limit.forgive('a');
    expect(limit.size()).toBe(0);
    expect(limit('a').allowed).toBe(true);
  });

  it('keeps counting a client while it sweeps out idle ones', () => {
    let time = 0;
    const limit = createRateLimiter({ windowLimit: 1, windowSize: 1000 }, () => time);
    expect(limit('active').allowed).toBe(true);
    for (let i = 0; i < 5000; i += 1) {
      time += 10;
      limit(`one-off-${i}`);
    }
    expect(limit('active')).toEqual({ allowed: false, retryAfter: 950 });
  });
});

describe("the limiter's memory", () => {
  it('remembers at most maxKeys clients, forgetting those seen longest ago', () => {
    const limit = createRateLimiter({ windowLimit: 1, windowSize: 60 }, () => 1_000, 100);
    for (let index = 0; index < 1_000; index += 1) limit(`client ${index}`);
    expect(limit.size()).toBe(100);
    // The most recent clients are still limited.
    expect(limit('client 999').allowed).toBe(false);
    expect(limit('client 0').allowed).toBe(true);
  });

  it('forgets, at every 1000th request, the clients idle for a whole window', () => {
    let time = 0;
    const limit = createRateLimiter({ windowLimit: 5, windowSize: 60 }, () => time);
    limit('idle');
    time = 1_000;
    limit('recent');
    time = 60_000; // idle's request is a window old, recent's not quite
    for (let call = 3; call < 1_000; call += 1) limit('busy');
    expect(limit.size()).toBe(3);
    limit('busy');
    expect(limit.size()).toBe(2);
    expect(limit('recent')).toEqual({ allowed: true });
  });

  it('when full, forgets idle clients before the one seen longest ago', () => {
    let time = 0;
    const limit = createRateLimiter({ windowLimit: 1, windowSize: 60 }, () => time, 3);
    limit('idle');
    time = 1_000;
    limit('b');
    time = 2_000;
    limit('c');
    time = 3_000;
    expect(limit('idle').allowed).toBe(false); // refused: seen last, its request still at 0
    time = 60_000;
    limit('d');
    expect(limit('b')).toEqual({ allowed: false, retryAfter: 1 });
  });

  it('counts a client seen again as the most recent one', () => {
    const limit = createRateLimiter({ windowLimit: 2, windowSize: 60 }, () => 1_000, 2);
    limit('a');
    limit('b');
    limit('a');
    limit('c'); // the map is full: b goes, a stays
    expect(limit('a').allowed).toBe(false);
    expect(limit('b').allowed).toBe(true);
  });

  it('keeps a client seen again while there is still room, and forgets the one seen longest ago', () => {
    const limit = createRateLimiter({ windowLimit: 2, windowSize: 60 }, () => 1_000, 3);
    limit('a');
    limit('b');
    limit('a'); // a is now seen after b
    limit('c');
    limit('d'); // the map is full: b goes, a stays
    expect(limit('a').allowed).toBe(false);
    expect(limit('b').allowed).toBe(true);
  });
});
