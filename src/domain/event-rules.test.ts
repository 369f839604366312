import { describe, expect, it } from 'vitest';
import type { SchoolEvent } from '../content/event-schema.ts';
import {
  eventDescription,
  eventPlace,
  eventTitle,
  summarizeEvent,
  timeLabel,
  upcomingEvents,
} from './event-rules.ts';

function event(partial: Partial<SchoolEvent> & Pick<SchoolEvent, 'id' | 'date'>): SchoolEvent {
  return {
    title: { en: `Event ${partial.id}`, es: `Event ${partial.id}` },
    description: { en: 'About it', es: 'About it' },
    category: 'academic',
    ...partial,
  };
}

describe('upcomingEvents', () => {
  const all = [
    event({ id: 1, date: '2026-11-21' }),
    event({ id: 2, date: '2026-11-22' }),
    event({ id: 3, date: '2026-12-01' }),
    event({ id: 4, date: '2026-11-25', startTime: '6:00 PM' }),
    event({ id: 5, date: '2026-11-25', startTime: '8:15 AM' }),
    event({ id: 6, date: '2027-01-05' }),
  ];

  it('keeps events dated today or later and drops yesterday', () => {
    const ids = upcomingEvents(all, '2026-11-22', 10).map((e) => e.id);
    expect(ids).not.toContain(1);
    expect(ids[0]).toBe(2);
  });

  it('sorts by date, then start time, and keeps the first three', () => {
    expect(upcomingEvents(all, '2026-11-22', 3).map((e) => e.id)).toEqual([2, 5, 4]);
  });

  it('does not depend on the order of the data file', () => {
    const reversed = [...all].reverse();
    expect(upcomingEvents(reversed, '2026-11-22', 3).map((e) => e.id)).toEqual([2, 5, 4]);
  });

  it('puts an all-day event before one at midnight the same day, whatever their ids', () => {
    const day = [
      event({ id: 1, date: '2026-12-31', startTime: '12:00 AM' }),
      event({ id: 2, date: '2026-12-31', allDay: true }),
      // A start that is not a clock time counts as no start: with the all-day events.
      event({ id: 3, date: '2026-12-31', startTime: 'Noon' }),
      event({ id: 4, date: '2026-12-31', startTime: '12:01 AM' }),
    ];
    expect(upcomingEvents(day, '2026-12-31', 10).map((e) => e.id)).toEqual([2, 3, 1, 4]);
  });

  it('keeps a multi-day event that is still going on', () => {
    const recess = event({ id: 9, date: '2026-11-20', endDate: '2026-11-23' });
    expect(upcomingEvents([recess], '2026-11-22', 3).map((e) => e.id)).toEqual([9]);
    expect(upcomingEvents([recess], '2026-11-24', 3)).toEqual([]);
  });

  it('returns nothing when every event is past', () => {
    expect(upcomingEvents(all, '2027-02-01', 3)).toEqual([]);
  });
});

describe('timeLabel', () => {
  it('says All Day for an all-day event', () => {
    expect(timeLabel(event({ id: 1, date: '2026-01-01', allDay: true }), 'en', 'All Day')).toBe(
      'All Day',
    );
    expect(timeLabel(event({ id: 1, date: '2026-01-01', allDay: true }), 'en', 'Todo el día')).toBe(
      'Todo el día',
    );
  });
  it('joins start and end with a dash', () => {
    expect(
      timeLabel(
        event({ id: 1, date: '2026-01-01', startTime: '9:00 AM', endTime: '10:30 AM' }),
        'en',
        'All Day',
      ),
    ).toBe('9:00\u00a0AM - 10:30\u00a0AM');
  });
  it('writes Spanish times as a. m. / p. m. with an en dash', () => {
    expect(
      timeLabel(
        event({ id: 1, date: '2026-01-01', startTime: '8:15 AM', endTime: '9:00 AM' }),
        'es',
        'Todo el día',
      ).replace(/\u00a0/g, ' '),
    ).toBe('8:15 a. m. – 9:00 a. m.');
    expect(
      timeLabel(event({ id: 1, date: '2026-01-01', endTime: '6:30 PM' }), 'es', 'x').replace(
        /\u00a0/g,
        ' ',
      ),
    ).toBe('6:30 p. m.');
    expect(
      timeLabel(
        event({
          id: 1,
          date: '2026-01-01',
          time: { en: 'After dismissal', es: 'Después de la salida' },
        }),
        'es',
        'x',
      ),
    ).toBe('Después de la salida');
  });
  it('uses whichever exists', () => {
    expect(timeLabel(event({ id: 1, date: '2026-01-01', startTime: '9:00 AM' }), 'en', 'x')).toBe(
      '9:00\u00a0AM',
    );
    expect(timeLabel(event({ id: 1, date: '2026-01-01', endTime: '3:00 PM' }), 'en', 'x')).toBe(
      '3:00\u00a0PM',
    );
    expect(
      timeLabel(
        event({
          id: 1,
          date: '2026-01-01',
          time: { en: 'After dismissal', es: 'After dismissal' },
        }),
        'en',
        'x',
      ),
    ).toBe('After dismissal');
  });
  it('is empty without any time', () => {
    expect(timeLabel(event({ id: 1, date: '2026-01-01' }), 'en', 'x')).toBe('');
  });
});

describe('event text', () => {
  it('gives the title in each language', () => {
    expect(
      eventTitle(
        event({ id: 1, date: '2026-01-01', title: { en: 'Picture Day', es: 'Día de fotos' } }),
        'en',
      ),
    ).toBe('Picture Day');
    expect(
      eventTitle(
        event({ id: 1, date: '2026-01-01', title: { en: 'Picture Day', es: 'Día de fotos' } }),
        'es',
      ),
    ).toBe('Día de fotos');
  });
  it('says where it happens in each language', () => {
    const place = {
      location: { en: 'Main Building Library', es: 'Biblioteca del Edificio principal' },
    };
    expect(eventPlace(place, 'en')).toBe('Main Building Library');
    expect(eventPlace(place, 'es')).toBe('Biblioteca del Edificio principal');
    expect(eventPlace({}, 'es')).toBeUndefined();
  });
  it('gives the description in each language', () => {
    const described = { description: { en: 'Bring a coat.', es: 'Traigan un abrigo.' } };
    expect(eventDescription(described, 'en')).toBe('Bring a coat.');
    expect(eventDescription(described, 'es')).toBe('Traigan un abrigo.');
  });
});

describe('summarizeEvent', () => {
  it('keeps what a list shows and drops the long text', () => {
    const summary = summarizeEvent(
      event({
        id: 7,
        date: '2026-12-01',
        description: { en: 'About', es: 'Sobre' },
        link: '/parents',
        location: { en: 'Gym', es: 'Gym' },
        startTime: '9:00 AM',
      }),
    );
    expect(summary).toEqual({
      id: 7,
      date: '2026-12-01',
      title: { en: 'Event 7', es: 'Event 7' },
      category: 'academic',
      location: { en: 'Gym', es: 'Gym' },
      startTime: '9:00 AM',
    });
  });
});
