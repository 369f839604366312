// Builds the gallery, staff and grade-document manifests from the media folders.
import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo } from '../../../src/content/languages.ts';
import type { LocalizedText } from '../../../src/content/localized.ts';
import path from 'node:path';
import fg from 'fast-glob';
import type {
  ClassDocument,
  GalleryPhoto,
  StaffDepartment,
  StaffMember,
} from '../../../src/content/media-manifest.ts';
import type { GalleryCaptions, StaffData } from '../../../src/content/media-data-schema.ts';
import {
  CLASS_DOCUMENT_FILES,
  documentLanguage,
  documentType,
  documentVariant,
  orderDocuments,
  type ClassDocumentFile,
} from '../../../src/domain/class-documents.ts';
import {
  categoryFromFileName,
  displayNameFromFileName,
  encodePath,
  titleFromFileName,
} from '../../../src/domain/file-names.ts';
import { GRADES, STAFF_DEPARTMENTS } from '../../../src/domain/media-catalog.ts';
import { needsGender, parseHonorific } from '../../../src/i18n/person-name.ts';
import type { ContentProblem } from '../../../src/content/format-issues.ts';
import type { MeasuredPicture } from '../../../src/content/measured-picture.ts';
import { PICTURE_WIDTHS, PICTURES_URL } from '../../../src/content/derivatives.ts';
import { processImages, type ProcessedImage, type ThumbnailSpec } from './thumbnails.ts';

/** File and people's names are listed in the default language's alphabetical order. */
const SORT_LOCALE = languageInfo(DEFAULT_LANGUAGE).intlLocale;

/** Where the media live and where derivatives go. */
export interface MediaPaths {
  /** The public folder (its assets/ subfolder holds the originals). */
  publicDir: string;
  /** Folder for derivatives, served at /generated/media. */
  outDir: string;
}

/** A run's result: the manifest, warnings for skipped files, and the encoding work done. */
export interface ManifestRun<T> {
  manifest: T;
  warnings: string[];
  encoded: number;
  removed: number;
}

/** Whole copies for a full view: 1280 pixels is what a 390-pixel phone at 3× picks. */
const FULL_VIEW_WIDTHS = [640, 960, 1280, 1600];

const GALLERY_THUMBNAILS: ThumbnailSpec = {
  widths: [400, 800],
  aspect: 4 / 3,
  full: FULL_VIEW_WIDTHS,
};
const STAFF_THUMBNAILS: ThumbnailSpec = {
  widths: [240, 480],
  aspect: 4 / 5,
  full: [480, 800],
};
/** A document is read in its full view: the largest copy keeps small print legible. */
const DOCUMENT_THUMBNAILS: ThumbnailSpec = { widths: [300, 600], full: [960, 1280, 1600] };

const IMAGE_GLOB = '*';

function imageFields(processed: ProcessedImage, url: string) {
  return {
    src: encodePath(url),
    width: processed.width,
    height: processed.height,
    placeholder: processed.placeholder,
    thumbnails: processed.thumbnails.map((thumbnail) => ({
      ...thumbnail,
      src: encodePath(thumbnail.src),
    })),
    full: processed.full.map((thumbnail) => ({ ...thumbnail, src: encodePath(thumbnail.src) })),
  };
}

function skippedWarnings(folder: string, skipped: string[]): string[] {
  return skipped.map((key) => `${folder}/${key} is not an image sharp can read: skipped`);
}

/** The gallery: every image in public/assets/images/gallery/, titled, categorised and captioned. */
export async function buildGalleryManifest(
  paths: MediaPaths,
  captions: GalleryCaptions,
): Promise<ManifestRun<GalleryPhoto[]>> {
  const folder = path.join(paths.publicDir, 'assets/images/gallery');
  const files = (await fg(IMAGE_GLOB, { cwd: folder, onlyFiles: true })).sort((a, b) =>
    a.localeCompare(b, SORT_LOCALE),
  );
  const run = await processImages({
    sources: files.map((file) => ({ key: file, file: path.join(folder, file) })),
    outDir: path.join(paths.outDir, 'gallery'),
    urlBase: '/generated/media/gallery',
    spec: GALLERY_THUMBNAILS,
  });
  const manifest: GalleryPhoto[] = [];
  for (const file of files) {
    const processed = run.images.get(file);
    if (processed === undefined) continue;
    const caption = captions[file];
    const title =
      caption?.title ??
      (Object.fromEntries(LANGUAGES.map((lng) => [lng, titleFromFileName(file)])) as LocalizedText);
    manifest.push({
      id: file.replace(/\.[^.]+$/, ''),
      file,
      title,
      category: categoryFromFileName(file),
      alt: caption?.alt ?? title,
      ...imageFields(processed, `/assets/images/gallery/${file}`),
    });
  }
  const unused = Object.keys(captions).filter((file) => !files.includes(file));
  return {
    manifest,
    warnings: [
      ...skippedWarnings('public/assets/images/gallery', run.skipped),
      ...unused.map(
        (file) =>
          `data/gallery-captions/ has a caption for ${file}, which is not in public/assets/images/gallery/`,
      ),
    ],
    encoded: run.encoded,
    removed: run.removed,
  };
}

/** The staff directory: a department per folder (the order of docs/product-rules.md first), a member per portrait, by name. */
export async function buildStaffManifest(
  paths: MediaPaths,
  data: StaffData,
): Promise<ManifestRun<StaffDepartment[]>> {
  const root = path.join(paths.publicDir, 'assets/documents/staff');
  const files = (await fg('*/*', { cwd: root, onlyFiles: true })).sort((a, b) =>
    a.localeCompare(b, SORT_LOCALE),
  );
  const folders = (await fg('*', { cwd: root, onlyDirectories: true })).sort((a, b) =>
    a.localeCompare(b, SORT_LOCALE),
  );
  const run = await processImages({
    sources: files.map((file) => ({ key: file, file: path.join(root, file) })),
    outDir: path.join(paths.outDir, 'staff'),
    urlBase: '/generated/media/staff',
    spec: STAFF_THUMBNAILS,
  });
  const known: Array<Omit<StaffDepartment, 'members'>> = STAFF_DEPARTMENTS.map((department) => ({
    key: department.key,
    folder: department.folder,
  }));
  const extra = folders.filter(
    (folder) => !known.some((department) => department.folder === folder),
  );
  const departments: StaffDepartment[] = [
    ...known,
    ...extra.map((folder) => ({ key: null, folder })),
  ].map((department) => ({
    ...department,
    members: [],
  }));
  const warnings = [
    ...skippedWarnings('public/assets/documents/staff', run.skipped),
    ...extra.map(
      (folder) =>
        `public/assets/documents/staff/${folder} is not one of the school's departments: listed last with its folder name`,
    ),
  ];
  for (const file of files) {
    const processed = run.images.get(file);
    if (processed === undefined) continue;
    const [folder = '', fileName = ''] = file.split('/');
    const written = displayNameFromFileName(fileName);
    const id = `${folder}/${written}`;
    const texts = data[id];
    const { honorific, name } = parseHonorific(written);
    const member: StaffMember = {
      id,
      ...(honorific === undefined ? {} : { honorific }),
      ...(texts?.gender === undefined ? {} : { gender: texts.gender }),
      name,
      ...(texts?.role === undefined ? {} : { role: texts.role }),
      ...(texts?.bio === undefined ? {} : { bio: texts.bio }),
      ...(texts?.alt === undefined ? {} : { alt: texts.alt }),
      sample: processed.sample,
      ...imageFields(processed, `/assets/documents/staff/${file}`),
    };
    departments.find((department) => department.folder === folder)?.members.push(member);
  }
  // In each department, people in the order of their names (not of the titles in the file names).
  for (const department of departments)
    department.members.sort((a, b) => a.name.localeCompare(b.name, SORT_LOCALE));
  const ids = new Set(
    departments.flatMap((department) => department.members.map((member) => member.id)),
  );
  warnings.push(
    ...Object.keys(data)
      .filter((id) => !ids.has(id))
      .map(
        (id) =>
          `data/staff/ describes ${id}, who has no portrait in public/assets/documents/staff/`,
      ),
  );
  return { manifest: departments, warnings, encoded: run.encoded, removed: run.removed };
}

const SPANISH_TITLE = /^(Sra?|Srta|Dra)\.?\s/i;

/**
 * Mistakes in how staff portraits are named that would put wrong words on a page: a Spanish title
 * in the file name (the English page would show it; the Spanish page writes its own), and a "Dr."
 * with no file in data/staff/ to say whether Spanish writes "Dra." or "Dr." (a file that has one
 * but no gender is reported by its schema). `files` are paths under
 * public/assets/documents/staff/ ("Kindergarten/Ms. Ana López.png"); `described` the portraits
 * that have a file in data/staff/ ("Kindergarten/Ms. Ana López").
 */
export function staffNameProblems(
  files: readonly string[],
  described: ReadonlySet<string>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const file of files) {
    const [folder = '', fileName = ''] = file.split('/');
    if (fileName.startsWith('.')) continue;
    const written = displayNameFromFileName(fileName);
    if (SPANISH_TITLE.test(written)) {
      problems.push({
        file: `public/assets/documents/staff/${file}`,
        message:
          'start the file name with the English title (Mr., Ms., Mrs. or Dr.), e.g. "Ms. Ana López.png": the Spanish page writes Sr., Sra. or Dra. itself',
      });
      continue;
    }
    const id = `${folder}/${written}`;
    if (needsGender(parseHonorific(written).honorific) && !described.has(id)) {
      problems.push({
        file: `public/assets/documents/staff/${file}`,
        message: `add a file for ${written} in data/staff/ with "portrait": "${id}", the role, and "gender": "female" or "male" (Spanish writes "Dra." for a woman and "Dr." for a man)`,
      });
    }
  }
  return problems;
}

/** The grade pages' documents: for each grade, which of the eight document names (docs/product-rules.md) exist, in order. */
export async function buildClassDocumentsManifest(
  paths: MediaPaths,
): Promise<ManifestRun<Record<string, ClassDocument[]>>> {
  const root = path.join(paths.publicDir, 'assets/documents/classes');
  const files = await fg('*/*', { cwd: root, onlyFiles: true });
  const known = files.filter((file) => {
    const [grade, name] = file.split('/');
    return (
      GRADES.some((item) => item.id === grade) &&
      (CLASS_DOCUMENT_FILES as readonly string[]).includes(name ?? '')
    );
  });
  const ignored = files.filter((file) => !known.includes(file));
  const run = await processImages({
    sources: known.map((file) => ({ key: file, file: path.join(root, file) })),
    outDir: path.join(paths.outDir, 'classes'),
    urlBase: '/generated/media/classes',
    spec: DOCUMENT_THUMBNAILS,
  });
  const manifest: Record<string, ClassDocument[]> = {};
  for (const grade of GRADES) {
    const documents: ClassDocument[] = [];
    const files = known
      .filter((item) => item.startsWith(`${grade.id}/`) && run.images.has(item))
      .map((item) => item.slice(grade.id.length + 1) as ClassDocumentFile);
    for (const name of files) {
      const processed = run.images.get(`${grade.id}/${name}`);
      if (processed === undefined) continue;
      const language = documentLanguage(name, files);
      documents.push({
        file: name,
        type: documentType(name),
        variant: documentVariant(name),
        ...(language === undefined ? {} : { language }),
        ...imageFields(processed, `/assets/documents/classes/${grade.id}/${name}`),
      });
    }
    manifest[grade.id] = orderDocuments(documents);
  }
  return {
    manifest,
    warnings: [
      ...skippedWarnings('public/assets/documents/classes', run.skipped),
      ...ignored.map(
        (file) =>
          `public/assets/documents/classes/${file} is not one of the grade pages' file names: ignored`,
      ),
    ],
    encoded: run.encoded,
    removed: run.removed,
  };
}

/**
 * The site's other pictures (`sizes`: every picture under public/assets/ but those with their own
 * manifest, by address, measured by measureImages): their derivatives, PICTURE_WIDTHS wide at most.
 */
export async function buildPictureManifest(
  paths: MediaPaths,
  sizes: Readonly<Record<string, { width: number; height: number }>>,
): Promise<ManifestRun<Record<string, MeasuredPicture>>> {
  const addresses = Object.keys(sizes);
  const run = await processImages({
    sources: addresses.map((address) => ({
      key: address.slice('/assets/'.length),
      file: path.join(paths.publicDir, address),
    })),
    outDir: path.join(paths.outDir, 'pictures'),
    urlBase: PICTURES_URL,
    spec: { widths: [...PICTURE_WIDTHS] },
  });
  const manifest: Record<string, MeasuredPicture> = {};
  for (const address of addresses) {
    const processed = run.images.get(address.slice('/assets/'.length));
    const size = sizes[address];
    if (size === undefined) continue;
    manifest[address] =
      processed === undefined
        ? size
        : { ...size, base: processed.base, formats: processed.formats };
  }
  return { manifest, warnings: [], encoded: run.encoded, removed: run.removed };
}
