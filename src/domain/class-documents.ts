// The grade pages' documents: the file names of docs/product-rules.md, their type, language and
// display order. A document in one language is named for it: welcome-english.png,
// supply-spanish.png, from each language's English name in the registry (a third language's letter
// would be welcome-french.png).
import { LANGUAGES, languageInfo, type Language } from '../content/languages.ts';

/** Welcome letter or supply list. */
export type ClassDocumentType = 'welcome' | 'supply';

/** A grade document's file name: its type, then a language, nothing or a number, as PNG. */
export type ClassDocumentFile = `${ClassDocumentType}${string}.png`;

const TYPES: readonly ClassDocumentType[] = ['welcome', 'supply'];

/** The word that names a language in a document's file name ("english", "spanish"). */
function fileWord(lng: Language): string {
  return languageInfo(lng).englishName.toLowerCase().replace(/\s+/g, '-');
}

/**
 * The file names a grade folder may hold (docs/product-rules.md, Classes), in the order they are
 * shown: each type in each language, then without a language, then the numbered extras.
 */
export const CLASS_DOCUMENT_FILES: readonly ClassDocumentFile[] = [
  ...TYPES.flatMap((type) =>
    LANGUAGES.map((lng): ClassDocumentFile => `${type}-${fileWord(lng)}.png`),
  ),
  'welcome.png',
  'supply.png',
  'welcome2.png',
  'supply2.png',
];

/** The type of a document from its file name. */
export function documentType(file: ClassDocumentFile): ClassDocumentType {
  return file.startsWith('welcome') ? 'welcome' : 'supply';
}

/** What a document's name says: a language, none, or a numbered extra. */
export type DocumentVariant = 'language' | 'plain' | 'extra';

/** The language a document's name states ("-spanish.png"), if any. */
function namedLanguage(file: ClassDocumentFile): Language | undefined {
  return LANGUAGES.find((lng) => file.endsWith(`-${fileWord(lng)}.png`));
}

/** What a document's name says about its language: one, none, or a numbered extra. */
export function documentVariant(file: ClassDocumentFile): DocumentVariant {
  if (namedLanguage(file) !== undefined) return 'language';
  return /\d\.png$/.test(file) ? 'extra' : 'plain';
}

/** A document's place in the order: named languages in the registry's order, then others, then extras. */
function rank(file: ClassDocumentFile): number {
  const language = namedLanguage(file);
  if (language !== undefined) return LANGUAGES.indexOf(language);
  return LANGUAGES.length + (documentVariant(file) === 'extra' ? 1 : 0);
}

/** Orders documents as docs/product-rules.md says: English first, then Spanish, then others, then numbered extras. */
export function orderDocuments<T extends { file: ClassDocumentFile }>(
  documents: readonly T[],
): T[] {
  return [...documents].sort(
    (a, b) =>
      rank(a.file) - rank(b.file) ||
      CLASS_DOCUMENT_FILES.indexOf(a.file) - CLASS_DOCUMENT_FILES.indexOf(b.file),
  );
}

/**
 * The language of one of a grade's documents. A name ending in a language (-english, -spanish)
 * states it. A name without one (welcome.png, supply.png, welcome2.png, supply2.png) is the one
 * language left when the grade's documents of the same type are named in all the others: beside
 * welcome-spanish.png, welcome.png is the English letter. Otherwise it is not known (undefined),
 * and the document's label names no language.
 */
export function documentLanguage(
  file: ClassDocumentFile,
  gradeFiles: readonly ClassDocumentFile[],
): Language | undefined {
  const named = namedLanguage(file);
  if (named !== undefined) return named;
  const marked = new Set(
    gradeFiles
      .filter((other) => documentType(other) === documentType(file))
      .map(namedLanguage)
      .filter((lng) => lng !== undefined),
  );
  const left = LANGUAGES.filter((lng) => !marked.has(lng));
  return marked.size > 0 && left.length === 1 ? left[0] : undefined;
}

/** The key of a document's label under `documents.<type>.` in the classes locale. */
export type DocumentLabelKey = 'inLanguage' | 'inLanguageExtra' | 'plain' | 'extra';

/**
 * Which label a document gets: with its language (when known, as `language`) or without, and
 * whether it is a numbered extra.
 */
export function documentLabel(document: { variant: DocumentVariant; language?: Language }): {
  key: DocumentLabelKey;
  language?: Language;
} {
  const extra = document.variant === 'extra';
  if (document.language === undefined) return { key: extra ? 'extra' : 'plain' };
  return { key: extra ? 'inLanguageExtra' : 'inLanguage', language: document.language };
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
