// A slow phone network in front of the local server, for `npm run bench:tap` (bench/tap.ts).
//
// - Every request waits the network's round trip, and every response's bytes share its bandwidth,
//   whichever tab or prerendered page asked (DevTools' throttling cannot be used: Chromium does not
//   prerender while DevTools is attached, "PrerenderingDisabledByDevTools").
// - Every page gets one more script, the probe (PROBE_SCRIPT), which reports to this server what
//   the benchmark needs to know without DevTools: where the links are on the screen, when a link is
//   pressed, and the page's Largest Contentful Paint.
// - `withoutNextPage` serves the site as it was before the next page came ahead of the tap: no
//   `Speculation-Rules` header and no `@view-transition` rule, so that one build is measured both
//   ways in one run.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * Lighthouse's mobile "slow 4G" as DevTools applies it (its `mobileSlow4G` constants, adjusted for
 * applied throttling): 562.5 ms a round trip, 1,474.56 kbit/s down.
 */
export const SLOW_4G = { roundTripMs: 562.5, downloadKbps: 1474.56 } as const;

export const PROBE_PATH = '/__tap/probe.js';
export const REPORT_PATH = '/__tap/report';

/** What a page's probe reports (each with `page`, an id of the document, and its path). */
export type ProbeReport = { page: string; path: string } & (
  | { kind: 'shown'; hydrated: boolean; activationStart: number }
  | { kind: 'lcp'; at: number }
  | { kind: 'press'; at: number; href: string | null }
  | { kind: 'boxes'; boxes: Record<string, { x: number; y: number } | null> }
);

/**
 * The probe every page loads (a file of this site's origin, so the page's Content-Security-Policy
 * allows it). Times are the machine's clock in milliseconds (performance.timeOrigin plus the
 * page's time), so that a press on one page and the paint of the next compare. A prerendered page
 * counts its paint from its activation, the moment it is shown.
 */
export const PROBE_SCRIPT = `(() => {
  const page = Math.random().toString(36).slice(2);
  const send = (report) =>
    navigator.sendBeacon(${JSON.stringify(REPORT_PATH)}, JSON.stringify({ page, path: location.pathname, ...report }));
  const activation = () => performance.getEntriesByType('navigation')[0]?.activationStart ?? 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      send({ kind: 'lcp', at: performance.timeOrigin + Math.max(entry.startTime, activation()) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener('pointerdown', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    send({ kind: 'press', at: performance.timeOrigin + event.timeStamp, href: link?.getAttribute('href') ?? null });
  }, { capture: true });
  const centre = (selector) => {
    const element = document.querySelector(selector);
    const box = element?.getBoundingClientRect();
    return box === undefined || box.width === 0 ? null : { x: screenX + box.x + box.width / 2, y: screenY + box.y + box.height / 2 };
  };
  const boxes = () => send({ kind: 'boxes', boxes: {
    menu: centre('summary.menu-toggle'),
    calendar: centre('header nav a.nav__link[href$="/calendar"]'),
    families: centre('header nav a.nav__link[href$="/parents"]'),
  } });
  const shown = () => {
    const hydrated = () => document.documentElement.hasAttribute('data-hydrated');
    const report = () => {
      if (!hydrated()) return setTimeout(report, 100);
      send({ kind: 'shown', hydrated: true, activationStart: activation() });
      boxes();
    };
    report();
    // After the menu opens (a click), where its links now are.
    addEventListener('click', () => setTimeout(boxes, 500), true);
  };
  if (document.prerendering) document.addEventListener('prerenderingchange', shown, { once: true });
  else shown();
})();
`;

/** The headers of a response as the site sends them, or without the Speculation-Rules header. */
export function headersFor(
  headers: IncomingHttpHeaders,
  withoutNextPage: boolean,
): IncomingHttpHeaders {
  if (!withoutNextPage) return headers;
  const { 'speculation-rules': _rules, ...rest } = headers;
  return rest;
}

/** A stylesheet without its `@view-transition { … }` rules (its other rules untouched). */
export function withoutViewTransitions(css: string): string {
  return css.replace(/@view-transition\s*\{[^}]*\}/g, '');
}

/** A page with the probe's script added at the end of its <head>. */
export function withProbe(html: string): string {
  return html.replace('</head>', `<script type="module" src="${PROBE_PATH}"></script></head>`);
}

/**
 * The bandwidth all responses share: `delayFor(bytes)` is how long until those bytes have arrived
 * after everything sent before them.
 */
export function sharedLink(downloadKbps: number, now: () => number = Date.now) {
  let busyUntil = 0;
  return {
    delayFor(bytes: number): number {
      const start = Math.max(now(), busyUntil);
      busyUntil = start + (bytes * 8) / downloadKbps;
      return busyUntil - now();
    },
  };
}

/** Settles after `ms` milliseconds (at once for none or fewer). */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const CHUNK = 16 * 1024;

/** A response body as the page should get it: the probe in pages, the rules off when asked. */
function rewrite(body: Buffer, headers: IncomingHttpHeaders, withoutNextPage: boolean): Buffer {
  const type = String(headers['content-type'] ?? '');
  const html = type.startsWith('text/html');
  const css = withoutNextPage && type.startsWith('text/css');
  if (!html && !css) return body;
  const gzipped = headers['content-encoding'] === 'gzip';
  const text = (gzipped ? gunzipSync(body) : body).toString('utf8');
  const changed = Buffer.from(html ? withProbe(text) : withoutViewTransitions(text));
  return gzipped ? gzipSync(changed) : changed;
}

/**
 * Serves `origin` through the slow network on a free port. `reports` collects what the pages'
 * probes send; close the server to stop it.
 */
export async function phoneNetwork(
  origin: string,
  { withoutNextPage }: { withoutNextPage: boolean },
): Promise<{ url: string; server: Server; reports: ProbeReport[] }> {
  const target = new URL(origin);
  const link = sharedLink(SLOW_4G.downloadKbps);
  const reports: ProbeReport[] = [];
  const server = createServer((incoming, outgoing) => {
    // The benchmark's own requests are answered at once: they are not the site's.
    if (incoming.url === PROBE_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      outgoing.end(PROBE_SCRIPT);
      return;
    }
    if (incoming.url === REPORT_PATH) {
      const parts: Buffer[] = [];
      incoming.on('data', (part: Buffer) => parts.push(part));
      incoming.on('end', () => {
        reports.push(JSON.parse(Buffer.concat(parts).toString('utf8')) as ProbeReport);
        outgoing.writeHead(204).end();
      });
      return;
    }
    if (process.env.TAP_DEBUG !== undefined)
      console.log(
        `    ${Date.now() % 100000} ${incoming.url} ${String(incoming.headers['sec-purpose'] ?? '')}`,
      );
    void (async () => {
      await sleep(SLOW_4G.roundTripMs);
      const upstream = httpRequest({
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host },
      });
      upstream.on('response', (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          void (async () => {
            const headers = { ...headersFor(response.headers, withoutNextPage) };
            const body = rewrite(Buffer.concat(parts), headers, withoutNextPage);
            if (headers['content-length'] !== undefined)
              headers['content-length'] = String(body.length);
            outgoing.writeHead(response.statusCode ?? 502, headers);
            for (let offset = 0; offset < body.length; offset += CHUNK) {
              const piece = body.subarray(offset, offset + CHUNK);
              await sleep(link.delayFor(piece.length));
              outgoing.write(piece);
            }
            outgoing.end();
          })();
        });
      });
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, server, reports };
}
