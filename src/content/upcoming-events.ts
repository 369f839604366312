// The events the home page can still list: written by `npm run content` from data/events/
// (events not over on the build day, without their descriptions), to keep the page light.
import upcomingJson from '../generated/upcoming-events.json';
import type { EventSummary } from '../domain/event-rules.ts';

/** Events whose last day is the build day or later, earliest first. */
export const upcomingEventSummaries = upcomingJson as unknown as readonly EventSummary[];
