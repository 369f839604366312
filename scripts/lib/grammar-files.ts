// Node's way to the languages' house styles (src/i18n/grammar.ts): scripts and tests that format
// dates, times or names outside Vite read them here, from locales/<lng>/common.json, as the browser
// and prerendering do with ensureNamespace.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../src/content/languages.ts';
import { setGrammar, type Grammar } from '../../src/i18n/grammar.ts';
import { intlGrammar } from '../../src/i18n/intl-grammar.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Loads every language's house style from its locales/<lng>/common.json (synchronously): its
 * `grammar`, or Intl's forms when it has none.
 */
export function loadGrammars(root: string = ROOT): void {
  for (const lng of LANGUAGES) {
    const file = path.join(root, 'locales', lng, 'common.json');
    const common = JSON.parse(readFileSync(file, 'utf8')) as { grammar?: Grammar };
    setGrammar(lng, common.grammar ?? intlGrammar(lng));
  }
}
