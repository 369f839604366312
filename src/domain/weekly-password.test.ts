import { describe, expect, it } from 'vitest';
import { sealLink } from './sealed-link.ts';
import { openWeeklyUpdates } from './weekly-password.ts';

const FEW = 1_000; // fewer iterations keep these tests fast; the format is the same
const PASSWORD = 'copper violin meadow';

describe('what the Weekly Updates dialog does with a password', () => {
  it('opens the sealed https address with the right password', async () => {
    const sealed = await sealLink('https://staff.example.test/weekly', PASSWORD, FEW);
    expect(await openWeeklyUpdates(sealed, PASSWORD)).toEqual({
      kind: 'open',
      url: 'https://staff.example.test/weekly',
    });
    expect(await openWeeklyUpdates(sealed, 'not the password')).toEqual({ kind: 'wrong' });
  });

  it('opens nothing but an https address, whatever the record holds', async () => {
    for (const text of [
      'javascript:alert(document.domain)',
      'data:text/html,<script>alert(1)</script>',
      'http://staff.example.test/weekly',
      'file:///etc/passwd',
      '/weekly-updates',
      'not an address',
      '',
    ]) {
      const sealed = await sealLink(text, PASSWORD, FEW);
      expect(await openWeeklyUpdates(sealed, PASSWORD), text).toEqual({ kind: 'unsafe' });
    }
  });
});
