import { describe, expect, it } from 'vitest';
import type { Announcement } from '../content/announcement-schema.ts';
import {
  announcementKey,
  dismissalStorageKey,
  isActiveAt,
  nextChangeAfter,
  publishAnnouncements,
  visibleAnnouncements,
  type PublishedAnnouncement,
} from './announcement-rules.ts';

const at = (iso: string) => Date.parse(iso);

function announcement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'snow-closure',
    severity: 'urgent',
    text: { en: 'School is closed today.', es: 'La escuela está cerrada hoy.' },
    start: '2027-02-06T05:00',
    end: '2027-02-06T18:00',
    ...overrides,
  };
}

function published(overrides: Partial<Announcement> = {}): PublishedAnnouncement {
  const [result] = publishAnnouncements([announcement(overrides)], new Map(), 0);
  if (result === undefined) throw new Error('not published');
  return result;
}

describe('activity around the start and end instants (New York time)', () => {
  it('starts at its New York start and stops at its end, in winter (UTC−5)', () => {
    const item = published();
    expect(isActiveAt(item, at('2027-02-06T09:59:59.999Z'))).toBe(false);
    expect(isActiveAt(item, at('2027-02-06T10:00:00Z'))).toBe(true);
    expect(isActiveAt(item, at('2027-02-06T22:59:59.999Z'))).toBe(true);
    expect(isActiveAt(item, at('2027-02-06T23:00:00Z'))).toBe(false);
  });

  it('uses summer time (UTC−4) after the March change', () => {
    const item = published({ start: '2027-03-15T07:00', end: '2027-03-15T15:00' });
    expect(isActiveAt(item, at('2027-03-15T10:59:00Z'))).toBe(false);
    expect(isActiveAt(item, at('2027-03-15T11:00:00Z'))).toBe(true);
    expect(isActiveAt(item, at('2027-03-15T18:59:00Z'))).toBe(true);
    expect(isActiveAt(item, at('2027-03-15T19:00:00Z'))).toBe(false);
  });

  it('spans the night the clocks jump ahead (one hour shorter than the wall clock says)', () => {
    // Saturday 6:00 PM EST to Sunday 6:00 PM EDT: 23 hours.
    const item = published({ start: '2027-03-13T18:00', end: '2027-03-14T18:00' });
    expect(item.endsAt - item.startsAt).toBe(23 * 3_600_000);
    expect(isActiveAt(item, at('2027-03-13T22:59:00Z'))).toBe(false);
    expect(isActiveAt(item, at('2027-03-13T23:00:00Z'))).toBe(true);
    expect(isActiveAt(item, at('2027-03-14T21:59:00Z'))).toBe(true);
    expect(isActiveAt(item, at('2027-03-14T22:00:00Z'))).toBe(false);
  });

  it('spans the night the clocks go back (one hour longer)', () => {
    const item = published({ start: '2026-10-31T18:00', end: '2026-11-01T18:00' });
    expect(item.endsAt - item.startsAt).toBe(25 * 3_600_000);
    expect(isActiveAt(item, at('2026-10-31T21:59:00Z'))).toBe(false);
    expect(isActiveAt(item, at('2026-10-31T22:00:00Z'))).toBe(true);
    expect(isActiveAt(item, at('2026-11-01T22:59:00Z'))).toBe(true);
    expect(isActiveAt(item, at('2026-11-01T23:00:00Z'))).toBe(false);
  });

  it('publishes only what has not ended, soonest first, and links to an event by its month', () => {
    const list = publishAnnouncements(
      [
        announcement({
          id: 'later',
          start: '2027-03-01T08:00',
          end: '2027-03-02T08:00',
          eventId: 7,
        }),
        announcement({ id: 'over', start: '2026-01-01T08:00', end: '2026-01-02T08:00' }),
        announcement({ id: 'sooner', start: '2027-01-01T08:00', end: '2027-01-02T08:00' }),
      ],
      new Map([[7, '2027-03-04']]),
      at('2026-06-01T00:00:00Z'),
    );
    expect(list.map((item) => item.key.split(':')[0])).toEqual(['sooner', 'later']);
    expect(list[1]?.href).toBe('/calendar?month=2027-03');
  });

  it('stops publishing an announcement at the instant it ends', () => {
    const item = published();
    const publishAt = (now: number) => publishAnnouncements([announcement()], new Map(), now);
    expect(publishAt(item.endsAt - 1)).toHaveLength(1);
    expect(publishAt(item.endsAt)).toEqual([]);
  });

  it('publishes no link for an announcement without one, nor for an event the calendar lacks', () => {
    const [item] = publishAnnouncements([announcement({ eventId: 99 })], new Map(), 0);
    expect(item).toBeDefined();
    expect(Object.keys(item ?? {})).not.toContain('href');
  });

  it('tells when the set of active announcements next changes', () => {
    const item = published();
    expect(nextChangeAfter([item], at('2027-01-01T00:00:00Z'))).toBe(item.startsAt);
    expect(nextChangeAfter([item], item.startsAt)).toBe(item.endsAt);
    expect(nextChangeAfter([item], item.endsAt)).toBeNull();
  });
});

describe('dismissal keyed by content', () => {
  it('keeps the key while only the dates change, and changes it with the words or the link', () => {
    const base = published({ severity: 'info' });
    expect(published({ severity: 'info', end: '2027-02-07T18:00' }).key).toBe(base.key);
    expect(
      published({ severity: 'info', text: { en: 'School opens late.', es: base.text.es } }).key,
    ).not.toBe(base.key);
    expect(
      published({ severity: 'info', text: { en: base.text.en, es: 'Abre tarde.' } }).key,
    ).not.toBe(base.key);
    expect(published({ severity: 'info', link: '/calendar' }).key).not.toBe(base.key);
    expect(base.key).toBe(announcementKey('snow-closure', base));
    expect(base.key.startsWith('snow-closure:')).toBe(true);
  });

  it('keeps the keys browsers already remember, eight hex digits after the id', () => {
    // Changing how the key is made would show every dismissed announcement again.
    expect(published().key).toBe('snow-closure:9ab9813d');
    const [linked] = publishAnnouncements(
      [
        announcement({
          id: 'no-school',
          severity: 'info',
          text: { en: 'No school on Monday.', es: 'No hay clases el lunes.' },
          eventId: 12,
        }),
      ],
      new Map([[12, '2027-03-08']]),
      0,
    );
    expect(linked?.key).toBe('no-school:04403133');
  });

  it('changes the key when one word changes for another of the same length, or the link for another', () => {
    const monday = published({
      severity: 'info',
      text: { en: 'Picture Day is Monday.', es: 'El Día de Fotos es el lunes.' },
    });
    const friday = published({
      severity: 'info',
      text: { en: 'Picture Day is Friday.', es: 'El Día de Fotos es el lunes.' },
    });
    expect(friday.key).not.toBe(monday.key);
    expect(published({ link: '/calendar' }).key).not.toBe(published({ link: '/parents' }).key);
  });

  it('hides a dismissed info announcement until its text changes; urgent ones always show', () => {
    const info = published({ id: 'picture-day', severity: 'info' });
    const changed = published({
      id: 'picture-day',
      severity: 'info',
      text: { en: 'Picture Day moved to Friday.', es: 'El Día de Fotos pasó al viernes.' },
    });
    const urgent = published();
    const dismissed = new Set([dismissalStorageKey(info.key), dismissalStorageKey(urgent.key)]);
    const isDismissed = (key: string) => dismissed.has(dismissalStorageKey(key));
    const now = info.startsAt;
    expect(visibleAnnouncements([info, urgent], now, isDismissed)).toEqual([urgent]);
    expect(visibleAnnouncements([changed, urgent], now, isDismissed)).toEqual([urgent, changed]);
  });

  it('shows info announcements when nothing was dismissed, urgent ones first, each group in order', () => {
    const info = (id: string) => published({ id, severity: 'info' });
    const urgent = (id: string) => published({ id });
    const list = [
      info('book-fair'),
      urgent('snow-closure'),
      info('picture-day'),
      urgent('late-bus'),
    ];
    const now = published().startsAt;
    expect(visibleAnnouncements(list, now).map((item) => item.key.split(':')[0])).toEqual([
      'snow-closure',
      'late-bus',
      'book-fair',
      'picture-day',
    ]);
  });
});
