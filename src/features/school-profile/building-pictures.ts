import type { Building } from '../../content/site-schema.ts';

/** The generated pictures of each building (public/assets/images/our-buildings/), by building id. */
export interface BuildingPicture {
  jpeg: { small: string; large: string };
  webp: { small: string; large: string };
  width: number;
  height: number;
}

const picture = (stem: string): BuildingPicture => ({
  jpeg: {
    small: `/assets/images/our-buildings/${stem}-800.jpg`,
    large: `/assets/images/our-buildings/${stem}-1600.jpg`,
  },
  webp: {
    small: `/assets/images/our-buildings/${stem}-800.webp`,
    large: `/assets/images/our-buildings/${stem}-1600.webp`,
  },
  width: 1600,
  height: 900,
});

/** Pictures for the buildings of data/site.json ("main" and "satellite"). */
export const BUILDING_PICTURES: Readonly<Record<Building['id'], BuildingPicture>> = {
  main: picture('main-building'),
  satellite: picture('early-childhood-building'),
};

/** The srcset of one format, small then large. */
export function srcSet(set: { small: string; large: string }): string {
  return `${set.small} 800w, ${set.large} 1600w`;
}
