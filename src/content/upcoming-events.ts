// The events still to come that the pages' own scripts carry: written by `npm run content` from
// data/events/ (the first weeks from the build day, without descriptions; src/domain/upcoming.ts).
import upcomingJson from '../generated/upcoming-events.json';
import type { UpcomingEvents } from '../domain/upcoming.ts';

/** Upcoming events from the build day, as far as the page's script carries them. */
export const upcomingAtBuild = upcomingJson as unknown as UpcomingEvents;
