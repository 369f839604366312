import { describe, expect, it } from 'vitest';
import { inlineCodeProblems } from './inline-code.ts';

describe('inline code a strict CSP would block', () => {
  it('accepts module scripts by address and JSON data blocks', () => {
    const html = `<html><head><script type="module" crossorigin src="/static/index-1.js"></script>
      <link rel="stylesheet" href="/static/index.css" /></head>
      <body><p class="x" data-style="y">on="text"</p>
      <script type="application/json" id="app-data">{"a":"<\\u003c"}</script></body></html>`;
    expect(inlineCodeProblems(html)).toEqual([]);
  });

  it('finds inline scripts, handlers and styles', () => {
    const html = `<script>alert(1)</script><script type="module">x()</script>
      <img src="a.png" onerror="x()"><div style="color:red"></div><style>p{}</style>`;
    expect(inlineCodeProblems(html)).toEqual([
      'an inline <script>',
      'an inline <script type="module">',
      'an onerror attribute on <img>',
      'a style attribute on <div>',
      'a <style> element',
    ]);
  });

  it('reads a script type as written, spaces around it aside, and a bare type as none', () => {
    const html = `<script type=" application/json ">{}</script><script type>x()</script>
      <script type='text/x-"quoted"'>x()</script>`;
    expect(inlineCodeProblems(html)).toEqual([
      'an inline <script>',
      'an inline <script type="text/x-"quoted"">',
    ]);
  });

  it('takes only on + letters for an event handler, not other names starting with "on"', () => {
    expect(inlineCodeProblems('<input online-status="x" onchange="y()">')).toEqual([
      'an onchange attribute on <input>',
    ]);
  });
});
