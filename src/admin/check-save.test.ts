import { describe, expect, it } from 'vitest';
import type { EntryFile } from '../content/content-rules.ts';
import { formatProblem } from '../content/format-issues.ts';
import {
  checkDelete,
  checkSave,
  nextEventId,
  type Lookups,
  type SaveRequest,
} from './check-save.ts';

/** The files as saved, by path: what the editor's backend would answer. */
function lookupsOf(files: Record<string, unknown>, now = Date.UTC(2026, 10, 22, 17)): Lookups {
  const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    async listFolder(folder) {
      return Object.entries(files)
        .filter(([file]) => file.startsWith(`${folder}/`))
        .map(([file, data]): EntryFile => ({ file, data }));
    },
    async readFile(file) {
      return file in files ? text(files[file]) : null;
    },
    async siteFileExists(sitePath) {
      return sitePath === '/assets/documents/form.pdf';
    },
    now: () => now,
  };
}

const concert = {
  $schema: '../schemas/event.schema.json',
  id: 237,
  title: { en: 'Winter Concert', es: 'Concierto de invierno' },
  description: { en: 'Songs from around the world.', es: 'Canciones de todo el mundo.' },
  date: '2026-12-17',
  category: 'academic',
  startTime: '6:00 PM',
  endTime: '7:30 PM',
};
const closure = {
  id: 'snow-closure',
  severity: 'urgent',
  text: { en: 'Closed today.', es: 'Cerrado hoy.' },
  start: '2026-11-22T05:00',
  end: '2026-11-22T18:00',
};

const saved = {
  'data/events/237.json': concert,
  'data/events/240.json': {
    ...concert,
    id: 240,
    title: { en: 'Spring Concert', es: 'Concierto de primavera' },
  },
  'data/announcements/snow-closure.json': closure,
};

const edit = (
  data: Record<string, unknown>,
  overrides: Partial<SaveRequest> = {},
): SaveRequest => ({
  file: 'data/events/237.json',
  isNew: false,
  data,
  loaded: `${JSON.stringify(concert, null, 2)}\n`,
  ...overrides,
});

const messages = async (request: SaveRequest, files: Record<string, unknown> = saved) =>
  (await checkSave(request, lookupsOf(files))).problems.map(formatProblem);

describe('what the editor checks before saving', () => {
  it('accepts a good change', async () => {
    expect(await messages(edit({ ...concert, startTime: '6:30 PM' }))).toEqual([]);
  });

  it('refuses what the build refuses, in the build’s words', async () => {
    expect(await messages(edit({ ...concert, endTime: '5:00 PM' }))).toEqual([
      'data/events/237.json, field "endTime": the event ends (5:00 PM) before it starts (6:00 PM)',
    ]);
    expect(await messages(edit({ ...concert, allDay: true }))).toEqual([
      'data/events/237.json, field "allDay": an all-day event has no start or end time',
    ]);
    expect(await messages(edit({ ...concert, location: { en: 'Gym' } }))).toEqual([
      'data/events/237.json, field "location.es": this field is required (write the Spanish text)',
    ]);
    expect(await messages(edit({ ...concert, link: '/nowhere' }))).toEqual([
      expect.stringMatching(
        /^data\/events\/237\.json, field "link": there is no page or file \/nowhere/,
      ),
    ]);
    expect(await messages(edit({ ...concert, link: '/parents#meetings' }))).toEqual([]);
    expect(await messages(edit({ ...concert, id: 238 }))).toEqual([
      'data/events/237.json, field "id": the file is named 237.json but its id is 238: an event\'s id is its file\'s name and never changes, so write "id": 237',
    ]);
  });

  it('gives a new event the next free number and its file', async () => {
    const { id: _id, ...fresh } = concert;
    const result = await checkSave(
      { file: 'data/events/(new entry)', isNew: true, data: fresh, loaded: null },
      lookupsOf(saved),
    );
    expect(result.problems).toEqual([]);
    expect(result.data.id).toBe(241);
    expect(result.file).toBe('data/events/241.json');
    expect(nextEventId([])).toBe(1);
  });

  it('accepts a picture uploaded with the entry, and refuses one that is nowhere', async () => {
    const withImage = {
      ...concert,
      image: '/assets/images/events/flyer.jpg',
      imageAlt: { en: 'The concert flyer', es: 'El volante del concierto' },
    };
    expect(
      await messages(edit(withImage, { uploads: ['/assets/images/events/flyer.jpg'] })),
    ).toEqual([]);
    expect(await messages(edit(withImage))).toEqual([
      'data/events/237.json, field "image": there is no file public/assets/images/events/flyer.jpg: put the picture under public/assets/ and write its path from /assets/',
    ]);
  });

  it('refuses a new announcement whose id is taken, and one about an event that does not exist', async () => {
    expect(
      await messages({
        file: 'data/announcements/(new entry)',
        isNew: true,
        data: closure,
        loaded: null,
      }),
    ).toEqual([
      'data/announcements/snow-closure.json, field "id": id "snow-closure" is already used by data/announcements/snow-closure.json: pick another',
    ]);
    const about = (eventId: number) =>
      messages({
        file: 'data/announcements/(new entry)',
        isNew: true,
        data: { ...closure, id: 'concert-moved', eventId },
        loaded: null,
      });
    expect(await about(237)).toEqual([]);
    expect(await about(211)).toEqual([
      'data/announcements/concert-moved.json, field "eventId": there is no event with id 211 (data/events/211.json)',
    ]);
  });

  it('keeps one staff file per portrait and asks a doctor’s gender', async () => {
    const files = {
      'data/staff/kindergarten-ms-ana-lopez.json': {
        portrait: 'Kindergarten/Ms. Ana López',
        role: { en: 'Teacher', es: 'Maestra' },
      },
    };
    const add = (data: Record<string, unknown>) =>
      messages({ file: 'data/staff/(new entry)', isNew: true, data, loaded: null }, files);
    expect(
      await add({ portrait: 'Kindergarten/Ms. Ana López', role: { en: 'Aide', es: 'Asistente' } }),
    ).toEqual([
      'data/staff/(new entry), field "portrait": "Kindergarten/Ms. Ana López" already has its staff member in data/staff/kindergarten-ms-ana-lopez.json ("Kindergarten/Ms. Ana López"): keep one file per portrait (add to that file, or delete this one)',
    ]);
    expect(
      await add({
        portrait: 'IEP Team/Dr. Ruth Stone',
        role: { en: 'Psychologist', es: 'Psicóloga' },
      }),
    ).toEqual([
      'data/staff/(new entry), field "gender": add "gender": "female" or "male" for Dr. Ruth Stone (Spanish writes "Dra." for a woman and "Dr." for a man)',
    ]);
    // An optional group left half empty is refused, one left empty is fine.
    expect(
      await add({
        portrait: 'Art/Mr. Lee',
        role: { en: 'Art teacher', es: 'Maestro de arte' },
        bio: { en: 'Paints.' },
      }),
    ).toEqual([expect.stringContaining('field "bio.es": this field is required')]);
  });

  it('refuses to write over a change someone else saved after the form was opened', async () => {
    const theirs = {
      ...saved,
      'data/events/237.json': { ...concert, location: { en: 'Gym', es: 'Gimnasio' } },
    };
    const mine = edit({ ...concert, startTime: '6:30 PM' });
    expect(await messages(mine, theirs)).toEqual([
      'data/events/237.json: someone else saved a change to this file after you opened it. Your change was not saved, so that theirs is not lost: copy what you wrote, reload the page to see their version, and make your change again',
    ]);
    // This window's own earlier save is not someone else's change.
    expect(await messages({ ...mine, savedHere: theirs['data/events/237.json'] }, theirs)).toEqual(
      [],
    );
    // Nor is a file laid out differently with the same content.
    expect(await messages({ ...mine, loaded: JSON.stringify(concert) })).toEqual([]);
    const gone = { ...saved } as Record<string, unknown>;
    delete gone['data/events/237.json'];
    expect(await messages(mine, gone)).toEqual([
      expect.stringMatching(
        /^data\/events\/237\.json: someone deleted this file after you opened it/,
      ),
    ]);
  });

  it('checks page text against the same page in the other language', async () => {
    const files = { 'locales/en/home.json': { footer: { phone: 'Call {{phone}}' } } };
    const save = (text: string) =>
      messages(
        {
          file: 'locales/es/home.json',
          isNew: false,
          data: { footer: { phone: text } },
          loaded: null,
        },
        files,
      );
    expect(await save('Llame al {{phone}}')).toEqual([]);
    expect(await save('Llame al {{telefono}}')).toEqual([
      'locales/es/home.json, field "footer.phone": uses the variables {telefono} but English uses {phone}; keep the {{…}} names as in English',
    ]);
  });
});

describe('what the editor checks before deleting', () => {
  it('refuses to delete an event an announcement still shown links to', async () => {
    const files = {
      ...saved,
      'data/announcements/concert.json': { ...closure, id: 'concert', eventId: 237 },
      'data/announcements/old.json': {
        ...closure,
        id: 'old',
        eventId: 240,
        end: '2026-10-01T18:00',
      },
    };
    expect(
      (await checkDelete('data/events/237.json', lookupsOf(files))).map(formatProblem),
    ).toEqual([
      'data/announcements/concert.json, field "eventId": there is no event with id 237 (data/events/237.json)',
    ]);
    // An announcement that has ended does not hold an event back; other collections have no rule.
    expect(await checkDelete('data/events/240.json', lookupsOf(files))).toEqual([]);
    expect(await checkDelete('data/announcements/concert.json', lookupsOf(files))).toEqual([]);
  });
});
