// How `npm start` configures the faculty access-code check on this machine.
import { DEVELOPMENT_ACCESS_CODE, hashAccessCode } from '../../netlify/lib/access-code-hash.ts';
import {
  HASH_VARIABLE,
  isProduction,
  PORTAL_VARIABLE,
} from '../../netlify/lib/access-code-handler.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/content/languages.ts';
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

/** The stand-in page's texts in one language (`localPortal` in locales/<lng>/teacher-login.json). */
interface PortalTexts {
  title: string;
  accepted: string;
}

/** Every language's texts of the stand-in page, from the locale files under `root`. */
function portalTexts(root: string): Array<{ lng: string; texts: PortalTexts }> {
  return LANGUAGES.map((lng) => {
    const file = path.join(root, 'locales', lng, 'teacher-login.json');
    const { localPortal } = JSON.parse(readFileSync(file, 'utf8')) as { localPortal: PortalTexts };
    return { lng, texts: localPortal };
  });
}

/**
 * The local stand-in page a correct development code opens: what it is, in every language of the
 * site (the default language's as the page's title and heading).
 */
export function localPortalHtml(root = path.resolve(import.meta.dirname, '../..')): string {
  const languages = portalTexts(root);
  const own = languages.find((item) => item.lng === DEFAULT_LANGUAGE) ?? languages[0];
  const title = own?.texts.title ?? '';
  const paragraphs = languages
    .map(({ lng, texts }) => {
      const text = escapeHtml(texts.accepted.replace('{{variable}}', PORTAL_VARIABLE));
      return lng === DEFAULT_LANGUAGE
        ? `      <p>${text}</p>`
        : `      <p lang="${lng}">${text}</p>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${DEFAULT_LANGUAGE}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
${paragraphs}
    </main>
  </body>
</html>
`;
}
