import { describe, expect, it } from 'vitest';
import { withAdminHeaders } from './admin-response.ts';
import { adminHeaders, SECURITY_HEADERS } from './security-headers.ts';

describe('withAdminHeaders', () => {
  it("replaces a joined site + editor policy with the editor's alone, keeping body and status", async () => {
    const joined = `${SECURITY_HEADERS['Content-Security-Policy']}, ${adminHeaders()['Content-Security-Policy']}`;
    const response = withAdminHeaders(
      new Response('<!doctype html><title>Editor</title>', {
        status: 200,
        headers: {
          'Content-Security-Policy': joined,
          'Content-Type': 'text/html; charset=utf-8',
          'X-Content-Type-Options': 'nosniff',
        },
      }),
    );
    expect(response.headers.get('Content-Security-Policy')).toBe(
      adminHeaders()['Content-Security-Policy'],
    );
    expect(response.headers.get('Content-Security-Policy')).toContain("'unsafe-eval'");
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Editor</title>');
  });
});
