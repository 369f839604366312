import { describe, expect, it } from 'vitest';
import { orderDocuments, documentType } from './class-documents.ts';
import {
  categoryFromFileName,
  displayNameFromFileName,
  encodePath,
  titleFromFileName,
} from './file-names.ts';

describe('categoryFromFileName', () => {
  it('uses the spec’s words', () => {
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
  it('with several words, the first in the spec’s order wins', () => {
    expect(categoryFromFileName('classroom-art-collage.jpg')).toBe('academics');
    expect(categoryFromFileName('art-show-graduation-event.jpg')).toBe('events');
  });
  it('reads capitals, accents, spaces and plurals', () => {
    expect(categoryFromFileName('Día de la Herencia Hispana EVENT.jpg')).toBe('events');
    expect(categoryFromFileName('Winter_Sports_Day.png')).toBe('sports');
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
  it('knows welcome letters from supply lists', () => {
    expect(documentType('welcome2.png')).toBe('welcome');
    expect(documentType('supply-english.png')).toBe('supply');
  });
});
