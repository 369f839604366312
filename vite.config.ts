import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import site from './data/site.json' with { type: 'json' };
import { adminHeaders } from './netlify/lib/security-headers.ts';
import { scopedClassName } from './scripts/lib/css-modules.ts';
import { localBackendUrl } from './scripts/lib/admin/cms-config.ts';
import { localBackendPort } from './scripts/lib/admin/write-admin.ts';
import { contentCheck } from './scripts/lib/dev-content.ts';
import { publishPublicFiles } from './scripts/lib/public-copy.ts';
import { siteAddress } from './scripts/lib/site-address.ts';
import { TEST_TODAY_ENV } from './tests/today.ts';

/** The site's absolute address: SITE_URL, else Netlify's URL, else data/site.json (site-address.ts). */
const siteUrl = siteAddress(process.env, site.siteUrl);

/**
 * Browser tests of the media pages' empty states run the dev server with MEDIA_MANIFEST_FIXTURES
 * naming a folder of test manifests (gallery-index.json, staff.json, class-documents.json), which
 * then replace the ones `npm run content` writes. Never set for a real build.
 */
const manifestFixtures = process.env.MEDIA_MANIFEST_FIXTURES;
const fixtureAliases =
  manifestFixtures === undefined
    ? []
    : [
        {
          find: /^\.\.\/generated\/(gallery-index|staff|class-documents)\.json$/,
          replacement: `${path.resolve(manifestFixtures)}/$1.json`,
        },
      ];
/** In development, /admin/ is the content editor (public/admin/, written by `npm run content`). */
function contentEditor(): Plugin {
  const headers = adminHeaders(new URL(localBackendUrl(localBackendPort())).origin);
  return {
    name: 'content-editor',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) {
          if (url.pathname === '/admin' || url.pathname === '/admin/')
            req.url = '/admin/index.html';
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        }
        next();
      });
    },
  };
}

/**
 * `npm run dev` (scripts/dev.ts) sets CONTENT_CHECK=watch: the content step then runs inside the
 * dev server and again on every change to data/ or locales/, its message shown in the page.
 */
const watchContent = process.env.CONTENT_CHECK === 'watch';

/**
 * Modules that three pages or more use but most pages do not: kept out of the `shared` chunk,
 * which every page loads, so that only the pages that use one load it (each in a chunk Vite makes
 * for the pages that share it).
 */
const NOT_SHARED: readonly RegExp[] = [
  // The events still to come and their rules: the home, calendar and parents pages.
  /[\\/]src[\\/](content[\\/]upcoming-events|domain[\\/](upcoming|next-meeting|event-rules)|hooks[\\/]upcoming)\.ts$/,
  // The table of the site's pictures and the <Picture> that reads it, which grow with the pictures
  // staff add: the pages that show such a picture.
  /[\\/]src[\\/](content[\\/]image-sizes\.ts|components[\\/]picture\.tsx)$/,
  // The leadership team's bios in every language: Our School, Our Buildings, the principal's message.
  /[\\/]src[\\/]content[\\/]leadership\.ts$/,
  // The media pages' pictures with a preview and a fallback: Gallery, Staff, Classes and Library.
  /[\\/]src[\\/]components[\\/](responsive-image|image-fallback)\.tsx$/,
];

export default defineConfig({
  plugins: [
    react(),
    contentEditor(),
    publishPublicFiles(path.join(import.meta.dirname, 'public')),
    ...(watchContent ? [contentCheck(import.meta.dirname)] : []),
  ],
  // The dev server falls back to index.html for every page (client rendering); the production
  // build is served by scripts/serve.ts, which answers unknown paths with a real 404.
  appType: 'spa',
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  resolve: { alias: fixtureAliases },
  // Each page's own stylesheet is a CSS Module (src/pages/<id>/<id>.module.css): its classes are
  // renamed `<class>_<suffix of the file>`, so that no page's class can style another page.
  css: { modules: { generateScopedName: scopedClassName(import.meta.dirname) } },
  build: {
    // Fingerprinted files go to /static/ so that /assets/ keeps the editors' files (docs/product-rules.md, Files and addresses).
    assetsDir: 'static',
    // public/ is copied by scripts/lib/public-copy.ts, without the original pictures.
    copyPublicDir: false,
    manifest: true,
    // One stylesheet for the whole site (16 KB gzip), which every page links: once a visitor has it,
    // the next page needs only its HTML, one round trip on a phone's connection where a page's own
    // stylesheet made it two (bench/README.md, "Tap to the next page"). Its order is the cascade's:
    // the layout's first (src/app/boot.ts), then the shared components', then the pages' (whose
    // classes are their own, CSS Modules).
    cssCodeSplit: false,
    target: 'es2022',
    // Few, larger chunks rather than many small ones: a page's scripts load after it has painted
    // (src/app/boot.ts), and on a phone's connection each extra file costs a round trip; over
    // HTTP/1.1 at most six run at once. React, react-dom and i18next are one chunk on every page;
    // the app's own modules that at least three pages use are one more; a page's own code and what
    // only two pages share stay split by page, as Vite makes them. Measured in bench/README.md.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Not react-i18next's <Trans> and the HTML parser it brings: two pages use them.
              test: (id: string) =>
                /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next)[\\/]/.test(
                  id,
                ) && !/[\\/]react-i18next[\\/].*Trans/.test(id),
              priority: 30,
            },
            {
              name: 'shared',
              // Not the pages, nor the media manifests (src/generated/), which only their page
              // needs, nor the modules of NOT_SHARED.
              test: (id: string) =>
                /[\\/]src[\\/]/.test(id) &&
                !/[\\/]src[\\/](pages|generated)[\\/]/.test(id) &&
                !NOT_SHARED.some((pattern) => pattern.test(id)),
              minShareCount: 3,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundle these into the server entry so it runs the same code as the browser.
    noExternal: ['react-i18next'],
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'netlify/**/*.test.ts',
      // Not bench/.work/, where the scale benchmark keeps its copies of the project.
      'bench/*.test.ts',
      'tests/*.test.ts',
      // The install step of the sample media uses only Node's own modules (samples/install/).
      'samples/install/**/*.test.ts',
    ],
    environment: 'node',
    // The suite's one test day (tests/today.ts): as SITE_TODAY for what the tests run, and as the
    // clock of every test.
    env: { ...TEST_TODAY_ENV },
    setupFiles: ['tests/vitest-setup.ts'],
    // Under `npm run test:mutation` (StrykerJS's workers have STRYKER_MUTATOR_WORKER), tests run
    // two at a time beside other work: a slow machine must not fail the first, unmutated run.
    ...(process.env.STRYKER_MUTATOR_WORKER === undefined ? {} : { testTimeout: 30_000 }),
    // The test files share workers (about twice as fast here); none changes global state that
    // another reads, and each test's clock is reset by the setup file.
    isolate: false,
    // Vitest's own default in a run is one worker fewer than the cores: one worker on two cores,
    // while the tests that start servers and scripts mostly wait. A worker per core took the unit
    // tests from 55 to 31 s here. (StrykerJS sets its own.)
    ...(process.env.STRYKER_MUTATOR_WORKER === undefined
      ? { maxWorkers: availableParallelism() }
      : {}),
  },
});
