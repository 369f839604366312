import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, contentType, resolveFile } from './static-server.ts';

let root: string;

beforeAll(async () => {
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
  ]) {
    await writeFile(path.join(root, file), file);
  }
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

  it('never leaves the site folder', async () => {
    expect((await resolveFile(root, '/../../etc/passwd')).status).toBe(404);
    expect((await resolveFile(root, '/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    expect((await resolveFile(root, '/%E0%A4%A')).status).toBe(404);
  });
});

describe('headers', () => {
  it('serves calendars as text/calendar and caches only fingerprinted files for long', () => {
    expect(contentType('calendar.ics')).toBe('text/calendar; charset=utf-8');
    expect(cacheControl('/static/index-abc123.js')).toContain('immutable');
    expect(cacheControl('/assets/images/gallery/a.jpg')).not.toContain('immutable');
  });
});
