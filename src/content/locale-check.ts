import { grammarProblems } from '../i18n/grammar-spec.ts';
import { directionControlProblem } from './text-limits.ts';
import type { ContentProblem } from './format-issues.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo, type Language } from './languages.ts';

/** Locale files of each language: file name (e.g. "home.json") → parsed JSON. */
export type LocaleTree = Record<string, Record<string, unknown>>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*([\p{L}\p{N}_.]+)\s*(?:,[^}]*)?\}\}/gu;

interface Leaf {
  key: string;
  value: unknown;
}

function leaves(node: unknown, prefix = ''): Leaf[] {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    return Object.entries(node).flatMap(([key, value]) =>
      leaves(value, prefix === '' ? key : `${prefix}.${key}`),
    );
  }
  return [{ key: prefix, value: node }];
}

/** Plural forms (key_one, key_other…) count as one key, since languages have different forms. */
function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

function variables(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1] ?? ''))].sort();
}

interface KeyInfo {
  variables: Set<string>;
}

function index(
  file: string,
  tree: Record<string, unknown>,
  problems: ContentProblem[],
): Map<string, KeyInfo> {
  const keys = new Map<string, KeyInfo>();
  for (const leaf of leaves(tree)) {
    if (typeof leaf.value !== 'string') {
      problems.push({ file, field: leaf.key, message: 'expected text in quotes' });
      continue;
    }
    if (leaf.value.trim() === '') {
      problems.push({ file, field: leaf.key, message: 'the text is empty; write the translation' });
    }
    const direction = directionControlProblem(leaf.value);
    if (direction !== null) problems.push({ file, field: leaf.key, message: direction });
    const base = baseKey(leaf.key);
    const info = keys.get(base) ?? { variables: new Set<string>() };
    variables(leaf.value).forEach((name) => info.variables.add(name));
    keys.set(base, info);
  }
  return keys;
}

/** The file and key of a language's house style (src/i18n/grammar.ts). */
const GRAMMAR_FILE = 'common.json';
const GRAMMAR = 'grammar';

/** A language's locale files without its house style, which is not a translation of the default's. */
function translations(tree: LocaleTree): LocaleTree {
  const shared = tree[GRAMMAR_FILE];
  if (shared === undefined || !(GRAMMAR in shared)) return tree;
  const { [GRAMMAR]: _grammar, ...rest } = shared;
  return { ...tree, [GRAMMAR_FILE]: rest };
}

/**
 * A language's house style, the `grammar` of its common.json: none at all (the language is then
 * written in Intl's forms), or every text, each with its own {{variables}} (src/i18n/grammar-spec.ts).
 */
function checkGrammar(lng: Language, tree: LocaleTree, problems: ContentProblem[]): void {
  const shared = tree[GRAMMAR_FILE];
  if (shared === undefined || !(GRAMMAR in shared)) return;
  const file = `locales/${lng}/${GRAMMAR_FILE}`;
  // Text in quotes, not empty, without invisible direction marks, as every string.
  index(file, { [GRAMMAR]: shared[GRAMMAR] }, problems);
  for (const problem of grammarProblems(shared[GRAMMAR])) problems.push({ file, ...problem });
}

/**
 * Compares each language's locale files with the default language's: the same files, the same
 * keys (plural forms aside), no empty text, and the same {{variables}}. A language's house style
 * (`grammar` in common.json) is its own, not a translation: it is checked on its own, whole or
 * absent. `unreadable` names the files that could not be read in some language (already
 * reported): they are not compared.
 */
export function checkLocales(
  allTrees: Readonly<Record<Language, LocaleTree>>,
  unreadable: ReadonlySet<string> = new Set(),
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const trees = {} as Record<Language, LocaleTree>;
  for (const lng of LANGUAGES) {
    checkGrammar(lng, allTrees[lng], problems);
    trees[lng] = translations(allTrees[lng]);
  }
  const base = DEFAULT_LANGUAGE;
  const baseName = languageInfo(base).englishName;
  const baseTree = trees[base];
  const baseKeysOf = new Map<string, Map<string, KeyInfo>>();
  for (const lng of LANGUAGES.filter((code) => code !== base)) {
    const tree = trees[lng];
    const name = languageInfo(lng).englishName;
    const files = [...new Set([...Object.keys(baseTree), ...Object.keys(tree)])].sort();
    for (const file of files) {
      // A file that is not valid JSON in one language is reported as such, not as missing.
      if (unreadable.has(file)) continue;
      const fromBase = baseTree[file];
      const translated = tree[file];
      if (fromBase === undefined) {
        problems.push({
          file: `locales/${lng}/${file}`,
          message: `there is no locales/${base}/${file}; add the ${baseName} file`,
        });
        continue;
      }
      if (translated === undefined) {
        problems.push({
          file: `locales/${base}/${file}`,
          message: `there is no locales/${lng}/${file}; add the ${name} file`,
        });
        continue;
      }
      let baseKeys = baseKeysOf.get(file);
      if (baseKeys === undefined) {
        baseKeys = index(`locales/${base}/${file}`, fromBase, problems);
        baseKeysOf.set(file, baseKeys);
      }
      const keys = index(`locales/${lng}/${file}`, translated, problems);
      for (const [key, info] of baseKeys) {
        const other = keys.get(key);
        if (other === undefined) {
          problems.push({
            file: `locales/${lng}/${file}`,
            field: key,
            message: `missing: translate the ${baseName} text of this key`,
          });
          continue;
        }
        const a = [...info.variables].sort().join(', ');
        const b = [...other.variables].sort().join(', ');
        if (a !== b) {
          problems.push({
            file: `locales/${lng}/${file}`,
            field: key,
            message: `uses the variables {${b || 'none'}} but ${baseName} uses {${a || 'none'}}; keep the {{…}} names as in ${baseName}`,
          });
        }
      }
      for (const key of keys.keys()) {
        if (!baseKeys.has(key)) {
          problems.push({
            file: `locales/${lng}/${file}`,
            field: key,
            message: `this key is not in the ${baseName} file; remove it or add it there`,
          });
        }
      }
    }
  }
  return problems;
}
