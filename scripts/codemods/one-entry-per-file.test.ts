import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { slugify, splitIntoEntryFiles } from './one-entry-per-file.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const OLD = {
  'events.json': {
    $schema: './schemas/events.schema.json',
    events: [
      { id: 296, title: 'Family Science Night', date: '2026-12-14' },
      { id: 3, title: 'Picture Day', date: '2026-10-01' },
    ],
  },
  'announcements.json': {
    announcements: [{ id: 'snow-closure-2027-02-05', severity: 'urgent' }],
  },
  'staff.json': {
    members: {
      'Kindergarten/Ms. Ana López': { role: { en: 'Teacher', es: 'Maestra' } },
      "3rd Grade/Mr. Brian O'Connor": { gender: 'male', role: { en: 'Teacher', es: 'Maestro' } },
    },
  },
  'gallery-captions.json': {
    captions: { 'Día de la Familia 2026.jpg': { alt: { en: 'Families', es: 'Familias' } } },
  },
  'timeline.json': {
    milestones: [
      { year: 1889, title: { en: 'The School Opens', es: 'Abre la escuela' } },
      { year: 1889, title: { en: 'The School Opens', es: 'Otra' } },
    ],
  },
  'site.json': { name: 'School', weeklyUpdates: { sealed: { v: 1 } } },
};

describe('the one-entry-per-file codemod', () => {
  it('writes one file per entry, named by its id or its words, keeping every field in order', () => {
    const { write, remove } = splitIntoEntryFiles(OLD);
    expect(Object.keys(write).sort()).toEqual([
      'announcements/snow-closure-2027-02-05.json',
      'events/296.json',
      'events/3.json',
      'gallery-captions/dia-de-la-familia-2026.json',
      'site.json',
      'staff/3rd-grade-mr-brian-oconnor.json',
      'staff/kindergarten-ms-ana-lopez.json',
      'timeline/1889-the-school-opens-2.json',
      'timeline/1889-the-school-opens.json',
      'weekly-updates.json',
    ]);
    expect(JSON.stringify(write['events/296.json'])).toBe(
      '{"$schema":"../schemas/event.schema.json","id":296,"title":"Family Science Night","date":"2026-12-14"}',
    );
    expect(write['staff/3rd-grade-mr-brian-oconnor.json']).toEqual({
      $schema: '../schemas/staff-member.schema.json',
      portrait: "3rd Grade/Mr. Brian O'Connor",
      gender: 'male',
      role: { en: 'Teacher', es: 'Maestro' },
    });
    expect(write['gallery-captions/dia-de-la-familia-2026.json']).toMatchObject({
      photo: '/assets/images/gallery/Día de la Familia 2026.jpg',
    });
    expect(write['site.json']).toEqual({ name: 'School' });
    expect(write['weekly-updates.json']).toEqual({
      $schema: './schemas/weekly-updates.schema.json',
      sealed: { v: 1 },
    });
    expect(remove.sort()).toEqual([
      'announcements.json',
      'events.json',
      'gallery-captions.json',
      'schemas/announcements.schema.json',
      'schemas/events.schema.json',
      'schemas/gallery-captions.schema.json',
      'schemas/staff.schema.json',
      'schemas/timeline.schema.json',
      'staff.json',
      'timeline.json',
    ]);
  });

  it('does nothing to files already moved', () => {
    expect(splitIntoEntryFiles({ 'site.json': { name: 'School' } })).toEqual({
      write: {},
      remove: [],
    });
  });

  it('names files as the content editor does', () => {
    expect(slugify('Kindergarten/Ms. Ana López')).toBe('kindergarten-ms-ana-lopez');
    expect(slugify('  Día de la Herencia Hispana event ')).toBe('dia-de-la-herencia-hispana-event');
  });

  it('moves a data folder on disk, formatted, and a second run changes nothing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'codemod-'));
    dirs.push(dir);
    await mkdir(path.join(dir, 'schemas'));
    for (const [file, content] of Object.entries(OLD))
      await writeFile(path.join(dir, file), JSON.stringify(content));
    await writeFile(path.join(dir, 'schemas/events.schema.json'), '{}');
    const run = () =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/codemods/one-entry-per-file.ts', dir],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
    expect(run().status).toBe(0);
    expect((await readdir(dir)).sort()).toEqual([
      'announcements',
      'events',
      'gallery-captions',
      'schemas',
      'site.json',
      'staff',
      'timeline',
      'weekly-updates.json',
    ]);
    expect(await readdir(path.join(dir, 'schemas'))).toEqual([]);
    const event = await readFile(path.join(dir, 'events/3.json'), 'utf8');
    expect(event).toBe(
      '{\n  "$schema": "../schemas/event.schema.json",\n  "id": 3,\n  "title": "Picture Day",\n  "date": "2026-10-01"\n}\n',
    );
    const second = run();
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('0 files written, 0 old files removed');
    expect(await readFile(path.join(dir, 'events/3.json'), 'utf8')).toBe(event);
  }, 30_000);
});
