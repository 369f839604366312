/**
 * A sliding-window request limit per key, the algorithm Netlify's `rateLimit` rule uses. The
 * access-code function applies the same numbers as its Netlify rule, so the local server (one
 * process) enforces exactly the deployed limit and a Netlify instance adds its own check to it.
 */

/** At most `windowLimit` requests per key in any `windowSize` seconds. */
export interface RateLimit {
  windowLimit: number;
  windowSize: number;
}

/** The limiter's answer: go ahead, or wait `retryAfter` seconds. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfter: number };

const SWEEP_EVERY = 1000;

/** The most clients a limiter remembers; beyond it, the ones seen longest ago are forgotten. */
const MAX_TRACKED_KEYS = 10_000;

/**
 * A limiter that remembers the times of each key's recent requests (in memory, for at most
 * `maxKeys` keys, so that a flood of new keys cannot grow it without bound).
 */
export function createRateLimiter(
  limit: RateLimit,
  now: () => number = Date.now,
  maxKeys: number = MAX_TRACKED_KEYS,
): ((key: string) => RateDecision) & { size: () => number; forgive: (key: string) => void } {
  const windowMs = limit.windowSize * 1000;
  const hits = new Map<string, number[]>();
  let calls = 0;

  const sweep = (time: number) => {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= time - windowMs) hits.delete(key);
    }
  };

  const decide = (key: string): RateDecision => {
    const time = now();
    calls += 1;
    if (calls % SWEEP_EVERY === 0) sweep(time);
    const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs);
    // Most recently seen last: delete and set again.
    hits.delete(key);
    if (hits.size >= maxKeys) sweep(time);
    for (const oldest of hits.keys()) {
      if (hits.size < maxKeys) break;
      hits.delete(oldest);
    }
    if (recent.length >= limit.windowLimit) {
      hits.set(key, recent);
      const oldest = recent[0] ?? time;
      return {
        allowed: false,
        retryAfter: Math.max(1, Math.ceil((oldest + windowMs - time) / 1000)),
      };
    }
    recent.push(time);
    hits.set(key, recent);
    return { allowed: true };
  };
  /** Takes back the key's latest counted request (one that turned out not to count). */
  const forgive = (key: string): void => {
    const times = hits.get(key);
    if (times === undefined) return;
    times.pop();
    if (times.length === 0) hits.delete(key);
  };
  return Object.assign(decide, { size: () => hits.size, forgive });
}
