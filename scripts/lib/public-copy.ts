// The build's copy of public/ into dist/, in place of Vite's own (build.copyPublicDir: false): the
// same files but the original pictures under public/assets/ (a school's phone photos are 3 MB
// each), which no page shows or links (pages show the smaller copies the content step made in
// public/generated/media/), and the derivative folders' index files, which only the content step
// reads. Documents (PDF, Word), videos and everything else are copied as they are.
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Plugin } from 'vite';

/** Files under public/ that dist/ does not get. */
const UNPUBLISHED = [
  'assets/**/*.{jpg,jpeg,png,webp,gif,avif,heic,heif,tif,tiff}',
  'generated/media/**/index.json',
];

/** The files of `publicDir` that are published, relative to it. */
async function publishedFiles(publicDir: string): Promise<string[]> {
  return (
    await fg('**/*', {
      cwd: publicDir,
      onlyFiles: true,
      dot: false,
      caseSensitiveMatch: false,
      ignore: UNPUBLISHED,
    })
  ).sort();
}

/** Copies the published files of `publicDir` into `outDir`. */
export async function copyPublished(publicDir: string, outDir: string): Promise<number> {
  const files = await publishedFiles(publicDir);
  const folders = new Set(files.map((file) => path.dirname(path.join(outDir, file))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(
    files.map((file) => copyFile(path.join(publicDir, file), path.join(outDir, file))),
  );
  return files.length;
}

/** The Vite plugin: copies the published part of public/ when a client build is written. */
export function publishPublicFiles(publicDir: string): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'publish-public-files',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (!ssr) await copyPublished(publicDir, outDir);
    },
  };
}
