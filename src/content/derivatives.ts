// How the media pipeline (scripts/lib/media/thumbnails.ts) names the smaller copies it makes of a
// picture, shared with the pages so that a page can write a picture's srcset from three facts the
// content step measured: its size, its derivatives' base name and the formats made.

/** The formats a derivative can have, best first; the last one made for a picture is its fallback. */
export type DerivativeFormat = 'avif' | 'webp' | 'jpeg' | 'png';

const DERIVATIVE_EXTENSION: Readonly<Record<DerivativeFormat, string>> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};

const DERIVATIVE_TYPE: Readonly<Record<DerivativeFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The widths made of the site's other pictures (not the gallery's, staff portraits' or class
 * documents', which have their own): up to 1600 pixels, what a full-width picture on a large
 * screen needs; a phone picks 640 to 1280.
 */
export const PICTURE_WIDTHS: readonly number[] = [320, 640, 960, 1280, 1600];

/** Where those pictures' derivatives are served. */
export const PICTURES_URL = '/generated/media/pictures';

/**
 * The widths to make of an image: the settings' widths below its own width, and the largest it can
 * have (its own width, or the settings' largest when it is wider): never enlarged.
 */
export function widthsFor(widths: readonly number[], sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, Math.max(...widths));
  return [...widths.filter((width) => width < largest), largest];
}

/**
 * The first part of the names of a picture's copies: its file's path (under the folder the copies
 * are made of) without the extension, in lowercase letters, digits and hyphens, at most 60.
 * "images/art/Sunflowers Día.jpg" → "images-art-sunflowers-dia".
 */
export function derivativeStem(key: string): string {
  return (
    key
      .replace(/\.[^./]+$/, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'image'
  );
}

/**
 * The file name of one copy: the picture's base name (derivativeStem and a hash of its content),
 * its width, "-full" for an uncropped copy of a picture that also has cropped thumbnails, and
 * the format's extension. The media pipeline names its files with it, and the pages their
 * addresses.
 */
export function derivativeName(
  base: string,
  width: number,
  format: DerivativeFormat,
  whole = false,
): string {
  return `${base}-${width}${whole ? '-full' : ''}.${DERIVATIVE_EXTENSION[format]}`;
}

/**
 * The widths a format is made in, of the widths a picture has: all of them, but the fallback (the
 * last format made), which few browsers need, in the smallest and the largest only.
 */
export function widthsOfFormat(
  format: DerivativeFormat,
  formats: readonly DerivativeFormat[],
  widths: readonly number[],
): readonly number[] {
  if (format !== formats.at(-1) || widths.length === 0) return widths;
  return [...new Set([widths[0] as number, widths.at(-1) as number])];
}

/** The formats in the order a <picture> offers them: the best first, the fallbacks last. */
const FORMAT_ORDER: readonly DerivativeFormat[] = ['avif', 'webp', 'jpeg', 'png'];

/** One copy of a picture: its format, width and address. */
export interface PictureCopy {
  format: DerivativeFormat;
  width: number;
  src: string;
}

/** What a <picture> needs of a picture's copies. */
export interface PictureSources<Copy extends PictureCopy = PictureCopy> {
  /** The better formats, best first, each with its srcset. */
  sources: Array<{ type: string; srcSet: string }>;
  /** The fallback format's copies (the last format made) as the img's srcset. */
  fallbackSrcSet: string;
  /** The fallback's smallest copy, the img's src. */
  smallest: Copy | undefined;
  /** The fallback's largest copy: what a link to "the whole picture" opens. */
  largest: Copy | undefined;
}

/**
 * A picture's copies as a <picture> offers them: one srcset per format, the better formats as
 * <source>s and the last one (JPEG, or PNG for transparency) on the <img>, each by width.
 */
export function sourcesByFormat<Copy extends PictureCopy>(
  copies: readonly Copy[],
): PictureSources<Copy> {
  const formats = FORMAT_ORDER.filter((format) => copies.some((copy) => copy.format === format));
  const ofFormat = (format: DerivativeFormat) =>
    copies.filter((copy) => copy.format === format).sort((a, b) => a.width - b.width);
  const srcSet = (list: readonly Copy[]) =>
    list.map((copy) => `${copy.src} ${copy.width}w`).join(', ');
  const fallback = formats.at(-1);
  const fallbackCopies = fallback === undefined ? [] : ofFormat(fallback);
  return {
    sources: formats
      .slice(0, -1)
      .map((format) => ({ type: DERIVATIVE_TYPE[format], srcSet: srcSet(ofFormat(format)) })),
    fallbackSrcSet: srcSet(fallbackCopies),
    smallest: fallbackCopies[0],
    largest: fallbackCopies.at(-1),
  };
}

/**
 * The copies the content step made of one of the site's pictures (image-sizes.json: its width, the
 * copies' base name and the formats made, the fallback last): every format in every width of
 * PICTURE_WIDTHS up to its own, but the fallback, made in the smallest and the largest width only
 * (scripts/lib/media/thumbnails.ts). None when sharp could not read the file.
 */
export function pictureCopies({
  width,
  base,
  formats,
}: {
  width: number;
  base?: string;
  formats?: readonly DerivativeFormat[];
}): PictureCopy[] {
  if (base === undefined || formats === undefined || formats.length === 0) return [];
  const widths = widthsFor(PICTURE_WIDTHS, width);
  return formats.flatMap((format) =>
    widthsOfFormat(format, formats, widths).map((size) => ({
      format,
      width: size,
      src: `${PICTURES_URL}/${encodeURIComponent(derivativeName(base, size, format))}`,
    })),
  );
}
