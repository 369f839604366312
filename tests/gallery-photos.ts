// Made-up gallery photos for the unit tests of the gallery's pages, as the media step writes them
// (captions and four thumbnails each), so that sizes measured on them are a real gallery's.
import type { GalleryPhoto } from '../src/content/media-manifest.ts';

/** One photo of a category. */
export const testPhoto = (file: string, category: string): GalleryPhoto => ({
  id: file.replace(/\.jpg$/, ''),
  file,
  title: { en: `Title of ${file}`, es: `Título de ${file}` },
  category,
  alt: { en: `What ${file} shows, for people who cannot see it`, es: `Lo que muestra ${file}` },
  src: `/assets/images/gallery/${file}`,
  width: 1600,
  height: 1200,
  placeholder: 'data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAADQAQCdASoQAAwAA4BaJbACsAEPfrZl',
  thumbnails: [400, 800].flatMap((width) =>
    (['webp', 'jpeg'] as const).map((format) => ({
      format,
      width,
      height: (width * 3) / 4,
      src: `/generated/media/gallery/${file}-0123456789ab-${width}.${format === 'jpeg' ? 'jpg' : format}`,
    })),
  ),
  full: [640, 1280].flatMap((width) =>
    (['avif', 'webp', 'jpeg'] as const).map((format) => ({
      format,
      width,
      height: (width * 3) / 4,
      src: `/generated/media/gallery/${file}-0123456789ab-${width}-full.${format === 'jpeg' ? 'jpg' : format}`,
    })),
  ),
});

const CATEGORIES = ['events', 'academics', 'arts', 'sports', 'celebrations', 'general'];

/** `count` photos named in order (photo-0001.jpg, …), their categories taking turns as listed. */
export const testPhotos = (count: number): GalleryPhoto[] =>
  Array.from({ length: count }, (_, number) =>
    testPhoto(
      `photo-${String(number + 1).padStart(4, '0')}.jpg`,
      CATEGORIES[number % CATEGORIES.length] ?? 'general',
    ),
  );
