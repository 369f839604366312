// What the schemas cannot see: that an event's picture is a file of the site, and that a link in
// the content leads to a page or file that exists. `npm run content` reports each with the file,
// the entry (with its id) and the field.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from './format-issues.ts';

/** The parts of the content that point at the site's pages and files. */
export interface ReferencingContent {
  events: ReadonlyArray<{ id: number; link?: string; image?: string }>;
  announcements: ReadonlyArray<{ id: string; link?: string }>;
}

function isFileInside(publicDir: string, sitePath: string): boolean {
  const root = path.resolve(publicDir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return false;
  }
  const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (!target.startsWith(`${root}${path.sep}`)) return false;
  try {
    return statSync(target).isFile();
  } catch {
    return false;
  }
}

/**
 * Problems with the links and pictures of the content. `pagePaths` are the site's pages (the route
 * table's paths, in English: the Spanish pages are the same under /es); `publicDir` holds the files.
 */
export function contentReferenceProblems(
  content: ReferencingContent,
  pagePaths: readonly string[],
  publicDir: string,
): ContentProblem[] {
  const pages = new Set(pagePaths);
  const linkProblem = (link: string): string | null => {
    const pathOnly = link.split(/[?#]/, 1)[0] ?? '';
    const page = pathOnly.length > 1 ? pathOnly.replace(/\/+$/, '') : pathOnly;
    if (pages.has(page) || isFileInside(publicDir, pathOnly)) return null;
    return `there is no page or file ${pathOnly} on this site (pages: ${[...pages].join(', ')})`;
  };
  const problems: ContentProblem[] = [];
  content.events.forEach((event, index) => {
    const entry = `events entry ${index + 1} (id ${event.id})`;
    const file = 'data/events.json';
    if (event.link !== undefined) {
      const message = linkProblem(event.link);
      if (message !== null) problems.push({ file, entry, field: 'link', message });
    }
    if (event.image !== undefined && !isFileInside(publicDir, event.image))
      problems.push({
        file,
        entry,
        field: 'image',
        message: `there is no file public${event.image}: put the picture under public/assets/ and write its path from /assets/`,
      });
  });
  content.announcements.forEach((announcement, index) => {
    if (announcement.link === undefined) return;
    const message = linkProblem(announcement.link);
    if (message !== null)
      problems.push({
        file: 'data/announcements.json',
        entry: `announcements entry ${index + 1} (id ${announcement.id})`,
        field: 'link',
        message,
      });
  });
  return problems;
}
