// How `npm start` configures the faculty access-code check on this machine.
import { DEVELOPMENT_ACCESS_CODE, hashAccessCode } from '../../netlify/lib/access-code-hash.ts';
import {
  HASH_VARIABLE,
  isProduction,
  PORTAL_VARIABLE,
} from '../../netlify/lib/access-code-handler.ts';
import { escapeHtml } from './html.ts';

/** The local stand-in for the faculty portal, served only while the development code is in use. */
export const LOCAL_PORTAL_PATH = '/__local/faculty-portal';

/** What the local server does about the access code. */
export type LocalAccessCode =
  /** Both variables are set: the function uses them, as on Netlify. */
  | { mode: 'configured' }
  /** Nothing is set outside production: the documented development code and the local portal. */
  | { mode: 'development'; env: Record<string, string>; portalUrl: string }
  /** Something is missing (or this is production): the function answers 503. */
  | { mode: 'unavailable'; missing: string[] };

/** Decides the local access-code setup from the environment (the hash is made only when needed). */
export function localAccessCode(
  env: Readonly<Record<string, string | undefined>>,
  origin: string,
  hash: (code: string) => string = hashAccessCode,
): LocalAccessCode {
  const missing = [HASH_VARIABLE, PORTAL_VARIABLE].filter(
    (name) => (env[name] ?? '').trim() === '',
  );
  if (missing.length === 0) return { mode: 'configured' };
  if (missing.length === 1 || isProduction(env)) return { mode: 'unavailable', missing };
  const portalUrl = `${origin}${LOCAL_PORTAL_PATH}`;
  return {
    mode: 'development',
    env: { [HASH_VARIABLE]: hash(DEVELOPMENT_ACCESS_CODE), [PORTAL_VARIABLE]: portalUrl },
    portalUrl,
  };
}

/** The lines the server prints at start about the faculty portal (never a secret). */
export function localAccessCodeMessage(setup: LocalAccessCode): string {
  switch (setup.mode) {
    case 'configured':
      return `Faculty portal: using ${HASH_VARIABLE} and ${PORTAL_VARIABLE} from the environment.`;
    case 'development':
      return [
        `Faculty portal: ${HASH_VARIABLE} and ${PORTAL_VARIABLE} are not set, so for local use`,
        `  the access code is "${DEVELOPMENT_ACCESS_CODE}" and it opens ${setup.portalUrl}`,
      ].join('\n');
    case 'unavailable':
      return `Faculty portal: ${setup.missing.join(' and ')} not set, so the access-code check answers 503.`;
  }
}

/** The local stand-in page a correct development code opens. */
export function localPortalHtml(): string {
  const title = 'Faculty portal (local stand-in)';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
      <p>The access code was accepted. On the real site this tab opens the address in ${PORTAL_VARIABLE}.</p>
      <p lang="es">El código de acceso fue aceptado. En el sitio real, esta pestaña abre la dirección de ${PORTAL_VARIABLE}.</p>
    </main>
  </body>
</html>
`;
}
