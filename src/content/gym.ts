// Typed access to data/gym.json (validated by `npm run content` before every build).
import gymJson from '../../data/gym.json';
import type { GymFile } from './gym-schema.ts';

/** The Gym page's teams and facilities. */
export const gym = gymJson as unknown as GymFile;
