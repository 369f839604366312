import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processImages, widthsFor, type ThumbnailSpec } from './thumbnails.ts';

const spec: ThumbnailSpec = { widths: [100, 200], formats: ['webp', 'jpeg'], aspect: 4 / 3 };
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
  it('makes every width and format, and skips what is not an image', async () => {
    const result = await run(['a.jpg', 'b é.jpg', 'notes.txt']);
    expect(result.encoded).toBe(8);
    expect(result.skipped).toEqual(['notes.txt']);
    const a = result.images.get('a.jpg');
    expect(a).toMatchObject({ width: 400, height: 300 });
    expect(a?.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(a?.thumbnails.map((t) => `${t.format}:${t.width}x${t.height}`)).toEqual([
      'webp:100x75',
      'jpeg:100x75',
      'webp:200x150',
      'jpeg:200x150',
    ]);
    expect(result.images.get('b é.jpg')?.thumbnails[0]?.src).toMatch(
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
    const changed = await run(['a.jpg', 'b é.jpg']);
    expect(changed.encoded).toBe(4);
    expect(changed.removed).toBe(4);
    const removed = await run(['a.jpg']);
    expect(removed.encoded).toBe(0);
    expect(removed.removed).toBe(4);
    const left = (await readdir(path.join(dir, 'out'))).filter((name) => name !== 'index.json');
    expect(left).toHaveLength(4);
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

  it('never enlarges a small image', () => {
    expect(widthsFor(spec, 150)).toEqual([100]);
    expect(widthsFor(spec, 80)).toEqual([80]);
  });
});
