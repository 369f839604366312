import { describe, expect, it } from 'vitest';
import {
  honorificText,
  needsGender,
  parseHonorific,
  personGender,
  personInSentence,
  personName,
} from './person-name.ts';

const NBSP = '\u00a0';
const ana = { honorific: 'ms', name: 'Ana López' } as const;
const akter = { honorific: 'mrs', name: 'Nasrin Akter' } as const;
const pena = { honorific: 'mr', name: 'Rafael Peña' } as const;
const marquez = { honorific: 'dr', gender: 'female', name: 'Elena Márquez' } as const;
const perez = { honorific: 'dr', gender: 'male', name: 'Juan Pérez' } as const;
const plain = { name: 'Marisol Vega' } as const;

describe('personName', () => {
  it('writes the English honorifics in English', () => {
    expect(personName('en', ana)).toBe(`Ms.${NBSP}Ana López`);
    expect(personName('en', akter)).toBe(`Mrs.${NBSP}Nasrin Akter`);
    expect(personName('en', pena)).toBe(`Mr.${NBSP}Rafael Peña`);
    expect(personName('en', marquez)).toBe(`Dr.${NBSP}Elena Márquez`);
  });

  it('writes Sr., Sra. and a doctor’s title by gender in Spanish', () => {
    expect(personName('es', ana)).toBe(`Sra.${NBSP}Ana López`);
    expect(personName('es', akter)).toBe(`Sra.${NBSP}Nasrin Akter`);
    expect(personName('es', pena)).toBe(`Sr.${NBSP}Rafael Peña`);
    expect(personName('es', marquez)).toBe(`Dra.${NBSP}Elena Márquez`);
    expect(personName('es', perez)).toBe(`Dr.${NBSP}Juan Pérez`);
  });

  it('leaves a name without an honorific as it is', () => {
    expect(personName('en', plain)).toBe('Marisol Vega');
    expect(personName('es', plain)).toBe('Marisol Vega');
    expect(honorificText('es', plain)).toBeUndefined();
  });
});

describe('personInSentence', () => {
  it('adds nothing in English: the sentence carries the preposition', () => {
    for (const role of ['the', 'to', 'of'] as const)
      expect(personInSentence('en', ana, role)).toBe(`Ms.${NBSP}Ana López`);
  });

  it('adds the article a Spanish title needs, contracting a el and de el', () => {
    expect(personInSentence('es', ana, 'the')).toBe(`la Sra.${NBSP}Ana López`);
    expect(personInSentence('es', ana, 'to')).toBe(`a la Sra.${NBSP}Ana López`);
    expect(personInSentence('es', ana, 'of')).toBe(`de la Sra.${NBSP}Ana López`);
    expect(personInSentence('es', pena, 'the')).toBe(`el Sr.${NBSP}Rafael Peña`);
    expect(personInSentence('es', pena, 'to')).toBe(`al Sr.${NBSP}Rafael Peña`);
    expect(personInSentence('es', pena, 'of')).toBe(`del Sr.${NBSP}Rafael Peña`);
    expect(personInSentence('es', marquez, 'of')).toBe(`de la Dra.${NBSP}Elena Márquez`);
    expect(personInSentence('es', perez, 'to')).toBe(`al Dr.${NBSP}Juan Pérez`);
  });

  it('gives a plain name only the preposition in Spanish', () => {
    expect(personInSentence('es', plain, 'the')).toBe('Marisol Vega');
    expect(personInSentence('es', plain, 'to')).toBe('a Marisol Vega');
    expect(personInSentence('es', plain, 'of')).toBe('de Marisol Vega');
  });

  it('gives a plain name the plain form even when the data record a gender', () => {
    const vega = { gender: 'female', name: 'Marisol Vega' } as const;
    expect(personInSentence('es', vega, 'the')).toBe('Marisol Vega');
    expect(personInSentence('es', vega, 'to')).toBe('a Marisol Vega');
    expect(personInSentence('es', { gender: 'male', name: 'Rafael Peña' }, 'of')).toBe(
      'de Rafael Peña',
    );
  });
});

describe('gender', () => {
  it('is implied by Mr., Ms. and Mrs., and needed only for Dr.', () => {
    expect(personGender(pena)).toBe('male');
    expect(personGender(ana)).toBe('female');
    expect(personGender(akter)).toBe('female');
    expect(personGender(marquez)).toBe('female');
    expect(personGender(plain)).toBeUndefined();
    expect(needsGender('dr')).toBe(true);
    expect((['mr', 'ms', 'mrs', undefined] as const).map((title) => needsGender(title))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('falls back to the generic “Dr.” when a doctor has no gender', () => {
    expect(personName('es', { honorific: 'dr', name: 'Sam Lee' })).toBe(`Dr.${NBSP}Sam Lee`);
  });
});

describe('parseHonorific', () => {
  it('reads the English title staff put at the start of a file name', () => {
    expect(parseHonorific('Ms. Ana López')).toEqual({ honorific: 'ms', name: 'Ana López' });
    expect(parseHonorific('Mrs. Nasrin Akter')).toEqual({ honorific: 'mrs', name: 'Nasrin Akter' });
    expect(parseHonorific('Mr.  Rafael   Peña')).toEqual({ honorific: 'mr', name: 'Rafael Peña' });
    expect(parseHonorific('Dr Miriam Adeyemi')).toEqual({
      honorific: 'dr',
      name: 'Miriam Adeyemi',
    });
    expect(parseHonorific('MS. Ana López')).toEqual({ honorific: 'ms', name: 'Ana López' });
    // Spaces around the file name are not part of it.
    expect(parseHonorific('  Ms. Ana López ')).toEqual({ honorific: 'ms', name: 'Ana López' });
    expect(parseHonorific(' Marisol Vega ')).toEqual({ name: 'Marisol Vega' });
  });

  it('leaves names that only look like a title alone', () => {
    expect(parseHonorific('Drew Smith')).toEqual({ name: 'Drew Smith' });
    expect(parseHonorific('Msimang Ndlovu')).toEqual({ name: 'Msimang Ndlovu' });
    expect(parseHonorific('Marisol Vega')).toEqual({ name: 'Marisol Vega' });
  });
});
