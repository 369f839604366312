// Browser-safe helpers for documents the pages link to (no zod here).
import documentSizes from '../generated/document-sizes.json';
import { languageInfo, type Language } from './languages.ts';

const SIZES = documentSizes as Record<string, number>;

/** "PDF" or "DOCX": a document's file type, from its address. */
export function documentType(href: string): 'PDF' | 'DOCX' {
  return /\.docx$/i.test(href) ? 'DOCX' : 'PDF';
}

/** The size in bytes of a document under public/, measured by `npm run content`. */
export function documentBytes(href: string): number {
  const bytes = SIZES[href];
  if (bytes === undefined) throw new Error(`${href} was not measured: run npm run content`);
  return bytes;
}

/** A file size as people read it: "84 KB", "1.2 MB" (Spanish "1,2 MB"). */
export function formatFileSize(bytes: number, lng: Language): string {
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) {
    return `${new Intl.NumberFormat(languageInfo(lng).intlLocale).format(Math.max(1, Math.round(kilobytes)))} KB`;
  }
  const megabytes = new Intl.NumberFormat(languageInfo(lng).intlLocale, {
    maximumFractionDigits: 1,
  }).format(kilobytes / 1024);
  return `${megabytes} MB`;
}
