// Typed access to data/site.json. It is validated by `npm run content` before every build, so the
// app reads it without bundling the schema (zod stays out of the browser).
import siteJson from '../../data/site.json';
import type { Site } from './site-schema.ts';

/** The school's facts from data/site.json. */
export const site = siteJson as unknown as Site;
