// `npm run media:shrink`: makes the pictures under public/assets/ that are larger than the site
// ever shows (over 2560 pixels on their long side, or over 1.5 MB) smaller, in place: turned
// upright, 2560 pixels at most, camera and place data left out. Staff run it on purpose after
// adding phone photos (npm run content says which files); the build never does. Pages do not
// change: they show small copies either way. Commit the smaller files as usual.
import path from 'node:path';
import { oversizedOriginals, shrinkOriginal } from './lib/media/originals.ts';

const root = path.resolve(import.meta.dirname, '..');
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const found = await oversizedOriginals(path.join(root, 'public'));
if (found.length === 0) {
  console.log('✔ no picture under public/assets/ is larger than the site shows: nothing to do');
} else {
  let saved = 0;
  let shrunk = 0;
  for (const { file } of found) {
    const result = await shrinkOriginal(path.join(root, file));
    if (result === null) {
      console.log(`  ${file}: kept as it is (it would not get smaller)`);
      continue;
    }
    const { before, after } = result;
    saved += before.bytes - after.bytes;
    shrunk += 1;
    console.log(
      `  ${file}: ${before.width}×${before.height}, ${megabytes(before.bytes)} → ${after.width}×${after.height}, ${megabytes(after.bytes)}`,
    );
  }
  console.log(
    `✔ ${shrunk} picture${shrunk === 1 ? '' : 's'} made smaller, ${megabytes(saved)} saved. Commit them as usual.`,
  );
}
