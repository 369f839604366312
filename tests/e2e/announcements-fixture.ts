// Announcements for the browser tests. The fixture site's announcements
// (tests/fixtures/content/announcements/) are none active on the test day; every page
// fetches the published file (/generated/announcements.json) after hydration, so a test answers
// that request with its own announcements (page.route) and moves the page's clock when needed.
import type { Page } from '@playwright/test';
import {
  ANNOUNCEMENTS_PATH,
  announcementKey,
  type PublishedAnnouncement,
} from '../../src/domain/announcement-rules.ts';
import { TEST_NOW } from '../today.ts';

const HOUR = 3_600_000;

/**
 * An announcement active from an hour before `now` (the test day's noon, the pages' clock) to an hour
 * after, unless told otherwise.
 */
export function fixtureAnnouncement(
  id: string,
  severity: 'info' | 'urgent',
  text: { en: string; es: string },
  options: { now?: number; startsAt?: number; endsAt?: number; href?: string } = {},
): PublishedAnnouncement {
  const now = options.now ?? TEST_NOW.getTime();
  const content = {
    severity,
    text,
    ...(options.href === undefined ? {} : { href: options.href }),
  };
  return {
    key: announcementKey(id, content),
    ...content,
    startsAt: options.startsAt ?? now - HOUR,
    endsAt: options.endsAt ?? now + HOUR,
  };
}

/**
 * Answers the pages' request for the published announcements with `current()` (read at each
 * request, so a test can change the announcements between page loads).
 */
export async function serveAnnouncements(
  page: Page,
  current: () => PublishedAnnouncement[],
): Promise<void> {
  await page.route(`**${ANNOUNCEMENTS_PATH}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ announcements: current() }),
    }),
  );
}

export const URGENT_TEXT = {
  en: 'All Highbridge School buildings are closed today because of the snowstorm.',
  es: 'Todos los edificios de The Highbridge School están cerrados hoy por la tormenta de nieve.',
};

export const INFO_TEXT = {
  en: 'Report cards go home on Friday.',
  es: 'Las libretas de calificaciones se envían a casa el viernes.',
};
