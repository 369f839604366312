// Typed access to data/partners.json (validated by `npm run content` before every build).
import partnersJson from '../../data/partners.json';
import type { Partner, PartnersFile } from './partners-schema.ts';

/** The community partners shown as tiles on the Our School page. */
export const partners: readonly Partner[] = (partnersJson as unknown as PartnersFile).partners;
