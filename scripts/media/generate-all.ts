// `npm run media`: regenerates every committed sample photo, document and video, one generator per
// area. Needs `ffmpeg` (the home page's hero video) and `pdftoppm` from poppler-utils (previews of
// the first page of the sample PDFs); Debian: apt-get install ffmpeg poppler-utils.
// A generator can also run on its own: `npx tsx scripts/media/generate-<area>-media.ts`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const generators = [
  'generate-sample-media.ts', // home page hero poster and video
  'generate-media-library.ts', // gallery photos, staff bio cards, grade documents
  'generate-our-school-media.ts', // leadership portraits, buildings, crest, the Preamble PDF
  'generate-academics-media.ts', // history timeline illustrations
  'generate-library-media.ts', // library PDFs and flyers
  'generate-enrichment-arts-media.ts', // art, PBIS flyers, mascot
  'generate-community-media.ts', // community event photos, flyers, after-school documents
];

for (const generator of generators) {
  console.log(`\n▸ ${generator}`);
  execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, generator)], {
    stdio: 'inherit',
  });
}
