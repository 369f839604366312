// Typed access to data/events.json (validated by `npm run content` before every build).
import eventsJson from '../../data/events.json';
import type { EventsFile, SchoolEvent } from './event-schema.ts';

/** Every calendar event from data/events.json. */
export const events: readonly SchoolEvent[] = (eventsJson as unknown as EventsFile).events;
