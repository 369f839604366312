import { createContext } from 'react';
import type { PublishedAnnouncement } from '../../domain/announcement-rules.ts';

/**
 * The announcements active when the pages were prerendered: the server renders them and the first
 * client render (hydration) shows the same, before the browser's own clock takes over.
 */
export const BuildAnnouncementsContext = createContext<readonly PublishedAnnouncement[]>([]);
