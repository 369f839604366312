// Typed access to data/leadership.json (validated by `npm run content` before every build).
import leadershipJson from '../../data/leadership.json';
import type { Leader, LeadershipFile } from './leadership-schema.ts';

/** The leadership team: the principal first, then the assistant principals. */
export const leaders: readonly Leader[] = (leadershipJson as unknown as LeadershipFile).leaders;

/** The principal (the schema guarantees exactly one, listed first). */
export const principal: Leader = leaders[0] as Leader;
