import { describe, expect, it } from 'vitest';
import { floorOf, htmlFileOf } from './floor.ts';

const page = `<!doctype html><html lang="en"><head>
<link rel="stylesheet" href="/static/app.css"><link rel="modulepreload" href="/static/a.js">
<link rel=modulepreload crossorigin href="/static/b.js">
<script type="module" crossorigin src="/static/boot.js"></script>
<link rel="preload" as="image" href="/hero.jpg"></head><body>
<div id="root"><main id="main"><h1>Welcome</h1><img src="/hero.jpg" alt=""></main></div>
<script type="application/json" id="app-data">{"scripts":["/static/a.js"]}</script>
<SCRIPT>console.log("</p>")</SCRIPT ></body></html>`;

describe('floorOf', () => {
  it('removes every script and module preload and keeps the markup, styles and pictures', () => {
    const floor = floorOf(page);
    expect(floor).not.toMatch(/<script/i);
    expect(floor).not.toContain('modulepreload');
    expect(floor).not.toContain('app-data');
    expect(floor).toContain('<link rel="stylesheet" href="/static/app.css">');
    expect(floor).toContain('<link rel="preload" as="image" href="/hero.jpg">');
    expect(floor).toContain('<main id="main"><h1>Welcome</h1><img src="/hero.jpg" alt=""></main>');
  });

  it('refuses a page without prerendered content', () => {
    expect(() => floorOf('<html><body><div id="root"></div></body></html>')).toThrow(/<main>/);
  });
});

describe('htmlFileOf', () => {
  it('maps a page path to its file in the build', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/es/')).toBe('es/index.html');
    expect(htmlFileOf('/calendar')).toBe('calendar/index.html');
    expect(htmlFileOf('/es/calendar')).toBe('es/calendar/index.html');
  });
});
