/**
 * The editor's headers on a response from /admin: its Content-Security-Policy and
 * Cross-Origin-Opener-Policy replace the site's, which Netlify would otherwise join to them
 * (replace-headers.ts). Set last by the edge function netlify/edge-functions/admin-headers.ts.
 */
import { withHeaders } from './replace-headers.ts';
import { adminHeaders } from './security-headers.ts';

/** The same response with the editor's policies (and noindex, no-cache) replacing any earlier ones. */
export function withAdminHeaders(response: Response): Response {
  return withHeaders(response, adminHeaders());
}
