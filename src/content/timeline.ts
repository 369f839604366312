// Typed access to the history milestones, gathered from data/timeline/ by `npm run content` (which
// checks every file first) into src/generated/milestones.json.
import milestonesJson from '../generated/milestones.json';
import type { Milestone } from './timeline-schema.ts';

/** History milestones, oldest first. */
export const milestones: readonly Milestone[] = milestonesJson as unknown as Milestone[];
