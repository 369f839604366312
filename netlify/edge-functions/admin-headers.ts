// Netlify edge function on /admin: gives the content editor its own Content-Security-Policy and
// Cross-Origin-Opener-Policy in place of the site's (see netlify/lib/replace-headers.ts for why
// _headers alone cannot).
import { withAdminHeaders } from '../lib/admin-response.ts';
import type { EdgeContext } from '../lib/replace-headers.ts';

export default async (_request: Request, context: EdgeContext): Promise<Response> =>
  withAdminHeaders(await context.next());

export const config = { path: ['/admin', '/admin/*'] };
