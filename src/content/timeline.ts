// Typed access to data/timeline.json (validated by `npm run content` before every build).
import timelineJson from '../../data/timeline.json';
import type { Milestone, TimelineFile } from './timeline-schema.ts';

/** History milestones, oldest first. */
export const milestones: readonly Milestone[] = (timelineJson as unknown as TimelineFile)
  .milestones;
