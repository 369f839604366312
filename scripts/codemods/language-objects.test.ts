import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { moveFolders, moveToLanguageObjects } from './language-objects.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const OLD_EVENT = {
  $schema: '../schemas/event.schema.json',
  id: 1,
  title: 'First Day of School',
  titleES: 'Primer día de clases',
  description: 'Doors open at 7:30 AM.',
  descriptionES: 'Las puertas se abren a las 7:30 a. m.',
  date: '2023-09-07',
  location: 'Main Building',
  locationES: 'Edificio principal',
  link: '/calendar',
};

describe('moveToLanguageObjects', () => {
  it('puts each suffixed field beside its bare field, in the bare field’s place', () => {
    const moved = moveToLanguageObjects(OLD_EVENT);
    expect(moved.changed).toBe(true);
    expect(moved.orphans).toEqual([]);
    expect(JSON.stringify(moved.value)).toBe(
      JSON.stringify({
        $schema: '../schemas/event.schema.json',
        id: 1,
        title: { en: 'First Day of School', es: 'Primer día de clases' },
        description: {
          en: 'Doors open at 7:30 AM.',
          es: 'Las puertas se abren a las 7:30 a. m.',
        },
        date: '2023-09-07',
        location: { en: 'Main Building', es: 'Edificio principal' },
        link: '/calendar',
      }),
    );
  });

  it('finds suffixed fields at any depth and whichever comes first', () => {
    const moved = moveToLanguageObjects({
      events: [{ timeES: 'Después de la salida', time: 'After dismissal' }],
    });
    expect(moved.value).toEqual({
      events: [{ time: { en: 'After dismissal', es: 'Después de la salida' } }],
    });
  });

  it('leaves language objects and plain fields alone, so a second run changes nothing', () => {
    const once = moveToLanguageObjects(OLD_EVENT).value;
    const twice = moveToLanguageObjects(once);
    expect(twice.changed).toBe(false);
    expect(twice.value).toEqual(once);
    expect(moveToLanguageObjects({ name: 'Ms. López', notes: 'Yes' }).changed).toBe(false);
  });

  it('reports a suffixed field without its bare field and keeps it, for a person to fix', () => {
    const moved = moveToLanguageObjects({ items: [{ id: 2, titleES: 'Sin título en inglés' }] });
    expect(moved.changed).toBe(false);
    expect(moved.orphans).toEqual(['items[0].titleES']);
    expect(moved.value).toEqual({ items: [{ id: 2, titleES: 'Sin título en inglés' }] });
  });
});

describe('moveFolders', () => {
  it('rewrites only the files that change, as Prettier formats JSON, and skips JSON Schemas', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'language-objects-'));
    dirs.push(dir);
    await mkdir(path.join(dir, 'events'));
    await mkdir(path.join(dir, 'schemas'));
    await writeFile(path.join(dir, 'events', '1.json'), JSON.stringify(OLD_EVENT));
    const plain = '{"title":{"en":"Gym","es":"Gimnasio"}}';
    await writeFile(path.join(dir, 'gym.json'), plain);
    const schema = '{"properties":{"titleES":{"type":"string"},"title":{"type":"string"}}}';
    await writeFile(path.join(dir, 'schemas', 'event.schema.json'), schema);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const rewritten = await moveFolders([dir]);

    expect(rewritten).toEqual([path.join(dir, 'events', '1.json')]);
    const event = await readFile(path.join(dir, 'events', '1.json'), 'utf8');
    expect(event).toContain(
      '  "title": { "en": "First Day of School", "es": "Primer día de clases" },\n',
    );
    expect(event).not.toContain('ES"');
    expect(await readFile(path.join(dir, 'gym.json'), 'utf8')).toBe(plain);
    expect(await readFile(path.join(dir, 'schemas', 'event.schema.json'), 'utf8')).toBe(schema);
  });
});
