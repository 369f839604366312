import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widthsFor } from '../../../src/content/derivatives.ts';
import { exifImageDescription, exifTextTags } from './exif.ts';
import { formatsFor, processImages, type ThumbnailSpec } from './thumbnails.ts';

const spec: ThumbnailSpec = { widths: [100, 200], aspect: 4 / 3 };
let dir: string;

async function image(file: string, color: string, width = 400, height = 300) {
  await sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toFile(path.join(dir, 'src', file));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'thumbs-'));
  await import('node:fs/promises').then((fs) => fs.mkdir(path.join(dir, 'src')));
  await image('a.jpg', '#7a1f2b');
  await image('b é.jpg', '#1d5fa8');
  await writeFile(path.join(dir, 'src', 'notes.txt'), 'not an image');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const run = (files: string[]) =>
  processImages({
    sources: files.map((file) => ({ key: file, file: path.join(dir, 'src', file) })),
    outDir: path.join(dir, 'out'),
    urlBase: '/generated/test',
    spec,
  });

describe('processImages', () => {
  it('makes every width in every format, and skips what is not an image', async () => {
    const result = await run(['a.jpg', 'b é.jpg', 'notes.txt']);
    expect(result.skipped).toEqual(['notes.txt']);
    const a = result.images.get('a.jpg');
    expect(a).toMatchObject({ width: 400, height: 300 });
    expect(a?.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(a?.formats.slice(-2)).toEqual(['webp', 'jpeg']);
    expect(a?.thumbnails.map((t) => `${t.format}:${t.width}x${t.height}`)).toEqual(
      [100, 200].flatMap((width) =>
        (a?.formats ?? []).map((format) => `${format}:${width}x${width * 0.75}`),
      ),
    );
    const b = result.images.get('b é.jpg');
    expect(result.encoded).toBe((a?.thumbnails.length ?? 0) + (b?.thumbnails.length ?? 0));
    expect(b?.thumbnails.find((t) => t.format === 'webp')?.src).toMatch(
      /^\/generated\/test\/b-e-[0-9a-f]{12}-100\.webp$/,
    );
  });

  it('does no work the second time', async () => {
    const result = await run(['a.jpg', 'b é.jpg', 'notes.txt']);
    expect(result.encoded).toBe(0);
    expect(result.removed).toBe(0);
  });

  it('re-encodes only a changed file and deletes the outputs of a removed one', async () => {
    await image('a.jpg', '#f2b632');
    const before = (await readdir(path.join(dir, 'out'))).filter((name) => name.startsWith('a-'));
    const changed = await run(['a.jpg', 'b é.jpg']);
    const a = changed.images.get('a.jpg')?.thumbnails.length ?? 0;
    const b = changed.images.get('b é.jpg')?.thumbnails.length ?? 0;
    expect(changed.encoded).toBe(a);
    expect(changed.removed).toBe(before.length);
    const removed = await run(['a.jpg']);
    expect(removed.encoded).toBe(0);
    expect(removed.removed).toBe(b);
    const left = (await readdir(path.join(dir, 'out'))).filter((name) => name !== 'index.json');
    expect(left).toHaveLength(a);
    expect(left.every((name) => name.startsWith('a-'))).toBe(true);
  });

  it('says which images are sample media, also for an index written before it knew', async () => {
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2f7d4f' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'Sample illustration of the school garden' } })
      .toFile(path.join(dir, 'src', 'sample.jpg'));
    const first = await run(['a.jpg', 'sample.jpg']);
    expect(first.images.get('sample.jpg')?.sample).toBe(true);
    expect(first.images.get('a.jpg')?.sample).toBe(false);
    // An older index has no "sample" field: the entry is read again, not taken as "no".
    const index = path.join(dir, 'out', 'index.json');
    const entries = JSON.parse(await readFile(index, 'utf8')) as Record<string, object>;
    const old = Object.fromEntries(
      Object.entries(entries).map(([hash, entry]) => {
        const { sample: _sample, ...rest } = entry as { sample: boolean };
        return [hash, rest];
      }),
    );
    await writeFile(index, JSON.stringify(old));
    const again = await run(['a.jpg', 'sample.jpg']);
    expect(again.images.get('sample.jpg')?.sample).toBe(true);
    expect(again.encoded).toBe(0);
  });

  it('turns a sideways phone photo upright, keeps only the sample marker, and makes whole copies', async () => {
    // Stored 300×200 with orientation 6: shown 200×300. Camera data that must not be published.
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1d5fa8' } })
      .jpeg()
      .withExif({
        IFD0: {
          ImageDescription: 'Sample photo of the school garden',
          Artist: 'A parent',
        },
      })
      .withMetadata({ orientation: 6 })
      .toFile(path.join(dir, 'src', 'phone.jpg'));
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7a1f2b' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'Our garden', Artist: 'A parent' } })
      .withMetadata({ orientation: 6 })
      .toFile(path.join(dir, 'src', 'own.jpg'));
    const result = await processImages({
      sources: ['phone.jpg', 'own.jpg'].map((file) => ({
        key: file,
        file: path.join(dir, 'src', file),
      })),
      outDir: path.join(dir, 'whole'),
      urlBase: '/generated/whole',
      spec: { widths: [100], aspect: 4 / 3, full: [150, 400] },
    });
    const phone = result.images.get('phone.jpg');
    expect(phone).toMatchObject({ width: 200, height: 300, sample: true });
    expect(phone?.full.map((t) => `${t.width}x${t.height}`)).toContain('200x300');
    expect(phone?.full.map((t) => t.width)).toEqual(
      [150, 200].flatMap((width) => (phone?.formats ?? []).map(() => width)),
    );
    expect(phone?.thumbnails.every((t) => t.width === 100 && t.height === 75)).toBe(true);
    for (const [key, described] of [
      ['phone.jpg', 'Sample photo of the school garden'],
      ['own.jpg', undefined],
    ] as const) {
      const whole = result.images
        .get(key)
        ?.full.find((t) => t.format === 'jpeg' && t.width === 200);
      const file = path.join(dir, 'whole', path.basename(whole?.src ?? ''));
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([200, 300, 1]);
      expect(exifImageDescription(meta.exif)).toBe(described);
      if (meta.exif !== undefined) expect(exifTextTags(meta.exif).Artist).toBeUndefined();
    }
  });

  it('makes a PNG fallback for a picture with transparency, and AVIF only where it is smaller', async () => {
    expect(formatsFor({ avifBytes: 900, webpBytes: 1000, alpha: false })).toEqual([
      'avif',
      'webp',
      'jpeg',
    ]);
    expect(formatsFor({ avifBytes: 1100, webpBytes: 1000, alpha: true })).toEqual(['webp', 'png']);
    await sharp({
      create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toFile(path.join(dir, 'src', 'crest.png'));
    const result = await run(['crest.png']);
    expect(result.images.get('crest.png')?.formats.at(-1)).toBe('png');
  });

  it('makes the fallback format in the smallest and the largest size only', async () => {
    const result = await processImages({
      sources: [{ key: 'a.jpg', file: path.join(dir, 'src', 'a.jpg') }],
      outDir: path.join(dir, 'ends'),
      urlBase: '/generated/ends',
      spec: { widths: [50, 100, 150, 200] },
    });
    const copies = result.images.get('a.jpg')?.thumbnails ?? [];
    const widths = (format: string) =>
      copies.filter((copy) => copy.format === format).map((copy) => copy.width);
    expect(widths('webp')).toEqual([50, 100, 150, 200]);
    expect(widths('jpeg')).toEqual([50, 200]);
    expect(result.encoded).toBe(copies.length);
  });

  it('never enlarges a small image, and makes its own width the largest', () => {
    expect(widthsFor(spec.widths, 150)).toEqual([100, 150]);
    expect(widthsFor(spec.widths, 80)).toEqual([80]);
    expect(widthsFor(spec.widths, 200)).toEqual([100, 200]);
    expect(widthsFor(spec.widths, 4032)).toEqual([100, 200]);
  });
});
