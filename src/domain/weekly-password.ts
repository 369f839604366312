import type { SealedLink } from './sealed-link.ts';

/**
 * Where the build publishes the Weekly Updates settings: the address sealed with the password
 * (`{ sealed }`), and nothing else. The dialog fetches it only when someone submits a password.
 */
export const WEEKLY_UPDATES_CONFIG_PATH = '/generated/weekly-updates.json';

/** The published settings. */
export interface WeeklyUpdatesConfig {
  sealed: SealedLink;
}
