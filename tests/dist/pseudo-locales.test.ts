// The pseudo-language site (tests/build-sites.ts, tests/pseudo-locales.ts): two languages added to
// a copy of the fixture site the way docs/adding-a-language.md says, with no code changed. Here,
// without a browser: what adding them changed, that every page exists in both, and that no page
// of theirs shows a word that bypassed translation (tests/untranslated.ts), in its text or in any
// attribute read aloud or shown. tests/e2e/pseudo-locales.spec.ts opens their pages in a browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/content/languages.ts';
import { PSEUDO_LANGUAGES } from '../pseudo-locales.ts';
import { PSEUDO_CHANGE_FILE, PSEUDO_SITE_DIR } from '../sites.ts';
import { allowedPlainWords, untranslatedPieces } from '../untranslated.ts';

const DIST = path.join(PSEUDO_SITE_DIR, 'dist');
if (!existsSync(path.join(DIST, 'index.html')))
  throw new Error('There is no pseudo-language site: run `npm run test:build` first.');

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Attributes whose text a visitor reads or hears. */
const READ_ATTRIBUTES = new Set(['alt', 'aria-label', 'title', 'placeholder', 'aria-description']);
/** Elements whose content is not the page's text. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript']);

/**
 * The text of a prerendered page in `lng`, one piece per text node or read attribute, with the
 * title and description of its head; what is marked as in another language (an event's text in
 * each language, the language switch) is left out.
 */
function pageText(html: string, lng: string): string[] {
  const pieces: string[] = [];
  const visit = (node: Node, inLanguage: boolean) => {
    if (node.nodeName === '#text') {
      if (inLanguage) pieces.push((node as DefaultTreeAdapterMap['textNode']).value);
      return;
    }
    if (!('childNodes' in node)) return;
    let own = inLanguage;
    if ('attrs' in node) {
      const element = node as Element;
      if (NOT_TEXT.has(element.tagName)) return;
      const lang = element.attrs.find((attr) => attr.name === 'lang')?.value;
      if (lang !== undefined) own = lang.toLowerCase() === lng.toLowerCase();
      if (own)
        for (const attr of element.attrs) {
          if (READ_ATTRIBUTES.has(attr.name)) pieces.push(attr.value);
          const meta = element.attrs.find(
            (item) => item.name === 'name' || item.name === 'property',
          );
          if (
            element.tagName === 'meta' &&
            attr.name === 'content' &&
            /description|title|image:alt/.test(meta?.value ?? '')
          )
            pieces.push(attr.value);
        }
    }
    const children =
      node.nodeName === 'template' ? [] : (node as { childNodes: Node[] }).childNodes;
    for (const child of children) visit(child, own);
  };
  visit(parse(html), false);
  return pieces.filter((piece) => piece.trim() !== '');
}

const change = JSON.parse(readFileSync(PSEUDO_CHANGE_FILE, 'utf8')) as {
  written: string[];
  changed: string[];
};

describe('adding two languages', () => {
  it('changed only the registry, their strings and the data', () => {
    const codes = PSEUDO_LANGUAGES.map((info) => info.code).join('|');
    const allowed = new RegExp(
      `^(src/content/languages\\.ts|locales/(${codes})/[^/]+\\.json|data/.+\\.json)$`,
    );
    expect(change.changed.filter((file) => !allowed.test(file))).toEqual([]);
    // `git status` found what the addition wrote, and nothing else changed.
    expect([...change.changed].sort()).toEqual([...new Set(change.written)].sort());
    const localeFiles = fg.sync(`locales/${DEFAULT_LANGUAGE}/*.json`, { cwd: PSEUDO_SITE_DIR });
    expect(change.changed).toContain('src/content/languages.ts');
    for (const { code } of PSEUDO_LANGUAGES)
      expect(change.changed.filter((file) => file.startsWith(`locales/${code}/`))).toHaveLength(
        localeFiles.length,
      );
  });
});

/** The default language's pages (index.html files outside every other language's folder). */
const prefixes = ['es', ...PSEUDO_LANGUAGES.map((info) => info.prefix.slice(1))];
const defaultPages = fg
  .sync('**/*.html', {
    cwd: DIST,
    ignore: ['admin/**', ...prefixes.map((prefix) => `${prefix}/**`)],
  })
  .sort();

for (const info of PSEUDO_LANGUAGES) {
  describe(`the ${info.englishName} pages (${info.code})`, () => {
    const folder = info.prefix.slice(1);
    const pages = defaultPages.map((file) => path.join(folder, file));
    const allowed = allowedPlainWords(PSEUDO_SITE_DIR, info.intlLocale, [...LANGUAGES, info.code]);

    it('exist for every page of the default language', () => {
      expect(defaultPages.length).toBeGreaterThan(100);
      expect(pages.filter((file) => !existsSync(path.join(DIST, file)))).toEqual([]);
    });

    it("would show English that bypassed translation: the default language's page fails the check", () => {
      const english = readFileSync(path.join(DIST, 'index.html'), 'utf8');
      expect(
        untranslatedPieces(pageText(english, DEFAULT_LANGUAGE), allowed).length,
      ).toBeGreaterThan(20);
    });

    it(`are marked as ${info.code}, ${info.dir}, and show no untranslated word`, () => {
      const wrong: string[] = [];
      for (const file of pages) {
        const html = readFileSync(path.join(DIST, file), 'utf8');
        if (!html.includes(`<html lang="${info.code}" dir="${info.dir}"`))
          wrong.push(`${file}: not <html lang="${info.code}" dir="${info.dir}">`);
        for (const piece of untranslatedPieces(pageText(html, info.code), allowed))
          wrong.push(`${file}: ${piece}`);
      }
      expect(wrong.slice(0, 40), `${wrong.length} problems`).toEqual([]);
    });
  });
}
