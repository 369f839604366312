import { describe, expect, it } from 'vitest';
import { SITE_URL } from './site-url.ts';
import {
  detailsWithLink,
  eventIcsPath,
  eventLinkUrl,
  googleCalendarEventUrl,
  icsUtcStamp,
} from './add-to-calendar.ts';

describe('googleCalendarEventUrl', () => {
  it('fills in a timed event with UTC instants and the New York zone', () => {
    const url = googleCalendarEventUrl(
      { date: '2026-09-10', startTime: '9:00 AM', endTime: '10:00 AM' },
      {
        lng: 'en',
        title: 'Curriculum Night',
        description: 'Meet the teachers & see the classrooms.',
        location: 'Main Building Auditorium, 1200 Nelson Avenue, Bronx, NY 10452',
      },
    );
    expect(url).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Curriculum+Night' +
        '&dates=20260910T130000Z%2F20260910T140000Z' +
        '&details=Meet+the+teachers+%26+see+the+classrooms.' +
        '&location=Main+Building+Auditorium%2C+1200+Nelson+Avenue%2C+Bronx%2C+NY+10452' +
        '&ctz=America%2FNew_York',
    );
  });

  it('uses the standard-time offset in December', () => {
    const url = new URL(
      googleCalendarEventUrl(
        { date: '2026-12-10', startTime: '9:00 AM' },
        { lng: 'en', title: 'Winter Concert', description: 'Songs.' },
      ),
    );
    expect(url.searchParams.get('dates')).toBe('20261210T140000Z/20261210T150000Z');
    expect(url.searchParams.has('location')).toBe(false);
  });

  it('uses days with an exclusive end for an all-day event and adds the localized link', () => {
    const url = new URL(
      googleCalendarEventUrl(
        { date: '2026-12-24', endDate: '2026-12-31', allDay: true, link: '/parents' },
        { lng: 'es', title: 'Receso de invierno', description: 'No hay clases.', location: '' },
      ),
    );
    expect(url.searchParams.get('dates')).toBe('20261224/20270101');
    expect(url.searchParams.get('text')).toBe('Receso de invierno');
    expect(url.searchParams.get('details')).toBe(`No hay clases.\n\n${SITE_URL}/es/parents`);
    expect(url.searchParams.get('ctz')).toBe('America/New_York');
    expect(url.searchParams.has('location')).toBe(false);
  });
});

describe('event links', () => {
  it('makes absolute, localized page addresses', () => {
    expect(eventLinkUrl({ link: '/after-school' }, 'en', 'https://example.org/')).toBe(
      'https://example.org/after-school',
    );
    expect(eventLinkUrl({ link: '/after-school' }, 'es', 'https://example.org')).toBe(
      'https://example.org/es/after-school',
    );
    expect(eventLinkUrl({}, 'es', 'https://example.org')).toBeNull();
  });

  it('writes one slash after the site address, however many it was written with', () => {
    expect(eventLinkUrl({ link: '/after-school' }, 'es', 'https://example.org//')).toBe(
      'https://example.org/es/after-school',
    );
  });

  it('appends the link after a blank line only when there is one', () => {
    expect(detailsWithLink('About it.', null)).toBe('About it.');
    expect(detailsWithLink('About it.', 'https://example.org/parents')).toBe(
      'About it.\n\nhttps://example.org/parents',
    );
  });

  it('writes instants in the iCalendar UTC form', () => {
    expect(icsUtcStamp(new Date('2026-09-10T13:00:00.000Z'))).toBe('20260910T130000Z');
  });
});

describe('eventIcsPath', () => {
  it('points at the event file in each language', () => {
    expect(eventIcsPath(212, 'en')).toBe('/calendar/events/212.ics');
    expect(eventIcsPath(212, 'es')).toBe('/es/calendar/events/212.ics');
  });
});
