import { describe, expect, it } from 'vitest';
import { headersFor } from './security-headers.ts';
import { SPECULATION_RULES_PATH, speculationRules } from './speculation-rules.ts';

/** The URL patterns of the rule's `not` condition. */
function excluded(): string[] {
  const [rule] = (speculationRules() as { prerender: Array<{ where: { and: unknown[] } }> })
    .prerender;
  const not = rule?.where.and.find(
    (condition): condition is { not: { href_matches: string[] } } =>
      typeof condition === 'object' &&
      condition !== null &&
      'not' in condition &&
      'href_matches' in (condition as { not: object }).not,
  );
  return not?.not.href_matches ?? [];
}

describe('the Speculation Rules', () => {
  it('prerender the site’s pages on hover or touch start (moderate)', () => {
    const rules = speculationRules() as {
      prerender: Array<{ source: string; eagerness: string; where: { and: unknown[] } }>;
    };
    expect(rules.prerender).toHaveLength(1);
    expect(rules.prerender[0]?.source).toBe('document');
    expect(rules.prerender[0]?.eagerness).toBe('moderate');
    expect(rules.prerender[0]?.where.and).toContainEqual({ href_matches: '/*' });
  });

  it('never the Teacher Login page in any language, the editor, downloads or feeds', () => {
    expect(excluded()).toEqual(
      expect.arrayContaining([
        '/teacher-login',
        '/es/teacher-login',
        '/admin/*',
        '/assets/*',
        '/generated/*',
        '/*.ics',
      ]),
    );
  });

  it('never the search index, the static files, the data and feed files, nor a download or new tab', () => {
    expect(excluded()).toEqual(
      expect.arrayContaining(['/pagefind/*', '/static/*', '/*.json', '/*.xml']),
    );
    const [rule] = (speculationRules() as { prerender: Array<{ where: { and: unknown[] } }> })
      .prerender;
    expect(rule?.where.and).toContainEqual({
      not: { selector_matches: '[download], [target="_blank"]' },
    });
  });

  it('are named by every answer’s header and served with their own type', () => {
    for (const page of ['/', '/es/calendar', '/about-us'])
      expect(headersFor(page)['Speculation-Rules']).toBe(`"${SPECULATION_RULES_PATH}"`);
    expect(headersFor(SPECULATION_RULES_PATH)['Content-Type']).toBe(
      'application/speculationrules+json',
    );
  });
});
