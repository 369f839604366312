// `npm run generate`: draws every sample photo, document and video of the site into out/ (a mirror
// of the site's public/ folder, git-ignored), one generator per area. It never writes into
// public/: `npm run install-samples` then copies the listed sample files there (see install/).
// Needs `ffmpeg` (the home page's hero video) and `pdftoppm` from poppler-utils (pictures of the
// first page of the sample PDFs); Debian: apt-get install ffmpeg poppler-utils.
// A generator can also run on its own: `npx tsx generators/generate-<area>-media.ts`.
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { STAGING_DIR } from './generators/staging.ts';

const generators = [
  'generate-sample-media.ts', // home page hero poster and video
  'generate-media-library.ts', // gallery photos, staff bio cards, grade documents
  'generate-our-school-media.ts', // leadership portraits, buildings, crest, the Preamble PDF
  'generate-academics-media.ts', // history timeline illustrations
  'generate-library-media.ts', // library PDFs and flyers
  'generate-enrichment-arts-media.ts', // art, PBIS flyers, mascot
  'generate-community-media.ts', // community event photos, flyers, after-school documents
];

// A full run starts from an empty staging folder, so that it holds only what the generators draw
// today (a file a generator no longer writes does not linger to be installed).
await rm(STAGING_DIR, { recursive: true, force: true });
for (const generator of generators) {
  console.log(`\n▸ ${generator}`);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'generators', generator)],
    { stdio: 'inherit' },
  );
}
console.log(`\nThe sample files are in ${path.relative(process.cwd(), STAGING_DIR) || '.'}/.`);
console.log('`npm run install-samples` copies them into public/ (never over a real file).');
