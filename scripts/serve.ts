// `npm run serve` (and the second half of `npm start`): serves the production build in dist/ the
// way Netlify does: the site's headers, real 404s, and the access-code function at its Netlify
// path, run from the same module Netlify deploys.
import { existsSync } from 'node:fs';
import path from 'node:path';
import verifyAccessCode from '../netlify/functions/verify-access-code.ts';
import { isProduction } from '../netlify/lib/access-code-handler.ts';
import { localHeaderRules, SECURITY_HEADERS } from '../netlify/lib/security-headers.ts';
import { ACCESS_CODE_ENDPOINT } from '../src/domain/verify-access-code.ts';
import { localBackendUrl } from './lib/admin/cms-config.ts';
import { localBackendPort } from './lib/admin/write-admin.ts';
import { mountFunction } from './lib/function-adapter.ts';
import {
  LOCAL_PORTAL_PATH,
  localAccessCode,
  localAccessCodeMessage,
  localPortalHtml,
} from './lib/local-access-code.ts';
import { createSiteServer, type Handler } from './lib/site-server.ts';

// SITE_DIR serves another copy of the build (the benchmark's reference pages); dist/ by default.
const root = path.resolve(process.env.SITE_DIR ?? path.join(import.meta.dirname, '..', 'dist'));
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(
    `There is no production build in ${root}. Run \`npm start\` (it builds first) or \`npm run build\`.`,
  );
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const origin = `http://localhost:${port}`;

// Without configuration (and outside production) the function gets the documented development
// code and a local portal page, through the same environment variables Netlify would give it.
const accessCode = localAccessCode(process.env, origin);
if (accessCode.mode === 'development') Object.assign(process.env, accessCode.env);

const servePortal: Handler = async (_req, res) => {
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(localPortalHtml());
};

// The browser tests name a header that makes each test a client of its own for the rate limit.
const clientAddressHeader = process.env.TEST_CLIENT_ADDRESS_HEADER;
if (clientAddressHeader !== undefined && isProduction(process.env)) {
  console.error('TEST_CLIENT_ADDRESS_HEADER is for the browser tests only, never in production.');
  process.exit(1);
}
const routes = new Map<string, Handler>([
  [
    ACCESS_CODE_ENDPOINT,
    mountFunction(
      verifyAccessCode,
      clientAddressHeader === undefined ? {} : { clientAddressHeader },
    ),
  ],
]);
if (accessCode.mode === 'development') routes.set(LOCAL_PORTAL_PATH, servePortal);

const server = createSiteServer({
  root,
  // The content editor at /admin/ may reach the local editing server (`npm run dev` starts it).
  rules: localHeaderRules(new URL(localBackendUrl(localBackendPort())).origin),
  routes,
});
server.listen(port, host, () => {
  console.log(`The school website is running at ${origin}/ (Spanish: ${origin}/es/)`);
  console.log(localAccessCodeMessage(accessCode));
  console.log('Press Ctrl+C to stop.');
});
