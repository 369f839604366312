// No page's CSS can style another page. Each page's own stylesheet is a CSS Module
// (src/pages/<id>/<id>.module.css, `import styles from './<id>.module.css'`), whose classes the build
// renames per file (scripts/lib/css-modules.ts); the shared stylesheets (src/styles, src/components,
// src/app/layout, src/features) stay global, with their own prefixes. This test keeps it so:
// - no plain .css file under src/pages, and no file imports a page's module but that page's own;
// - every rule of a page's module names one of its own classes (a rule of shared classes alone,
//   such as `.carousel` or `:global(.button)`, would style them on every page);
// - every `styles.x` names a class of the module, and every class of a module is used;
// - the class names a page writes as text (`className="card"`) are shared classes, so a page's own
//   class cannot be written without `styles.` (it would silently be unstyled);
// - no two modules share a class suffix.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { moduleSuffix } from '../../scripts/lib/css-modules.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = 'src/pages/';

/** Source files by their path in the project ('src/pages/home/home.module.css'). */
type Files = ReadonlyMap<string, string>;

// ---- CSS ----------------------------------------------------------------------------------------

/** The text of `:global(...)` parts of a selector, and the selector without them. */
function splitGlobal(selector: string): { local: string; global: string } {
  let local = '';
  let global = '';
  let at = 0;
  for (;;) {
    const start = selector.indexOf(':global(', at);
    if (start < 0) break;
    local += selector.slice(at, start);
    let depth = 1;
    let end = start + ':global('.length;
    for (; end < selector.length && depth > 0; end++) {
      if (selector[end] === '(') depth++;
      else if (selector[end] === ')') depth--;
    }
    global += ` ${selector.slice(start + ':global('.length, end - 1)}`;
    at = end;
  }
  return { local: local + selector.slice(at), global };
}

const classesIn = (text: string): string[] =>
  [...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');

/** The selectors of a stylesheet's style rules (not of @keyframes), each with its line. */
function selectorsOf(css: string): Array<{ selector: string; line: number }> {
  // Comments out, keeping their line breaks for the line numbers.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const selectors: Array<{ selector: string; line: number }> = [];
  const stack: string[] = [];
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '{') {
      const prelude = text.slice(start, at).trim();
      stack.push(prelude);
      const inKeyframes = stack.some((outer) => /^@(-\w+-)?keyframes\b/.test(outer));
      if (!prelude.startsWith('@') && !inKeyframes) {
        const line = text.slice(0, at).split('\n').length;
        let depth = 0;
        let from = 0;
        for (let i = 0; i <= prelude.length; i++) {
          const c = prelude[i];
          if (c === '(') depth++;
          else if (c === ')') depth--;
          else if ((c === ',' && depth === 0) || i === prelude.length) {
            selectors.push({ selector: prelude.slice(from, i).trim(), line });
            from = i + 1;
          }
        }
      }
      start = at + 1;
    } else if (char === '}') {
      stack.pop();
      start = at + 1;
    } else if (char === ';') {
      start = at + 1;
    }
  }
  return selectors;
}

/** The classes a module defines (its own, renamed ones). */
function moduleClasses(css: string): Set<string> {
  return new Set(
    selectorsOf(css).flatMap(({ selector }) => classesIn(splitGlobal(selector).local)),
  );
}

/** Every class of a global stylesheet. */
function globalClasses(css: string): string[] {
  return selectorsOf(css).flatMap(({ selector }) => classesIn(selector.replace(/:global\(/g, '(')));
}

// ---- TSX ----------------------------------------------------------------------------------------

interface StyleUse {
  /** The module's path in the project. */
  module: string;
  /** Classes named whole: styles.x, styles.x. */
  names: Set<string>;
  /** Beginnings of classes named with a template: styles[`x--${variant}`] gives 'x--'. */
  prefixes: Set<string>;
}

const isModule = (file: string) => file.endsWith('.module.css');
const pageOf = (file: string) =>
  file.startsWith(PAGES) ? (file.slice(PAGES.length).split('/')[0] ?? '') : null;

/** The texts that end up in a className: strings and template parts, not conditions or keys. */
function classTexts(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [
      node.head.text,
      ...node.templateSpans.flatMap((span) => [...classTexts(span.expression), span.literal.text]),
    ];
  if (ts.isParenthesizedExpression(node)) return classTexts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...classTexts(node.whenTrue), ...classTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    if (node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
      return classTexts(node.right);
    return [...classTexts(node.left), ...classTexts(node.right)];
  }
  if (ts.isCallExpression(node)) return node.arguments.flatMap((arg) => classTexts(arg));
  if (ts.isArrayLiteralExpression(node))
    return node.elements.flatMap((element) => classTexts(element));
  return [];
}

function tsxProblems(
  file: string,
  text: string,
  files: Files,
  shared: ReadonlySet<string>,
  uses: StyleUse[],
): string[] {
  const problems: string[] = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const bindings = new Map<string, StyleUse>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.endsWith('.css')) continue;
    const target = specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(file), specifier)
      : specifier;
    const targetPage = pageOf(target);
    if (targetPage !== null && targetPage !== pageOf(file))
      problems.push(
        `${where(statement)}: imports ${target}, the stylesheet of another page (share a style through a component in src/components or src/features instead)`,
      );
    if (!isModule(target)) continue;
    if (!files.has(target)) {
      problems.push(`${where(statement)}: imports ${target}, which does not exist`);
      continue;
    }
    const name = statement.importClause?.name?.text;
    if (name === undefined) {
      problems.push(`${where(statement)}: imports ${target} without a name for its classes`);
      continue;
    }
    const use: StyleUse = { module: target, names: new Set(), prefixes: new Set() };
    bindings.set(name, use);
    uses.push(use);
  }

  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && bindings.has(node.text)) {
      const use = bindings.get(node.text) as StyleUse;
      const parent = node.parent;
      if (ts.isImportClause(parent)) return;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
        use.names.add(parent.name.text);
        return;
      }
      if (ts.isElementAccessExpression(parent) && parent.expression === node) {
        const key = parent.argumentExpression;
        if (ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key))
          use.names.add(key.text);
        else if (ts.isTemplateExpression(key) && key.head.text !== '')
          use.prefixes.add(key.head.text);
        else
          problems.push(
            `${where(node)}: ${node.text}[…] must name a class, or begin with one (styles[\`x--\${variant}\`])`,
          );
        return;
      }
      problems.push(`${where(node)}: use ${node.text}.<class>, not ${node.text} itself`);
      return;
    }
    if (
      ts.isJsxAttribute(node) &&
      /^(className|\w+ClassName)$/.test(node.name.getText(source)) &&
      node.initializer !== undefined
    ) {
      const value = node.initializer;
      const texts = ts.isStringLiteral(value)
        ? [value.text]
        : ts.isJsxExpression(value) && value.expression !== undefined
          ? classTexts(value.expression)
          : [];
      for (const name of texts.flatMap((part) => part.split(/\s+/)).filter(Boolean))
        if (!shared.has(name))
          problems.push(
            `${where(node)}: class "${name}" is not a shared class (src/styles, src/components, src/app/layout, src/features): a page's own class is styles.<name> from its module`,
          );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

// ---- the whole check ----------------------------------------------------------------------------

/** Every way the files break the rules above (empty when they keep them). */
function pageStyleProblems(files: Files, root = ROOT): string[] {
  const problems: string[] = [];
  const shared = new Set<string>();
  for (const [file, text] of files)
    if (file.endsWith('.css') && !isModule(file))
      for (const name of globalClasses(text)) shared.add(name);

  for (const file of files.keys())
    if (file.startsWith(PAGES) && file.endsWith('.css') && !isModule(file))
      problems.push(
        `${file}: a page's stylesheet must be a CSS Module: rename it ${file.replace(/\.css$/, '.module.css')} and use its classes as styles.<name>`,
      );

  const suffixes = new Map<string, string>();
  for (const [file, text] of files) {
    if (!isModule(file)) continue;
    for (const { selector, line } of selectorsOf(text))
      if (classesIn(splitGlobal(selector).local).length === 0)
        problems.push(
          `${file}:${line}: "${selector}" names none of this page's own classes, so it would style every page: add one (.section-of-this-page :global(.shared))`,
        );
    const suffix = moduleSuffix(root, path.join(root, file));
    const other = suffixes.get(suffix);
    if (other !== undefined) problems.push(`${file}: same class suffix as ${other}`);
    suffixes.set(suffix, file);
  }

  const uses: StyleUse[] = [];
  for (const [file, text] of files)
    if (/\.tsx?$/.test(file))
      problems.push(...tsxProblems(file, text, files, file.startsWith(PAGES) ? shared : ALL, uses));

  for (const [file, text] of files) {
    if (!isModule(file)) continue;
    const defined = moduleClasses(text);
    const mine = uses.filter((use) => use.module === file);
    for (const use of mine) {
      for (const name of use.names)
        if (!defined.has(name))
          problems.push(`${file} has no class .${name} (used as styles.${name})`);
      for (const prefix of use.prefixes)
        if (![...defined].some((name) => name.startsWith(prefix)))
          problems.push(
            `${file} has no class beginning .${prefix} (used as styles[\`${prefix}…\`])`,
          );
    }
    for (const name of defined)
      if (
        !mine.some(
          (use) =>
            use.names.has(name) || [...use.prefixes].some((prefix) => name.startsWith(prefix)),
        )
      )
        problems.push(
          `${file}: .${name} is used by no page (remove it, or use it as styles.${name})`,
        );
  }
  return problems;
}

/** Outside the pages, any class text is allowed. */
const ALL: ReadonlySet<string> = { has: () => true } as unknown as ReadonlySet<string>;

function projectFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })) {
    const file = `src/${entry.split(path.sep).join('/')}`;
    if (/\.(css|tsx?)$/.test(file) && !file.startsWith('src/generated/'))
      files.set(file, readFileSync(path.join(ROOT, file), 'utf8'));
  }
  return files;
}

describe('page stylesheets', () => {
  it('keep every page’s classes to that page', () => {
    const files = projectFiles();
    expect([...files.keys()].filter(isModule).length).toBeGreaterThan(0);
    expect(pageStyleProblems(files)).toEqual([]);
  });

  // The check itself, on small made-up projects.
  const base: Array<[string, string]> = [
    ['src/styles/global.css', '.card { color: red; }\n.button { color: blue; }\n'],
    ['src/components/carousel.css', '.carousel { display: grid; }\n'],
    [
      'src/pages/home/home.module.css',
      '.numbers { display: grid; }\n.hero--big,\n.hero :global(.button) { margin: 0; }\n',
    ],
    [
      'src/pages/home/home-page.tsx',
      "import styles from './home.module.css';\n" +
        'export const A = () => <div className={`card ${styles.numbers}`}>' +
        "<p className={styles[`hero--${'big'}`]} /><b className={styles.hero} /></div>;\n",
    ],
  ];
  const check = (...changes: Array<[string, string | null]>) => {
    const files = new Map(base);
    for (const [file, text] of changes)
      if (text === null) files.delete(file);
      else files.set(file, text);
    return pageStyleProblems(files, '/project');
  };

  it('accepts a page that keeps the rules', () => {
    expect(check()).toEqual([]);
  });

  it('refuses a plain stylesheet under src/pages', () => {
    expect(check(['src/pages/gym/gym.css', '.gym { color: red; }'])).toEqual([
      expect.stringContaining("src/pages/gym/gym.css: a page's stylesheet must be a CSS Module"),
    ]);
  });

  it('refuses a page that imports another page’s stylesheet', () => {
    const problems = check([
      'src/pages/our-school/our-school-page.tsx',
      "import home from '../home/home.module.css';\nexport const B = () => <p className={home.numbers} />;\n",
    ]);
    expect(problems).toEqual([
      expect.stringContaining(
        'src/pages/our-school/our-school-page.tsx:1: imports src/pages/home/home.module.css, the stylesheet of another page',
      ),
    ]);
  });

  it('refuses a rule that names only shared classes', () => {
    const problems = check([
      'src/pages/home/home.module.css',
      (base[2]?.[1] ?? '') + '\n:global(.carousel) { --x: 1; }\n',
    ]);
    expect(problems).toEqual([
      expect.stringContaining(
        `home.module.css:5: ":global(.carousel)" names none of this page's own classes`,
      ),
    ]);
  });

  it('refuses a page’s own class written as text, and an unknown one', () => {
    const tsx = (base[3]?.[1] ?? '').replace('`card ${', '`card numbers ${');
    expect(check(['src/pages/home/home-page.tsx', tsx])).toEqual([
      expect.stringContaining('home-page.tsx:2: class "numbers" is not a shared class'),
    ]);
  });

  it('refuses styles.x of a class the module lacks, and a class no page uses', () => {
    const tsx = (base[3]?.[1] ?? '').replace('styles.numbers', 'styles.number');
    expect(check(['src/pages/home/home-page.tsx', tsx])).toEqual([
      'src/pages/home/home.module.css has no class .number (used as styles.number)',
      'src/pages/home/home.module.css: .numbers is used by no page (remove it, or use it as styles.numbers)',
    ]);
  });
});
