import { describe, expect, it } from 'vitest';
import { AnnouncementSchema } from './announcement-schema.ts';
import { formatProblem } from './format-issues.ts';
import { validateDataFile } from './validate-data.ts';

const valid = {
  id: 'early-dismissal-2027-01-22',
  severity: 'info',
  text: { en: 'Early dismissal on Friday.', es: 'Salida temprano el viernes.' },
  start: '2027-01-18T06:00',
  end: '2027-01-22T15:00',
};

/** The problems of each announcement's own file, in order. */
function problems(announcements: Array<Record<string, unknown>>): string[] {
  return announcements.flatMap((announcement, index) =>
    validateDataFile(
      `data/announcements/${index + 1}.json`,
      JSON.stringify(announcement),
      AnnouncementSchema,
    ).problems.map(formatProblem),
  );
}

describe('AnnouncementSchema', () => {
  it('accepts a valid announcement', () => {
    expect(problems([valid])).toEqual([]);
  });

  it('accepts a time in the hour skipped in March, as events do (it moves forward by the gap)', () => {
    expect(problems([{ ...valid, start: '2027-03-14T02:30', end: '2027-03-14T09:00' }])).toEqual(
      [],
    );
  });

  it('names the entry and field of each mistake', () => {
    const found = problems([
      { ...valid, severity: 'warning' },
      { ...valid, id: 'Snow Day', start: '2027-01-18 6:00' },
      { ...valid, id: 'backwards', end: '2027-01-17T06:00' },
      { ...valid, id: 'no-such-day', start: '2027-02-30T02:30', end: '2027-03-14T09:00' },
      { ...valid, id: 'no-spanish', text: { en: 'Hello', es: '' } },
      { ...valid, id: 'outside', link: 'https://example.org' },
    ]);
    expect(found).toEqual([
      expect.stringMatching(/^data\/announcements\/1\.json, field "severity": use info or urgent/),
      expect.stringMatching(/\/2\.json, field "id": use lowercase letters, digits and hyphens/),
      expect.stringMatching(
        /\/2\.json, field "start": write the date and time as YYYY-MM-DDTHH:mm/,
      ),
      expect.stringMatching(/\/3\.json, field "end": the end must be after the start/),
      expect.stringMatching(/\/4\.json, field "start": this time does not exist \(check the day/),
      expect.stringMatching(/\/5\.json, field "text.es": write the Spanish text here/),
      expect.stringMatching(/\/6\.json, field "link": use a path of this site/),
    ]);
  });

  it('names a year before the school’s founding as a typo instead of stopping on it', () => {
    // New York's local time before 1883 has an offset in seconds, which the clock arithmetic
    // refuses with an error: the year is checked first.
    expect(problems([{ ...valid, start: '1826-01-18T06:00' }])).toEqual([
      'data/announcements/1.json, field "start": use 1889 or a later year (the school was founded in 1889); check the year for a typo',
    ]);
  });

  it('rejects an unknown field', () => {
    expect(problems([{ ...valid, colour: 'red' }])).toEqual([expect.stringMatching(/colour/)]);
  });
});
