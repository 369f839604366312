import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDocumentLinks, measureDocuments, missingFileProblem } from './document-sizes.ts';

describe('findDocumentLinks', () => {
  it('finds PDF and DOCX addresses under /assets/ anywhere in the data', () => {
    const data = {
      documents: [
        { href: '/assets/documents/after-school/guide.pdf', title: { en: 'Guide' } },
        { href: '/assets/documents/after-school/form.DOCX' },
      ],
      photo: '/assets/images/a.jpg',
      outside: 'https://example.org/file.pdf',
    };
    expect(findDocumentLinks(data)).toEqual([
      { href: '/assets/documents/after-school/guide.pdf', at: ['documents', 0, 'href'] },
      { href: '/assets/documents/after-school/form.DOCX', at: ['documents', 1, 'href'] },
    ]);
  });
});

describe('findDocumentLinks on any data', () => {
  it('passes over empty, numeric and true-or-false values without failing', () => {
    const data = {
      year: 2026,
      draft: false,
      photo: null,
      note: undefined,
      guide: '/assets/documents/guide.pdf',
    };
    expect(findDocumentLinks(data)).toEqual([
      { href: '/assets/documents/guide.pdf', at: ['guide'] },
    ]);
    expect(findDocumentLinks(null)).toEqual([]);
  });
});

describe('missingFileProblem', () => {
  it('names only the field of a link that is not in a list', () => {
    expect(
      missingFileProblem('data/site.json', {
        href: '/assets/documents/school%20guide.pdf',
        at: ['brochure', 'href'],
      }),
    ).toEqual({
      file: 'data/site.json',
      entry: undefined,
      field: 'brochure.href',
      message:
        'there is no file at public/assets/documents/school guide.pdf (add the file or correct the address)',
    });
  });

  it('names an entry of a file that is itself a list by its position alone', () => {
    expect(
      missingFileProblem('data/forms.json', { href: '/assets/documents/a.pdf', at: [2, 'href'] }),
    ).toMatchObject({ entry: 'entry 3', field: 'href' });
  });
});

describe('measureDocuments', () => {
  it('measures the real files and reports a missing one with its entry and field', async () => {
    const publicDir = await mkdtemp(path.join(tmpdir(), 'docs-'));
    await mkdir(path.join(publicDir, 'assets/documents'), { recursive: true });
    await writeFile(path.join(publicDir, 'assets/documents/guide.pdf'), Buffer.alloc(1234));
    const result = await measureDocuments(publicDir, [
      {
        file: 'data/after-school.json',
        data: {
          documents: [
            { href: '/assets/documents/guide.pdf' },
            { href: '/assets/documents/missing.docx' },
          ],
        },
      },
    ]);
    expect(result.sizes).toEqual({ '/assets/documents/guide.pdf': 1234 });
    expect(result.problems).toEqual([
      {
        file: 'data/after-school.json',
        entry: 'documents entry 2',
        field: 'href',
        message:
          'there is no file at public/assets/documents/missing.docx (add the file or correct the address)',
      },
    ]);
  });
});
