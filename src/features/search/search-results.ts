import { localizePath, splitLanguage } from '../../i18n/paths.ts';

/** One run of an excerpt's text: highlighted (the words that matched) or plain. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/**
 * The text of a Pagefind excerpt, split where Pagefind marks the matched words. Pagefind (1.x)
 * builds the excerpt from the page's words with only `<` and `>` escaped (as &lt; and &gt;) and
 * wraps each match in <mark>…</mark>. Only those two exact tags are read as markup; everything else
 * is text, which React renders as text (never as HTML), so &lt; and &gt; are turned back into the
 * characters the page shows.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const raw of excerpt.split(/(<\/?mark>)/)) {
    const piece = raw.replaceAll('&lt;', '<').replaceAll('&gt;', '>');
    if (raw === '<mark>') mark = true;
    else if (raw === '</mark>') mark = false;
    else if (piece !== '') {
      const last = parts.at(-1);
      if (last !== undefined && last.mark === mark) last.text += piece;
      else parts.push({ text: piece, mark });
    }
  }
  return parts;
}

/**
 * The site address of a search result ("/es/parents/" → "/es/parents"), as the site's own links
 * write it, or null for anything that is not a path of this site.
 */
export function resultPath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  const bare = url.split(/[?#]/)[0] ?? url;
  const { lng, path } = splitLanguage(bare.replace(/\/+$/, '') || '/');
  return localizePath(path, lng);
}
