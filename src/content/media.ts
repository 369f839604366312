// Typed access to the media manifests written by `npm run content` from the media folders.
import classDocumentsJson from '../generated/class-documents.json';
import galleryJson from '../generated/gallery.json';
import staffJson from '../generated/staff.json';
import type { ClassDocument, GalleryPhoto, StaffDepartment } from './media-manifest.ts';

/** Every gallery photo, by file name. */
export const galleryPhotos = galleryJson as unknown as readonly GalleryPhoto[];
/** Staff departments in their order (docs/product-rules.md), with their members. */
export const staffDepartments = staffJson as unknown as readonly StaffDepartment[];
/** Each grade's documents, in display order. */
export const classDocuments = classDocumentsJson as unknown as Readonly<
  Record<string, readonly ClassDocument[]>
>;
