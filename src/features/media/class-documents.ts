// The grade pages' documents: the spec's eight file names, their type and their display order.

/** The file names a grade folder may hold (spec section 7), in the order they are shown. */
export const CLASS_DOCUMENT_FILES = [
  'welcome-english.png',
  'welcome-spanish.png',
  'supply-english.png',
  'supply-spanish.png',
  'welcome.png',
  'supply.png',
  'welcome2.png',
  'supply2.png',
] as const;
export type ClassDocumentFile = (typeof CLASS_DOCUMENT_FILES)[number];

/** Welcome letter or supply list. */
export type ClassDocumentType = 'welcome' | 'supply';

/** The type of a document from its file name. */
export function documentType(file: ClassDocumentFile): ClassDocumentType {
  return file.startsWith('welcome') ? 'welcome' : 'supply';
}

/** What a document's label says about its language: English, Spanish, none, or a numbered extra. */
export function documentVariant(
  file: ClassDocumentFile,
): 'english' | 'spanish' | 'plain' | 'extra' {
  if (file.endsWith('-english.png')) return 'english';
  if (file.endsWith('-spanish.png')) return 'spanish';
  return /\d\.png$/.test(file) ? 'extra' : 'plain';
}

const VARIANT_RANK = { english: 0, spanish: 1, plain: 2, extra: 3 } as const;

/** Orders documents as the spec asks: English first, then Spanish, then others, then numbered extras. */
export function orderDocuments<T extends { file: ClassDocumentFile }>(
  documents: readonly T[],
): T[] {
  return [...documents].sort(
    (a, b) =>
      VARIANT_RANK[documentVariant(a.file)] - VARIANT_RANK[documentVariant(b.file)] ||
      CLASS_DOCUMENT_FILES.indexOf(a.file) - CLASS_DOCUMENT_FILES.indexOf(b.file),
  );
}
