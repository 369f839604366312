// Where the browser tests' two production sites are built and served (tests/build-sites.ts).
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The real site: `npm run build` of data/ on the test day. */
export const REAL_SITE_DIR = path.join(ROOT, 'dist');

/**
 * The fixture site: a copy of the project with data/ overlaid by tests/fixtures/content/, and
 * public/ by tests/fixtures/public/ (pictures of other shapes than the samples, as a school's own,
 * and the gallery's photos in place of the samples').
 */
export const FIXTURE_SITE_DIR = path.join(ROOT, '.cache/fixture-site');
export const FIXTURE_CONTENT_DIR = path.join(ROOT, 'tests/fixtures/content');
export const FIXTURE_PUBLIC_DIR = path.join(ROOT, 'tests/fixtures/public');

/**
 * The pseudo-language site: the fixture site's copy with two pseudo-languages added as a school adds
 * a language (tests/pseudo-locales.ts); the files that adding them changed are listed in
 * PSEUDO_CHANGE_FILE.
 */
export const PSEUDO_SITE_DIR = path.join(ROOT, '.cache/pseudo-site');
export const PSEUDO_CHANGE_FILE = path.join(ROOT, '.cache/pseudo-change.json');

/** The port of the real site; the fixture and pseudo-language sites on the next two, the dev server 100 above. */
export const REAL_SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
export const FIXTURE_SITE_PORT = REAL_SITE_PORT + 1;
export const PSEUDO_SITE_PORT = REAL_SITE_PORT + 2;
/** The dev server with empty media manifests (media-empty.spec.ts). */
export const EMPTY_MEDIA_PORT = REAL_SITE_PORT + 100;
