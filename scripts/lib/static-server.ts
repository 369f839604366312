import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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
};

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

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Which file answers a URL path, the way Netlify does it: the file itself, or <path>/index.html,
 * or <path>.html; otherwise the not-found page of the URL's language, with status 404.
 */
export async function resolveFile(
  root: string,
  urlPath: string,
): Promise<{ file: string; status: 200 | 404 }> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { file: path.join(root, '404.html'), status: 404 }; // a malformed address
  }
  const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  const inside = target === root || target.startsWith(`${root}${path.sep}`);
  // Netlify reads these files and never serves them.
  const config = NETLIFY_FILES.has(path.relative(root, target));
  if (inside && !config) {
    const candidates = decoded.endsWith('/')
      ? [path.join(target, 'index.html')]
      : [target, path.join(target, 'index.html'), `${target}.html`];
    for (const candidate of candidates) {
      if (await isFile(candidate)) return { file: candidate, status: 200 };
    }
  }
  const spanish = decoded === '/es' || decoded.startsWith('/es/');
  return { file: path.join(root, spanish ? 'es/404.html' : '404.html'), status: 404 };
}

/** A request handler that serves the production build in `root` with the site's header rules. */
export function createStaticHandler(root: string, rules: readonly HeaderRule[] = HEADER_RULES) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const plain = { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...plain, Allow: 'GET, HEAD' }).end('Method not allowed');
      return;
    }
    const { file, status } = await resolveFile(root, url.pathname);
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      res.writeHead(404, plain).end('Not found');
      return;
    }
    // A not-found answer is the 404 page: it gets that page's headers, not the asked path's.
    const sitePath =
      status === 200 ? url.pathname : `/${path.relative(root, file).split(path.sep).join('/')}`;
    const headers: Record<string, string> = {
      ...fileHeaders(sitePath, file, rules),
      Vary: 'Accept-Encoding',
    };
    const type = headers['Content-Type'] ?? contentType(file);
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
