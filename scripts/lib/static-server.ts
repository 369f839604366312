import { createHash } from 'node:crypto';
import type { BigIntStats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import {
  DEFAULT_CACHE,
  HEADER_RULES,
  headersFor,
  SECURITY_HEADERS,
  type HeaderRule,
} from '../../netlify/lib/security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.yml': 'text/yaml; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
};

const gzip = promisify(gzipCallback);

const NETLIFY_FILES = new Set(['_headers', '_redirects']);

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

/** The MIME type the site serves a file with. */
export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The headers of a served file, as Netlify sends them: its MIME type, Netlify's default caching,
 * then the site's header rules (netlify/lib/security-headers.ts) for the path that was served.
 */
export function fileHeaders(
  sitePath: string,
  file: string,
  rules: readonly HeaderRule[] = HEADER_RULES,
): Record<string, string> {
  return {
    'Content-Type': contentType(file),
    'Cache-Control': DEFAULT_CACHE,
    ...headersFor(sitePath, rules),
  };
}

function within(root: string, file: string): boolean {
  return file === root || file.startsWith(`${root}${path.sep}`);
}

/**
 * Whether a path inside the site folder is one Netlify publishes: not its own configuration files,
 * nor any file or folder whose name starts with a dot (the build's .vite/manifest.json), but for
 * .well-known.
 */
function published(relative: string): boolean {
  const hidden = relative
    .split(path.sep)
    .some((part) => part.startsWith('.') && part !== '.well-known');
  return !hidden && !NETLIFY_FILES.has(relative);
}

/**
 * The file's stat when it may be served: a regular file whose real path (symbolic links resolved)
 * is a published file inside the real site folder, else null. A link inside the folder to another
 * file of the folder is served; a link out of it (`dist/x -> /`) never is (security probe N7).
 */
async function servable(realRoot: string, file: string): Promise<BigIntStats | null> {
  try {
    const [real, info] = await Promise.all([realpath(file), stat(file, { bigint: true })]);
    const inside = within(realRoot, real) && published(path.relative(realRoot, real));
    return inside && info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** The file that answers a URL path, its status and, when it can be served, its stat. */
async function locate(
  root: string,
  urlPath: string,
): Promise<{ file: string; status: 200 | 404; info: BigIntStats | null }> {
  const realRoot = await realpath(root).catch(() => root);
  let decoded: string | null;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = null; // a malformed address
  }
  if (decoded !== null) {
    const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
    if (within(root, target) && published(path.relative(root, target))) {
      const candidates = decoded.endsWith('/')
        ? [path.join(target, 'index.html')]
        : [target, path.join(target, 'index.html'), `${target}.html`];
      for (const candidate of candidates) {
        const info = await servable(realRoot, candidate);
        if (info !== null) return { file: candidate, status: 200, info };
      }
    }
  }
  const spanish = decoded !== null && (decoded === '/es' || decoded.startsWith('/es/'));
  const file = path.join(root, spanish ? 'es/404.html' : '404.html');
  return { file, status: 404, info: await servable(realRoot, file) };
}

/**
 * Which file answers a URL path, the way Netlify does it: the file itself, or <path>/index.html,
 * or <path>.html; otherwise the not-found page of the URL's language, with status 404.
 */
export async function resolveFile(
  root: string,
  urlPath: string,
): Promise<{ file: string; status: 200 | 404 }> {
  const { file, status } = await locate(root, urlPath);
  return { file, status };
}

/** The one byte range of a `Range: bytes=…` header, or null for none, or 'unsatisfiable'. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (match === null) return null; // several ranges or another unit: the whole file
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** A request handler that serves the production build in `root` with the site's header rules. */
export function createStaticHandler(root: string, rules: readonly HeaderRule[] = HEADER_RULES) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const plain = { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' };
    const pathname = requestPathname(req.url);
    if (pathname === null) {
      res.writeHead(400, plain).end('Bad request');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...plain, Allow: 'GET, HEAD' }).end('Method not allowed');
      return;
    }
    const { file, status, info } = await locate(root, pathname);
    let body: Buffer;
    let modified: Date;
    try {
      if (info === null) throw new Error('not servable');
      [body, modified] = [await readFile(file), info.mtime];
    } catch {
      res.writeHead(404, plain).end('Not found');
      return;
    }
    // A not-found answer is the 404 page: it gets that page's headers, not the asked path's.
    const sitePath =
      status === 200 ? pathname : `/${path.relative(root, file).split(path.sep).join('/')}`;
    const headers: Record<string, string> = {
      ...fileHeaders(sitePath, file, rules),
      Vary: 'Accept-Encoding',
    };
    if (status === 200) {
      // Conditional requests, as Netlify answers them: an ETag of the content.
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      headers.ETag = etag;
      headers['Last-Modified'] = modified.toUTCString();
      const ifNoneMatch = req.headers['if-none-match'];
      const ifModifiedSince = req.headers['if-modified-since'];
      const notModified =
        ifNoneMatch !== undefined
          ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
          : ifModifiedSince !== undefined &&
            Math.floor(modified.getTime() / 1000) <= Date.parse(ifModifiedSince) / 1000;
      if (notModified) {
        res.writeHead(304, headers).end();
        return;
      }
      // Byte ranges (Safari plays video only with them).
      headers['Accept-Ranges'] = 'bytes';
      const range = byteRange(req.headers.range, body.length);
      if (range === 'unsatisfiable') {
        res.writeHead(416, { ...plain, 'Content-Range': `bytes */${body.length}` }).end();
        return;
      }
      if (range !== null) {
        const part = body.subarray(range.start, range.end + 1);
        headers['Content-Range'] = `bytes ${range.start}-${range.end}/${body.length}`;
        headers['Content-Length'] = String(part.length);
        res.writeHead(206, headers);
        res.end(req.method === 'HEAD' ? undefined : part);
        return;
      }
    }
    const type = headers['Content-Type'] ?? contentType(file);
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = await gzip(body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * The path of a request target ("/es/calendar?month=2026-12" → "/es/calendar"), or null when it is
 * not a path this site can answer: an absolute or malformed target (`//[`, `http://[x/`, `*`, a
 * backslash, a space, a stray `%`).
 */
export function requestPathname(target: string | undefined): string | null {
  if (target === undefined || !target.startsWith('/') || target.startsWith('//')) return null;
  const [pathPart = ''] = target.split('?', 1);
  // A space, a backslash, a bracket, a control character or a % without two hex digits.
  const controls = [...pathPart].some((char) => char.charCodeAt(0) < 0x20 || char === '\x7f');
  if (controls || /[\s\\[\]]|%(?![0-9a-fA-F]{2})/.test(pathPart)) return null;
  try {
    // Never `new URL(target, base)`: a target like //host/ would name another host.
    return new URL(`http://localhost${target}`).pathname;
  } catch {
    return null;
  }
}
