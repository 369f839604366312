// The gallery's media manifest, written by `npm run content` from public/assets/media/gallery/.
// One module per manifest, so that a page's script carries only its own (issue 18).
import galleryJson from '../generated/gallery.json';
import type { GalleryPhoto } from './media-manifest.ts';

/** Every gallery photo, by file name. */
export const galleryPhotos = galleryJson as unknown as readonly GalleryPhoto[];
