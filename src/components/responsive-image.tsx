import type { ReactNode } from 'react';
import type { ManifestImage } from '../content/media-manifest.ts';
import { useImageFailure } from './image-fallback.tsx';
import './responsive-image.css';

function srcSet(image: ManifestImage, format: 'webp' | 'jpeg'): string {
  return image.thumbnails
    .filter((thumbnail) => thumbnail.format === format)
    .map((thumbnail) => `${thumbnail.src} ${thumbnail.width}w`)
    .join(', ');
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
  const jpeg = image.thumbnails.filter((thumbnail) => thumbnail.format === 'jpeg');
  const first = jpeg[0] ?? image.thumbnails[0];
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
        <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
        <img
          className="responsive-image__full"
          src={first.src}
          srcSet={srcSet(image, 'jpeg')}
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
