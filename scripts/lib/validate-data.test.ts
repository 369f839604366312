import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EventsFileSchema } from '../../src/content/event-schema.ts';
import { GymFileSchema } from '../../src/content/gym-schema.ts';
import { LeadershipFileSchema } from '../../src/content/leadership-schema.ts';
import { SiteSchema } from '../../src/content/site-schema.ts';
import { formatProblem } from './format-issues.ts';
import { validateDataFile } from './validate-data.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const good = {
  id: 1,
  title: 'Picture Day',
  titleES: 'Día de fotos',
  description: 'Smile!',
  descriptionES: '¡Sonrían!',
  date: '2026-10-01',
  category: 'academic',
};

function eventsProblems(events: unknown[]): string[] {
  return validateDataFile('data/events.json', JSON.stringify({ events }), EventsFileSchema).map(
    formatProblem,
  );
}

describe('data validation messages', () => {
  it('accepts a good file', () => {
    expect(eventsProblems([good])).toEqual([]);
  });

  it('names the file, the entry by position and id, the field and what was expected', () => {
    expect(eventsProblems([good, { ...good, id: 2, date: '2026-9-8' }])).toEqual([
      'data/events.json, events entry 2 (id 2), field "date": write the date as YYYY-MM-DD, e.g. 2026-09-10 (found "2026-9-8")',
    ]);
  });

  it('refuses an event that ends before it starts on the same day, naming its id', () => {
    expect(
      eventsProblems([{ ...good, id: 233, startTime: '6:00 PM', endTime: '9:00 AM' }]),
    ).toEqual([
      'data/events.json, events entry 1 (id 233), field "endTime": the event ends (9:00 AM) before it starts (6:00 PM)',
    ]);
    expect(eventsProblems([{ ...good, startTime: '12:30 PM', endTime: '12:30 PM' }])).toHaveLength(
      1,
    );
    // 11:00 AM to 1:00 PM, and an evening that ends the next day, are fine.
    expect(eventsProblems([{ ...good, startTime: '11:00 AM', endTime: '1:00 PM' }])).toEqual([]);
    expect(
      eventsProblems([
        { ...good, endDate: '2026-10-02', startTime: '6:00 PM', endTime: '9:00 AM' },
      ]),
    ).toEqual([]);
  });

  it('asks for the place in Spanish when an event has one in English, naming the event', () => {
    expect(eventsProblems([good, { ...good, id: 231, location: 'Main Building Library' }])).toEqual(
      [
        'data/events.json, events entry 2 (id 231), field "locationES": write the location in Spanish too (locationES), e.g. "Auditorio del Edificio principal"',
      ],
    );
    expect(
      eventsProblems([
        {
          ...good,
          location: 'Main Building Library',
          locationES: 'Biblioteca del Edificio principal',
        },
      ]),
    ).toEqual([]);
    expect(eventsProblems([{ ...good, id: 9, locationES: 'Biblioteca' }])).toEqual([
      'data/events.json, events entry 1 (id 9), field "location": write the location in English too: locationES has no English location',
    ]);
    expect(eventsProblems([{ ...good, id: 8, time: 'After dismissal' }])).toHaveLength(1);
  });

  it('says which command converts an old Weekly Updates record', () => {
    const site = (weeklyUpdates: unknown) =>
      validateDataFile('data/site.json', JSON.stringify({ weeklyUpdates }), SiteSchema)
        .map(formatProblem)
        .filter((message) => message.includes('weeklyUpdates'));
    expect(site({ url: 'https://x.example/', passwordSha256: 'a'.repeat(64) })).toEqual(
      expect.arrayContaining([
        'data/site.json, field "weeklyUpdates": this is the old Weekly Updates format, which published the address: run npm run weekly-password to set the password and the address again',
      ]),
    );
    expect(site({})).toEqual([
      'data/site.json, field "weeklyUpdates.sealed": this field is required (run npm run weekly-password to set the password and the address)',
    ]);
  });

  it('explains an unknown category with the allowed values', () => {
    const [message] = eventsProblems([{ ...good, category: 'sports' }]);
    expect(message).toContain('events entry 1 (id 1), field "category"');
    expect(message).toContain(
      'use one of: holiday, academic, earlyDismissal, testing, pta, afterSchool',
    );
  });

  it('reports a missing required field, a misspelled field, a bad time and an impossible day', () => {
    const { title: _title, ...untitled } = good;
    expect(eventsProblems([untitled])).toEqual([
      'data/events.json, events entry 1 (id 1), field "title": this field is required (expected string, received undefined)',
    ]);
    expect(eventsProblems([{ ...good, titel: 'x' }])).toEqual([
      'data/events.json, events entry 1 (id 1): unknown field "titel" (check the spelling)',
    ]);
    expect(eventsProblems([{ ...good, startTime: '9am' }])[0]).toContain(
      'write the time like 9:00 AM or 6:30 PM',
    );
    expect(eventsProblems([{ ...good, date: '2027-02-30' }])[0]).toContain(
      'this day does not exist in the calendar',
    );
  });

  it('catches duplicate ids and an end before the start', () => {
    expect(eventsProblems([good, { ...good, endDate: '2026-09-30' }])).toEqual([
      'data/events.json, events entry 2 (id 1), field "endDate": the last day is before the first day',
      'data/events.json, events entry 2 (id 1), field "id": id 1 is already used by the event at position 0; pick an unused number',
    ]);
  });

  it('accepts only the buildings the pages have pictures and texts for', () => {
    const building = (id: string) => ({
      id,
      name: { en: 'Annex', es: 'Anexo' },
      grades: { en: 'Grades 2–5', es: 'Grados 2–5' },
      address: { street: '1 Main Street', city: 'Bronx', state: 'NY', zip: '10452' },
    });
    const problems = (id: string) =>
      validateDataFile('data/site.json', JSON.stringify({ buildings: [building(id)] }), SiteSchema)
        .map(formatProblem)
        .filter((message) => message.includes('buildings entry'));
    expect(problems('satellite')).toEqual([]);
    expect(problems('annex')).toEqual([
      'data/site.json, buildings entry 1 (id annex), field "id": use main or satellite: a new building needs its own pictures and page texts first (found "annex")',
    ]);
  });

  it('explains broken JSON', () => {
    const [message] = validateDataFile('data/site.json', '{ "name": "x", }', SiteSchema).map(
      formatProblem,
    );
    expect(message).toMatch(
      /^data\/site\.json: this is not valid JSON \(.+\)\. Look for a missing comma/,
    );
  });

  it('checks the school facts', () => {
    const problems = validateDataFile(
      'data/site.json',
      JSON.stringify({ name: 'School' }),
      SiteSchema,
    ).map(formatProblem);
    expect(problems).toContain(
      'data/site.json, field "phone": this field is required (expected string, received undefined)',
    );
  });
});

describe('people’s names in the data', () => {
  const gym = JSON.parse(readFileSync(path.join(ROOT, 'data/gym.json'), 'utf8')) as {
    teams: Array<Record<string, unknown>>;
  };
  const leadership = JSON.parse(readFileSync(path.join(ROOT, 'data/leadership.json'), 'utf8')) as {
    leaders: Array<Record<string, unknown>>;
  };
  const withCoach = (coach: unknown) =>
    validateDataFile(
      'data/gym.json',
      JSON.stringify({ ...gym, teams: [{ ...gym.teams[0], coach }] }),
      GymFileSchema,
    ).map(formatProblem);
  const withPrincipal = (fields: Record<string, unknown>) => {
    const { honorific: _h, gender: _g, name: _n, ...rest } = leadership.leaders[0] ?? {};
    return validateDataFile(
      'data/leadership.json',
      JSON.stringify({ ...leadership, leaders: [{ ...rest, ...fields }] }),
      LeadershipFileSchema,
    ).map(formatProblem);
  };

  it('accepts the title apart from the name, and a plain name', () => {
    expect(withCoach({ honorific: 'mr', name: 'Darnell Price' })).toEqual([]);
    expect(withCoach({ name: 'Darnell Price' })).toEqual([]);
    expect(withPrincipal({ honorific: 'dr', gender: 'female', name: 'Elena Márquez' })).toEqual([]);
  });

  it('asks for a doctor’s gender, which Spanish needs', () => {
    expect(withPrincipal({ honorific: 'dr', name: 'Elena Márquez' })).toEqual([
      'data/leadership.json, leaders entry 1 (id elena-marquez), field "gender": add "gender": "female" or "male" (Spanish writes "Dra." for a woman and "Dr." for a man)',
    ]);
    expect(withCoach({ honorific: 'dr', name: 'Sam Lee' })).toHaveLength(1);
  });

  it('refuses a title written into the name, and an unknown title', () => {
    expect(withCoach({ name: 'Mr. Darnell Price' })).toEqual([
      'data/gym.json, teams entry 1 (id soccer), field "coach.name": write the name without its title (put it in "honorific"), e.g. "Ana López"',
    ]);
    expect(withCoach({ honorific: 'Mr.', name: 'Darnell Price' })).toEqual([
      'data/gym.json, teams entry 1 (id soccer), field "coach.honorific": write "mr", "ms", "mrs" or "dr" (found "Mr.")',
    ]);
  });
});
