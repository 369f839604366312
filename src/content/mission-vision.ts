// Typed access to data/mission-vision.json (validated by `npm run content` before every build).
import missionVisionJson from '../../data/mission-vision.json';
import type { MissionVisionFile } from './mission-vision-schema.ts';

/** The school's mission and vision statements, one source for every page that shows them. */
export const missionVision = missionVisionJson as unknown as MissionVisionFile;
