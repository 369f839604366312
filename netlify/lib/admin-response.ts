/**
 * The editor's headers on a response from /admin. Netlify applies every matching rule of _headers
 * and joins values of the same header with a comma, which for Content-Security-Policy means two
 * policies, both enforced: the site's strict one would then block the editor. The edge function
 * netlify/edge-functions/admin-headers.ts therefore sets the editor's headers on the response last.
 */
import { adminHeaders } from './security-headers.ts';

/** The same response with the editor's policy (and noindex, no-cache) replacing any earlier ones. */
export function withAdminHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(adminHeaders())) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
