// Where an event happens, with the address a calendar app or a map can find. Pure and
// browser-safe: the event dialog's Google Calendar link and the .ics files use the same text.
import type { SchoolEvent } from '../content/event-schema.ts';
import { DEFAULT_LANGUAGE, type Language } from '../content/languages.ts';
import type { Building, Site } from '../content/site-schema.ts';
import { eventPlace } from './event-rules.ts';

/** The school facts an event's address needs. */
export type LocationSite = Pick<Site, 'name' | 'buildings'>;

/** A postal address on one line: "1200 Nelson Avenue, Bronx, NY 10452". */
function formatAddress(address: Building['address']): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
}

/** The building a location names first (by its name in the default language); the main building when it names none. */
export function buildingFor(
  location: string | undefined,
  buildings: readonly Building[],
): Building {
  const [main] = buildings;
  if (main === undefined) throw new Error('data/site.json lists no buildings');
  const named = buildings
    .map((building) => ({
      building,
      at: location?.indexOf(building.name[DEFAULT_LANGUAGE]) ?? -1,
    }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  return named[0]?.building ?? main;
}

/**
 * The event's full location in a language: its place plus that building's address ("Biblioteca
 * del Edificio principal, 1200 Nelson Avenue, Bronx, NY 10452"), or the school and its main address
 * when the event names no place.
 */
export function eventFullLocation(
  event: Pick<SchoolEvent, 'location'>,
  lng: Language,
  site: LocationSite,
): string {
  const address = formatAddress(
    buildingFor(event.location?.[DEFAULT_LANGUAGE], site.buildings).address,
  );
  return `${eventPlace(event, lng) ?? site.name}, ${address}`;
}
