// The prerendered HTML of every page of the real site, in both languages, passes html-validate's
// recommended rules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { BUILT_PAGES, REAL_SITE_DIR } from './pages.ts';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Prettier writes the template's void elements self-closed (<meta />) and React writes
    // <img/> and <br/>: both spellings are valid HTML.
    'void-style': 'off',
    // React writes some attributes in camelCase (srcSet, hrefLang, fetchPriority, playsInline,
    // readOnly): HTML attribute names are case-insensitive, so the browser reads them the same.
    'attr-case': 'off',
    // React writes boolean attributes as `hidden=""`, `checked=""`, `disabled=""`: valid HTML, and
    // not something a page can choose.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId makes ids like "_R_d_-nav"; HTML5 allows any id without spaces, and the
    // relaxed mode still checks exactly that.
    'valid-id': ['error', { relaxed: true }],
    // The page template is formatted by Prettier, which writes `<!doctype html>` in lowercase;
    // the doctype is case-insensitive.
    'doctype-style': 'off',
    // A tel: link shows its number without places to break (PhoneLink), except a button whose
    // text is a label, such as "Call the Parent Coordinator" on the Parents page, which wraps on
    // a narrow phone like any button.
    'tel-non-breaking': ['error', { ignoreClasses: ['call-button'] }],
  },
});

async function problemsOf(html: string, file: string): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
    ),
  );
}

describe('HTML of the real site', () => {
  for (const { file } of BUILT_PAGES) {
    it(`dist/${file} is valid HTML`, async () => {
      const html = readFileSync(path.join(REAL_SITE_DIR, file), 'utf8');
      expect(await problemsOf(html, file), `dist/${file}`).toEqual([]);
    });
  }

  it('the check does report invalid HTML', async () => {
    const problems = await problemsOf(
      '<!doctype html><html lang="en"><head><title>x</title></head><body><p><div></p></body></html>',
      'broken.html',
    );
    expect(problems.length).toBeGreaterThan(0);
  });
});
