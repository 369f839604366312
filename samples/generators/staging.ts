// Where the generators write: samples/out/, laid out like the site's public/ folder
// (out/assets/images/gallery/… is public/assets/images/gallery/…). No generator writes into
// public/: `npm run install-samples` copies the sample files listed in samples/sample-files.json
// from here, and never over a file that is not the listed sample (see samples/install/).
import path from 'node:path';

/** The samples package's folder. */
export const SAMPLES_DIR = path.resolve(import.meta.dirname, '..');

/**
 * The staging folder, a mirror of public/. `SAMPLES_OUT=<dir>` sends a generator's files elsewhere
 * (to compare a changed generator's output with the committed samples); the install step always
 * reads out/.
 */
export const STAGING_DIR = path.resolve(
  process.env['SAMPLES_OUT'] ?? path.join(SAMPLES_DIR, 'out'),
);
