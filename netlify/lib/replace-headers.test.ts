import { describe, expect, it } from 'vitest';
import adminEdge, { config as adminConfig } from '../edge-functions/admin-headers.ts';
import calendarEdge, { config as calendarConfig } from '../edge-functions/calendar-headers.ts';
import { HEADER_RULES, overSiteHeaders, SECURITY_HEADERS } from './security-headers.ts';

/** What Netlify's static server sends for a path matched by the site's rule and another one. */
function joined(extra: Record<string, string>, body = 'BEGIN:VCALENDAR'): Response {
  const headers = new Headers(SECURITY_HEADERS);
  for (const [name, value] of Object.entries(extra)) headers.append(name, value);
  return new Response(body, { status: 200, headers });
}

describe('the edge functions', () => {
  it('give calendar files their Cross-Origin-Resource-Policy alone, keeping the rest', async () => {
    const response = await calendarEdge(new Request('https://site.example/calendar.ics'), {
      next: async () =>
        joined({
          'Content-Type': 'text/calendar; charset=utf-8',
          'Cross-Origin-Resource-Policy': 'cross-origin',
        }),
    });
    // Before: "same-origin, cross-origin", an invalid value.
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('BEGIN:VCALENDAR');
  });

  it('give the editor its Cross-Origin-Opener-Policy alone', async () => {
    const response = await adminEdge(new Request('https://site.example/admin/'), {
      next: async () => joined({ 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' }),
    });
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
  });

  it('run on every path whose _headers rule repeats a header of the site-wide rule', () => {
    const edgePaths = [adminConfig.path, calendarConfig.path].flat();
    const repeating = HEADER_RULES.filter(
      (rule) => rule.for !== '/*' && Object.keys(overSiteHeaders(rule.values)).length > 0,
    ).map((rule) => rule.for);
    expect(repeating.sort()).toEqual(['/*.ics', '/admin/*']);
    for (const rulePath of repeating) expect(edgePaths).toContain(rulePath);
  });
});
