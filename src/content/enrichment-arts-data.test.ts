import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { art } from './art.ts';
import { pbis } from './pbis.ts';
import { PbisFileSchema } from './pbis-schema.ts';

const publicFile = (address: string) =>
  path.resolve(import.meta.dirname, '../../public', address.replace(/^\//, ''));

describe('Art, Gym and PBIS data', () => {
  it('names only pictures that exist in public/', () => {
    for (const address of [
      ...art.artwork.map((piece) => piece.image),
      ...pbis.flyers.map((flyer) => flyer.image),
    ])
      expect(existsSync(publicFile(address)), address).toBe(true);
  });

  it('rejects a YouTube id that is not 11 characters', () => {
    const video = { ...pbis.videos[0], host: 'youtube', videoId: 'tooShortId' };
    expect(PbisFileSchema.safeParse({ ...pbis, videos: [video] }).success).toBe(false);
  });
});
