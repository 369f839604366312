// The width and height of the site's pictures, measured from the files by `npm run content`
// (written to src/generated/image-sizes.json), so that no page states a picture's size by hand:
// a school's own photo of another shape, put in place of a sample under the same name, shows at
// its own proportions and the page reserves the right space for it. The gallery, the staff
// portraits and the class documents have their own manifests (manifests.ts) and are left out.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import sharp from 'sharp';
import type { ImageSize } from '../../../src/content/measured-picture.ts';
import { findLinks, missingFileProblem } from '../document-sizes.ts';
import type { ContentProblem } from '../../../src/content/format-issues.ts';

/** What the measurement looks at: pictures under public/assets/, by file extension. */
const PICTURES = 'assets/**/*.{jpg,jpeg,png,webp,gif,avif}';
const OWN_MANIFESTS = [
  'assets/images/gallery/**',
  'assets/documents/staff/**',
  'assets/documents/classes/**',
];
/** A picture's address in a data file. */
const PICTURE_LINK = /^\/assets\/[^?#]+\.(jpe?g|png|webp|gif|avif)$/i;

/** A picture's size as it is shown: EXIF orientations 5 to 8 turn it a quarter, so they swap the two. */
export function shownSize(meta: {
  width?: number;
  height?: number;
  orientation?: number;
}): ImageSize {
  if (meta.width === undefined || meta.height === undefined) throw new Error('no size');
  return (meta.orientation ?? 1) >= 5
    ? { width: meta.height, height: meta.width }
    : { width: meta.width, height: meta.height };
}

/**
 * The shown size of every picture under public/assets/ (but those with their own manifest), keyed
 * by its address ("/assets/images/art/piece.jpg"), a warning for each file that is not a picture
 * sharp can read, and a problem for each picture address in the data files with no file behind it.
 */
export async function measureImages(
  publicDir: string,
  dataFiles: ReadonlyArray<{ file: string; data: unknown }>,
): Promise<{ sizes: Record<string, ImageSize>; problems: ContentProblem[]; warnings: string[] }> {
  const files = (
    await fg(PICTURES, {
      cwd: publicDir,
      onlyFiles: true,
      caseSensitiveMatch: false,
      ignore: OWN_MANIFESTS,
    })
  ).sort();
  const sizes: Record<string, ImageSize> = {};
  const warnings: string[] = [];
  for (const file of files) {
    try {
      sizes[`/${file}`] = shownSize(
        await sharp(await readFile(path.join(publicDir, file))).metadata(),
      );
    } catch {
      warnings.push(`public/${file} is not a picture sharp can read: its size is unknown`);
    }
  }
  const problems: ContentProblem[] = [];
  for (const { file, data } of dataFiles) {
    for (const link of findLinks(data, PICTURE_LINK)) {
      const info = await stat(path.join(publicDir, decodeURIComponent(link.href))).catch(
        () => null,
      );
      if (info === null || !info.isFile()) problems.push(missingFileProblem(file, link));
    }
  }
  return { sizes, problems, warnings };
}
