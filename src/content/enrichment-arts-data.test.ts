import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { art } from './art.ts';
import { ArtFileSchema } from './art-schema.ts';
import { gym } from './gym.ts';
import { GymFileSchema } from './gym-schema.ts';
import { pbis } from './pbis.ts';
import { PbisFileSchema } from './pbis-schema.ts';

const publicFile = (address: string) =>
  path.resolve(import.meta.dirname, '../../public', address.replace(/^\//, ''));

describe('Art, Gym and PBIS data', () => {
  it('matches their schemas', () => {
    expect(ArtFileSchema.safeParse(art).success).toBe(true);
    expect(GymFileSchema.safeParse(gym).success).toBe(true);
    expect(PbisFileSchema.safeParse(pbis).success).toBe(true);
  });

  it('names only pictures that exist in public/', () => {
    for (const address of [
      ...art.artwork.map((piece) => piece.image),
      ...pbis.flyers.map((flyer) => flyer.image),
    ])
      expect(existsSync(publicFile(address)), address).toBe(true);
  });

  it('has the curriculum cards, teams and store prices of the specification', () => {
    expect(art.curriculum.map((band) => band.id)).toEqual(['k-1', '2-5']);
    expect(gym.teams.map((team) => team.id)).toEqual(['soccer', 'basketball']);
    expect(
      pbis.storeCategories.map((category) => [
        category.name.en,
        category.minPrice,
        category.maxPrice,
      ]),
    ).toEqual([
      ['School Supplies', 5, 15],
      ['Fun Activities', 20, 30],
      ['Special Privileges', 40, 50],
      ['Celebration Items', 25, 35],
    ]);
    expect(pbis.videos.map((video) => video.host).sort()).toEqual(['google-drive', 'youtube']);
  });

  it('rejects a YouTube id that is not 11 characters', () => {
    const video = { ...pbis.videos[0], host: 'youtube', videoId: 'tooShortId' };
    expect(PbisFileSchema.safeParse({ ...pbis, videos: [video] }).success).toBe(false);
  });
});
