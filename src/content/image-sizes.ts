// The site's pictures (but the gallery's, the staff portraits' and the class documents', which have
// their own manifests), measured by `npm run content`: pages take a picture's width and height
// from here, never from a number written for the sample, so a school's own photo of another shape
// keeps its proportions and the page reserves its space. The content step also made smaller copies
// of each (AVIF where smaller, WebP, and a JPEG or PNG fallback, PICTURE_WIDTHS wide at most):
// pages show those, never the original file, which the build leaves out of dist/.
import imageSizes from '../generated/image-sizes.json';
import {
  DERIVATIVE_EXTENSION,
  DERIVATIVE_TYPE,
  PICTURE_WIDTHS,
  PICTURES_URL,
  widthsFor,
  type DerivativeFormat,
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

/** What a <picture> needs to show a picture by its smaller copies. */
export interface PictureSet extends ImageSize {
  /** The better formats, best first, each with its srcset. */
  sources: Array<{ type: string; srcSet: string }>;
  /** The fallback format's srcset and its middle copy as the img's src. */
  fallback: { src: string; srcSet: string };
}

/**
 * The smaller copies of a picture under public/, by its address. A file sharp could not read (the
 * content step warned about it) has none: it is then shown as it is.
 */
export function pictureSet(src: string): PictureSet {
  const picture = measured(src);
  const { width, height, base, formats } = picture;
  if (base === undefined || formats === undefined || formats.length === 0)
    return { width, height, sources: [], fallback: { src, srcSet: '' } };
  const widths = widthsFor(PICTURE_WIDTHS, width);
  const url = (format: DerivativeFormat, size: number) =>
    `${PICTURES_URL}/${encodeURIComponent(base)}-${size}.${DERIVATIVE_EXTENSION[format]}`;
  const srcSet = (format: DerivativeFormat, sizes: readonly number[]) =>
    sizes.map((size) => `${url(format, size)} ${size}w`).join(', ');
  const last = formats[formats.length - 1] as DerivativeFormat;
  // The fallback format is made in the smallest and the largest size only (thumbnails.ts).
  const ends = [...new Set([widths[0] as number, widths.at(-1) as number])];
  return {
    width,
    height,
    sources: formats.slice(0, -1).map((format) => ({
      type: DERIVATIVE_TYPE[format],
      srcSet: srcSet(format, widths),
    })),
    fallback: { src: url(last, ends[0] as number), srcSet: srcSet(last, ends) },
  };
}

/**
 * The address of a picture's largest copy in its fallback format (1600 pixels wide at most): what
 * a link to "the whole picture" and a share preview use, since the original is not published.
 */
export function largestCopy(src: string): string {
  const { fallback } = pictureSet(src);
  const last = fallback.srcSet.split(', ').at(-1);
  return last === undefined || last === '' ? fallback.src : last.replace(/ \d+w$/, '');
}
