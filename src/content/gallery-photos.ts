// The gallery's index, written by `npm run content` from public/assets/images/gallery/: the counts
// of every filter and the first photos only, so that the page weighs the same with 30 photos or
// 3,000; "Show more" fetches the rest (src/domain/gallery-pages.ts). One module per manifest, so
// that a page's script carries only its own (issue 18).
import galleryIndexJson from '../generated/gallery-index.json';
import type { GalleryIndex } from '../domain/gallery-pages.ts';

/** The gallery's filters with their counts, its first photos, and where the others are. */
export const galleryIndex = galleryIndexJson as unknown as GalleryIndex;
