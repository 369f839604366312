import { describe, expect, it } from 'vitest';
import { folderCollection } from './collections.ts';
import {
  announcementEventProblems,
  folderKeyProblems,
  linkProblem,
  referenceProblems,
  takenKeyProblem,
} from './content-rules.ts';
import { formatProblem } from './format-issues.ts';

const events = folderCollection('events');
const staff = folderCollection('staff');
const event = (id: number, title: string) => ({ id, title });

describe('the key of a folder of entries', () => {
  it('accepts files named by their ids', () => {
    expect(
      folderKeyProblems(events, [
        { file: 'data/events/1.json', data: event(1, 'Picture Day') },
        { file: 'data/events/2.json', data: event(2, 'Book Fair') },
      ]),
    ).toEqual([]);
  });

  it('blames the copied file, not the original, for an id used twice, and says what to write', () => {
    const problems = folderKeyProblems(events, [
      { file: 'data/events/237.json', data: event(237, 'Winter Concert') },
      // A copy of 237.json saved as 300.json whose id was not changed (sorted first or last).
      { file: 'data/events/300.json', data: event(237, 'Science Night') },
    ]).map(formatProblem);
    expect(problems).toEqual([
      'data/events/300.json, field "id": id 237 is already used by data/events/237.json ("Winter Concert"): this event\'s file is 300.json, so write "id": 300',
    ]);
    // The same when the copy comes first in the folder.
    expect(
      folderKeyProblems(events, [
        { file: 'data/events/1.json', data: event(5, 'Copy') },
        { file: 'data/events/5.json', data: event(5, 'Original') },
      ]).map((problem) => problem.file),
    ).toEqual(['data/events/1.json']);
  });

  it('asks to put back an id that no longer matches its file', () => {
    expect(
      folderKeyProblems(events, [
        { file: 'data/events/296.json', data: event(297, 'Concert') },
      ]).map(formatProblem),
    ).toEqual([
      'data/events/296.json, field "id": the file is named 296.json but its id is 297: an event\'s id is its file\'s name and never changes, so write "id": 296',
    ]);
  });

  it('keeps one file per portrait, naming the later one', () => {
    const portrait = 'Kindergarten/Ms. Ana López';
    expect(
      folderKeyProblems(staff, [
        { file: 'data/staff/a.json', data: { portrait } },
        { file: 'data/staff/b.json', data: { portrait } },
        { file: 'data/staff/c.json', data: { portrait: 'Art/Mr. B' } },
      ]).map(formatProblem),
    ).toEqual([
      'data/staff/b.json, field "portrait": "Kindergarten/Ms. Ana López" already has its staff member in data/staff/a.json ("Kindergarten/Ms. Ana López"): keep one file per portrait (add to that file, or delete this one)',
    ]);
  });

  it('has no key rule for milestones, and tells the editor when a new key is taken', () => {
    expect(
      folderKeyProblems(folderCollection('milestones'), [
        { file: 'data/timeline/a.json', data: { year: 1889 } },
        { file: 'data/timeline/b.json', data: { year: 1889 } },
      ]),
    ).toEqual([]);
    expect(
      formatProblem(
        takenKeyProblem(
          folderCollection('announcements'),
          { file: 'data/announcements/snow.json', data: { id: 'snow' } },
          { file: 'data/announcements/snow.json', data: { id: 'snow' } },
        ),
      ),
    ).toBe(
      'data/announcements/snow.json, field "id": id "snow" is already used by data/announcements/snow.json: pick another',
    );
  });
});

describe('an announcement’s event', () => {
  const now = Date.UTC(2026, 10, 22, 17);
  const hour = 3_600_000;

  it('must exist while the announcement shows or will show; an ended one only warns', () => {
    const result = announcementEventProblems(
      [
        { file: 'data/announcements/past.json', eventId: 211, endsAt: now - hour },
        { file: 'data/announcements/now.json', eventId: 211, endsAt: now + hour },
        { file: 'data/announcements/ok.json', eventId: 5, endsAt: now + hour },
        { file: 'data/announcements/none.json', endsAt: now + hour },
      ],
      new Set([5]),
      now,
    );
    expect(result.problems.map(formatProblem)).toEqual([
      'data/announcements/now.json, field "eventId": there is no event with id 211 (data/events/211.json)',
    ]);
    expect(result.warnings).toEqual([
      'data/announcements/past.json: there is no event with id 211 (data/events/211.json); the announcement has ended, so nothing shows the link (delete the announcement when you like)',
    ]);
  });
});

describe('links and pictures of the content', () => {
  const pages = new Set(['/', '/calendar', '/parents']);
  const files = new Set(['/assets/images/events/qr.png', '/assets/documents/form.pdf']);
  const exists = (sitePath: string) => files.has(sitePath);

  it('accepts pages (with a query, a section or a final slash) and files that exist', () => {
    for (const link of [
      '/parents#meetings',
      '/calendar?view=list',
      '/',
      '/parents/',
      '/assets/documents/form.pdf',
    ])
      expect(linkProblem(link, pages, exists), link).toBeNull();
  });

  it('names the file and field of a link to nothing and of a missing picture', () => {
    expect(
      referenceProblems(
        [
          { file: 'data/events/7.json', link: '/calendar', image: '/assets/images/events/qr.png' },
          { file: 'data/events/233.json', link: '/not-a-page' },
          { file: 'data/events/9.json', image: '/assets/images/events/missing.png' },
        ],
        pages,
        exists,
      ).map(formatProblem),
    ).toEqual([
      'data/events/233.json, field "link": there is no page or file /not-a-page on this site (pages: /, /calendar, /parents)',
      'data/events/9.json, field "image": there is no file public/assets/images/events/missing.png: put the picture under public/assets/ and write its path from /assets/',
    ]);
  });
});
