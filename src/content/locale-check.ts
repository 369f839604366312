import { directionControlProblem } from './text-limits.ts';
import type { ContentProblem } from './format-issues.ts';

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

/**
 * Compares the English and Spanish locale files: the same files, the same keys (plural forms
 * aside), no empty text, and the same {{variables}} in both languages. `unreadable` names the
 * files that could not be read in either language (already reported): they are not compared.
 */
export function checkLocales(
  en: LocaleTree,
  es: LocaleTree,
  unreadable: ReadonlySet<string> = new Set(),
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const files = [...new Set([...Object.keys(en), ...Object.keys(es)])].sort();
  for (const name of files) {
    // A file that is not valid JSON in one language is reported as such, not as missing.
    if (unreadable.has(name)) continue;
    const enTree = en[name];
    const esTree = es[name];
    if (enTree === undefined) {
      problems.push({
        file: `locales/es/${name}`,
        message: `there is no locales/en/${name}; add the English file`,
      });
      continue;
    }
    if (esTree === undefined) {
      problems.push({
        file: `locales/en/${name}`,
        message: `there is no locales/es/${name}; add the Spanish file`,
      });
      continue;
    }
    const enKeys = index(`locales/en/${name}`, enTree, problems);
    const esKeys = index(`locales/es/${name}`, esTree, problems);
    for (const [key, info] of enKeys) {
      const other = esKeys.get(key);
      if (other === undefined) {
        problems.push({
          file: `locales/es/${name}`,
          field: key,
          message: 'missing: translate the English text of this key',
        });
        continue;
      }
      const a = [...info.variables].sort().join(', ');
      const b = [...other.variables].sort().join(', ');
      if (a !== b) {
        problems.push({
          file: `locales/es/${name}`,
          field: key,
          message: `uses the variables {${b || 'none'}} but English uses {${a || 'none'}}; keep the {{…}} names as in English`,
        });
      }
    }
    for (const key of esKeys.keys()) {
      if (!enKeys.has(key)) {
        problems.push({
          file: `locales/es/${name}`,
          field: key,
          message: 'this key is not in the English file; remove it or add it there',
        });
      }
    }
  }
  return problems;
}
