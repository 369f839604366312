import { describe, expect, it } from 'vitest';
import { formatClock, monthTitle } from './library-format.ts';

describe('formatClock', () => {
  it('keeps the English form', () => {
    expect(formatClock('en', '7:30 AM')).toBe('7:30 AM');
  });
  it('writes a. m. and p. m. in Spanish, kept together', () => {
    expect(formatClock('es', '7:30 AM')).toBe('7:30\u00a0a.\u00a0m.');
    expect(formatClock('es', '2:20 PM')).toBe('2:20\u00a0p.\u00a0m.');
  });
});

describe('monthTitle', () => {
  it('names every month in both languages, capitalised', () => {
    expect(monthTitle('en', 2)).toBe('February');
    expect(monthTitle('es', 2)).toBe('Febrero');
    expect(monthTitle('en', 9)).toBe('September');
    expect(monthTitle('es', 9)).toBe('Septiembre');
    expect(monthTitle('es', 12)).toBe('Diciembre');
  });
});
