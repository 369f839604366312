/** Script types the browser does not run (data blocks), so the CSP does not have to allow them. */
const DATA_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json']);

const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;

function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? '';
    found.set((match[1] ?? '').toLowerCase(), value.replace(/^["']|["']$/g, ''));
  }
  return found;
}

/**
 * What in a prerendered page the Content-Security-Policy would block: inline scripts (other than
 * JSON data blocks), event-handler attributes, style attributes and <style> elements.
 */
export function inlineCodeProblems(html: string): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(TAG)) {
    const tag = (match[1] ?? '').toLowerCase();
    const attrs = attributes(match[2] ?? '');
    if (tag === 'script' && !attrs.has('src')) {
      const type = (attrs.get('type') ?? '').trim().toLowerCase();
      if (!DATA_SCRIPT_TYPES.has(type))
        problems.push(`an inline <script${type === '' ? '' : ` type="${type}"`}>`);
    }
    if (tag === 'style') problems.push('a <style> element');
    for (const name of attrs.keys()) {
      if (name === 'style') problems.push(`a style attribute on <${tag}>`);
      else if (/^on[a-z]+$/.test(name)) problems.push(`an ${name} attribute on <${tag}>`);
    }
  }
  return problems;
}
