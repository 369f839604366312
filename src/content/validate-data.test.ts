import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EventSchema } from './event-schema.ts';
import { GymFileSchema } from './gym-schema.ts';
import { LeadershipFileSchema } from './leadership-schema.ts';
import { SiteSchema } from './site-schema.ts';
import { WeeklyUpdatesSchema } from './weekly-updates-schema.ts';
import { describeEntry, formatProblem } from './format-issues.ts';
import { validateDataFile } from './validate-data.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const good = {
  id: 1,
  title: { en: 'Picture Day', es: 'Día de fotos' },
  description: { en: 'Smile!', es: '¡Sonrían!' },
  date: '2026-10-01',
  category: 'academic',
};

/** The problems of each event's own file (data/events/<id>.json), in order. */
function eventsProblems(events: Array<Record<string, unknown>>): string[] {
  return events.flatMap((event) =>
    validateDataFile(
      `data/events/${String(event.id)}.json`,
      JSON.stringify(event),
      EventSchema,
    ).problems.map(formatProblem),
  );
}

describe('data validation messages', () => {
  it('accepts a good file', () => {
    expect(eventsProblems([good])).toEqual([]);
  });

  it('names the file (the event’s id), the field and what was expected', () => {
    expect(eventsProblems([good, { ...good, id: 2, date: '2026-9-8' }])).toEqual([
      'data/events/2.json, field "date": write the date as YYYY-MM-DD, e.g. 2026-09-10 (found "2026-9-8")',
    ]);
  });

  it('refuses an event that ends before it starts on the same day, naming its id', () => {
    expect(
      eventsProblems([{ ...good, id: 233, startTime: '6:00 PM', endTime: '9:00 AM' }]),
    ).toEqual([
      'data/events/233.json, field "endTime": the event ends (9:00 AM) before it starts (6:00 PM)',
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

  it('asks for every language of a text, naming the event, the field and the language', () => {
    expect(
      eventsProblems([good, { ...good, id: 231, location: { en: 'Main Building Library' } }]),
    ).toEqual([
      'data/events/231.json, field "location.es": this field is required (write the Spanish text)',
    ]);
    expect(
      eventsProblems([
        {
          ...good,
          location: { en: 'Main Building Library', es: 'Biblioteca del Edificio principal' },
        },
      ]),
    ).toEqual([]);
    expect(eventsProblems([{ ...good, id: 9, location: { es: 'Biblioteca' } }])).toEqual([
      'data/events/9.json, field "location.en": this field is required (write the English text)',
    ]);
    expect(eventsProblems([{ ...good, id: 8, time: { en: 'After dismissal', es: ' ' } }])).toEqual([
      'data/events/8.json, field "time.es": write the Spanish text here (it cannot be empty) (found "")',
    ]);
  });

  it('reports a missing language together with the rules across fields, in one go', () => {
    expect(
      eventsProblems([
        {
          ...good,
          id: 235,
          startTime: '3:30 PM',
          endTime: '2:00 PM',
          location: { en: 'Main Building Gym' },
        },
      ]),
    ).toEqual([
      'data/events/235.json, field "location.es": this field is required (write the Spanish text)',
      'data/events/235.json, field "endTime": the event ends (2:00 PM) before it starts (3:30 PM)',
    ]);
  });

  it('shows the shape of a translated text where one language’s text is written alone', () => {
    expect(eventsProblems([{ ...good, id: 5, location: 'Main Building Library' }])).toEqual([
      'data/events/5.json, field "location": write this text in each language, as { "en": "…", "es": "…" } (found "Main Building Library")',
    ]);
    expect(eventsProblems([{ ...good, id: 6, titleES: 'Día de fotos' }])).toEqual([
      'data/events/6.json: unknown field "titleES" (check the spelling)',
    ]);
  });

  it('says which command converts an old Weekly Updates record, and where the record lives now', () => {
    const weekly = (record: unknown) =>
      validateDataFile(
        'data/weekly-updates.json',
        JSON.stringify(record),
        WeeklyUpdatesSchema,
      ).problems.map(formatProblem);
    expect(weekly({ url: 'https://x.example/', passwordSha256: 'a'.repeat(64) })).toEqual(
      expect.arrayContaining([
        'data/weekly-updates.json: this is the old Weekly Updates format, which published the address: run npm run weekly-password to set the password and the address again',
      ]),
    );
    expect(weekly({})).toEqual([
      'data/weekly-updates.json, field "sealed": this field is required (run npm run weekly-password to set the password and the address)',
    ]);
    const sealed = {
      v: 2,
      iterations: 600_000,
      salt: 'A'.repeat(22),
      iv: 'A'.repeat(16),
      data: 'A'.repeat(363), // 256 padded bytes and the 16-byte tag
    };
    expect(weekly({ sealed })).toEqual([]);
    // Format 1 (before padding) still passes, for a school that has not changed its password yet.
    expect(weekly({ sealed: { ...sealed, v: 1, data: 'A'.repeat(94) } })).toEqual([]);
    expect(weekly({ sealed: { ...sealed, data: 'A'.repeat(94) } })).toEqual([
      expect.stringMatching(
        /^data\/weekly-updates\.json, field "sealed\.data": the sealed address \(363 characters\), as npm run weekly-password writes it/,
      ),
    ]);
    // The count is public and every visitor's browser runs it.
    expect(weekly({ sealed: { ...sealed, iterations: 10_000_001 } })).toEqual([
      'data/weekly-updates.json, field "sealed.iterations": at most 10,000,000 iterations (found 10000001)',
    ]);
    expect(weekly({ sealed: { ...sealed, iterations: 599_999 } })).toEqual([
      'data/weekly-updates.json, field "sealed.iterations": at least 600,000 iterations (found 599999)',
    ]);
    expect(weekly({ sealed: { ...sealed, v: 3 } })).toEqual([
      expect.stringMatching(
        /^data\/weekly-updates\.json, field "sealed\.v": a format this site cannot open \(it writes "v": 2\): run npm run weekly-password to write a new record/,
      ),
    ]);
    const site = validateDataFile(
      'data/site.json',
      JSON.stringify({ weeklyUpdates: { sealed: {} } }),
      SiteSchema,
    ).problems.map(formatProblem);
    expect(site).toContain(
      'data/site.json: the Weekly Updates password now lives in data/weekly-updates.json: move the "weeklyUpdates" block there (npx tsx scripts/codemods/one-entry-per-file.ts does it)',
    );
  });

  it('explains an unknown category with the allowed values', () => {
    const [message] = eventsProblems([{ ...good, category: 'sports' }]);
    expect(message).toContain('data/events/1.json, field "category"');
    expect(message).toContain(
      'use one of: holiday, academic, earlyDismissal, testing, pta, afterSchool',
    );
  });

  it('reports a missing required field, a misspelled field, a bad time and an impossible day', () => {
    const { title: _title, ...untitled } = good;
    expect(eventsProblems([untitled])).toEqual([
      'data/events/1.json, field "title": this field is required (write this text in each language, as { "en": "…", "es": "…" })',
    ]);
    expect(eventsProblems([{ ...good, titel: 'x' }])).toEqual([
      'data/events/1.json: unknown field "titel" (check the spelling)',
    ]);
    expect(eventsProblems([{ ...good, startTime: '9am' }])[0]).toContain(
      'write the time like 9:00 AM or 6:30 PM',
    );
    expect(eventsProblems([{ ...good, date: '2027-02-30' }])[0]).toContain(
      'this day does not exist in the calendar',
    );
  });

  it('names an event year before the school’s founding as a typo, with its times, not an offset', () => {
    expect(
      eventsProblems([{ ...good, date: '1826-10-01', startTime: '6:00 PM', endTime: '9:00 AM' }]),
    ).toEqual([
      'data/events/1.json, field "date": use 1889 or a later year (the school was founded in 1889); check the year for a typo',
    ]);
  });

  it('catches a last day before the first', () => {
    expect(eventsProblems([good, { ...good, id: 2, endDate: '2026-09-30' }])).toEqual([
      'data/events/2.json, field "endDate": the last day is before the first day',
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
        .problems.map(formatProblem)
        .filter((message) => message.includes('buildings entry'));
    expect(problems('satellite')).toEqual([]);
    expect(problems('annex')).toEqual([
      'data/site.json, buildings entry 1 ("Annex", id annex), field "id": use main or satellite: a new building needs its own pictures and page texts first (found "annex")',
    ]);
  });

  it('explains broken JSON with its line and column, and ignores a byte-order mark with a warning', () => {
    const [message] = validateDataFile(
      'data/site.json',
      '{\n  "name": "x",\n}',
      SiteSchema,
    ).problems.map(formatProblem);
    expect(message).toBe(
      'data/site.json: this is not valid JSON at line 2, column 14: an extra comma before }: remove it',
    );
    const curly = validateDataFile('data/site.json', '{\n  "name": “x”\n}', SiteSchema);
    expect(curly.problems.map(formatProblem)).toEqual([
      'data/site.json: this is not valid JSON at line 2, column 11: a curly quote (“) stands where a straight double quote (") belongs. Phones and word processors type curly quotes: retype it as "',
    ]);
    const bom = validateDataFile(
      'data/events/1.json',
      `\uFEFF${JSON.stringify(good)}`,
      EventSchema,
    );
    expect(bom.problems).toEqual([]);
    expect(bom.warnings).toEqual([
      'data/events/1.json starts with an invisible byte-order mark (saved as "UTF-8 with BOM"): it was ignored; save the file as plain UTF-8 to remove it',
    ]);
  });

  it('checks the school facts', () => {
    const problems = validateDataFile(
      'data/site.json',
      JSON.stringify({ name: 'School' }),
      SiteSchema,
    ).problems.map(formatProblem);
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
  // How messages name the first team and the first leader: position, name and id, from the file.
  const teamEntry = describeEntry('teams', 0, gym.teams[0]);
  const leaderEntry = (fields: Record<string, unknown>) =>
    describeEntry('leaders', 0, { ...leadership.leaders[0], ...fields });
  const withCoach = (coach: unknown) =>
    validateDataFile(
      'data/gym.json',
      JSON.stringify({ ...gym, teams: [{ ...gym.teams[0], coach }] }),
      GymFileSchema,
    ).problems.map(formatProblem);
  const withPrincipal = (fields: Record<string, unknown>) => {
    const { honorific: _h, gender: _g, name: _n, ...rest } = leadership.leaders[0] ?? {};
    return validateDataFile(
      'data/leadership.json',
      JSON.stringify({ ...leadership, leaders: [{ ...rest, ...fields }] }),
      LeadershipFileSchema,
    ).problems.map(formatProblem);
  };

  it('accepts the title apart from the name, and a plain name', () => {
    expect(withCoach({ honorific: 'mr', name: 'Darnell Price' })).toEqual([]);
    expect(withCoach({ name: 'Darnell Price' })).toEqual([]);
    expect(withPrincipal({ honorific: 'dr', gender: 'female', name: 'Elena Márquez' })).toEqual([]);
  });

  it('asks for a doctor’s gender, which Spanish needs', () => {
    expect(withPrincipal({ honorific: 'dr', name: 'Elena Márquez' })).toEqual([
      `data/leadership.json, ${leaderEntry({ name: 'Elena Márquez' })}, field "gender": add "gender": "female" or "male" (Spanish writes "Dra." for a woman and "Dr." for a man)`,
    ]);
    expect(withCoach({ honorific: 'dr', name: 'Sam Lee' })).toHaveLength(1);
  });

  it('refuses a title written into the name, and an unknown title', () => {
    expect(withCoach({ name: 'Mr. Darnell Price' })).toEqual([
      `data/gym.json, ${teamEntry}, field "coach.name": write the name without its title (put it in "honorific"), e.g. "Ana López"`,
    ]);
    expect(withCoach({ honorific: 'Mr.', name: 'Darnell Price' })).toEqual([
      `data/gym.json, ${teamEntry}, field "coach.honorific": write "mr", "ms", "mrs" or "dr" (found "Mr.")`,
    ]);
  });
});
