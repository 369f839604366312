import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureCopies, PICTURES_URL } from '../../../src/content/derivatives.ts';
import {
  buildClassDocumentsManifest,
  buildGalleryManifest,
  buildPictureManifest,
  buildStaffManifest,
  staffNameProblems,
  type MediaPaths,
} from './manifests.ts';

let paths: MediaPaths;
let root: string;

async function png(file: string, width = 500, height = 600, description?: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background: '#7a1f2b' } }).png();
  if (description !== undefined) image.withExif({ IFD0: { ImageDescription: description } });
  await image.toFile(file);
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
  await png(path.join(staff, '3K-Pre-K/Ms. Ana Ruiz.png'));
  await png(
    path.join(staff, 'Related Service Providers/Dr. Miriam Adeyemi.png'),
    500,
    600,
    'Sample illustrated portrait of a fictional person, Dr. Miriam Adeyemi',
  );
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
      'data/gallery-captions/ has a caption for missing.jpg, which is not in public/assets/images/gallery/',
    ]);
  });
});

const STAFF_DATA = {
  'Kindergarten/Ms. Ana López': {
    role: { en: 'Kindergarten Teacher', es: 'Maestra de kínder' },
  },
  'Related Service Providers/Dr. Miriam Adeyemi': {
    gender: 'female' as const,
    role: { en: 'School Psychologist', es: 'Psicóloga escolar' },
  },
};

describe('staff manifest', () => {
  it('lists the departments in their order (docs/product-rules.md), empty ones included, and unknown folders last', async () => {
    const run = await buildStaffManifest(paths, STAFF_DATA);
    const folders = run.manifest.map((department) => department.folder);
    expect(folders.slice(0, 3)).toEqual(['3K-Pre-K', 'Kindergarten', 'First Grade']);
    expect(folders.at(-1)).toBe('Coaches');
    expect(run.manifest.at(-1)?.key).toBeNull();
    expect(run.manifest.find((department) => department.folder === 'IEP Team')?.members).toEqual(
      [],
    );
    expect(run.warnings).toContain(
      "public/assets/documents/staff/Coaches is not one of the school's departments: listed last with its folder name",
    );
    // By name, not by the title that starts the file name ("Mr." before "Ms.").
    expect(run.manifest[0]?.members.map((member) => member.name)).toEqual([
      'Ana Ruiz',
      'Kwame Mensah',
    ]);
  });

  it('reads the English title from the file name, the gender from the data and "sample" from the file', async () => {
    const run = await buildStaffManifest(paths, STAFF_DATA);
    const member = (folder: string) =>
      run.manifest.find((department) => department.folder === folder)?.members[0];
    const ana = member('Kindergarten');
    expect(ana).toMatchObject({
      id: 'Kindergarten/Ms. Ana López',
      honorific: 'ms',
      name: 'Ana López',
      role: { es: 'Maestra de kínder' },
      sample: false,
    });
    expect(ana?.alt).toBeUndefined();
    expect(ana?.src).toBe('/assets/documents/staff/Kindergarten/Ms.%20Ana%20L%C3%B3pez.png');
    expect(member('Related Service Providers')).toMatchObject({
      honorific: 'dr',
      gender: 'female',
      name: 'Miriam Adeyemi',
      sample: true,
    });
    // No title in the file name: the name as written, with no role.
    const coach = member('Coaches');
    expect(coach).toMatchObject({ id: 'Coaches/Coach Rivera', name: 'Coach Rivera' });
    expect(coach?.honorific).toBeUndefined();
    expect(coach?.role).toBeUndefined();
  });
});

describe('staff portrait names', () => {
  it('asks for a file with the gender of a doctor who has none, which Spanish needs', () => {
    expect(
      staffNameProblems(['Related Service Providers/Dr. Miriam Adeyemi.png'], new Set()),
    ).toEqual([
      {
        file: 'public/assets/documents/staff/Related Service Providers/Dr. Miriam Adeyemi.png',
        message:
          'add a file for Dr. Miriam Adeyemi in data/staff/ with "portrait": "Related Service Providers/Dr. Miriam Adeyemi", the role, and "gender": "female" or "male" (Spanish writes "Dra." for a woman and "Dr." for a man)',
      },
    ]);
    // With a file, its schema asks for the gender (media-data-schema.ts).
    expect(
      staffNameProblems(
        ['Related Service Providers/Dr. Miriam Adeyemi.png'],
        new Set(['Related Service Providers/Dr. Miriam Adeyemi']),
      ),
    ).toEqual([]);
  });

  it('refuses a Spanish title in a file name', () => {
    expect(staffNameProblems(['Kindergarten/Sra. Ana López.png'], new Set())).toEqual([
      {
        file: 'public/assets/documents/staff/Kindergarten/Sra. Ana López.png',
        message:
          'start the file name with the English title (Mr., Ms., Mrs. or Dr.), e.g. "Ms. Ana López.png": the Spanish page writes Sr., Sra. or Dra. itself',
      },
    ]);
  });

  it('accepts English titles without a gender, plain names and placeholder files', () => {
    expect(
      staffNameProblems(
        ['Kindergarten/Ms. Ana López.png', 'Coaches/Coach Rivera.png', 'IEP Team/.gitkeep'],
        new Set(),
      ),
    ).toEqual([]);
  });
});

describe('grade documents manifest', () => {
  // Seven pages of 600 × 800 made into thumbnails and whole copies in three formats: seconds of
  // encoding, more on a busy machine than a test's usual five.
  it(
    'keeps the eight document names in order and ignores others',
    { timeout: 30_000 },
    async () => {
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
    },
  );

  it('does no encoding when run again', async () => {
    const again = await buildClassDocumentsManifest(paths);
    expect(again.encoded).toBe(0);
  });
});

describe('picture manifest', () => {
  it('names exactly the copies the pipeline made, so a page writes no address that is missing', async () => {
    const art = path.join(paths.publicDir, 'assets/images/art');
    await png(path.join(art, 'Mural del Bronx.png'), 1000, 750);
    await png(path.join(art, 'small.png'), 300, 200);
    await writeFile(path.join(art, 'broken.png'), 'this is not a PNG');
    const sizes = {
      '/assets/images/art/Mural del Bronx.png': { width: 1000, height: 750 },
      '/assets/images/art/small.png': { width: 300, height: 200 },
      '/assets/images/art/broken.png': { width: 10, height: 10 },
    };
    const { manifest } = await buildPictureManifest(paths, sizes);
    const made = new Set(
      (await readdir(path.join(paths.outDir, 'pictures'))).map(
        (file) => `${PICTURES_URL}/${encodeURIComponent(file)}`,
      ),
    );
    for (const address of [
      '/assets/images/art/Mural del Bronx.png',
      '/assets/images/art/small.png',
    ]) {
      const copies = pictureCopies(manifest[address] ?? { width: 0 });
      expect(copies.length, address).toBeGreaterThan(0);
      for (const copy of copies) expect(made, copy.src).toContain(copy.src);
    }
    const mural = pictureCopies(manifest['/assets/images/art/Mural del Bronx.png'] ?? { width: 0 });
    // Every format up to the picture's own width (1000), the fallback at both ends only.
    expect(
      new Set(mural.filter((copy) => copy.format === 'webp').map((copy) => copy.width)),
    ).toEqual(new Set([320, 640, 960, 1000]));
    expect(mural.filter((copy) => copy.format === 'jpeg').map((copy) => copy.width)).toEqual([
      320, 1000,
    ]);
    // A file sharp cannot read keeps its measured size and has no copies.
    expect(manifest['/assets/images/art/broken.png']).toEqual({ width: 10, height: 10 });
    expect(pictureCopies(manifest['/assets/images/art/broken.png'] ?? { width: 0 })).toEqual([]);
  });
});
