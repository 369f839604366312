import type { Building } from '../../content/site-schema.ts';

/**
 * The file names of the pictures of the buildings of data/site.json, by building id: the largest
 * of each building's files in public/assets/images/our-buildings/, which the content step makes
 * its smaller copies from.
 */
const FILES: Readonly<Record<Building['id'], string>> = {
  main: 'main-building-1600.jpg',
  satellite: 'early-childhood-building-1600.jpg',
};

/** The address of a building's picture ("main" or "satellite"). */
export function buildingPicture(buildingId: Building['id']): string {
  return `/assets/images/our-buildings/${FILES[buildingId]}`;
}
