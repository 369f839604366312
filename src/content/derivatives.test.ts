import { describe, expect, it } from 'vitest';
import { pictureCopies, sourcesByFormat, type PictureCopy } from './derivatives.ts';

const copy = (format: PictureCopy['format'], width: number): PictureCopy => ({
  format,
  width,
  src: `/p/x-${width}.${format}`,
});

describe('sourcesByFormat', () => {
  it('offers the better formats first and puts the last one made on the img, each by width', () => {
    const set = sourcesByFormat([
      copy('jpeg', 1600),
      copy('webp', 640),
      copy('jpeg', 320),
      copy('avif', 640),
      copy('webp', 320),
      copy('avif', 320),
    ]);
    expect(set.sources).toEqual([
      { type: 'image/avif', srcSet: '/p/x-320.avif 320w, /p/x-640.avif 640w' },
      { type: 'image/webp', srcSet: '/p/x-320.webp 320w, /p/x-640.webp 640w' },
    ]);
    expect(set.fallbackSrcSet).toBe('/p/x-320.jpeg 320w, /p/x-1600.jpeg 1600w');
    expect(set.smallest?.src).toBe('/p/x-320.jpeg');
    expect(set.largest?.src).toBe('/p/x-1600.jpeg');
  });

  it('takes PNG as the fallback of a picture with transparency, and has nothing for no copies', () => {
    const set = sourcesByFormat([copy('png', 640), copy('webp', 640)]);
    expect(set.sources.map((source) => source.type)).toEqual(['image/webp']);
    expect(set.largest?.format).toBe('png');
    expect(sourcesByFormat([])).toEqual({
      sources: [],
      fallbackSrcSet: '',
      smallest: undefined,
      largest: undefined,
    });
  });
});

describe('pictureCopies', () => {
  it('lists every format in every width up to the picture’s own, the fallback at both ends', () => {
    const copies = pictureCopies({
      width: 1200,
      base: 'art-mural-0123456789ab',
      formats: ['webp', 'jpeg'],
    });
    expect(copies.map((c) => `${c.format} ${c.width}`)).toEqual([
      'webp 320',
      'webp 640',
      'webp 960',
      'webp 1200',
      'jpeg 320',
      'jpeg 1200',
    ]);
    expect(copies[0]?.src).toBe('/generated/media/pictures/art-mural-0123456789ab-320.webp');
    expect(copies.at(-1)?.src).toBe('/generated/media/pictures/art-mural-0123456789ab-1200.jpg');
  });

  it('stops at 1600 pixels however large the original, and has none without a base', () => {
    const copies = pictureCopies({ width: 4032, base: 'b', formats: ['avif', 'webp', 'jpeg'] });
    expect(Math.max(...copies.map((c) => c.width))).toBe(1600);
    expect(pictureCopies({ width: 800 })).toEqual([]);
    expect(pictureCopies({ width: 800, base: 'b', formats: [] })).toEqual([]);
  });
});
