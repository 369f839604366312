// How the media pipeline (scripts/lib/media/thumbnails.ts) names the smaller copies it makes of a
// picture, shared with the pages so that a page can write a picture's srcset from three facts the
// content step measured: its size, its derivatives' base name and the formats made.

/** The formats a derivative can have, best first; the last one made for a picture is its fallback. */
export type DerivativeFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const DERIVATIVE_EXTENSION: Readonly<Record<DerivativeFormat, string>> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};

export const DERIVATIVE_TYPE: Readonly<Record<DerivativeFormat, string>> = {
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
