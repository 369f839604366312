// The grade pages' documents: the eight file names of docs/product-rules.md, their type, language and display order.
import type { Language } from '../content/languages.ts';

/** The file names a grade folder may hold (docs/product-rules.md, Classes), in the order they are shown. */
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

/** Orders documents as docs/product-rules.md says: English first, then Spanish, then others, then numbered extras. */
export function orderDocuments<T extends { file: ClassDocumentFile }>(
  documents: readonly T[],
): T[] {
  return [...documents].sort(
    (a, b) =>
      VARIANT_RANK[documentVariant(a.file)] - VARIANT_RANK[documentVariant(b.file)] ||
      CLASS_DOCUMENT_FILES.indexOf(a.file) - CLASS_DOCUMENT_FILES.indexOf(b.file),
  );
}

/**
 * The language of one of a grade's documents. A name ending in -english or -spanish states it. A
 * name without one (welcome.png, supply.png, welcome2.png, supply2.png) is the other language's
 * version when the grade's documents of the same type are marked in one language only: beside
 * welcome-spanish.png, welcome.png is the English letter. Otherwise it is not known (undefined),
 * and the document's label names no language.
 */
export function documentLanguage(
  file: ClassDocumentFile,
  gradeFiles: readonly ClassDocumentFile[],
): Language | undefined {
  const variant = documentVariant(file);
  if (variant === 'english') return 'en';
  if (variant === 'spanish') return 'es';
  const marked = new Set(
    gradeFiles
      .filter((other) => documentType(other) === documentType(file))
      .map(documentVariant)
      .filter((other) => other === 'english' || other === 'spanish'),
  );
  if (marked.size !== 1) return undefined;
  return marked.has('spanish') ? 'en' : 'es';
}

/** The key of a document's label under `documents.<type>.` in the classes locale. */
export type DocumentLabelKey =
  'english' | 'spanish' | 'plain' | 'extra' | 'englishExtra' | 'spanishExtra';

/** Which label a document gets: its language (when known) and whether it is a numbered extra. */
export function documentLabelKey(document: {
  variant: ReturnType<typeof documentVariant>;
  language?: Language;
}): DocumentLabelKey {
  const extra = document.variant === 'extra';
  if (document.language === undefined) return extra ? 'extra' : 'plain';
  const language = document.language === 'en' ? 'english' : 'spanish';
  return extra ? `${language}Extra` : language;
}

/**
 * A grade's documents as a page in `lng` lists them: the documents in the page's language first,
 * then the others, each group in the manifest's order.
 */
export function documentsForLanguage<T extends { language?: Language }>(
  documents: readonly T[],
  lng: Language,
): T[] {
  return [
    ...documents.filter((document) => document.language === lng),
    ...documents.filter((document) => document.language !== lng),
  ];
}
