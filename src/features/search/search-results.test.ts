import { describe, expect, it } from 'vitest';
import { excerptParts, resultPath } from './search-results.ts';

describe('excerptParts', () => {
  it('splits an excerpt into plain and highlighted runs', () => {
    expect(excerptParts('Bring your <mark>library</mark> <mark>card</mark> on Fridays.')).toEqual([
      { text: 'Bring your ', mark: false },
      { text: 'library', mark: true },
      { text: ' ', mark: false },
      { text: 'card', mark: true },
      { text: ' on Fridays.', mark: false },
    ]);
  });

  it('keeps every other tag, entity and attribute as plain text', () => {
    const parts = excerptParts(
      'a <img src=x onerror=alert(1)> <mark>b</mark> <script>c</script> &amp; <mark class="x">d',
    );
    expect(parts).toEqual([
      { text: 'a <img src=x onerror=alert(1)> ', mark: false },
      { text: 'b', mark: true },
      { text: ' <script>c</script> &amp; <mark class="x">d', mark: false },
    ]);
  });

  it('shows the angle brackets Pagefind escapes as the characters, never as a highlight', () => {
    // A page whose text reads "Grades 3 < 5 and <mark>" (Pagefind escapes only < and >).
    expect(excerptParts('Grades 3 &lt; <mark>5</mark> and &lt;mark&gt;')).toEqual([
      { text: 'Grades 3 < ', mark: false },
      { text: '5', mark: true },
      { text: ' and <mark>', mark: false },
    ]);
  });

  it('ends a highlight that is never closed at the end of the text, and ignores stray closings', () => {
    expect(excerptParts('</mark>x <mark>y')).toEqual([
      { text: 'x ', mark: false },
      { text: 'y', mark: true },
    ]);
    expect(excerptParts('')).toEqual([]);
  });
});

describe('resultPath', () => {
  it('writes result addresses the way the site links them', () => {
    expect(resultPath('/parents/')).toBe('/parents');
    expect(resultPath('/es/parents/')).toBe('/es/parents');
    expect(resultPath('/')).toBe('/');
    expect(resultPath('/es/')).toBe('/es/');
    expect(resultPath('/es')).toBe('/es/');
    expect(resultPath('/library/?x=1#top')).toBe('/library');
  });

  it('refuses anything that is not a path of this site', () => {
    expect(resultPath('https://example.com/')).toBeNull();
    expect(resultPath('//example.com/parents/')).toBeNull();
    expect(resultPath('javascript:alert(1)')).toBeNull();
    expect(resultPath('/\\example.com')).toBeNull();
  });
});
