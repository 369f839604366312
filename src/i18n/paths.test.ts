import { describe, expect, it } from 'vitest';
import { localizePath, splitLanguage, switchLanguagePath } from './paths.ts';

describe('language paths', () => {
  it('reads the language from the URL prefix', () => {
    expect(splitLanguage('/')).toEqual({ lng: 'en', path: '/' });
    expect(splitLanguage('/calendar')).toEqual({ lng: 'en', path: '/calendar' });
    expect(splitLanguage('/es')).toEqual({ lng: 'es', path: '/' });
    expect(splitLanguage('/es/')).toEqual({ lng: 'es', path: '/' });
    expect(splitLanguage('/es/calendar')).toEqual({ lng: 'es', path: '/calendar' });
    // a path that only starts with the letters "es" is English
    expect(splitLanguage('/estudiantes')).toEqual({ lng: 'en', path: '/estudiantes' });
    // an empty path (a URL with nothing after the host) is the home page
    expect(splitLanguage('')).toEqual({ lng: 'en', path: '/' });
    expect(switchLanguagePath('', 'es')).toBe('/es/');
  });

  it('builds localized paths', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'es')).toBe('/es/');
    expect(localizePath('/history', 'es')).toBe('/es/history');
    expect(localizePath('history', 'en')).toBe('/history');
  });

  it('switches language on the same page', () => {
    expect(switchLanguagePath('/history', 'es')).toBe('/es/history');
    expect(switchLanguagePath('/es/history', 'en')).toBe('/history');
    expect(switchLanguagePath('/es', 'en')).toBe('/');
    expect(switchLanguagePath('/', 'es')).toBe('/es/');
  });
});
