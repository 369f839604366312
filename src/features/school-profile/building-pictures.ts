import type { Building } from '../../content/site-schema.ts';
import { imageSize } from '../../content/image-sizes.ts';

/** One picture file of a building and its width in pixels, measured from the file. */
interface PictureFile {
  src: string;
  width: number;
}

/** The pictures of a building (public/assets/images/our-buildings/), a small and a large file of each format. */
export interface BuildingPicture {
  jpeg: { small: PictureFile; large: PictureFile };
  webp: { small: PictureFile; large: PictureFile };
  /** The large JPEG's size: the picture's proportions, for the page to reserve its space. */
  width: number;
  height: number;
}

const file = (src: string): PictureFile => ({ src, width: imageSize(src).width });

/** The picture named <stem>-800 and <stem>-1600 (.jpg and .webp): the sizes are the files' own. */
function picture(stem: string): BuildingPicture {
  const base = `/assets/images/our-buildings/${stem}`;
  return {
    jpeg: { small: file(`${base}-800.jpg`), large: file(`${base}-1600.jpg`) },
    webp: { small: file(`${base}-800.webp`), large: file(`${base}-1600.webp`) },
    ...imageSize(`${base}-1600.jpg`),
  };
}

/** The file names of the pictures of the buildings of data/site.json, by building id. */
const STEMS: Readonly<Record<Building['id'], string>> = {
  main: 'main-building',
  satellite: 'early-childhood-building',
};

/** The pictures of a building of data/site.json ("main" or "satellite"). */
export function buildingPicture(buildingId: Building['id']): BuildingPicture {
  return picture(STEMS[buildingId]);
}

/** The srcset of one format, small then large, each with its measured width. */
export function srcSet(set: { small: PictureFile; large: PictureFile }): string {
  return `${set.small.src} ${set.small.width}w, ${set.large.src} ${set.large.width}w`;
}
