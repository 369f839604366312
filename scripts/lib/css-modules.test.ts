import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { moduleSuffix, scopedClassName } from './css-modules.ts';

const ROOT = '/project';
const FILE = 'src/pages/our-school/our-school.module.css';

describe('the classes of the pages’ CSS Modules', () => {
  it('are suffixed with 5 characters of the SHA-256 of the stylesheet’s path in the project', () => {
    const expected = createHash('sha256').update(FILE).digest('base64url').slice(0, 5);
    expect(moduleSuffix(ROOT, FILE)).toBe(expected);
    expect(moduleSuffix(ROOT, `${ROOT}/${FILE}`)).toBe(expected);
    expect(scopedClassName(ROOT)('numbers', `${ROOT}/${FILE}`)).toBe(`numbers_${expected}`);
  });

  it('ignore the query Vite adds to a module’s address', () => {
    expect(moduleSuffix(ROOT, `${FILE}?used`)).toBe(moduleSuffix(ROOT, FILE));
    expect(moduleSuffix(ROOT, `${FILE}?inline&lang.css`)).toBe(moduleSuffix(ROOT, FILE));
  });
});
