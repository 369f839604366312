// The pages' CSS Modules in the build: every page-scoped class that the prerendered HTML names
// (`numbers_<suffix>`, scripts/lib/css-modules.ts) is defined by a stylesheet that the page links.
// The HTML comes from the server build and the CSS from the client build, so this shows that both
// renamed the classes alike, and that a page's own styles arrive with its HTML (no flash of
// unstyled content before the scripts run).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleSuffix } from '../../scripts/lib/css-modules.ts';
import { BUILT_PAGES, REAL_SITE_DIR } from './pages.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const SUFFIXES = new Set(
  readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => moduleSuffix(ROOT, path.join(ROOT, 'src', file))),
);

/** The class names of the page's HTML that a CSS Module renamed. */
function scopedClasses(html: string): Set<string> {
  const names = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
    (match[1] ?? '').split(/\s+/),
  );
  return new Set(names.filter((name) => SUFFIXES.has(name.slice(-5)) && name.at(-6) === '_'));
}

/** Every class name that the stylesheets a page links define or mention. */
function linkedClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*?\shref="([^"]+)"/g)) {
    const css = readFileSync(path.join(REAL_SITE_DIR, href ?? ''), 'utf8');
    for (const [, name] of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name ?? '');
  }
  return classes;
}

describe("the pages' CSS Modules in dist/", () => {
  it('there are page modules, each with its own class suffix', () => {
    expect(SUFFIXES.size).toBeGreaterThan(20);
  });

  const html = (file: string) => readFileSync(path.join(REAL_SITE_DIR, file), 'utf8');

  for (const { file } of BUILT_PAGES) {
    it(`dist/${file}: its page classes are in the stylesheets it links`, () => {
      const linked = linkedClasses(html(file));
      expect([...scopedClasses(html(file))].filter((name) => !linked.has(name))).toEqual([]);
    });
  }

  // One stylesheet for the whole site (`build.cssCodeSplit: false` in vite.config.ts): once a
  // visitor has it, the next page needs only its HTML, one round trip on a phone's connection
  // rather than two (bench/README.md, "Tap to the next page").
  it('every page links one and the same stylesheet', () => {
    const linked = new Set(
      BUILT_PAGES.map(({ file }) =>
        [...html(file).matchAll(/<link rel="stylesheet"[^>]*?\shref="([^"]+)"/g)]
          .map((match) => match[1])
          .join(' '),
      ),
    );
    expect([...linked]).toEqual([expect.stringMatching(/^\/static\/[^ ]+\.css$/)]);
  });

  it('the pages do name their modules’ classes', () => {
    const scoped = BUILT_PAGES.filter(({ file }) => scopedClasses(html(file)).size > 0);
    // Every page but the not-found pages, in both languages.
    expect(scoped.length).toBe(BUILT_PAGES.length - 2);
  });
});
