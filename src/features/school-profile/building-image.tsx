import { Picture } from '../../components/picture.tsx';
import type { Building } from '../../content/site-schema.ts';
import { buildingPicture } from './building-pictures.ts';

/** A building's picture, by its smaller copies as the screen needs (components/picture.tsx). */
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
  return (
    <Picture
      className={className}
      src={buildingPicture(buildingId)}
      sizes={sizes}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
