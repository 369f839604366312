// One of the site's pictures as `npm run content` measured it, and the smaller copies it made of it
// (AVIF where smaller, WebP, and a JPEG or PNG fallback, PICTURE_WIDTHS wide at most). Pages show
// those copies, never the original file, which the build leaves out of dist/. Where the measurement
// comes from is the caller's: the table of the site's pictures (image-sizes.ts), or the record that
// shows the picture (an event carries its own, src/domain/calendar-months.ts), so that a page loads
// the measurements of the pictures it can show and not those of every picture of the site.
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

/** A picture's shown size, and the base name and formats of its copies (none if sharp could not read it). */
export interface MeasuredPicture extends ImageSize {
  base?: string;
  formats?: DerivativeFormat[];
}

/**
 * A picture's entry in a table keyed by address, whether the address it is asked for is written
 * percent-encoded (as a page's link may be) or not (as the table keys it).
 */
export function pictureAt<T>(table: Readonly<Record<string, T>>, src: string): T | undefined {
  return table[src] ?? table[decodeURIComponent(src)];
}

/** What a <picture> needs to show a picture by its smaller copies, and its measured size. */
export interface PictureSet extends ImageSize, PictureSources {}

/** A measured picture as a <picture> shows it. A file sharp could not read has no copies: its sources are empty. */
export function pictureSetOf(picture: MeasuredPicture): PictureSet {
  return {
    width: picture.width,
    height: picture.height,
    ...sourcesByFormat(pictureCopies(picture)),
  };
}

/**
 * The address of a picture's largest copy in its fallback format (1600 pixels wide at most): what
 * a link to "the whole picture" and a share preview use, since the original is not published.
 * `src`, the original's address, when there is no copy.
 */
export function largestCopyOf(set: PictureSet, src: string): string {
  return set.largest?.src ?? src;
}
