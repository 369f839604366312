// Every link, image, script, stylesheet, feed and document that a prerendered page of the real
// site references resolves to a file of the build, in both languages, the way the server (and
// Netlify) would find it; a #fragment names an element of its target page, and a stylesheet's
// url()s resolve too. Addresses on other sites, mailto: and tel: links are listed, never fetched.
import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import site from '../../data/site.json' with { type: 'json' };
import { contentType, resolveFile } from '../../scripts/lib/static-server.ts';
import { BUILT_PAGES, REAL_SITE_DIR } from './pages.ts';

const SITE = new URL(site.siteUrl);

/** The addresses in a page's HTML: href, src, srcset and poster attributes, and meta images. */
export function referencesIn(html: string): string[] {
  const found: string[] = [];
  const decode = (value: string) =>
    value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
  for (const match of html.matchAll(/\s(href|src|poster|srcset|content)="([^"]*)"/g)) {
    const [, name, raw = ''] = match;
    const value = decode(raw);
    if (name === 'srcset')
      found.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
    else if (name === 'content') {
      if (/^https?:\/\//.test(value)) found.push(value);
    } else found.push(value);
  }
  return found.filter((value) => value !== '');
}

/** The url(...) references of a stylesheet. */
function referencesInCss(css: string): string[] {
  return [...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map((match) => match[1] ?? '');
}

type Classified =
  | { kind: 'local'; path: string; hash: string }
  | { kind: 'external'; href: string }
  | { kind: 'skip' };

function classify(reference: string, base: string): Classified {
  if (/^(mailto|tel):/i.test(reference)) return { kind: 'external', href: reference };
  if (reference.startsWith('data:')) return { kind: 'skip' };
  const url = new URL(reference.replace(/^webcal:\/\//i, 'https://'), `http://localhost${base}`);
  const local = url.host === 'localhost' || url.host === SITE.host;
  if (!local) return { kind: 'external', href: reference };
  return { kind: 'local', path: url.pathname, hash: decodeURIComponent(url.hash.slice(1)) };
}

type Answer = { status: number; type: string; body: string };
const answers = new Map<string, Promise<Answer>>();

/** What the site answers for a path: the file the server would send, its status and its text. */
function fetchLocal(sitePath: string): Promise<Answer> {
  let known = answers.get(sitePath);
  if (known === undefined) {
    known = resolveFile(REAL_SITE_DIR, sitePath).then(async ({ file, status }) => {
      const type = contentType(file);
      const text = /text|css|json|xml|calendar/.test(type);
      return { status, type, body: text ? await readFile(file, 'utf8') : '' };
    });
    answers.set(sitePath, known);
  }
  return known;
}

const externals = new Map<string, Set<string>>();

describe('links of the real site', () => {
  for (const { url: pagePath, file } of BUILT_PAGES) {
    it(`everything ${pagePath} references resolves`, async () => {
      const html = await readFile(`${REAL_SITE_DIR}/${file}`, 'utf8');
      const broken: string[] = [];
      for (const reference of new Set(referencesIn(html))) {
        const target = classify(reference, pagePath);
        if (target.kind === 'skip') continue;
        if (target.kind === 'external') {
          externals.set(target.href, (externals.get(target.href) ?? new Set()).add(pagePath));
          continue;
        }
        const answer =
          target.path === pagePath
            ? { status: 200, type: 'text/html', body: html }
            : await fetchLocal(target.path);
        if (answer.status !== 200) {
          broken.push(`${reference} → ${answer.status}`);
          continue;
        }
        if (
          target.hash !== '' &&
          answer.type.includes('html') &&
          !answer.body.includes(`id="${target.hash}"`)
        )
          broken.push(`${reference} → no element with id "${target.hash}"`);
        if (answer.type.includes('css'))
          for (const inner of referencesInCss(answer.body)) {
            const resolved = classify(inner, target.path);
            if (resolved.kind !== 'local') continue;
            const asset = await fetchLocal(resolved.path);
            if (asset.status !== 200) broken.push(`${inner} (in ${target.path}) → ${asset.status}`);
          }
      }
      expect(broken, `${pagePath} references addresses that do not resolve`).toEqual([]);
    });
  }

  it('the check does find a missing file and a missing #fragment', async () => {
    expect((await fetchLocal('/assets/no-such-file.pdf')).status).toBe(404);
    const home = await fetchLocal('/');
    expect(home.status).toBe(200);
    expect(home.body.includes('id="no-such-section"')).toBe(false);
  });
});

afterAll(() => {
  if (externals.size === 0) return;
  const lines = [...externals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([href, from]) => `  ${href}  (${[...from].join(', ')})`);
  console.log(`External addresses (listed, not fetched):\n${lines.join('\n')}`);
});
