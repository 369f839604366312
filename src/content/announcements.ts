// Typed access to data/announcements.json (validated by `npm run content` before every build). The
// build publishes the announcements for the browser; pages never bundle this file.
import announcementsJson from '../../data/announcements.json';
import type { Announcement, AnnouncementsFile } from './announcement-schema.ts';

/** Every announcement from data/announcements.json. */
export const announcements: readonly Announcement[] = (
  announcementsJson as unknown as AnnouncementsFile
).announcements;
