import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isFileInside } from './public-files.ts';

let publicDir: string;

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), 'public-'));
  await mkdir(path.join(publicDir, 'assets/images/events'), { recursive: true });
  await writeFile(path.join(publicDir, 'assets/images/events/qr code.png'), 'png');
});

describe('isFileInside', () => {
  it('finds a file of public/ by its address, encoded or not', () => {
    expect(isFileInside(publicDir, '/assets/images/events/qr code.png')).toBe(true);
    expect(isFileInside(publicDir, '/assets/images/events/qr%20code.png')).toBe(true);
  });

  it('says no to a missing file, a folder, and an address that leaves public/', () => {
    expect(isFileInside(publicDir, '/assets/images/events/missing.png')).toBe(false);
    expect(isFileInside(publicDir, '/assets/images/events')).toBe(false);
    expect(isFileInside(publicDir, '/assets/../../../etc/passwd')).toBe(false);
    expect(isFileInside(publicDir, '/assets/%2e%2e/%2e%2e/etc/passwd')).toBe(false);
    expect(isFileInside(publicDir, '/assets/%E0%A4%A')).toBe(false);
  });
});
