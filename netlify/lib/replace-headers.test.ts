import { describe, expect, it } from 'vitest';
import adminEdge, { config as adminConfig } from '../edge-functions/admin-headers.ts';
import { HEADER_RULES, overSiteHeaders, SECURITY_HEADERS } from './security-headers.ts';

/** What Netlify's static server sends for a path matched by the site's rule and another one. */
function joined(extra: Record<string, string>, body = '<!doctype html>'): Response {
  const headers = new Headers(SECURITY_HEADERS);
  for (const [name, value] of Object.entries(extra)) headers.append(name, value);
  return new Response(body, { status: 200, headers });
}

describe('the edge functions', () => {
  it('give the editor its Cross-Origin-Opener-Policy alone', async () => {
    const response = await adminEdge(new Request('https://site.example/admin/'), {
      next: async () => joined({ 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' }),
    });
    // Before: "same-origin, same-origin-allow-popups", an invalid value.
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<!doctype html>');
  });

  it('run on every path whose _headers rule repeats a header of the site-wide rule', () => {
    const edgePaths = [adminConfig.path].flat();
    const repeating = HEADER_RULES.filter(
      (rule) => rule.for !== '/*' && Object.keys(overSiteHeaders(rule.values)).length > 0,
    ).map((rule) => rule.for);
    expect(repeating.sort()).toEqual(['/admin/*']);
    for (const rulePath of repeating) expect(edgePaths).toContain(rulePath);
  });
});
