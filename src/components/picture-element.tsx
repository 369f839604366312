import type { ImgHTMLAttributes, Ref } from 'react';
import type { PictureSet } from '../content/measured-picture.ts';

export type PictureProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> & {
  /** The original's address under public/ (e.g. "/assets/images/art/piece.jpg"). */
  src: string;
  sizes: string;
  alt: string;
  pictureClassName?: string;
  ref?: Ref<HTMLImageElement>;
};

/**
 * A measured picture shown by its smaller copies: AVIF or WebP where the browser takes them, a JPEG
 * or PNG otherwise, the width the slot needs (`sizes`), and the measured size so the page reserves
 * its space. Other attributes go to the <img>. `pictureClassName` styles the <picture> box around
 * it. `Picture` (picture.tsx) finds `set` by the address in the table of the site's pictures.
 */
export function PictureElement({
  set,
  src,
  sizes,
  alt,
  pictureClassName,
  ref,
  ...img
}: PictureProps & { set: PictureSet }) {
  return (
    <picture className={pictureClassName}>
      {set.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        {...img}
        ref={ref}
        src={set.smallest?.src ?? src}
        srcSet={set.fallbackSrcSet || undefined}
        sizes={set.fallbackSrcSet ? sizes : undefined}
        width={set.width}
        height={set.height}
        alt={alt}
      />
    </picture>
  );
}
