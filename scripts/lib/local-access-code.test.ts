import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_ACCESS_CODE } from '../../netlify/lib/access-code-hash.ts';
import { inlineCodeProblems } from './inline-code.ts';
import {
  LOCAL_PORTAL_PATH,
  localAccessCode,
  localAccessCodeMessage,
  localPortalHtml,
} from './local-access-code.ts';

const ORIGIN = 'http://localhost:8080';
const fakeHash = (code: string) => `hash-of:${code}`;

describe('the local access-code setup of npm start', () => {
  it('uses the development code and the local portal page when nothing is configured', () => {
    const setup = localAccessCode({}, ORIGIN, fakeHash);
    expect(setup).toEqual({
      mode: 'development',
      portalUrl: `${ORIGIN}${LOCAL_PORTAL_PATH}`,
      env: {
        FACULTY_ACCESS_CODE_HASH: `hash-of:${DEVELOPMENT_ACCESS_CODE}`,
        FACULTY_PORTAL_URL: `${ORIGIN}${LOCAL_PORTAL_PATH}`,
      },
    });
    const message = localAccessCodeMessage(setup);
    expect(message).toContain(DEVELOPMENT_ACCESS_CODE);
    expect(message).toContain(`${ORIGIN}${LOCAL_PORTAL_PATH}`);
  });

  it('uses the environment when both variables are set, and never prints them', () => {
    const env = {
      FACULTY_ACCESS_CODE_HASH: 'scrypt:secret',
      FACULTY_PORTAL_URL: 'https://p.test/',
    };
    const setup = localAccessCode(env, ORIGIN, fakeHash);
    expect(setup).toEqual({ mode: 'configured' });
    expect(localAccessCodeMessage(setup)).not.toMatch(/secret|p\.test/);
  });

  it('fails closed in production, and when only one variable is set', () => {
    for (const env of [{ NODE_ENV: 'production' }, { CONTEXT: 'production' }]) {
      expect(localAccessCode(env, ORIGIN, fakeHash)).toEqual({
        mode: 'unavailable',
        missing: ['FACULTY_ACCESS_CODE_HASH', 'FACULTY_PORTAL_URL'],
      });
    }
    const half = localAccessCode({ FACULTY_PORTAL_URL: 'https://p.test/' }, ORIGIN, fakeHash);
    expect(half).toEqual({ mode: 'unavailable', missing: ['FACULTY_ACCESS_CODE_HASH'] });
    expect(localAccessCodeMessage(half)).toContain('503');
    expect(localAccessCodeMessage(half)).not.toContain(DEVELOPMENT_ACCESS_CODE);
  });

  it('serves a local portal page that needs nothing the site’s CSP forbids', () => {
    const html = localPortalHtml();
    expect(html).toContain('<h1>');
    expect(inlineCodeProblems(html)).toEqual([]);
  });
});
