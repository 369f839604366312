import { describe, expect, it } from 'vitest';
import {
  CLASS_DOCUMENT_FILES,
  documentLabel,
  documentVariant,
  documentLanguage,
  documentsForLanguage,
  documentType,
  orderDocuments,
} from './class-documents.ts';
import {
  categoryFromFileName,
  displayNameFromFileName,
  encodePath,
  titleFromFileName,
} from './file-names.ts';

describe('categoryFromFileName', () => {
  it('uses the category words of docs/product-rules.md', () => {
    expect(categoryFromFileName('family-event-fall-festival.jpg')).toBe('events');
    expect(categoryFromFileName('classroom-science-lab.jpg')).toBe('academics');
    expect(categoryFromFileName('art-studio.jpg')).toBe('arts');
    expect(categoryFromFileName('sport-field-day.jpg')).toBe('sports');
    expect(categoryFromFileName('graduation-2026.jpg')).toBe('celebrations');
  });
  it('falls back to general without any of the words', () => {
    expect(categoryFromFileName('school-garden-spring.jpg')).toBe('general');
    expect(categoryFromFileName('IMG_0042.JPG')).toBe('general');
    // "party" contains the letters "art" but not the word
    expect(categoryFromFileName('pizza-party.jpg')).toBe('general');
  });
  it('with several words, the first in their order wins', () => {
    expect(categoryFromFileName('classroom-art-collage.jpg')).toBe('academics');
    expect(categoryFromFileName('art-show-graduation-event.jpg')).toBe('events');
  });
  it('reads capitals, accents, spaces and plurals', () => {
    expect(categoryFromFileName('Día de la Herencia Hispana EVENT.jpg')).toBe('events');
    expect(categoryFromFileName('Winter_Sports_Day.png')).toBe('sports');
  });
  it('reads only the file’s own name, not the folders it is in', () => {
    expect(categoryFromFileName('media/gallery/art-show/spring-concert.jpg')).toBe('general');
    expect(categoryFromFileName('media/events/2026/art-show.jpg')).toBe('arts');
  });
});

describe('names from files', () => {
  it('makes a readable title', () => {
    expect(titleFromFileName('family-event_fall  festival.jpg')).toBe('Family event fall festival');
    expect(titleFromFileName('gallery/Día de la Herencia.jpg')).toBe('Día de la Herencia');
  });
  it('keeps a person’s name as written', () => {
    expect(displayNameFromFileName('Ms. Ana López.png')).toBe('Ms. Ana López');
    expect(displayNameFromFileName('Mr._Kwame_Mensah.png')).toBe('Mr. Kwame Mensah');
  });
  it('drops stray separators at the ends and runs of spaces inside', () => {
    expect(titleFromFileName('_fall-festival-.jpg')).toBe('Fall festival');
    expect(titleFromFileName('staff/photos/2026/-- field day --.jpg')).toBe('Field day');
    expect(displayNameFromFileName('_Ms._Ana__López_.png')).toBe('Ms. Ana López');
    expect(displayNameFromFileName('Mr.  Kwame \t Mensah.png')).toBe('Mr. Kwame Mensah');
  });
  it('keeps a name without an extension whole, and a leading dot as part of the name', () => {
    expect(displayNameFromFileName('staff/First Grade/Ana López')).toBe('Ana López');
    expect(titleFromFileName('field-day')).toBe('Field day');
    expect(displayNameFromFileName('.Ana')).toBe('.Ana');
  });
  it('encodes every path segment', () => {
    expect(encodePath('/assets/documents/staff/First Grade/Ms. Ana López.png')).toBe(
      '/assets/documents/staff/First%20Grade/Ms.%20Ana%20L%C3%B3pez.png',
    );
  });
});

describe('grade documents', () => {
  it('orders English, then Spanish, then others, then numbered extras', () => {
    const files = [
      'supply2.png',
      'welcome.png',
      'supply-spanish.png',
      'supply.png',
      'welcome-english.png',
      'welcome2.png',
    ] as const;
    expect(orderDocuments(files.map((file) => ({ file }))).map((d) => d.file)).toEqual([
      'welcome-english.png',
      'supply-spanish.png',
      'welcome.png',
      'supply.png',
      'welcome2.png',
      'supply2.png',
    ]);
  });
  it("names each language's documents by its English name, as docs/product-rules.md lists them", () => {
    expect(CLASS_DOCUMENT_FILES).toEqual([
      'welcome-english.png',
      'welcome-spanish.png',
      'supply-english.png',
      'supply-spanish.png',
      'welcome.png',
      'supply.png',
      'welcome2.png',
      'supply2.png',
    ]);
    expect(documentVariant('supply-spanish.png')).toBe('language');
    expect(documentVariant('welcome.png')).toBe('plain');
    expect(documentVariant('welcome2.png')).toBe('extra');
  });
  it('knows welcome letters from supply lists', () => {
    expect(documentType('welcome2.png')).toBe('welcome');
    expect(documentType('supply-english.png')).toBe('supply');
  });
  it('knows the language of a document from its name, or from its grade’s other documents', () => {
    const second = ['welcome.png', 'welcome-spanish.png', 'supply.png', 'supply2.png'] as const;
    // Beside a Spanish letter, the letter without a language is the English one.
    expect(documentLanguage('welcome.png', second)).toBe('en');
    expect(documentLanguage('welcome-spanish.png', second)).toBe('es');
    // No supply list of this grade states a language: these say none.
    expect(documentLanguage('supply.png', second)).toBeUndefined();
    expect(documentLanguage('supply2.png', second)).toBeUndefined();
    // Beside an English list, the unmarked list and its continuation are the Spanish ones.
    const other = ['supply-english.png', 'supply.png', 'supply2.png'] as const;
    expect(documentLanguage('supply2.png', other)).toBe('es');
    // Both languages stated: an unmarked document's language is not known.
    const both = ['welcome-english.png', 'welcome-spanish.png', 'welcome2.png'] as const;
    expect(documentLanguage('welcome2.png', both)).toBeUndefined();
  });
  it('labels a document with its language, and a numbered extra as a continuation', () => {
    expect(documentLabel({ variant: 'plain', language: 'en' })).toEqual({
      key: 'inLanguage',
      language: 'en',
    });
    expect(documentLabel({ variant: 'language', language: 'es' })).toEqual({
      key: 'inLanguage',
      language: 'es',
    });
    expect(documentLabel({ variant: 'extra', language: 'es' })).toEqual({
      key: 'inLanguageExtra',
      language: 'es',
    });
    expect(documentLabel({ variant: 'plain' })).toEqual({ key: 'plain' });
    expect(documentLabel({ variant: 'extra' })).toEqual({ key: 'extra' });
  });
  it('lists the page’s language first, keeping the order within each group', () => {
    const documents: Array<{ file: string; language?: 'en' | 'es' }> = [
      { file: 'supply-english.png', language: 'en' },
      { file: 'supply-spanish.png', language: 'es' },
      { file: 'supply.png' },
      { file: 'supply2.png', language: 'es' },
    ];
    const files = (lng: 'en' | 'es') => documentsForLanguage(documents, lng).map((d) => d.file);
    expect(files('es')).toEqual([
      'supply-spanish.png',
      'supply2.png',
      'supply-english.png',
      'supply.png',
    ]);
    expect(files('en')).toEqual([
      'supply-english.png',
      'supply-spanish.png',
      'supply.png',
      'supply2.png',
    ]);
  });
});
