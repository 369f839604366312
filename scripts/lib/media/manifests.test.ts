import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClassDocumentsManifest,
  buildGalleryManifest,
  buildStaffManifest,
  type MediaPaths,
} from './manifests.ts';

let paths: MediaPaths;
let root: string;

async function png(file: string, width = 500, height = 600) {
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#7a1f2b' } })
    .png()
    .toFile(file);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'media-'));
  paths = {
    publicDir: path.join(root, 'public'),
    outDir: path.join(root, 'public/generated/media'),
  };
  const gallery = path.join(paths.publicDir, 'assets/images/gallery');
  await png(path.join(gallery, 'family-event-picnic.jpg'), 900, 600);
  await png(path.join(gallery, 'Día de Arte.png'), 900, 600);
  await png(path.join(gallery, 'garden.png'), 900, 600);
  await writeFile(path.join(gallery, 'broken.jpg'), 'this is not a JPEG');
  const staff = path.join(paths.publicDir, 'assets/documents/staff');
  await png(path.join(staff, 'Kindergarten/Ms. Ana López.png'));
  await png(path.join(staff, '3K-Pre-K/Mr. Kwame Mensah.png'));
  await mkdir(path.join(staff, 'IEP Team'), { recursive: true });
  await writeFile(path.join(staff, 'IEP Team/.gitkeep'), '');
  await png(path.join(staff, 'Coaches/Coach Rivera.png'));
  const classes = path.join(paths.publicDir, 'assets/documents/classes');
  for (const file of ['supply2.png', 'welcome.png', 'supply.png', 'welcome-spanish.png'])
    await png(path.join(classes, 'second', file), 600, 800);
  for (const file of ['supply-spanish.png', 'welcome-english.png'])
    await png(path.join(classes, 'first', file), 600, 800);
  await png(path.join(classes, 'first', 'notes.png'), 600, 800);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('gallery manifest', () => {
  it('titles, categorises and encodes every readable image, and warns about the rest', async () => {
    const run = await buildGalleryManifest(paths, {
      'garden.png': {
        alt: { en: 'Tomatoes in the school garden', es: 'Tomates en el huerto escolar' },
      },
      'missing.jpg': { alt: { en: 'x', es: 'x' } },
    });
    expect(run.manifest.map((photo) => [photo.file, photo.category, photo.title.en])).toEqual([
      ['Día de Arte.png', 'arts', 'Día de Arte'],
      ['family-event-picnic.jpg', 'events', 'Family event picnic'],
      ['garden.png', 'general', 'Garden'],
    ]);
    const [arte, , garden] = run.manifest;
    expect(arte?.src).toBe('/assets/images/gallery/D%C3%ADa%20de%20Arte.png');
    expect(arte).toMatchObject({ width: 900, height: 600 });
    expect(garden?.alt.es).toBe('Tomates en el huerto escolar');
    expect(arte?.alt).toEqual(arte?.title);
    expect(run.warnings).toEqual([
      'public/assets/images/gallery/broken.jpg is not an image sharp can read: skipped',
      'data/gallery-captions.json names missing.jpg, which is not in public/assets/images/gallery/',
    ]);
  });
});

describe('staff manifest', () => {
  it('lists the spec’s departments in order, empty ones included, and unknown folders last', async () => {
    const run = await buildStaffManifest(paths, {
      'Kindergarten/Ms. Ana López': {
        role: { en: 'Kindergarten Teacher', es: 'Maestra de kínder' },
      },
    });
    const folders = run.manifest.map((department) => department.folder);
    expect(folders.slice(0, 3)).toEqual(['3K-Pre-K', 'Kindergarten', 'First Grade']);
    expect(folders.at(-1)).toBe('Coaches');
    expect(run.manifest.at(-1)?.key).toBeNull();
    expect(run.manifest.find((department) => department.folder === 'IEP Team')?.members).toEqual(
      [],
    );
    const ana = run.manifest[1]?.members[0];
    expect(ana).toMatchObject({
      id: 'Kindergarten/Ms. Ana López',
      name: 'Ms. Ana López',
      role: { es: 'Maestra de kínder' },
    });
    expect(ana?.src).toBe('/assets/documents/staff/Kindergarten/Ms.%20Ana%20L%C3%B3pez.png');
    expect(run.warnings).toContain(
      "public/assets/documents/staff/Coaches is not one of the spec's departments: listed last with its folder name",
    );
  });
});

describe('grade documents manifest', () => {
  it('keeps the spec’s file names in order and ignores others', async () => {
    const run = await buildClassDocumentsManifest(paths);
    // welcome.png beside welcome-spanish.png is the English letter; the lists state no language.
    expect(
      run.manifest.second?.map((document) => [document.file, document.language ?? null]),
    ).toEqual([
      ['welcome-spanish.png', 'es'],
      ['welcome.png', 'en'],
      ['supply.png', null],
      ['supply2.png', null],
    ]);
    expect(run.manifest.first?.map((document) => [document.file, document.type])).toEqual([
      ['welcome-english.png', 'welcome'],
      ['supply-spanish.png', 'supply'],
    ]);
    expect(run.manifest.fifth).toEqual([]);
    expect(run.warnings).toEqual([
      "public/assets/documents/classes/first/notes.png is not one of the grade pages' file names: ignored",
    ]);
  });

  it('does no encoding when run again', async () => {
    const again = await buildClassDocumentsManifest(paths);
    expect(again.encoded).toBe(0);
  });
});
