import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ContentProblem } from '../../src/content/format-issues.ts';

/** A file address (e.g. a .pdf under /assets/) found in a data file, and where. */
export interface DocumentLink {
  href: string;
  /** Where it is in the file, e.g. ["documents", 0, "href"]. */
  at: ReadonlyArray<string | number>;
}

const DOCUMENT = /^\/assets\/[^?#]+\.(pdf|docx)$/i;

/** Every string anywhere in a parsed data file that `pattern` matches, with where it is. */
export function findLinks(
  data: unknown,
  pattern: RegExp,
  at: ReadonlyArray<string | number> = [],
): DocumentLink[] {
  if (typeof data === 'string') return pattern.test(data) ? [{ href: data, at }] : [];
  if (Array.isArray(data))
    return data.flatMap((item, index) => findLinks(item, pattern, [...at, index]));
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => findLinks(value, pattern, [...at, key]));
  }
  return [];
}

/** Every document address (/assets/….pdf or .docx) anywhere in a parsed data file. */
export function findDocumentLinks(data: unknown): DocumentLink[] {
  return findLinks(data, DOCUMENT);
}

/** The content problem of a data file's link to a file that is not under public/. */
export function missingFileProblem(file: string, link: DocumentLink): ContentProblem {
  const index = link.at.findIndex((key) => typeof key === 'number');
  return {
    file,
    entry:
      index === -1
        ? undefined
        : // A list inside a field is named by it ("documents entry 2"); a file that is a list, not.
          [link.at[index - 1], 'entry', Number(link.at[index]) + 1]
            .filter((part) => part !== undefined)
            .join(' '),
    field: link.at.slice(index + 1).join('.') || undefined,
    message: `there is no file at public${decodeURIComponent(link.href)} (add the file or correct the address)`,
  };
}

/**
 * The size in bytes of every document the data files link to, keyed by address, measured from
 * the files under public/ (so the page never shows a size typed by hand). A link to a missing
 * file is a content problem naming the data file and field.
 */
export async function measureDocuments(
  publicDir: string,
  files: ReadonlyArray<{ file: string; data: unknown }>,
): Promise<{ sizes: Record<string, number>; problems: ContentProblem[] }> {
  const sizes: Record<string, number> = {};
  const problems: ContentProblem[] = [];
  for (const { file, data } of files) {
    for (const link of findDocumentLinks(data)) {
      const onDisk = path.join(publicDir, decodeURIComponent(link.href));
      const info = await stat(onDisk).catch(() => null);
      if (info === null || !info.isFile()) {
        problems.push(missingFileProblem(file, link));
        continue;
      }
      sizes[link.href] = info.size;
    }
  }
  return { sizes, problems };
}
