import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from './format-issues.ts';
import { checkLocales, type LocaleTree } from './locale-check.ts';

const messages = (en: LocaleTree, es: LocaleTree) => checkLocales({ en, es }).map(formatProblem);

describe('checkLocales', () => {
  it('accepts matching files', () => {
    expect(
      messages(
        {
          'home.json': {
            a: { b: 'Hi {{name}}' },
            years_one: '{{count}} year',
            years_other: '{{count}} years',
          },
        },
        {
          'home.json': {
            a: { b: 'Hola {{name}}' },
            years_one: '{{count}} año',
            years_many: '{{count}} de años',
            years_other: '{{count}} años',
          },
        },
      ),
    ).toEqual([]);
  });

  it('reports a file that exists in one language only', () => {
    expect(messages({ 'home.json': {}, 'calendar.json': {} }, { 'home.json': {} })).toEqual([
      'locales/en/calendar.json: there is no locales/es/calendar.json; add the Spanish file',
    ]);
    expect(messages({}, { 'gallery.json': {} })).toEqual([
      'locales/es/gallery.json: there is no locales/en/gallery.json; add the English file',
    ]);
  });

  it('reports missing and extra keys with their path', () => {
    expect(
      messages(
        { 'c.json': { nav: { home: 'Home', menu: 'Menu' } } },
        { 'c.json': { nav: { home: 'Inicio', extra: 'x' } } },
      ),
    ).toEqual([
      'locales/es/c.json, field "nav.menu": missing: translate the English text of this key',
      'locales/es/c.json, field "nav.extra": this key is not in the English file; remove it or add it there',
    ]);
  });

  it('reports empty text and non-text values', () => {
    expect(messages({ 'c.json': { a: 'A', b: 'B' } }, { 'c.json': { a: '  ', b: 3 } })).toEqual([
      'locales/es/c.json, field "a": the text is empty; write the translation',
      'locales/es/c.json, field "b": expected text in quotes',
      'locales/es/c.json, field "b": missing: translate the English text of this key',
    ]);
  });

  it('reports different interpolation variables', () => {
    expect(
      messages(
        { 'c.json': { copy: '© {{year}} {{name}}' } },
        { 'c.json': { copy: '© {{año}} {{name}}' } },
      ),
    ).toEqual([
      'locales/es/c.json, field "copy": uses the variables {año, name} but English uses {name, year}; keep the {{…}} names as in English',
    ]);
  });

  it('does not call a file that is not valid JSON missing in the other language', () => {
    // locales/es/home.json exists but could not be read: its syntax error is reported on its own.
    expect(
      checkLocales({ en: { 'home.json': { a: 'A' } }, es: {} }, new Set(['home.json'])),
    ).toEqual([]);
    expect(checkLocales({ en: { 'home.json': { a: 'A' } }, es: {} }).map(formatProblem)).toEqual([
      'locales/en/home.json: there is no locales/es/home.json; add the Spanish file',
    ]);
  });
});

describe('a house style (the `grammar` of common.json)', () => {
  const read = (lng: string) =>
    JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, `../../locales/${lng}/common.json`), 'utf8'),
    ) as { grammar: Record<string, unknown> };
  const { grammar: english } = read('en');
  const { grammar: spanish } = read('es');
  const common = (grammar?: Record<string, unknown>) => ({
    'common.json': { title: 'T', ...(grammar === undefined ? {} : { grammar }) },
  });

  it('is each language’s own: its texts and variables need not match the default language’s', () => {
    expect(messages(common(english), common(spanish))).toEqual([]);
  });

  it('may be left out, for Intl’s forms, in any language', () => {
    expect(messages(common(english), common())).toEqual([]);
    expect(messages(common(), common(spanish))).toEqual([]);
  });

  it('is complete when present, with each text’s own variables', () => {
    const { shortMonths: _months, ...withoutMonths } = spanish;
    expect(
      messages(
        common(english),
        common({
          ...withoutMonths,
          clock_am: '{{hour}}:{{minutes}}',
          dayRange_sameMonth: 'Del {{startDay}} al {{endDay}} de {{endMonth}}',
          honorific: { ...(spanish.honorific as object), sir: 'Don' },
          extra: 'x',
          person: '',
        }),
      ),
    ).toEqual([
      'locales/es/common.json, field "grammar.person": the text is empty; write the translation',
      'locales/es/common.json, field "grammar.clock_am": uses {{hour}}, which this text does not have; it may use {{hours}}, {{minutes}}',
      'locales/es/common.json, field "grammar.clock_am": must use {{hours}}',
      'locales/es/common.json, field "grammar.shortMonths": missing: a house style has every text (src/i18n/grammar-spec.ts); write it, or remove "grammar" to write this language in Intl’s forms',
      'locales/es/common.json, field "grammar.dayRange_sameMonth": must use one of {{startYear}}, {{endYear}}',
      'locales/es/common.json, field "grammar.person": must use {{honorific}}',
      'locales/es/common.json, field "grammar.person": must use {{name}}',
      'locales/es/common.json, field "grammar.honorific.sir": this is not a text of a house style (src/i18n/grammar-spec.ts); remove it',
      'locales/es/common.json, field "grammar.extra": this is not a text of a house style (src/i18n/grammar-spec.ts); remove it',
    ]);
  });

  it('names the twelve short months', () => {
    expect(messages(common({ ...english, shortMonths: 'Jan, Feb, Mar' }), common(spanish))).toEqual(
      [
        'locales/en/common.json, field "grammar.shortMonths": write the twelve short month names, January first, separated by commas',
      ],
    );
  });
});
