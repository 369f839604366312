import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/lib/format-issues.ts';
import { validateDataFile } from '../../scripts/lib/validate-data.ts';
import { AnnouncementsFileSchema } from './announcement-schema.ts';

const valid = {
  id: 'early-dismissal-2027-01-22',
  severity: 'info',
  text: { en: 'Early dismissal on Friday.', es: 'Salida temprano el viernes.' },
  start: '2027-01-18T06:00',
  end: '2027-01-22T15:00',
};

function problems(announcements: unknown[]): string[] {
  return validateDataFile(
    'data/announcements.json',
    JSON.stringify({ announcements }),
    AnnouncementsFileSchema,
  ).map(formatProblem);
}

describe('AnnouncementsFileSchema', () => {
  it('accepts a valid announcement', () => {
    expect(problems([valid])).toEqual([]);
  });

  it('names the entry and field of each mistake', () => {
    const found = problems([
      { ...valid, severity: 'warning' },
      { ...valid, id: 'Snow Day', start: '2027-01-18 6:00' },
      { ...valid, id: 'backwards', end: '2027-01-17T06:00' },
      { ...valid, id: 'spring-forward', start: '2027-03-14T02:30', end: '2027-03-14T09:00' },
      { ...valid, id: 'no-spanish', text: { en: 'Hello', es: '' } },
      { ...valid, id: 'outside', link: 'https://example.org' },
    ]);
    expect(found).toEqual([
      expect.stringMatching(/entry 1 .*"severity": use info or urgent/),
      expect.stringMatching(/entry 2 .*"id": use lowercase letters, digits and hyphens/),
      expect.stringMatching(/entry 2 .*"start": write the date and time as YYYY-MM-DDTHH:mm/),
      expect.stringMatching(/entry 3 .*"end": the end must be after the start/),
      expect.stringMatching(/entry 4 .*"start": this time does not exist in New York/),
      expect.stringMatching(/entry 5 .*"text.es": write the Spanish text here/),
      expect.stringMatching(/entry 6 .*"link": use a path of this site/),
    ]);
  });

  it('rejects a repeated id and an unknown field', () => {
    expect(problems([valid, valid])).toEqual([
      expect.stringMatching(/entry 2 .*"id": id "early-dismissal-2027-01-22" is already used/),
    ]);
    expect(problems([{ ...valid, colour: 'red' }])).toEqual([expect.stringMatching(/colour/)]);
  });
});
