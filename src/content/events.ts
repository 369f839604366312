// Typed access to the calendar events, gathered from data/events/ by `npm run content` (which
// checks every file first) into src/generated/events.json, earliest first.
import eventsJson from '../generated/events.json';
import type { SchoolEvent } from './event-schema.ts';

/** Every calendar event. */
export const events: readonly SchoolEvent[] = eventsJson as unknown as SchoolEvent[];
