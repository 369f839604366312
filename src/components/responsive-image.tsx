import type { ImgHTMLAttributes, ReactNode } from 'react';
import { sourcesByFormat } from '../content/derivatives.ts';
import type { ManifestImage } from '../content/media-manifest.ts';
import { useImageFailure } from './image-fallback.tsx';
import './responsive-image.css';

/** The address of an image's largest whole copy (for a link to the whole picture). */
export function largestFullCopy(image: ManifestImage): string | undefined {
  return sourcesByFormat(image.full.length > 0 ? image.full : image.thumbnails).largest?.src;
}

/**
 * An image of a media manifest in a full view: its whole copies (never the original), the size
 * the view needs (`sizes`), AVIF or WebP where the browser takes them. Other attributes go to the
 * <img>.
 */
export function FullImage({
  image,
  sizes,
  alt,
  ...img
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: ManifestImage;
  sizes: string;
  alt: string;
}) {
  const set = sourcesByFormat(image.full.length > 0 ? image.full : image.thumbnails);
  return (
    <picture>
      {set.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        {...img}
        src={set.smallest?.src}
        srcSet={set.fallbackSrcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
      />
    </picture>
  );
}

/**
 * A lazily loaded thumbnail from a media manifest: WebP with a JPEG fallback, sized to avoid layout
 * shift, a blurred preview while it loads, and `fallback` in its place if it fails.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  fallback,
  className,
  onFail,
}: {
  image: ManifestImage;
  alt: string;
  sizes: string;
  fallback: ReactNode;
  className?: string;
  /** Called once when the image cannot be loaded. */
  onFail?: () => void;
}) {
  const { failed, ref, onError } = useImageFailure(onFail);
  const set = sourcesByFormat(image.thumbnails);
  const first = set.smallest;
  if (failed || first === undefined) return <>{fallback}</>;
  return (
    <span className={['responsive-image', className].filter(Boolean).join(' ')}>
      <img
        className="responsive-image__preview"
        src={image.placeholder}
        alt=""
        aria-hidden="true"
        width={first.width}
        height={first.height}
      />
      <picture>
        {set.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        <img
          className="responsive-image__full"
          src={first.src}
          srcSet={set.fallbackSrcSet}
          sizes={sizes}
          width={first.width}
          height={first.height}
          alt={alt}
          loading="lazy"
          decoding="async"
          ref={ref}
          onError={onError}
        />
      </picture>
    </span>
  );
}
