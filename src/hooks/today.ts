import { createContext, useContext, useSyncExternalStore } from 'react';
import { isoDayInSchoolTimeZone } from '../domain/time-core.ts';

/** The day (YYYY-MM-DD, New York) the pages were prerendered; the first client render agrees with it. */
export const BuildDayContext = createContext<string>('1970-01-01');

function subscribe(onChange: () => void): () => void {
  // A page left open overnight moves on to the next day.
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
}

function currentDay(): string {
  return isoDayInSchoolTimeZone(new Date());
}

/**
 * Today's date in New York as YYYY-MM-DD. While hydrating it is the build day (so the markup matches
 * the prerendered HTML), then the visitor's real today.
 */
export function useToday(): string {
  const buildDay = useContext(BuildDayContext);
  return useSyncExternalStore(subscribe, currentDay, () => buildDay);
}
