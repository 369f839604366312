import type { ImgHTMLAttributes, Ref } from 'react';
import { pictureSet } from '../content/image-sizes.ts';

/**
 * One of the site's pictures (by its address under public/, e.g. "/assets/images/art/piece.jpg"),
 * shown by its smaller copies: AVIF or WebP where the browser takes them, a JPEG or PNG otherwise,
 * the width the slot needs (`sizes`), and the measured size so the page reserves its space. Other
 * attributes go to the <img>. `pictureClassName` styles the <picture> box around it.
 */
export function Picture({
  src,
  sizes,
  alt,
  pictureClassName,
  ref,
  ...img
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  src: string;
  sizes: string;
  alt: string;
  pictureClassName?: string;
  ref?: Ref<HTMLImageElement>;
}) {
  const set = pictureSet(src);
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
