import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byteRange,
  contentType,
  fileHeaders,
  requestPathname,
  resolveFile,
} from './static-server.ts';

let root: string;
let outside: string;

beforeAll(async () => {
  // A file outside the site folder, and links to it and to the file system's root from inside.
  outside = await mkdtemp(path.join(tmpdir(), 'outside-'));
  await writeFile(path.join(outside, 'secret.txt'), 'secret');
  root = await mkdtemp(path.join(tmpdir(), 'site-'));
  await mkdir(path.join(root, 'es'), { recursive: true });
  await mkdir(path.join(root, 'history'), { recursive: true });
  for (const file of [
    'index.html',
    '404.html',
    'es/index.html',
    'es/404.html',
    'history/index.html',
    'calendar.ics',
    '_headers',
  ]) {
    await writeFile(path.join(root, file), file);
  }
  await symlink(path.join(outside, 'secret.txt'), path.join(root, 'leak.txt'));
  await symlink('/', path.join(root, 'sym-root'));
  await symlink(outside, path.join(root, 'sym-outside'));
  // A link inside the folder to a page of the folder, and one to a hidden file of it.
  await symlink(path.join(root, 'history/index.html'), path.join(root, 'old-history.html'));
  await mkdir(path.join(root, '.vite'), { recursive: true });
  await writeFile(path.join(root, '.vite/manifest.json'), '{}');
  await symlink(path.join(root, '.vite'), path.join(root, 'vite-link'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe('resolveFile', () => {
  it('serves pages with and without a trailing slash', async () => {
    expect(await resolveFile(root, '/')).toEqual({
      file: path.join(root, 'index.html'),
      status: 200,
    });
    expect(await resolveFile(root, '/history')).toEqual({
      file: path.join(root, 'history/index.html'),
      status: 200,
    });
    expect(await resolveFile(root, '/history/')).toEqual({
      file: path.join(root, 'history/index.html'),
      status: 200,
    });
    expect(await resolveFile(root, '/es/')).toEqual({
      file: path.join(root, 'es/index.html'),
      status: 200,
    });
    expect(await resolveFile(root, '/es')).toEqual({
      file: path.join(root, 'es/index.html'),
      status: 200,
    });
  });

  it('answers unknown paths with the not-found page of their language', async () => {
    expect(await resolveFile(root, '/nope')).toEqual({
      file: path.join(root, '404.html'),
      status: 404,
    });
    expect(await resolveFile(root, '/es/nada')).toEqual({
      file: path.join(root, 'es/404.html'),
      status: 404,
    });
  });

  it('never serves Netlify’s own configuration files', async () => {
    expect(await resolveFile(root, '/_headers')).toEqual({
      file: path.join(root, '404.html'),
      status: 404,
    });
  });

  it('never leaves the site folder', async () => {
    expect((await resolveFile(root, '/../../etc/passwd')).status).toBe(404);
    expect((await resolveFile(root, '/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    expect((await resolveFile(root, '/%E0%A4%A')).status).toBe(404);
  });

  it('never follows a symbolic link out of the site folder (security probe N7)', async () => {
    for (const urlPath of [
      '/leak.txt',
      '/sym-root/etc/passwd',
      '/sym-root/etc/hostname',
      '/sym-outside/secret.txt',
      '/sym-outside/',
    ])
      expect(await resolveFile(root, urlPath), urlPath).toEqual({
        file: path.join(root, '404.html'),
        status: 404,
      });
  });

  it('follows a link inside the folder to a published file of the folder, not to a hidden one', async () => {
    expect(await resolveFile(root, '/old-history')).toEqual({
      file: path.join(root, 'old-history.html'),
      status: 200,
    });
    expect((await resolveFile(root, '/vite-link/manifest.json')).status).toBe(404);
  });
});

describe('headers', () => {
  it('serves the site search’s files (dist/pagefind/) with types the browser accepts', () => {
    // The page script and its worker must be JavaScript (nosniff refuses a worker of another type).
    expect(contentType('pagefind/pagefind.js')).toBe('text/javascript; charset=utf-8');
    expect(contentType('pagefind/pagefind-worker.js')).toBe('text/javascript; charset=utf-8');
    expect(contentType('pagefind/pagefind-entry.json')).toBe('application/json; charset=utf-8');
    // The WebAssembly and the index chunks are gzip files that pagefind.js fetches as bytes and
    // unpacks itself: plain bytes, sent as they are.
    for (const file of [
      'pagefind/wasm.es.pagefind',
      'pagefind/pagefind.es_6b75647630.pf_meta',
      'pagefind/index/es_771e941.pf_index',
      'pagefind/fragment/es_8e82ce5.pf_fragment',
    ])
      expect(contentType(file), file).toBe('application/octet-stream');
    expect(contentType('module.wasm')).toBe('application/wasm');
  });

  it('serves calendars as text/calendar and caches only fingerprinted files for long', () => {
    expect(contentType('calendar.ics')).toBe('text/calendar; charset=utf-8');
    expect(fileHeaders('/es/calendar/events/12.ics', 'x/12.ics')['Content-Type']).toBe(
      'text/calendar; charset=utf-8',
    );
    expect(fileHeaders('/static/index-abc123.js', 'x.js')['Cache-Control']).toContain('immutable');
    expect(fileHeaders('/assets/images/gallery/a.jpg', 'a.jpg')['Cache-Control']).not.toContain(
      'immutable',
    );
    expect(fileHeaders('/404.html', '404.html')['Cache-Control']).toBe(
      'public, max-age=0, must-revalidate',
    );
  });

  it('applies the site security headers to every file', () => {
    for (const [sitePath, file] of [
      ['/', 'index.html'],
      ['/es/calendar', 'index.html'],
      ['/static/index-abc123.js', 'index-abc123.js'],
    ] as const) {
      const headers = fileHeaders(sitePath, file);
      expect(headers['Content-Security-Policy']).toContain("script-src 'self'");
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Strict-Transport-Security']).toContain('max-age=63072000');
    }
  });
});

describe('requestPathname', () => {
  it('takes the path of an origin-form target', () => {
    expect(requestPathname('/es/calendar?month=2026-12')).toBe('/es/calendar');
    expect(requestPathname('/assets/a%20b.pdf')).toBe('/assets/a%20b.pdf');
  });

  it('refuses what is not a path of this site', () => {
    for (const target of ['//[', '//a:99999/', 'http://[x/', '*', '/%', '/a\\b', '/[x]', '/\u0000'])
      expect(requestPathname(target), target).toBeNull();
    expect(requestPathname(undefined)).toBeNull();
  });
});

describe('byteRange', () => {
  it('reads one range, open or from the end, within the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=990-', 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('serves the whole file for none, several or another unit, and refuses one beyond it', () => {
    expect(byteRange(undefined, 1000)).toBeNull();
    expect(byteRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(byteRange('items=0-1', 1000)).toBeNull();
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=5-2', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
