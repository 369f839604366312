import type { ImgHTMLAttributes, ReactNode } from 'react';
import { DERIVATIVE_TYPE } from '../content/derivatives.ts';
import type { ManifestImage, ManifestThumbnail } from '../content/media-manifest.ts';
import { useImageFailure } from './image-fallback.tsx';
import './responsive-image.css';

/** A set of copies by format, best first (AVIF, WebP), the fallback (JPEG or PNG) last. */
function byFormat(copies: readonly ManifestThumbnail[]) {
  const formats = [...new Set(copies.map((copy) => copy.format))];
  const srcSet = (format: string) =>
    copies
      .filter((copy) => copy.format === format)
      .map((copy) => `${copy.src} ${copy.width}w`)
      .join(', ');
  const fallback = formats.at(-1);
  const fallbackCopies = copies.filter((copy) => copy.format === fallback);
  return {
    sources: formats
      .slice(0, -1)
      .map((format) => ({ type: DERIVATIVE_TYPE[format], srcSet: srcSet(format) })),
    fallbackSrcSet: fallback === undefined ? '' : srcSet(fallback),
    first: fallbackCopies[0],
    largest: fallbackCopies.at(-1),
  };
}

/** The address of an image's largest whole copy (for a link to the whole picture). */
export function largestFullCopy(image: ManifestImage): string | undefined {
  return byFormat(image.full.length > 0 ? image.full : image.thumbnails).largest?.src;
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
  const set = byFormat(image.full.length > 0 ? image.full : image.thumbnails);
  return (
    <picture>
      {set.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        {...img}
        src={set.first?.src}
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
  const set = byFormat(image.thumbnails);
  const first = set.first;
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
