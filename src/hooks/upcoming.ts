import { useEffect, useState } from 'react';
import { upcomingAtBuild } from '../content/upcoming-events.ts';
import { UPCOMING_EVENTS_PATH, type UpcomingEvents } from '../domain/upcoming.ts';

let everyEvent: Promise<UpcomingEvents> | null = null;

/** Every event not over on the build day, fetched once per page (again after a failure). */
function fetchEveryEvent(): Promise<UpcomingEvents> {
  everyEvent ??= fetch(UPCOMING_EVENTS_PATH)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${UPCOMING_EVENTS_PATH}: HTTP ${response.status}`);
      return (await response.json()) as UpcomingEvents;
    })
    .catch((error: unknown) => {
      everyEvent = null;
      throw error;
    });
  return everyEvent;
}

/**
 * A list of upcoming events as `view` makes it from the events the page has: at first those its
 * own script carries (so the first render matches the prerendered HTML); when `view` says its
 * answer is not certain with them (src/domain/upcoming.ts), every upcoming event, fetched once.
 * If that fetch fails, the list stays as the page's own events make it.
 */
export function useUpcoming<T extends { certain: boolean }>(
  view: (upcoming: UpcomingEvents) => T,
): T {
  const [upcoming, setUpcoming] = useState(upcomingAtBuild);
  const result = view(upcoming);
  const needsAll = !result.certain && upcoming.through !== null;
  useEffect(() => {
    if (!needsAll) return;
    let current = true;
    fetchEveryEvent().then(
      (all) => {
        if (current) setUpcoming(all);
      },
      (error: unknown) => console.warn('The upcoming events could not be loaded.', error),
    );
    return () => {
      current = false;
    };
  }, [needsAll]);
  return result;
}
