// The shapes of the media manifests that `npm run content` writes to src/generated/ from the
// media folders (never edited by hand; never committed).
import type { ClassDocumentFile, ClassDocumentType } from '../features/media/class-documents.ts';
import type { Language } from './languages.ts';
import type { LocalizedText } from './localized.ts';

/** A derivative image for srcset. */
export interface ManifestThumbnail {
  format: 'webp' | 'jpeg';
  width: number;
  height: number;
  src: string;
}

/** What every manifest image carries. */
export interface ManifestImage {
  /** URL of the original, percent-encoded. */
  src: string;
  width: number;
  height: number;
  /** Tiny blurred preview (data: URL). */
  placeholder: string;
  thumbnails: ManifestThumbnail[];
}

/** A gallery photo. */
export interface GalleryPhoto extends ManifestImage {
  id: string;
  file: string;
  title: LocalizedText;
  /** events, academics, arts, sports, celebrations or general (from the file name). */
  category: string;
  alt: LocalizedText;
}

/** A member of staff. */
export interface StaffMember extends ManifestImage {
  /** Department folder and name, e.g. "Kindergarten/Ms. Ana López". */
  id: string;
  name: string;
  role?: LocalizedText;
  bio?: LocalizedText;
  alt: LocalizedText;
}

/** A department with its members (possibly none). */
export interface StaffDepartment {
  /** Key of the department's label in the locales, or null for a folder the site does not know. */
  key: string | null;
  folder: string;
  members: StaffMember[];
}

/** A document of a grade page. */
export interface ClassDocument extends ManifestImage {
  file: ClassDocumentFile;
  type: ClassDocumentType;
  variant: 'english' | 'spanish' | 'plain' | 'extra';
  /** Its language, from its name or its grade's other documents (see documentLanguage). */
  language?: Language;
}
