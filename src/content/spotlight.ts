// Typed access to data/spotlight.json (validated by `npm run content` before every build).
import spotlightJson from '../../data/spotlight.json';
import type { SpotlightFile } from './spotlight-schema.ts';

/** The home page's Community Spotlight. */
export const spotlight = spotlightJson as unknown as SpotlightFile;
