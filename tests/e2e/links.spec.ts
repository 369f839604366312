// Every link, image, script, stylesheet, feed and document that a prerendered page references
// resolves on the local server, in both languages. Addresses on other sites are listed, never
// fetched; mailto: and tel: links are listed too.
import type { APIRequestContext } from '@playwright/test';
import site from '../../data/site.json' with { type: 'json' };
import { expect, test, EVERY_PAGE } from './support.ts';

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
  return {
    kind: 'local',
    path: url.pathname + url.search,
    hash: decodeURIComponent(url.hash.slice(1)),
  };
}

const externals = new Map<string, Set<string>>();
const bodies = new Map<string, Promise<{ status: number; type: string; body: string }>>();

function fetchLocal(request: APIRequestContext, target: string) {
  let known = bodies.get(target);
  if (known === undefined) {
    known = request.get(target, { maxRedirects: 0 }).then(async (response) => ({
      status: response.status(),
      type: response.headers()['content-type'] ?? '',
      body: /text|css|json|xml|calendar/.test(response.headers()['content-type'] ?? '')
        ? await response.text()
        : '',
    }));
    bodies.set(target, known);
  }
  return known;
}

for (const { url: pagePath } of EVERY_PAGE) {
  test(`everything ${pagePath} references resolves`, async ({ request }) => {
    const page = await fetchLocal(request, pagePath);
    const broken: string[] = [];
    const check = async (reference: string, base: string, html: string) => {
      const target = classify(reference, base);
      if (target.kind === 'skip') return;
      if (target.kind === 'external') {
        externals.set(target.href, (externals.get(target.href) ?? new Set()).add(pagePath));
        return;
      }
      const answer =
        target.path === base
          ? { status: 200, type: 'text/html', body: html }
          : await fetchLocal(request, target.path);
      if (answer.status !== 200) {
        broken.push(`${reference} → ${answer.status}`);
        return;
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
          const asset = await fetchLocal(request, resolved.path);
          if (asset.status !== 200) broken.push(`${inner} (in ${target.path}) → ${asset.status}`);
        }
    };
    for (const reference of new Set(referencesIn(page.body)))
      await check(reference, pagePath, page.body);
    expect(broken, `${pagePath} references addresses that do not resolve`).toEqual([]);
  });
}

test.afterAll(() => {
  if (externals.size === 0) return;
  const lines = [...externals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([href, from]) => `  ${href}  (${[...from].join(', ')})`);
  console.log(`External addresses (listed, not fetched):\n${lines.join('\n')}`);
});
