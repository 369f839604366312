// The prerendered HTML of every page, in both languages, passes html-validate's recommended rules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { expect, test, EVERY_PAGE } from './support.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');

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
  },
});

/** The file the build wrote for a page: <path>/index.html, or 404.html for the not-found pages. */
const files = EVERY_PAGE.map(({ id, url }) => {
  const folder = id === 'not-found' ? path.dirname(url) : url;
  return path.join(
    folder.replace(/^\/+|\/+$/g, ''),
    id === 'not-found' ? '404.html' : 'index.html',
  );
});

for (const file of files) {
  test(`dist/${file} is valid HTML`, async () => {
    const report = await validator.validateString(
      readFileSync(path.join(dist, file), 'utf8'),
      file,
    );
    const problems = report.results.flatMap((result) =>
      result.messages.map(
        (message) =>
          `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
      ),
    );
    expect(problems, `dist/${file}`).toEqual([]);
  });
}
