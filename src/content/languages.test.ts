import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_REGISTRY,
  LANGUAGES,
  languageInfo,
} from './languages.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the language registry', () => {
  it('has one default language, first, without a prefix', () => {
    const defaults = LANGUAGE_REGISTRY.filter((info) => 'default' in info && info.default);
    expect(defaults).toHaveLength(1);
    expect(LANGUAGES[0]).toBe(DEFAULT_LANGUAGE);
    expect(languageInfo(DEFAULT_LANGUAGE).prefix).toBe('');
  });

  it('gives every other language a prefix of its own, /<code>', () => {
    for (const lng of LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE))
      expect(languageInfo(lng).prefix).toBe(`/${lng}`);
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
  });

  it('names locales that Intl knows, an Open Graph locale and a direction for each', () => {
    for (const info of LANGUAGE_REGISTRY) {
      expect(Intl.DateTimeFormat.supportedLocalesOf([info.intlLocale])).toEqual([info.intlLocale]);
      expect(info.intlLocale.startsWith(`${info.code}-`)).toBe(true);
      expect(info.ogLocale).toBe(info.intlLocale.replace('-', '_'));
      expect(['ltr', 'rtl']).toContain(info.dir);
      expect(info.name.trim()).not.toBe('');
    }
  });

  it('has a folder of strings for each language', () => {
    for (const lng of LANGUAGES) expect(existsSync(path.join(root, 'locales', lng))).toBe(true);
  });

  it('knows its codes and no others', () => {
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(() => languageInfo('fr' as never)).toThrow('No language "fr" in the registry');
  });
});
