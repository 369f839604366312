// The site's pictures (but the gallery's, the staff portraits' and the class documents', which have
// their own manifests), measured by `npm run content`: pages take a picture's width and height
// from here, never from a number written for the sample, so a school's own photo of another shape
// keeps its proportions and the page reserves its space. The content step also made smaller copies
// of each (AVIF where smaller, WebP, and a JPEG or PNG fallback, PICTURE_WIDTHS wide at most):
// pages show those, never the original file, which the build leaves out of dist/.
import imageSizes from '../generated/image-sizes.json';
import {
  pictureCopies,
  sourcesByFormat,
  type DerivativeFormat,
  type PictureSources,
} from './derivatives.ts';

export interface ImageSize {
  width: number;
  height: number;
}

interface MeasuredPicture extends ImageSize {
  base?: string;
  formats?: DerivativeFormat[];
}

const PICTURES: Readonly<Record<string, MeasuredPicture>> = imageSizes as Record<
  string,
  MeasuredPicture
>;

function measured(src: string): MeasuredPicture {
  const picture = PICTURES[src] ?? PICTURES[decodeURIComponent(src)];
  if (picture === undefined)
    throw new Error(
      `public${src} was not measured: is the file there? (npm run content measures it)`,
    );
  return picture;
}

/** The measured size of a picture under public/, by its address ("/assets/images/art/piece.jpg"). */
export function imageSize(src: string): ImageSize {
  const { width, height } = measured(src);
  return { width, height };
}

/** What a <picture> needs to show a picture by its smaller copies, and its measured size. */
export interface PictureSet extends ImageSize, PictureSources {}

/**
 * A picture under public/ as a <picture> shows it, by its address. A file sharp could not read
 * (the content step warned about it) has no copies: its sources are empty.
 */
export function pictureSet(src: string): PictureSet {
  const picture = measured(src);
  return {
    width: picture.width,
    height: picture.height,
    ...sourcesByFormat(pictureCopies(picture)),
  };
}

/**
 * The address of a picture's largest copy in its fallback format (1600 pixels wide at most): what
 * a link to "the whole picture" and a share preview use, since the original is not published.
 */
export function largestCopy(src: string): string {
  return pictureSet(src).largest?.src ?? src;
}
