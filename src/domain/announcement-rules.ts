// What the browser needs to decide, on its own clock, which announcements to show. The build
// publishes them (with their instants already worked out from New York time) so that pages built
// before an announcement starts or after it ends still show it exactly while it is active.
import { LANGUAGES } from '../content/languages.ts';
import type { Announcement } from '../content/announcement-schema.ts';
import type { LocalizedText } from '../content/localized.ts';
import { instantOfSchoolTime } from './time-core.ts';

/** Where the build publishes the announcements that have not ended yet (fetched by every page). */
export const ANNOUNCEMENTS_PATH = '/generated/announcements.json';

/** One announcement as the browser receives it. */
export interface PublishedAnnouncement {
  /** The editor's id plus a fingerprint of what it says: a changed text gets a new key. */
  key: string;
  severity: 'info' | 'urgent';
  text: LocalizedText;
  /** Language-neutral path of this site it links to, if any. */
  href?: string;
  /** First instant it shows (milliseconds since 1970, UTC). */
  startsAt: number;
  /** Instant it stops showing (milliseconds since 1970, UTC). */
  endsAt: number;
}

/** The published file. */
export interface PublishedAnnouncements {
  announcements: PublishedAnnouncement[];
}

/** FNV-1a, 32 bits, as 8 hex digits: a short fingerprint (not a security measure). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The key that remembers a dismissal: the id and a fingerprint of the severity, words and link. */
export function announcementKey(
  id: string,
  content: Pick<PublishedAnnouncement, 'severity' | 'text' | 'href'>,
): string {
  return `${id}:${fingerprint(JSON.stringify([content.severity, ...LANGUAGES.map((lng) => content.text[lng]), content.href ?? '']))}`;
}

/**
 * The announcements to publish: those that have not ended at `now`, soonest first, with their
 * instants and links worked out. `eventDates` gives each event id's (first) day.
 */
export function publishAnnouncements(
  announcements: readonly Announcement[],
  eventDates: ReadonlyMap<number, string>,
  now: number,
): PublishedAnnouncement[] {
  return announcements
    .map((announcement): PublishedAnnouncement => {
      const eventDate =
        announcement.eventId === undefined ? undefined : eventDates.get(announcement.eventId);
      const href =
        announcement.link ??
        (eventDate === undefined ? undefined : `/calendar?month=${eventDate.slice(0, 7)}`);
      const content = {
        severity: announcement.severity,
        text: Object.fromEntries(
          LANGUAGES.map((lng) => [lng, announcement.text[lng]]),
        ) as LocalizedText,
        ...(href === undefined ? {} : { href }),
      };
      return {
        key: announcementKey(announcement.id, content),
        ...content,
        startsAt: instantOfSchoolTime(announcement.start) ?? Number.NaN,
        endsAt: instantOfSchoolTime(announcement.end) ?? Number.NaN,
      };
    })
    .filter((announcement) => announcement.endsAt > now)
    .sort((a, b) => a.startsAt - b.startsAt);
}

/** True while an announcement shows: from its start (included) to its end (excluded). */
export function isActiveAt(announcement: PublishedAnnouncement, now: number): boolean {
  return announcement.startsAt <= now && now < announcement.endsAt;
}

/** The announcements to show at `now`: active ones, urgent first, minus dismissed info ones. */
export function visibleAnnouncements(
  announcements: readonly PublishedAnnouncement[],
  now: number,
  isDismissed: (key: string) => boolean = () => false,
): PublishedAnnouncement[] {
  return announcements
    .filter((announcement) => isActiveAt(announcement, now))
    .filter((announcement) => announcement.severity === 'urgent' || !isDismissed(announcement.key))
    .sort((a, b) => Number(b.severity === 'urgent') - Number(a.severity === 'urgent'));
}

/** The soonest instant after `now` at which the set of active announcements changes, if any. */
export function nextChangeAfter(
  announcements: readonly PublishedAnnouncement[],
  now: number,
): number | null {
  const upcoming = announcements
    .flatMap((announcement) => [announcement.startsAt, announcement.endsAt])
    .filter((instant) => instant > now);
  return upcoming.length === 0 ? null : Math.min(...upcoming);
}

/** The browser-storage key under which a dismissed announcement is remembered. */
export function dismissalStorageKey(key: string): string {
  return `announcement-dismissed:${key}`;
}
