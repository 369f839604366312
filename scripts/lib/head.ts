import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageInfo,
  type Language,
  type LanguageInfo,
} from '../../src/content/languages.ts';
import { escapeHtml } from './html.ts';

export type Lng = Language;

export interface HeadInput {
  lng: Lng;
  title: string;
  description: string;
  /** Absolute URLs of the page in each language (absent for the not-found page). */
  urls?: Record<Lng, string>;
  siteName: string;
  /** Absolute URL of the sharing image. */
  image: string;
  imageAlt: string;
}

/** The <head> tags of a prerendered page: title, description, canonical, hreflang, Open Graph. */
export function headTags(input: HeadInput): string {
  const tags: string[] = [
    `<title>${escapeHtml(input.title)}</title>`,
    `<meta name="description" content="${escapeHtml(input.description)}" />`,
  ];
  if (input.urls === undefined) {
    tags.push('<meta name="robots" content="noindex" />');
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(input.urls[input.lng])}" />`);
    for (const lng of LANGUAGES)
      tags.push(`<link rel="alternate" hreflang="${lng}" href="${escapeHtml(input.urls[lng])}" />`);
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(input.urls[DEFAULT_LANGUAGE])}" />`,
    );
    tags.push(`<meta property="og:url" content="${escapeHtml(input.urls[input.lng])}" />`);
  }
  tags.push(
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(input.siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(input.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(input.description)}" />`,
    `<meta property="og:locale" content="${languageInfo(input.lng).ogLocale}" />`,
    ...LANGUAGES.filter((lng) => lng !== input.lng).map(
      (lng) => `<meta property="og:locale:alternate" content="${languageInfo(lng).ogLocale}" />`,
    ),
    `<meta property="og:image" content="${escapeHtml(input.image)}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(input.imageAlt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  );
  return tags.join('\n    ');
}

/** The page's own stylesheets and module preloads, placed after the entry's (CSS order matters). */
export function assetTags(stylesheets: string[], modulePreloads: string[]): string {
  return [
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
    ...modulePreloads.map(
      (href) => `<link rel="modulepreload" fetchpriority="low" href="${escapeHtml(href)}" />`,
    ),
  ].join('\n    ');
}

/**
 * The page is complete HTML before any script runs, so its scripts (which only hydrate it) load
 * at low priority: the stylesheets and the largest image get the slow connection first.
 */
function lowerScriptPriority(html: string): string {
  return html
    .replace(
      /<script type="module"(?![^>]*fetchpriority)/g,
      '<script type="module" fetchpriority="low"',
    )
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

/**
 * The attributes of a page's `<html>` element: its language and the direction its text runs in,
 * from the language's entry in the registry (`dir="rtl"` lays the whole page out right to left:
 * the stylesheets use logical properties only, ARCHITECTURE.md, Text direction).
 */
export function htmlAttributes(info: Pick<LanguageInfo, 'code' | 'dir'>): string {
  return `lang="${escapeHtml(info.code)}" dir="${info.dir}"`;
}

/**
 * Puts the rendered page into the client's index.html. Every substitution is a replacer function:
 * a replacement string would read `$&`, `$'`, `` $` `` and `$$` in the content as patterns.
 */
export function fillTemplate(
  template: string,
  parts: { lng: Lng; head: string; assets: string; html: string; data: unknown },
): string {
  const json = JSON.stringify(parts.data).replace(/</g, '\\u003c');
  return lowerScriptPriority(template)
    .replace(
      /<html lang="[^"]*"(?: dir="[^"]*")?/,
      () => `<html ${htmlAttributes(languageInfo(parts.lng))}`,
    )
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('<!--app-head-->', () => parts.head)
    .replace('</head>', () => (parts.assets === '' ? '</head>' : `  ${parts.assets}\n  </head>`))
    .replace('<!--app-html-->', () => parts.html)
    .replace(
      '<!--app-data-->',
      () => `<script type="application/json" id="app-data">${json}</script>`,
    );
}

/**
 * What is wrong with the shape of a prerendered page: it must have exactly one doctype, one
 * `<main>` and one app-data block, or the build refuses to write it. Empty when it is right.
 */
export function pageShapeProblems(html: string): string[] {
  const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;
  const checks: Array<[string, number]> = [
    ['doctype', count(/<!doctype html>/gi)],
    ['<main>', count(/<main[\s>]/g)],
    ['app-data block', count(/<script type="application\/json" id="app-data">/g)],
  ];
  return checks.flatMap(([what, found]) => (found === 1 ? [] : [`${found} ${what} instead of 1`]));
}
