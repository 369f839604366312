// Renders every page of the route table in English and Spanish into dist/, plus the not-found
// pages, sitemap.xml, robots.txt and Netlify's _headers. Runs after `vite build` (client) and
// `vite build --ssr`.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from '../src/app/entry-server.tsx';
import type { LoadErrorText, PageEvent, PageMonth } from '../src/app/entry-server.tsx';
import {
  ANNOUNCEMENTS_PATH,
  visibleAnnouncements,
  type PublishedAnnouncements,
} from '../src/domain/announcement-rules.ts';
import { netlifyHeadersFile } from '../netlify/lib/security-headers.ts';
import { SPECULATION_RULES_PATH, speculationRules } from '../netlify/lib/speculation-rules.ts';
import { assetTags, fillTemplate, headTags, pageShapeProblems, type Lng } from './lib/head.ts';
import { inlineCodeProblems } from './lib/inline-code.ts';
import { APP_MODULE, assetsFor, type ViteManifest } from './lib/manifest-assets.ts';
import { eventsOfMonths, readSiteMonths } from './lib/site-events.ts';
import { siteClock } from './lib/site-today.ts';
import { largestCopy } from '../src/content/image-sizes.ts';
import { LANGUAGES, type Language } from '../src/content/languages.ts';
import { notFoundRedirects, robotsTxt, sitemapXml } from './lib/sitemap.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
// The home page's picture, by its largest copy (the original is not published).
const SHARE_IMAGE = largestCopy('/assets/images/home/hero-poster.jpg');

const server = (await import(
  pathToFileURL(path.join(root, 'dist-server/entry-server.js')).href
)) as typeof ServerEntry;
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(
  await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as ViteManifest;
const siteUrl = server.SITE_URL;
// The school's today (SITE_TODAY, or the real date in New York): see scripts/lib/site-today.ts.
const { today: buildDay, now: buildTime } = siteClock();
// The announcements active now go into the HTML; the browser then decides by its own clock.
const published = JSON.parse(
  await readFile(path.join(dist, ANNOUNCEMENTS_PATH), 'utf8'),
) as PublishedAnnouncements;
const activeAnnouncements = visibleAnnouncements(published.announcements, buildTime);

/** The words of the notice a page shows when its scripts cannot load, from its language's strings. */
/** What the prerendered page needs of a language's shared strings (locales/<lng>/common.json). */
async function commonText(lng: Lng): Promise<{ loadError: LoadErrorText; shareImageAlt: string }> {
  return JSON.parse(await readFile(path.join(root, 'locales', lng, 'common.json'), 'utf8')) as {
    loadError: LoadErrorText;
    shareImageAlt: string;
  };
}

function outputFile(localizedPath: string): string {
  const clean = localizedPath.replace(/^\/+|\/+$/g, '');
  return path.join(dist, clean, 'index.html');
}

async function renderToFile(options: {
  path: string;
  lng: Lng;
  file: string;
  urls?: Record<Lng, string>;
  moduleKeys: string[];
  event?: PageEvent;
  month?: PageMonth;
}): Promise<void> {
  const page = await server.renderPage(
    options.path,
    options.lng,
    buildDay,
    activeAnnouncements,
    options.event ?? null,
    options.month ?? null,
  );
  const assets = assetsFor(manifest, options.moduleKeys);
  const common = await commonText(options.lng);
  const head = headTags({
    lng: options.lng,
    title: page.title,
    description: page.description,
    ...(options.urls === undefined ? {} : { urls: options.urls }),
    siteName: server.site.name,
    image: `${siteUrl}${SHARE_IMAGE}`,
    imageAlt: common.shareImageAlt,
  });
  const html = fillTemplate(template, {
    lng: options.lng,
    head,
    // Stylesheets in the head; no script is fetched before the page has loaded (src/app/boot.ts
    // preloads this page's modules then, from the page data).
    assets: assetTags(assets.css, []),
    html: page.html,
    data: {
      buildDay,
      announcements: activeAnnouncements,
      loadError: common.loadError,
      ...(options.event === undefined ? {} : { event: options.event }),
      ...(options.month === undefined ? {} : { month: options.month }),
      ...(page.classText === undefined ? {} : { classText: page.classText }),
      scripts: assets.js,
    },
  });
  const shape = pageShapeProblems(html);
  if (shape.length > 0)
    throw new Error(
      `${options.path}: the prerendered page is malformed (${shape.join(', ')}), so it was not written.`,
    );
  const problems = inlineCodeProblems(html);
  if (problems.length > 0)
    throw new Error(
      `${options.path}: the Content-Security-Policy would block ${problems.join(', ')}. ` +
        'Move scripts into modules and styles into .css files.',
    );
  await mkdir(path.dirname(options.file), { recursive: true });
  await writeFile(options.file, html);
}

const sitemapPages: Array<Record<Language, string>> = [];

/**
 * Renders a language-neutral path in every language, as the page `pageId` with its own strings and
 * any `namespaces` it shows too; `data` is the page's own (an event, a month). Returns the
 * page's full addresses, for the sitemap.
 */
async function renderInEveryLanguage(
  neutral: string,
  pageId: Parameters<typeof server.pageModuleFile>[0],
  {
    namespaces = [],
    data = {},
    log = false,
  }: {
    namespaces?: string[];
    data?: Pick<Parameters<typeof renderToFile>[0], 'event' | 'month'>;
    log?: boolean;
  } = {},
): Promise<Record<Lng, string>> {
  const urls = Object.fromEntries(
    LANGUAGES.map((lng) => [lng, `${siteUrl}${server.localizePath(neutral, lng)}`]),
  ) as Record<Lng, string>;
  for (const lng of LANGUAGES) {
    const localized = server.localizePath(neutral, lng);
    await renderToFile({
      path: localized,
      lng,
      file: outputFile(localized),
      urls,
      ...data,
      moduleKeys: [
        APP_MODULE,
        server.pageModuleFile(pageId),
        `locales/${lng}/common.json`,
        ...[...namespaces, pageId].map((ns) => `locales/${lng}/${ns}.json`),
      ],
    });
    if (log) console.log(`  prerendered ${localized}`);
  }
  return urls;
}

for (const route of server.routeTable)
  sitemapPages.push(await renderInEveryLanguage(route.path, route.id, { log: true }));

// The Classes page on each grade and kind of document (src/domain/class-pages.ts): links that work
// without the scripts lead there. /classes itself is the route table's.
const classesPaths = server.CLASSES_PAGE_PATHS.filter((neutral) => neutral !== '/classes');
for (const neutral of classesPaths)
  sitemapPages.push(await renderInEveryLanguage(neutral, 'classes'));
console.log(`  prerendered ${classesPaths.length * LANGUAGES.length} Classes pages`);

// The calendar on each month that has a file (src/domain/event-pages.ts, month pages): its
// previous and next months are links that work without the scripts. Each carries its month's
// events in its page data; none is in the sitemap or the search (their events have their pages).
const siteMonths = await readSiteMonths(dist);
for (const month of siteMonths)
  await renderInEveryLanguage(server.monthPagePath(month.key), 'calendar', { data: { month } });
console.log(`  prerendered ${siteMonths.length * LANGUAGES.length} calendar month pages`);

// One page per event (src/domain/event-pages.ts), from the same month files.
const events = eventsOfMonths(siteMonths);
for (const event of events) {
  const listed = server.isListedEvent(event, buildDay);
  const urls = await renderInEveryLanguage(server.eventPagePath(event.id), 'calendar-event', {
    namespaces: ['calendar'],
    data: { event: { event, listed } },
  });
  if (listed) sitemapPages.push(urls);
}
console.log(`  prerendered ${events.length * LANGUAGES.length} event pages`);

for (const lng of LANGUAGES) {
  const localized = server.localizePath('/404', lng);
  await renderToFile({
    path: localized,
    lng,
    file: path.join(dist, `${localized}.html`),
    moduleKeys: [APP_MODULE, `locales/${lng}/common.json`],
  });
}

await writeFile(path.join(dist, 'sitemap.xml'), sitemapXml(sitemapPages));
// Netlify's not-found pages by language: an unknown address under a language's prefix gets that
// language's page (the default language's is /404.html, Netlify's own default). The local server
// does the same (scripts/lib/static-server.ts).
await writeFile(path.join(dist, '_redirects'), notFoundRedirects());
await writeFile(path.join(dist, 'robots.txt'), robotsTxt(siteUrl));
// Netlify's headers for the whole site, from the one definition the local server also uses.
await writeFile(path.join(dist, '_headers'), netlifyHeadersFile());
// The Speculation Rules every page's header names (netlify/lib/speculation-rules.ts).
await writeFile(
  path.join(dist, SPECULATION_RULES_PATH.slice(1)),
  `${JSON.stringify(speculationRules(), null, 2)}\n`,
);
await rm(path.join(root, 'dist-server'), { recursive: true, force: true });
console.log(
  `✔ prerendered ${sitemapPages.length * LANGUAGES.length} pages and ${LANGUAGES.length} not-found pages for ${siteUrl}`,
);
