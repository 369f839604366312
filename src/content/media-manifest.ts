// The shapes of the media manifests that `npm run content` writes to src/generated/ from the
// media folders (never edited by hand; never committed).
import type {
  ClassDocumentFile,
  ClassDocumentType,
  DocumentVariant,
} from '../domain/class-documents.ts';
import type { StaffDepartmentKey } from '../domain/media-catalog.ts';
import type { PersonName } from '../i18n/person-name.ts';
import type { Language } from './languages.ts';
import type { LocalizedText } from './localized.ts';

/** A derivative image for srcset. */
interface ManifestThumbnail {
  /** AVIF and WebP come first where made; JPEG, or PNG for a picture with transparency, is the fallback. */
  format: 'avif' | 'webp' | 'jpeg' | 'png';
  width: number;
  height: number;
  src: string;
}

/** What every manifest image carries. */
export interface ManifestImage {
  /**
   * URL of the original, percent-encoded: an identifier only. No page shows or links it, and the
   * build leaves originals out of dist/ (scripts/lib/public-copy.ts).
   */
  src: string;
  width: number;
  height: number;
  /** Tiny blurred preview (data: URL). */
  placeholder: string;
  thumbnails: ManifestThumbnail[];
  /** Whole, uncropped copies up to 1600 pixels wide for a full view (empty where none is shown). */
  full: ManifestThumbnail[];
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

/**
 * A member of staff: the honorific read from the portrait's file name ("Ms. Ana López.png" →
 * "ms", "Ana López"), the gender from the person's file in data/staff/ when the honorific needs one.
 */
export interface StaffMember extends ManifestImage, PersonName {
  /** Department folder and file name, e.g. "Kindergarten/Ms. Ana López". */
  id: string;
  role?: LocalizedText;
  bio?: LocalizedText;
  /** The picture's description from the person's file in data/staff/; without it the page describes a portrait. */
  alt?: LocalizedText;
  /** The portrait is sample media (a drawing of a fictional person), so its description says so. */
  sample: boolean;
}

/** A department with its members (possibly none). */
export interface StaffDepartment {
  /** Key of the department's label in the locales, or null for a folder the site does not know. */
  key: StaffDepartmentKey | null;
  folder: string;
  members: StaffMember[];
}

/** A document of a grade page. */
export interface ClassDocument extends ManifestImage {
  file: ClassDocumentFile;
  type: ClassDocumentType;
  variant: DocumentVariant;
  /** Its language, from its name or its grade's other documents (see documentLanguage). */
  language?: Language;
}
