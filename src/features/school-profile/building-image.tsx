import type { Building } from '../../content/site-schema.ts';
import { buildingPicture, srcSet } from './building-pictures.ts';

/** A building's picture (WebP with a JPEG fallback, the small or the large file as the screen needs). */
export function BuildingImage({
  buildingId,
  alt,
  sizes,
  eager = false,
  className,
}: {
  buildingId: Building['id'];
  alt: string;
  sizes: string;
  /** Load at once (the first picture at the top of a page); otherwise when scrolled near. */
  eager?: boolean;
  className?: string;
}) {
  const picture = buildingPicture(buildingId);
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(picture.webp)} sizes={sizes} />
      <img
        className={className}
        src={picture.jpeg.small.src}
        srcSet={srcSet(picture.jpeg)}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
