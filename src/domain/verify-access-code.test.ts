import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_ENDPOINT,
  outcomeOf,
  safeRedirect,
  verifyAccessCode,
} from './verify-access-code.ts';

const PORTAL = 'https://portal.example.test/faculty';

describe('reading the access-code answer', () => {
  it('opens the redirect address of a success', () => {
    expect(outcomeOf(200, { success: true, redirectUrl: PORTAL })).toEqual({
      kind: 'success',
      redirectUrl: PORTAL,
    });
  });

  it('shows the server’s text of a refusal, or the default when it gave none', () => {
    expect(outcomeOf(401, { success: false, error: 'Wrong code.' })).toEqual({
      kind: 'rejected',
      message: 'Wrong code.',
    });
    expect(outcomeOf(401, { success: false })).toEqual({ kind: 'rejected', message: null });
    expect(outcomeOf(400, { success: false, error: '  ' })).toEqual({
      kind: 'rejected',
      message: null,
    });
    expect(outcomeOf(200, { success: false, error: 'No.' })).toEqual({
      kind: 'rejected',
      message: 'No.',
    });
  });

  it('asks to wait after a 429, whatever its body', () => {
    expect(outcomeOf(429, null)).toEqual({ kind: 'rateLimited' });
    expect(outcomeOf(429, { success: false, error: 'x' })).toEqual({ kind: 'rateLimited' });
  });

  it('calls anything else a failure to verify', () => {
    expect(outcomeOf(200, null)).toEqual({ kind: 'unreachable' });
    expect(outcomeOf(200, 'ok')).toEqual({ kind: 'unreachable' });
    expect(outcomeOf(502, { message: 'Bad gateway' })).toEqual({ kind: 'unreachable' });
    expect(outcomeOf(200, { success: true })).toEqual({ kind: 'unreachable' });
    expect(outcomeOf(201, { success: true, redirectUrl: PORTAL })).toEqual({ kind: 'unreachable' });
    expect(outcomeOf(200, { success: true, redirectUrl: 'javascript:alert(1)' })).toEqual({
      kind: 'unreachable',
    });
    // Only a text is an address, not a list or object that would read as one.
    expect(outcomeOf(200, { success: true, redirectUrl: [PORTAL] })).toEqual({
      kind: 'unreachable',
    });
  });

  it('opens only web addresses', () => {
    expect(safeRedirect(PORTAL)).toBe(PORTAL);
    expect(safeRedirect('http://localhost:8080/p')).toBe('http://localhost:8080/p');
    expect(safeRedirect('data:text/html,hi')).toBeNull();
    expect(safeRedirect('/relative')).toBeNull();
    expect(safeRedirect(42)).toBeNull();
    expect(safeRedirect(new URL(PORTAL))).toBeNull();
    // The Weekly Updates dialog opens https addresses only.
    expect(safeRedirect(PORTAL, ['https:'])).toBe(PORTAL);
    expect(safeRedirect('http://localhost:8080/p', ['https:'])).toBeNull();
  });
});

describe('sending the code', () => {
  it('posts JSON in the page language to the function', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const fake = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return Response.json({ success: true, redirectUrl: PORTAL });
    }) as typeof fetch;
    expect(await verifyAccessCode(' code ', 'es', fake)).toEqual({
      kind: 'success',
      redirectUrl: PORTAL,
    });
    const [url, init] = calls[0] ?? [];
    expect(url).toBe(ACCESS_CODE_ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"accessCode":" code "}');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', 'Accept-Language': 'es' });
    // Never an answer kept from another attempt, and no cookies sent to another site.
    expect(init?.cache).toBe('no-store');
    expect(init?.credentials).toBe('same-origin');
  });

  it('reports a network failure or an unreadable answer as unreachable', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await verifyAccessCode('x', 'en', offline)).toEqual({ kind: 'unreachable' });
    const html = (async () => new Response('<h1>Error</h1>', { status: 502 })) as typeof fetch;
    expect(await verifyAccessCode('x', 'en', html)).toEqual({ kind: 'unreachable' });
    const limited = (async () => new Response('Too many', { status: 429 })) as typeof fetch;
    expect(await verifyAccessCode('x', 'en', limited)).toEqual({ kind: 'rateLimited' });
  });
});
