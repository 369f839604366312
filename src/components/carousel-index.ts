/**
 * The slide shown after moving `step` slides from `current` in a carousel of `count` slides,
 * wrapping around at both ends (next after the last is the first, previous before the first is
 * the last). Any whole step works, negative included; with no slides the answer is 0.
 */
export function wrapIndex(current: number, step: number, count: number): number {
  if (!Number.isInteger(count) || count <= 0) return 0;
  const target = Math.trunc(current) + Math.trunc(step);
  return ((target % count) + count) % count;
}
