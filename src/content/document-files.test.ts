import { describe, expect, it } from 'vitest';
import { documentType, formatFileSize } from './document-files.ts';

describe('documentType', () => {
  it('reads the type from the address', () => {
    expect(documentType('/assets/documents/a/guide.pdf')).toBe('PDF');
    expect(documentType('/assets/documents/a/form.DOCX')).toBe('DOCX');
  });
});

describe('formatFileSize', () => {
  it('rounds to kilobytes below a megabyte, never showing 0 KB', () => {
    expect(formatFileSize(86_016, 'en')).toBe('84 KB');
    expect(formatFileSize(10, 'es')).toBe('1 KB');
  });
  it('shows megabytes with one decimal in each language', () => {
    expect(formatFileSize(1_258_291, 'en')).toBe('1.2 MB');
    // US Spanish writes the decimal point as in English
    expect(formatFileSize(1_258_291, 'es')).toBe('1.2 MB');
  });
});
