// Typed access to data/enrichment-programs.json (validated by `npm run content` before every build).
import enrichmentJson from '../../data/enrichment-programs.json';
import type { EnrichmentFile } from './enrichment-programs-schema.ts';

/** The /enrichment page's programs, figures, registration windows and contact. */
export const enrichment: EnrichmentFile = enrichmentJson as unknown as EnrichmentFile;
