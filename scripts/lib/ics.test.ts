import { readFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { folderCollection } from '../../src/content/collections.ts';
import type { SchoolEvent } from '../../src/content/event-schema.ts';
import { readEntries } from './content-files.ts';
import { EVENT_CATEGORIES } from '../../src/content/event-categories.ts';
import type { Language } from '../../src/content/languages.ts';
import { SiteSchema } from '../../src/content/site-schema.ts';
import { googleCalendarEventUrl } from '../../src/domain/add-to-calendar.ts';
import { buildingFor, eventFullLocation } from '../../src/domain/event-location.ts';
import {
  buildEventFile,
  buildFeed,
  feedName,
  schoolYearStart,
  type CalendarContext,
  type CalendarLabels,
} from './ics.ts';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const site = SiteSchema.parse(readJson('data/site.json'));
const labels: Record<Language, CalendarLabels> = {
  en: readJson('locales/en/calendar.json') as CalendarLabels,
  es: readJson('locales/es/calendar.json') as CalendarLabels,
};
const SITE_URL = 'https://www.highbridge-school.example';
const STAMP = new Date('2026-08-01T12:34:56Z');

const fixtures: SchoolEvent[] = [
  {
    id: 212,
    title: { en: 'Parent Association Meeting', es: 'Reunión de la Asociación de Padres' },
    description: {
      en: 'Meet the board and plan the year.',
      es: 'Conozca a la mesa directiva y ayúdenos a planear el año.',
    },
    date: '2026-09-10',
    category: 'pta',
    startTime: '9:00 AM',
    endTime: '10:30 AM',
    location: { en: 'Main Building Library', es: 'Biblioteca del Edificio principal' },
    link: '/parents',
  },
  {
    id: 213,
    title: { en: 'Winter Sing-Along', es: 'Canciones de invierno' },
    description: { en: 'Songs in the gym.', es: 'Canciones en el gimnasio.' },
    date: '2026-12-10',
    category: 'afterSchool',
    startTime: '9:00 AM',
    location: {
      en: 'Early Childhood Building Gym',
      es: 'Gimnasio del Edificio de primera infancia',
    },
  },
  {
    id: 214,
    title: { en: 'Winter Recess, Schools Closed', es: 'Winter Recess, Schools Closed' },
    description: {
      en: 'No classes; schools reopen on January 4.',
      es: 'No classes; schools reopen on January 4.',
    },
    date: '2026-12-24',
    endDate: '2026-12-31',
    category: 'holiday',
    allDay: true,
  },
  {
    id: 215,
    title: { en: 'State Math Test', es: 'Examen estatal de matemáticas' },
    description: {
      en: 'Grades 3–5 take the state math test. Please make sure your child sleeps well.',
      es: 'Los estudiantes de 3.º a 5.º grado toman el examen estatal de matemáticas. Por favor, asegúrese de que su hijo o hija duerma bien, desayune y llegue a tiempo: ¡mucha suerte a todos!',
    },
    date: '2027-04-14',
    category: 'testing',
  },
];

function context(lng: Language, stamp: Date = STAMP): CalendarContext {
  return { lng, siteUrl: SITE_URL, site, labels: labels[lng], stamp };
}

function parse(text: string): ICAL.Component {
  return ICAL.Component.fromString(text);
}

function vevents(calendar: ICAL.Component): ICAL.Component[] {
  return calendar.getAllSubcomponents('vevent');
}

function text(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  if (typeof value !== 'string') throw new Error(`${name} is not text`);
  return value;
}

/** X-WR-CALNAME as TEXT: ical.js leaves unknown properties escaped (e.g. "\\,"), calendar apps do not. */
function calendarName(calendar: ICAL.Component): string {
  const raw = calendar.getFirstPropertyValue('x-wr-calname');
  if (typeof raw !== 'string') throw new Error('X-WR-CALNAME is missing');
  return raw.replace(/\\([\\;,nN])/g, (_match, char: string) =>
    char.toLowerCase() === 'n' ? '\n' : char,
  );
}

function byUid(calendar: ICAL.Component, id: number): ICAL.Component {
  const found = vevents(calendar).find(
    (event) => text(event, 'uid') === `event-${id}@www.highbridge-school.example`,
  );
  if (found === undefined) throw new Error(`event ${id} is missing`);
  return found;
}

function time(event: ICAL.Component, name: 'dtstart' | 'dtend'): { type: string; value: string } {
  const property = event.getFirstProperty(name);
  const value = property?.getFirstValue();
  if (property === null || !(value instanceof ICAL.Time)) throw new Error(`${name} is missing`);
  return { type: property.type, value: value.toString() };
}

function newYorkClock(event: ICAL.Component): string {
  const value = event.getFirstPropertyValue('dtstart');
  if (!(value instanceof ICAL.Time)) throw new Error('dtstart is missing');
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(value.toJSDate());
}

function expectWellFormed(output: string): void {
  expect(output.endsWith('\r\n')).toBe(true);
  expect(output.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of output.split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  }
}

const allEn = buildFeed({ events: fixtures, ...context('en') });
const allEs = buildFeed({ events: fixtures, ...context('es') });

describe('buildFeed', () => {
  it('puts every event in the full feed and only one category in a category feed', () => {
    expect(vevents(parse(allEn))).toHaveLength(fixtures.length);
    const testing = parse(buildFeed({ events: fixtures, category: 'testing', ...context('en') }));
    expect(vevents(testing).map((event) => text(event, 'uid'))).toEqual([
      'event-215@www.highbridge-school.example',
    ]);
    const pta = parse(buildFeed({ events: fixtures, category: 'pta', ...context('es') }));
    expect(vevents(pta)).toHaveLength(1);
  });

  it('keeps the days without school and the early dismissals in that preset, named for it', () => {
    const early: SchoolEvent = {
      id: 299,
      title: {
        en: 'Early Dismissal — Parent-Teacher Conferences',
        es: 'Early Dismissal — Parent-Teacher Conferences',
      },
      description: { en: 'Students leave at 11:20 AM.', es: 'Students leave at 11:20 AM.' },
      date: '2026-11-12',
      category: 'earlyDismissal',
      allDay: true,
    };
    for (const lng of ['en', 'es'] as const) {
      const output = buildFeed({
        events: [...fixtures, early],
        category: 'noSchool',
        ...context(lng),
      });
      const categories = vevents(parse(output)).map((event) => text(event, 'uid'));
      const holidays = fixtures.filter((event) => event.category === 'holiday');
      expect(categories.sort()).toEqual(
        [...holidays, early]
          .map((event) => `event-${event.id}@www.highbridge-school.example`)
          .sort(),
      );
    }
    expect(feedName('Highbridge School', labels.en, 'noSchool')).toBe(
      'Highbridge School · Days without school and early dismissals',
    );
    expect(feedName('Highbridge School', labels.es, 'noSchool')).toBe(
      'Highbridge School · Días sin clases y salidas temprano',
    );
  });

  it('leaves out the events over before `since`: a multi-day event stays while it lasts', () => {
    const uids = (since: string) =>
      vevents(parse(buildFeed({ events: fixtures, since, ...context('en') }))).map((event) =>
        text(event, 'uid').replace(/@.*/, ''),
      );
    expect(uids('2026-09-10')).toHaveLength(fixtures.length);
    expect(uids('2026-09-11')).toEqual(['event-213', 'event-214', 'event-215']);
    expect(uids('2026-12-31')).toEqual(['event-214', 'event-215']);
    expect(uids('2027-01-01')).toEqual(['event-215']);
    expect(uids('2027-07-01')).toEqual([]);
  });

  it('starts a school year on July 1', () => {
    expect(schoolYearStart('2026-11-22')).toBe('2026-07-01');
    expect(schoolYearStart('2027-06-30')).toBe('2026-07-01');
    expect(schoolYearStart('2027-07-01')).toBe('2027-07-01');
    expect(schoolYearStart('2027-01-01')).toBe('2026-07-01');
  });

  it('still writes a valid calendar for a category without events', () => {
    const output = buildFeed({ events: fixtures, category: 'earlyDismissal', ...context('en') });
    expectWellFormed(output);
    const calendar = parse(output);
    expect(vevents(calendar)).toHaveLength(0);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
  });

  it('gives unique UIDs from the id and the domain, the same on every build', () => {
    const uids = vevents(parse(allEn)).map((event) => text(event, 'uid'));
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toContain('event-212@www.highbridge-school.example');
    const later = buildFeed({
      events: fixtures,
      ...context('en', new Date('2027-01-01T00:00:00Z')),
    });
    expect(vevents(parse(later)).map((event) => text(event, 'uid'))).toEqual(uids);
    expect(vevents(parse(allEs)).map((event) => text(event, 'uid'))).toEqual(uids);
  });

  it('writes the build time as a UTC DTSTAMP', () => {
    expect(allEn).toContain('DTSTAMP:20260801T123456Z\r\n');
  });

  it('writes timed events as UTC instants with the New York wall-clock time', () => {
    const calendar = parse(allEn);
    const september = byUid(calendar, 212);
    expect(time(september, 'dtstart')).toEqual({
      type: 'date-time',
      value: '2026-09-10T13:00:00Z',
    });
    expect(time(september, 'dtend')).toEqual({ type: 'date-time', value: '2026-09-10T14:30:00Z' });
    expect(newYorkClock(september)).toBe('9:00 AM EDT');
    const december = byUid(calendar, 213);
    expect(time(december, 'dtstart')).toEqual({ type: 'date-time', value: '2026-12-10T14:00:00Z' });
    expect(time(december, 'dtend')).toEqual({ type: 'date-time', value: '2026-12-10T15:00:00Z' });
    expect(newYorkClock(december)).toBe('9:00 AM EST');
    expect(allEn).toContain('DTSTART:20260910T130000Z\r\n');
    expect(allEn).not.toMatch(/^DTSTART:\d{8}T\d{6}\r\n/m);
  });

  it('writes all-day events as dates with an exclusive end', () => {
    const calendar = parse(allEn);
    const recess = byUid(calendar, 214);
    expect(time(recess, 'dtstart')).toEqual({ type: 'date', value: '2026-12-24' });
    expect(time(recess, 'dtend')).toEqual({ type: 'date', value: '2027-01-01' });
    const test = byUid(calendar, 215);
    expect(time(test, 'dtstart')).toEqual({ type: 'date', value: '2027-04-14' });
    expect(time(test, 'dtend')).toEqual({ type: 'date', value: '2027-04-15' });
    expect(allEn).toContain('DTSTART;VALUE=DATE:20261224\r\n');
  });

  it('names the feed in its language and tells apps how to refresh it', () => {
    for (const [output, name] of [
      [allEn, 'Highbridge School · School Calendar'],
      [allEs, 'Highbridge School · Calendario escolar'],
      [
        buildFeed({ events: fixtures, category: 'testing', ...context('es') }),
        'Highbridge School · Calendario escolar: Exámenes',
      ],
    ] as const) {
      const calendar = parse(output);
      expect(calendarName(calendar)).toBe(name);
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(calendar.getFirstPropertyValue('prodid')).toMatch(/^-\/\/Highbridge School\/\//);
      expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
      expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT12H');
      expect(output).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT12H\r\n');
      // Calendar properties come before the first event.
      expect(output.indexOf('X-WR-TIMEZONE')).toBeLessThan(output.indexOf('BEGIN:VEVENT'));
    }
    expect(feedName('Highbridge School', labels.en, 'testing')).toBe(
      'Highbridge School · School Calendar: Testing',
    );
  });

  it('writes Spanish texts in Spanish feeds, falling back to English', () => {
    const calendar = parse(allEs);
    const meeting = byUid(calendar, 212);
    expect(text(meeting, 'summary')).toBe('Reunión de la Asociación de Padres');
    expect(text(meeting, 'description')).toBe(
      'Conozca a la mesa directiva y ayúdenos a planear el año.\n\n' +
        'https://www.highbridge-school.example/es/parents',
    );
    expect(meeting.getFirstProperty('categories')?.getValues()).toEqual(['Asociación de Padres']);
    const recess = byUid(calendar, 214);
    expect(text(recess, 'summary')).toBe('Winter Recess, Schools Closed');
    expect(recess.getFirstProperty('categories')?.getValues()).toEqual(['Días sin clases']);
    expect(byUid(calendar, 213).getFirstProperty('categories')?.getValues()).toEqual([
      'Programa después de clases',
    ]);
    expect(byUid(parse(allEn), 213).getFirstProperty('categories')?.getValues()).toEqual([
      'After School',
    ]);
  });

  it('adds the absolute link to DESCRIPTION and URL when the event has one', () => {
    const meeting = byUid(parse(allEn), 212);
    expect(text(meeting, 'description')).toBe(
      'Meet the board and plan the year.\n\nhttps://www.highbridge-school.example/parents',
    );
    expect(meeting.getFirstPropertyValue('url')).toBe(
      'https://www.highbridge-school.example/parents',
    );
    const test = byUid(parse(allEn), 215);
    expect(test.getFirstPropertyValue('url')).toBeNull();
    expect(text(test, 'description')).not.toContain('https://');
  });

  it('adds the address of the building the location names', () => {
    const calendar = parse(allEn);
    expect(text(byUid(calendar, 212), 'location')).toBe(
      'Main Building Library, 1200 Nelson Avenue, Bronx, NY 10452',
    );
    expect(text(byUid(calendar, 213), 'location')).toBe(
      'Early Childhood Building Gym, 1235 Shakespeare Avenue, Bronx, NY 10452',
    );
    expect(text(byUid(calendar, 214), 'location')).toBe(
      'The Highbridge School, P.S. 418, 1200 Nelson Avenue, Bronx, NY 10452',
    );
    expect(buildingFor('Main Building and Early Childhood Building', site.buildings).id).toBe(
      'main',
    );
    expect(
      eventFullLocation(
        { location: { en: 'Early Childhood Building', es: 'Early Childhood Building' } },
        'en',
        site,
      ),
    ).toBe('Early Childhood Building, 1235 Shakespeare Avenue, Bronx, NY 10452');
  });

  it('writes the place in Spanish in Spanish feeds, with the same building’s address', () => {
    const calendar = parse(allEs);
    expect(text(byUid(calendar, 212), 'location')).toBe(
      'Biblioteca del Edificio principal, 1200 Nelson Avenue, Bronx, NY 10452',
    );
    expect(text(byUid(calendar, 213), 'location')).toBe(
      'Gimnasio del Edificio de primera infancia, 1235 Shakespeare Avenue, Bronx, NY 10452',
    );
  });

  it('gives the Google Calendar link the same full location as the .ics, in each language', () => {
    for (const lng of ['en', 'es'] as const) {
      const event = fixtures[0] as SchoolEvent;
      const location = eventFullLocation(event, lng, site);
      const google = new URL(
        googleCalendarEventUrl(event, {
          lng,
          title: 't',
          description: 'd',
          location,
        }),
      );
      const feedLocation = text(byUid(parse(lng === 'en' ? allEn : allEs), 212), 'location');
      expect(google.searchParams.get('location')).toBe(feedLocation);
    }
  });

  it('marks all-day events as free time (TRANSP:TRANSPARENT) and leaves timed events busy', () => {
    const calendar = parse(allEn);
    expect(byUid(calendar, 214).getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(byUid(calendar, 215).getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(byUid(calendar, 212).getFirstPropertyValue('transp')).not.toBe('TRANSPARENT');
  });

  it('uses CRLF line ends and folds lines at 75 octets, counting accents as two bytes', () => {
    expectWellFormed(allEn);
    expectWellFormed(allEs);
    expect(allEs).toMatch(/\r\n [^\r\n]/);
    const description = text(byUid(parse(allEs), 215), 'description');
    expect(description).toBe(fixtures[3]?.description.es);
  });
});

describe('buildFeed, for any school', () => {
  it('lists the events in date order whatever order they come in', () => {
    const calendar = parse(buildFeed({ events: [...fixtures].reverse(), ...context('en') }));
    expect(vevents(calendar).map((event) => text(event, 'uid'))).toEqual(
      [212, 213, 214, 215].map((id) => `event-${id}@www.highbridge-school.example`),
    );
  });

  it('signs the file with the school, product and language, on the Gregorian calendar', () => {
    for (const [lng, code] of [
      ['en', 'EN'],
      ['es', 'ES'],
    ] as const) {
      const calendar = parse(buildFeed({ events: fixtures, ...context(lng) }));
      expect(calendar.getFirstPropertyValue('prodid')).toBe(
        `-//Highbridge School//School Calendar//${code}`,
      );
      expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    }
  });

  it('escapes a comma in the calendar name as iCalendar text', () => {
    const output = buildFeed({
      events: fixtures,
      ...context('en'),
      site: { ...site, shortName: 'Lindenwood, P.S. 7' },
    });
    expect(output).toContain('\r\nX-WR-CALNAME:Lindenwood\\, P.S. 7 · School Calendar\r\n');
    expect(calendarName(parse(output))).toBe('Lindenwood, P.S. 7 · School Calendar');
  });
});

describe('buildEventFile', () => {
  const output = buildEventFile({ event: fixtures[2] as SchoolEvent, ...context('es') });

  it('holds one event in no named calendar, with the same VEVENT as the feed', () => {
    expectWellFormed(output);
    const calendar = parse(output);
    expect(vevents(calendar)).toHaveLength(1);
    // A calendar name makes Outlook open the file as a new calendar instead of adding the event.
    expect(output).not.toMatch(/^(NAME|X-WR-CALNAME)[:;]/m);
    expect(output).not.toMatch(/^(REFRESH-INTERVAL|X-PUBLISHED-TTL)[:;]/m);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
    const vevent = /BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/.exec(output)?.[0];
    expect(vevent).toContain('UID:event-214@www.highbridge-school.example\r\n');
    expect(allEs).toContain(vevent);
  });

  it('writes a timed event file in Spanish with UTC times', () => {
    const meeting = parse(buildEventFile({ event: fixtures[0] as SchoolEvent, ...context('es') }));
    expect(text(byUid(meeting, 212), 'summary')).toBe('Reunión de la Asociación de Padres');
    expect(time(byUid(meeting, 212), 'dtstart').value).toBe('2026-09-10T13:00:00Z');
  });
});

describe('the real calendar data', async () => {
  const events = await readEntries<SchoolEvent>(root, folderCollection('events'));

  it('parses in every language and category, one VEVENT per event', () => {
    for (const lng of ['en', 'es'] as const) {
      const output = buildFeed({ events, ...context(lng) });
      expectWellFormed(output);
      const all = vevents(parse(output));
      expect(all).toHaveLength(events.length);
      for (const event of all) {
        expect(text(event, 'summary')).not.toBe('');
        const start = time(event, 'dtstart');
        const end = time(event, 'dtend');
        expect(end.type).toBe(start.type);
        expect(end.value > start.value).toBe(true);
      }
      for (const category of EVENT_CATEGORIES) {
        const feed = parse(buildFeed({ events, category, ...context(lng) }));
        expect(vevents(feed)).toHaveLength(events.filter((e) => e.category === category).length);
      }
      for (const event of events) {
        expect(vevents(parse(buildEventFile({ event, ...context(lng) })))).toHaveLength(1);
      }
    }
  });
});
