import { createReadStream, type BigIntStats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import {
  DEFAULT_CACHE,
  HEADER_RULES,
  headersFor,
  SECURITY_HEADERS,
  type HeaderRule,
} from '../../netlify/lib/security-headers.ts';
import { localizePath, splitLanguage } from '../../src/i18n/paths.ts';

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

/**
 * Compressible files up to this size are sent gzipped (the editor's Decap bundle, the largest, is
 * about 5 MB); larger ones are streamed as they are.
 */
const GZIP_MAX_FILE_BYTES = 8 * 1024 * 1024;

/** At most this many bytes of gzipped files stay in memory (the least recently sent leave first). */
const GZIP_CACHE_BYTES = 48 * 1024 * 1024;

/**
 * The MIME type the site serves a file with. Other files are application/octet-stream (plain bytes,
 * what servers send for a name they do not know), and that is right for the site search's index
 * (dist/pagefind/: .pf_meta, .pf_index, .pf_fragment, wasm.*.pagefind): gzip data that pagefind.js
 * fetches as bytes and unpacks itself, never shown or parsed by the browser (security probe N9).
 */
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
  // The not-found page of the address's language (/es/… → es/404.html), as dist/_redirects says.
  const lng = splitLanguage(decoded ?? '/').lng;
  const file = path.join(root, `.${localizePath('/404.html', lng)}`);
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

/**
 * Whether the client's copy of the file is current: If-None-Match names its ETag (either
 * representation's, weak or strong) or is `*`, which any existing file matches (RFC 9110 13.1.2);
 * without it, If-Modified-Since is not before its modification.
 */
function notModified(req: IncomingMessage, etag: string, modified: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    const current = (tag: string) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/-gzip"$/, '"') === etag;
    return ifNoneMatch.split(',').some(current);
  }
  return (
    ifModifiedSince !== undefined &&
    Math.floor(modified.getTime() / 1000) <= Date.parse(ifModifiedSince) / 1000
  );
}

/**
 * Whether a Range may be served under the request's If-Range (RFC 9110 13.1.5): without one, or
 * when it names the file's current ETag (strong comparison: a weak tag never matches) or exactly
 * its Last-Modified date. Otherwise the file has changed since the client's first part, and it gets
 * the whole file.
 */
function rangeStillValid(req: IncomingMessage, etag: string, modified: Date): boolean {
  const ifRange = req.headers['if-range'];
  if (ifRange === undefined) return true;
  const value = String(ifRange).trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  return Date.parse(value) === Math.floor(modified.getTime() / 1000) * 1000;
}

/** The gzipped body of a file, kept for the next requests of the same version of the file. */
interface GzipEntry {
  version: string;
  body: Promise<Buffer>;
  bytes: number;
}

/**
 * Gzips each version of a file once, however many requests ask for it at the same time, and keeps
 * the results up to GZIP_CACHE_BYTES: a burst of requests for the editor's 5 MB bundle costs one
 * compressed copy, not one file and one copy per request.
 */
function gzipCache() {
  const entries = new Map<string, GzipEntry>();
  let total = 0;
  const forget = (file: string) => {
    total -= entries.get(file)?.bytes ?? 0;
    entries.delete(file);
  };
  return {
    /** The length of the gzipped body when it is ready, else undefined (a HEAD does not wait). */
    knownLength(file: string, version: string): number | undefined {
      const entry = entries.get(file);
      return entry?.version === version && entry.bytes > 0 ? entry.bytes : undefined;
    },
    get(file: string, version: string): Promise<Buffer> {
      const entry = entries.get(file);
      if (entry?.version === version) {
        // The most recently used last: Map keeps insertion order.
        entries.delete(file);
        entries.set(file, entry);
        return entry.body;
      }
      forget(file);
      const created: GzipEntry = {
        version,
        bytes: 0,
        body: readFile(file).then((raw) => gzip(raw)),
      };
      entries.set(file, created);
      created.body.then(
        (body) => {
          if (entries.get(file) !== created) return;
          created.bytes = body.length;
          total += body.length;
          for (const [oldest] of entries) {
            if (total <= GZIP_CACHE_BYTES || oldest === file) break;
            forget(oldest);
          }
        },
        () => {
          if (entries.get(file) === created) forget(file);
        },
      );
      return created.body;
    },
  };
}

/**
 * Sends bytes `start`–`end` of a file as the body, read a piece at a time. A client that goes away
 * before the end (a video being skipped through) is usual, not an error: the file is closed.
 */
async function streamFile(res: ServerResponse, file: string, start: number, end: number) {
  if (end < start) {
    res.end();
    return;
  }
  await pipeline(createReadStream(file, { start, end }), res).catch(() => {
    res.destroy();
  });
}

/**
 * A request handler that serves the production build in `root` with the site's header rules.
 * Nothing is read before the file's stat: the ETag and Last-Modified come from its size and
 * modification time, a HEAD reads nothing, and bodies and byte ranges are streamed (security probe
 * N4: hashing the whole file for every HEAD took the server to 1.6 GB under 300 of them).
 */
export function createStaticHandler(root: string, rules: readonly HeaderRule[] = HEADER_RULES) {
  const gzipped = gzipCache();
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
    if (info === null) {
      res.writeHead(404, plain).end('Not found');
      return;
    }
    const size = Number(info.size);
    const head = req.method === 'HEAD';
    // A not-found answer is the 404 page: it gets that page's headers, not the asked path's.
    const sitePath =
      status === 200 ? pathname : `/${path.relative(root, file).split(path.sep).join('/')}`;
    const headers: Record<string, string> = {
      ...fileHeaders(sitePath, file, rules),
      Vary: 'Accept-Encoding',
    };
    // The version of the file: its size and modification time (in nanoseconds).
    const version = `${info.size.toString(36)}-${info.mtimeNs.toString(36)}`;
    const type = headers['Content-Type'] ?? contentType(file);
    const compress =
      COMPRESSIBLE.test(type) &&
      size <= GZIP_MAX_FILE_BYTES &&
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (status === 200) {
      // Conditional requests, as Netlify answers them. The gzipped body is another representation
      // of the file, so it has its own ETag (Netlify adds "-df" for it, Apache "-gzip").
      const etag = `"${version}"`;
      headers.ETag = compress ? `"${version}-gzip"` : etag;
      headers['Last-Modified'] = info.mtime.toUTCString();
      if (notModified(req, etag, info.mtime)) {
        res.writeHead(304, headers).end();
        return;
      }
      // Byte ranges (Safari plays video only with them), of the file as it is, never gzipped.
      headers['Accept-Ranges'] = 'bytes';
      const range = rangeStillValid(req, etag, info.mtime)
        ? byteRange(req.headers.range, size)
        : null;
      if (range === 'unsatisfiable') {
        res.writeHead(416, { ...plain, 'Content-Range': `bytes */${size}` }).end();
        return;
      }
      if (range !== null) {
        headers.ETag = etag;
        headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
        headers['Content-Length'] = String(range.end - range.start + 1);
        res.writeHead(206, headers);
        if (head) res.end();
        else await streamFile(res, file, range.start, range.end);
        return;
      }
    }
    if (compress) {
      headers['Content-Encoding'] = 'gzip';
      if (head) {
        // The gzipped length is known only once the file has been gzipped; a HEAD does not wait
        // for it (HTTP lets a HEAD answer leave Content-Length out).
        const length = gzipped.knownLength(file, version);
        if (length !== undefined) headers['Content-Length'] = String(length);
        res.writeHead(status, headers).end();
        return;
      }
      let body: Buffer;
      try {
        body = await gzipped.get(file, version);
      } catch {
        res.writeHead(404, plain).end('Not found'); // removed since its stat
        return;
      }
      headers['Content-Length'] = String(body.length);
      res.writeHead(status, headers).end(body);
      return;
    }
    headers['Content-Length'] = String(size);
    res.writeHead(status, headers);
    if (head) res.end();
    else await streamFile(res, file, 0, size - 1);
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
