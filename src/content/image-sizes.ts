// The site's pictures (but the gallery's, the staff portraits' and the class documents', which have
// their own manifests), measured by `npm run content`: pages take a picture's width and height
// from here, never from a number written for the sample, so a school's own photo of another shape
// keeps its proportions and the page reserves its space, and shows the picture by the smaller copies
// the content step made of it (measured-picture.ts).
import imageSizes from '../generated/image-sizes.json';
import {
  largestCopyOf,
  pictureAt,
  pictureSetOf,
  type ImageSize,
  type MeasuredPicture,
  type PictureSet,
} from './measured-picture.ts';

/**
 * The table, by address. The pictures of events (/assets/images/events/, where the editor puts
 * them) are not in it: each event carries its own (src/domain/calendar-months.ts), so that the
 * pages that show other pictures do not load the measurements of every event's picture, which
 * grow with every school year.
 */
const PICTURES: Readonly<Record<string, MeasuredPicture>> = imageSizes as Record<
  string,
  MeasuredPicture
>;

function measured(src: string): MeasuredPicture {
  const picture = pictureAt(PICTURES, src);
  if (picture === undefined)
    throw new Error(
      `public${src} was not measured: is the file there? (npm run content measures it; an event's picture comes with the event)`,
    );
  return picture;
}

/** The measured size of a picture under public/, by its address ("/assets/images/art/piece.jpg"). */
export function imageSize(src: string): ImageSize {
  const { width, height } = measured(src);
  return { width, height };
}

/**
 * A picture under public/ as a <picture> shows it, by its address. A file sharp could not read
 * (the content step warned about it) has no copies: its sources are empty.
 */
export function pictureSet(src: string): PictureSet {
  return pictureSetOf(measured(src));
}

/**
 * The address of a picture's largest copy in its fallback format (1600 pixels wide at most): what
 * a link to "the whole picture" and a share preview use, since the original is not published.
 */
export function largestCopy(src: string): string {
  return largestCopyOf(pictureSet(src), src);
}
