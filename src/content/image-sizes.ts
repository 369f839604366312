// The size of the site's pictures (but the gallery's, the staff portraits' and the class
// documents', which have their own manifests), measured from the files by `npm run content`: pages
// take a picture's width and height from here, never from a number written for the sample, so a
// school's own photo of another shape keeps its proportions and the page reserves its space.
import imageSizes from '../generated/image-sizes.json';

export interface ImageSize {
  width: number;
  height: number;
}

const SIZES: Readonly<Record<string, ImageSize>> = imageSizes;

/** The measured size of a picture under public/, by its address ("/assets/images/art/piece.jpg"). */
export function imageSize(src: string): ImageSize {
  const size = SIZES[src] ?? SIZES[decodeURIComponent(src)];
  if (size === undefined)
    throw new Error(
      `public${src} was not measured: is the file there? (npm run content measures it)`,
    );
  return size;
}
