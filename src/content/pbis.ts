// Typed access to data/pbis.json (validated by `npm run content` before every build).
import pbisJson from '../../data/pbis.json';
import type { PbisFile } from './pbis-schema.ts';

/** The PBIS page's videos, Scholar Store categories and store-hours flyers. */
export const pbis = pbisJson as unknown as PbisFile;
